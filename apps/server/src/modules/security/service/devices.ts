import type { SecurityOverview } from '@steward/domain';
import type { Db } from '@/db/client';
import { notFound } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import {
  type ClientInfo,
  endOtherSessions,
  liveSessionsOf,
  type Principal,
} from '@/platform/session/session';
import { tokenDigest } from '@/platform/tokens';
import * as q from '../queries/devices';
import { deviceLabel } from './device-label';
import { recordSecurityChange } from './notices';

/** The member's live remembered devices; `current` is this browser (its device cookie). */
export async function trustedDevicesOf(
  db: Db,
  userId: string,
  deviceToken: string | undefined,
): Promise<SecurityOverview['trustedDevices']> {
  const current = deviceToken ? tokenDigest(deviceToken) : null;
  return (await q.liveTrustedDevicesOf(db, userId)).map((device) => ({
    id: device.id,
    label: deviceLabel(device.userAgent),
    createdAt: device.createdAt.toISOString(),
    lastUsedAt: device.lastUsedAt?.toISOString() ?? null,
    expiresAt: device.expiresAt.toISOString(),
    current: device.tokenHash === current,
  }));
}

/** The member's live sessions, this one marked `current`. */
export async function sessionsOf(db: Db, principal: Principal): Promise<SecurityOverview['sessions']> {
  return (await liveSessionsOf(db, principal.userId)).map((session) => ({
    label: deviceLabel(session.userAgent),
    ipAddress: session.ipAddress,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.id === principal.sessionId,
  }));
}

/** Forgets one of the member's remembered devices: its next sign-in asks for the second factor. */
export async function removeTrustedDevice(
  db: Db,
  mailer: Mailer,
  principal: Principal,
  id: string,
  client: ClientInfo,
) {
  const removed = await q.deleteTrustedDevice(db, principal.userId, id);
  if (!removed) throw notFound('That device is not remembered');
  const label = deviceLabel(removed.userAgent);
  await recordSecurityChange(db, mailer, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'trusted_device_removed',
    detail: label,
    ipAddress: client.ipAddress,
    email: {
      subject: 'A remembered device was removed from your Steward account',
      text: `${label} is no longer remembered: signing in there asks for the second step again.`,
    },
  });
}

/** Ends every other session of the member ("sign out everywhere else"); how many ended. */
export async function signOutOthers(db: Db, mailer: Mailer, principal: Principal, client: ClientInfo) {
  const ended = await endOtherSessions(db, principal.userId, principal.sessionId);
  if (ended > 0) {
    await recordSecurityChange(db, mailer, {
      userId: principal.userId,
      actorId: principal.userId,
      action: 'signed_out_elsewhere',
      detail: `${ended} ${ended === 1 ? 'session' : 'sessions'} ended`,
      ipAddress: client.ipAddress,
      email: {
        subject: 'Your Steward account was signed out elsewhere',
        text: `Your Steward account was signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}.`,
      },
    });
  }
  return ended;
}
