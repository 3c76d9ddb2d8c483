import { SECURITY_MESSAGES, SSO_PROVIDER_LABELS } from '@steward/domain';
import type { Db } from '@/db/client';
import { conflict, notFound } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import type { ClientInfo, Principal } from '@/platform/session/session';
import * as q from '../queries/factors';
import { recordSecurityChange } from './notices';
import { stepUpProofOf } from './step-up';

/**
 * Unlinks one of the member's single sign-on accounts: it no longer signs in to Steward (linking it
 * again takes a sign-on with its verified email). Refused (409) when it is the member's only way
 * in: no password, no other linked account and no passkey. Audited and emailed.
 */
export async function removeIdentity(
  db: Db,
  mailer: Mailer,
  principal: Principal,
  id: string,
  client: ClientInfo,
) {
  const identities = await q.identitiesOf(db, principal.userId);
  const identity = identities.find((row) => row.id === id);
  if (!identity) throw notFound(SECURITY_MESSAGES.identityNotFound);
  const hasPassword = (await stepUpProofOf(db, principal.userId)) === 'password';
  const otherWays = identities.length - 1 + (await q.passkeysOf(db, principal.userId)).length;
  if (!hasPassword && otherWays === 0) throw conflict(SECURITY_MESSAGES.lastWayIn);
  const removed = await q.deleteIdentity(db, principal.userId, id);
  if (!removed) throw notFound(SECURITY_MESSAGES.identityNotFound);
  const label = SSO_PROVIDER_LABELS[removed.provider];
  await recordSecurityChange(db, mailer, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'sso_unlinked',
    detail: `${label} account ${removed.email}`,
    ipAddress: client.ipAddress,
    email: {
      subject: `Your ${label} account no longer signs in to Steward`,
      text: `Your ${label} account ${removed.email} was unlinked from your Steward account and can no longer be used to sign in.`,
    },
  });
}
