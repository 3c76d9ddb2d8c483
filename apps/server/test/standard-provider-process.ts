// The process standard-provider.ts starts: oidc-provider with its own configuration, listening on
// loopback, with the interaction a person would go through (sign in, consent) answered at once
// for the account the test named. Options come as JSON in STANDARD_PROVIDER.

import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientAuthMethod, type KoaContextWithOIDC } from 'oidc-provider';
import type { ProviderRequest, StandardProviderOptions } from './standard-provider';

type Claims = { sub: string } & Record<string, unknown>;

const options: StandardProviderOptions = JSON.parse(process.env.STANDARD_PROVIDER ?? '{}');

if (options.clockOffsetSeconds) {
  const offsetMs = options.clockOffsetSeconds * 1000;
  const now = Date.now.bind(Date);
  Date.now = () => now() + offsetMs;
}

const accounts = new Map<string, Claims>();
let current: Claims | null = null;
const requests: ProviderRequest[] = [];

function clientAuthenticationOf(
  authorization: string,
  body: Record<string, unknown> | undefined,
): ProviderRequest['clientAuthentication'] {
  if (authorization.startsWith('Basic ')) return 'client_secret_basic';
  return body && 'client_secret' in body ? 'client_secret_post' : null;
}

function startProvider(issuer: string) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: options.clients ?? [],
    ...(options.clientAuthMethods
      ? { clientAuthMethods: options.clientAuthMethods as ClientAuthMethod[] }
      : {}),
    conformIdTokenClaims: options.conformIdTokenClaims ?? true,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['standard-provider-cookie-key'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    ...(options.idTokenTtlSeconds ? { ttl: { IdToken: options.idTokenTtlSeconds } } : {}),
    async findAccount(_ctx, sub) {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => claims } : undefined;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as unknown as Partial<KoaContextWithOIDC>;
    if (!oidc) return;
    const prompt = oidc.params?.prompt;
    requests.push({
      route: oidc.route,
      status: ctx.status,
      clientAuthentication: clientAuthenticationOf(ctx.get('authorization'), oidc.body),
      prompt: typeof prompt === 'string' ? prompt : null,
    });
  });
  return provider;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The person signs in as the test's account and consents to what the client asked, at once. */
async function signInAndConsent(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  if (!current) throw new Error('No account to sign in with: call signInAs first');
  const grant = new provider.Grant({ accountId: current.sub, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: current.sub }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

let provider: Provider | null = null;
let answer: ReturnType<Provider['callback']> | null = null;
const server = createServer(async (req, res) => {
  try {
    if (!provider || !answer) throw new Error('not started yet');
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/test/account' && req.method === 'PUT') {
      current = JSON.parse(await readBody(req)) as Claims;
      accounts.set(current.sub, current);
      res.writeHead(204).end();
    } else if (path === '/test/requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
    } else if (path.startsWith('/interaction/')) {
      await signInAndConsent(provider, req, res);
    } else {
      await answer(req, res);
    }
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

server.listen(options.port ?? 0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  provider = startProvider(issuer);
  answer = provider.callback();
  process.stdout.write(`listening ${issuer}\n`);
});
process.on('SIGTERM', () => process.exit(0));
