import { SSO_SIGN_IN_MINUTES, type SsoErrorCode, type SsoProvider, ssoDomainAllows } from '@steward/domain';
import * as oidc from 'openid-client';
import type { Db } from '@/db/client';
import { findUserByEmail } from '@/modules/accounts/service';
import { acceptInvitationBySso } from '@/modules/invitations/service';
import {
  afterFirstFactor,
  recordSecurityChange,
  type SignInOutcome,
  storeChallenge,
  takeChallenge,
} from '@/modules/security/service';
import { AppError } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import { type ClientInfo, findMembership } from '@/platform/session/session';
import { tokenDigest } from '@/platform/tokens';
import { idTokenNamesEmail, nameOf, type SignOnClaims, verifiedEmail, withUserInfo } from './claims';
import type { SsoProviders } from './providers';
import * as q from './queries';

export interface SsoDeps {
  db: Db;
  mailer: Mailer;
  providers: SsoProviders;
}

/** What the provider itself answered when it refused: an OAuth error code and its description. */
export interface ProviderError {
  error: string;
  error_description?: string | undefined;
}

/**
 * A sign-on that ends without a session: the browser goes back to the sign-in page (or, while
 * accepting an invitation, to the invitation page) with `sso_error=<code>`. `cause` is what went
 * wrong underneath, and `providerError` what the provider said of it (a refused token exchange,
 * an error sent back to the callback), for the log only.
 */
export class SsoFailure extends Error {
  readonly providerError: ProviderError | undefined;

  constructor(
    readonly code: SsoErrorCode,
    readonly invitation: boolean,
    options?: { cause?: unknown; providerError?: ProviderError },
  ) {
    super(`Single sign-on ended without a session: ${code}`, options);
    const { cause } = options ?? {};
    this.providerError =
      options?.providerError ??
      (cause instanceof oidc.ResponseBodyError
        ? { error: cause.error, error_description: cause.error_description }
        : undefined);
  }
}

/** Where the provider sends the browser back; register it at the provider. */
export function redirectUri(origin: string, provider: SsoProvider) {
  return `${origin}/api/auth/sso/${provider}/callback`;
}

/**
 * Sends the browser to the provider: the authorization code flow with PKCE S256, a random state
 * and a random nonce (RFC 9700 §2.1; OpenID Connect Core §3.1.2.1). The state is kept only as its
 * SHA-256, in auth_challenges for SSO_SIGN_IN_MINUTES, with the nonce, the PKCE verifier, the
 * redirect URI and the SHA-256 of the invitation being accepted. The caller gives the state itself
 * to the browser in a cookie, so only the browser that started a sign-on can complete it.
 */
export async function startSignOn(
  deps: SsoDeps,
  input: { provider: SsoProvider; origin: string; invitation: string | null },
): Promise<{ url: string; state: string }> {
  const configuration = await deps.providers.configuration(input.provider).catch((cause: unknown) => {
    throw new SsoFailure('failed', input.invitation !== null, { cause });
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirect = redirectUri(input.origin, input.provider);
  await storeChallenge(deps.db, {
    id: tokenDigest(state),
    purpose: 'sso',
    userId: null,
    data: {
      provider: input.provider,
      nonce,
      codeVerifier,
      redirectUri: redirect,
      invitationHash: input.invitation === null ? null : tokenDigest(input.invitation),
    },
    expiresAt: new Date(Date.now() + SSO_SIGN_IN_MINUTES * 60_000),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirect,
    scope: deps.providers.scopes(input.provider),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // Google's account chooser, so a browser signed in to several accounts picks one. A `prompt`
    // value is optional in OpenID Connect Core §3.1.2.1, and a provider may refuse one it does not
    // support (oidc-provider answers invalid_request), so no other provider is sent it.
    ...(input.provider === 'google' ? { prompt: 'select_account' } : {}),
  });
  return { url: url.href, state };
}

/**
 * The provider's answer: the state is taken (a state answers once, whatever follows), the code is
 * exchanged with the PKCE verifier, and openid-client checks the ID token (signature, issuer,
 * audience, expiry, nonce). When the ID token does not say the email (a standard provider puts it
 * at UserInfo), UserInfo is asked with the access token, its `sub` checked against the ID token's.
 * Then the provider's account leads to a Steward user:
 * 1. the user it is linked to (provider and `sub`);
 * 2. else, accepting an invitation: the invitation, whose email must be the one the provider
 *    verified (acceptInvitationBySso);
 * 3. else the user whose email the provider verified (claims.ts); an email it did not verify
 *    never links, and no user is ever made without an invitation.
 * A deactivated member is refused, and so is an email outside the organisation's single sign-on
 * domains. A first link is audited and mailed to the member. The sign-in then takes the steps
 * every sign-in takes (afterFirstFactor), the second factor included.
 */
export async function finishSignOn(
  deps: SsoDeps,
  input: {
    provider: SsoProvider;
    /** The callback's query, as the provider sent it. */
    callback: URLSearchParams;
    /** The state this browser was given at the start (its cookie). */
    browserState: string | undefined;
    client: ClientInfo;
    deviceToken: string | undefined;
  },
): Promise<SignInOutcome> {
  const { db } = deps;
  const state = input.callback.get('state');
  const pending = state ? await takeChallenge(db, tokenDigest(state), 'sso') : undefined;
  const invitationHash =
    typeof pending?.data.invitationHash === 'string' ? pending.data.invitationHash : null;
  const fail = (code: SsoErrorCode, cause?: unknown) =>
    new SsoFailure(code, invitationHash !== null, { cause });

  const providerError = input.callback.get('error');
  if (providerError === 'access_denied') throw fail('cancelled');
  if (!state || !pending) throw fail('expired');
  if (pending.data.provider !== input.provider || input.browserState !== state) {
    throw fail('failed', new Error('the state belongs to another provider or another browser'));
  }
  if (providerError) {
    throw new SsoFailure('failed', invitationHash !== null, {
      cause: new Error('the provider sent back an error instead of a code'),
      providerError: {
        error: providerError,
        error_description: input.callback.get('error_description') ?? undefined,
      },
    });
  }

  let claims: SignOnClaims;
  try {
    const configuration = await deps.providers.configuration(input.provider);
    const currentUrl = new URL(String(pending.data.redirectUri));
    currentUrl.search = input.callback.toString();
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: String(pending.data.codeVerifier),
      expectedState: state,
      expectedNonce: String(pending.data.nonce),
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('the token response has no ID token');
    claims = idTokenNamesEmail(input.provider, idToken)
      ? idToken
      : withUserInfo(idToken, await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub));
  } catch (cause) {
    throw fail('failed', cause);
  }

  const email = verifiedEmail(input.provider, claims);
  const identity = await q.findIdentity(db, input.provider, claims.sub);
  let user: { id: string; email: string };
  if (invitationHash) {
    if (!email) throw fail('unverified_email');
    const accepted = await acceptInvitationBySso(
      db,
      { tokenHash: invitationHash, verifiedEmail: email, fullName: nameOf(claims) },
      input.client,
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 429) throw fail('too_many');
      throw error;
    });
    if ('refused' in accepted) throw fail(accepted.refused);
    user = { id: accepted.userId, email: accepted.email };
  } else if (identity) {
    user = { id: identity.userId, email: identity.userEmail };
  } else {
    if (!email) throw fail('unverified_email');
    const found = await findUserByEmail(db, email);
    if (!found) throw fail('no_account');
    user = { id: found.id, email: found.email };
  }

  const membership = await findMembership(db, user.id);
  if (membership && !membership.isActive) throw fail('deactivated');
  if (membership) {
    // The email the provider vouches for now, else the one it vouched for when the link was made.
    const vouched = email ?? identity?.linkedEmail ?? '';
    if (!ssoDomainAllows(await q.ssoDomainsOf(db, membership.organizationId), vouched)) {
      throw fail('wrong_domain');
    }
  }

  if (identity?.userId === user.id) await q.touchIdentity(db, identity.id);
  else if (!identity && email) await link(deps, input, user.id, claims.sub, email);

  return afterFirstFactor(db, {
    userId: user.id,
    email: user.email,
    firstFactor: 'sso',
    way: input.provider,
    client: input.client,
    deviceToken: input.deviceToken,
  });
}

/** Links the provider's account to the user, audited and mailed to them (sso_linked). */
async function link(
  deps: SsoDeps,
  input: { provider: SsoProvider; client: ClientInfo },
  userId: string,
  subject: string,
  email: string,
) {
  const linked = await q.insertIdentity(deps.db, { userId, provider: input.provider, subject, email });
  if (!linked) return;
  const label = deps.providers.name(input.provider);
  await recordSecurityChange(deps.db, deps.mailer, {
    userId,
    actorId: userId,
    action: 'sso_linked',
    detail: `${label} account ${email}`,
    ipAddress: input.client.ipAddress,
    email: {
      subject: `Your ${label} account can now sign in to Steward`,
      text: `Your ${label} account ${email} was linked to your Steward account, and can now be used to sign in.`,
    },
  });
}
