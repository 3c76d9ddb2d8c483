import { createHash, randomUUID } from 'node:crypto';
import {
  connectedMessage,
  MISSING_OAUTH_PARAMETERS,
  OAUTH_CONNECTION_FAILED,
  OAUTH_STATE_TTL_SECONDS,
  type OAuthCallbackRequest,
  type OAuthCallbackResponse,
  oauthErrorMessage,
  oauthNotConfigured,
  redirectUri,
  tokenExchangeFailed,
} from '@steward/domain';
import * as oauth from 'oauth4webapi';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { AppError, invalid } from '@/platform/errors';
import type { OAuthDeps } from '../deps';
import { deactivate, insertConnection, insertState, takeState } from '../queries/connections';
import { exchangeCode, TokenEndpointError } from '../token-client';
import { providerClient, requireProvider } from './configs';
import { tokenContext } from './connections';

/** The member acting, with the session their browser holds (a state is bound to it). */
export interface SessionMember extends MemberContext {
  sessionId: string;
}

function stateDigest(state: string) {
  return createHash('sha256').update(state).digest('hex');
}

/** Where a sealed PKCE verifier belongs: its organisation and its state (the re-seal opens it too). */
export function verifierContext(organizationId: string, digest: string) {
  return `oauth-state/${organizationId}/${digest}`;
}

/**
 * Spec 000 §7 authorization URL (client_id, redirect_uri, scope, response_type code, access_type
 * offline, prompt consent, state) plus PKCE S256 (RFC 9700 §2.1.1). The state is random, stored
 * only as its digest, bound to this session and provider, and expires in OAUTH_STATE_TTL_SECONDS.
 */
export async function startAuthorization(
  deps: OAuthDeps,
  member: SessionMember,
  providerId: string,
  origin: string,
): Promise<string> {
  const provider = requireProvider(providerId);
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
  const redirect = redirectUri(origin, provider.id);
  const digest = stateDigest(state);
  return withTenant(deps.db, member, async (tx) => {
    const client = await providerClient(tx, deps.box, deps.overrides, member.organizationId, provider);
    if (!client) throw invalid(oauthNotConfigured(provider.id));
    await insertState(tx, {
      stateDigest: digest,
      organizationId: member.organizationId,
      userId: member.userId,
      sessionId: member.sessionId,
      providerId: provider.id,
      codeVerifierSealed: deps.box.seal(codeVerifier, verifierContext(member.organizationId, digest)),
      redirectUri: redirect,
      expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_SECONDS * 1000),
    });
    const url = new URL(client.endpoints.authorization);
    const parameters = {
      client_id: client.credentials.clientId,
      redirect_uri: redirect,
      ...(provider.scopes.length > 0 ? { scope: provider.scopes.join(provider.scopeSeparator) } : {}),
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url.toString();
  });
}

/**
 * Spec 000 §2, §8 OAuth callback: checks the provider's answer and the state, exchanges the code
 * with the PKCE verifier and keeps the tokens sealed as the organisation's connection to the
 * provider (replacing an older one). Every refusal changes nothing but using up the state.
 */
export async function completeAuthorization(
  deps: OAuthDeps,
  member: SessionMember,
  providerId: string,
  query: OAuthCallbackRequest,
): Promise<OAuthCallbackResponse> {
  const provider = requireProvider(providerId);
  const digest = query.state ? stateDigest(query.state) : null;
  if (query.error) {
    // The state of a refused authorization is spent too.
    if (digest)
      await withTenant(deps.db, member, (tx) =>
        takeState(tx, member.organizationId, digest, member.sessionId),
      );
    throw invalid(oauthErrorMessage(query.error));
  }
  if (!query.code || !query.state || !digest) throw invalid(MISSING_OAUTH_PARAMETERS);
  const { code, state } = query;

  const pending = await withTenant(deps.db, member, async (tx) => {
    const row = await takeState(tx, member.organizationId, digest, member.sessionId);
    // Unknown, replayed, from another session or organisation, for another provider, or expired.
    if (!row || row.providerId !== provider.id || row.expiresAt.getTime() <= Date.now()) return null;
    const client = await providerClient(tx, deps.box, deps.overrides, member.organizationId, provider);
    return {
      client,
      redirectUri: row.redirectUri,
      codeVerifier: deps.box.open(row.codeVerifierSealed, verifierContext(member.organizationId, digest)),
    };
  });
  if (!pending) throw invalid(OAUTH_CONNECTION_FAILED);
  if (!pending.client) throw invalid(oauthNotConfigured(provider.id));

  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode(provider, pending.client.endpoints, pending.client.credentials, {
      code,
      state,
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
    });
  } catch (error) {
    if (error instanceof TokenEndpointError) {
      throw new AppError(502, 'unavailable', tokenExchangeFailed(error.reason));
    }
    throw error;
  }

  const id = randomUUID();
  await withTenant(deps.db, member, async (tx) => {
    await deactivate(tx, member.organizationId, { providerId: provider.id });
    await insertConnection(tx, {
      id,
      organizationId: member.organizationId,
      providerId: provider.id,
      userId: member.userId,
      accessTokenSealed: deps.box.seal(tokens.accessToken, tokenContext(member.organizationId, id, 'access')),
      refreshTokenSealed: tokens.refreshToken
        ? deps.box.seal(tokens.refreshToken, tokenContext(member.organizationId, id, 'refresh'))
        : null,
      expiresAt: tokens.expiresAt,
      scopes: tokens.scopes ?? [...provider.scopes],
    });
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'oauth_connected',
      target: provider.name,
      ipAddress: member.ipAddress,
    });
  });
  return { providerId: provider.id, providerName: provider.name, message: connectedMessage(provider.name) };
}
