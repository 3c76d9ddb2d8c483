import type { SecurityOverview } from '@steward/domain';
import type { Db } from '@/db/client';
import type { Principal } from '@/platform/session/session';
import * as q from '../queries/factors';
import { sessionsOf, trustedDevicesOf } from './devices';
import { isRequired } from './factors';
import { stepUpProofOf } from './step-up';

/** Everything the "Sign-in and security" page shows of the signed-in member. */
export async function securityOverview(
  db: Db,
  principal: Principal,
  deviceToken: string | undefined,
): Promise<SecurityOverview> {
  const { userId } = principal;
  const [totp, passkeys, recovery, trustedDevices, sessions, identities, required, stepUp] =
    await Promise.all([
      q.findTotp(db, userId),
      q.passkeysOf(db, userId),
      q.recoveryCodeSummary(db, userId),
      trustedDevicesOf(db, userId, deviceToken),
      sessionsOf(db, principal),
      q.identitiesOf(db, userId),
      isRequired(db, userId),
      stepUpProofOf(db, userId),
    ]);
  return {
    totp: {
      enabled: totp?.confirmedAt != null,
      enabledAt: totp?.confirmedAt?.toISOString() ?? null,
    },
    passkeys: passkeys.map((passkey) => ({
      ...passkey,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodes: {
      remaining: recovery.remaining,
      generatedAt: recovery.generatedAt === null ? null : new Date(recovery.generatedAt).toISOString(),
    },
    trustedDevices,
    sessions,
    identities: identities.map((identity) => ({ ...identity, createdAt: identity.createdAt.toISOString() })),
    required,
    stepUp,
  };
}
