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

/**
 * "Sign out everywhere else": ends every other session of the member and forgets every device
 * remembered for them, this browser's too, so no browser signs in again with the password alone.
 * How many sessions ended and how many remembered devices were forgotten.
 */
export async function signOutOthers(db: Db, mailer: Mailer, principal: Principal, client: ClientInfo) {
  const ended = await endOtherSessions(db, principal.userId, principal.sessionId);
  const forgottenDevices = await q.deleteTrustedDevicesOf(db, principal.userId);
  if (ended > 0 || forgottenDevices > 0) {
    const sessions = `${ended} ${ended === 1 ? 'session' : 'sessions'}`;
    const devices = `${forgottenDevices} remembered ${forgottenDevices === 1 ? 'device' : 'devices'}`;
    await recordSecurityChange(db, mailer, {
      userId: principal.userId,
      actorId: principal.userId,
      action: 'signed_out_elsewhere',
      detail: forgottenDevices > 0 ? `${sessions} ended; ${devices} forgotten` : `${sessions} ended`,
      ipAddress: client.ipAddress,
      email: {
        subject: 'Your Steward account was signed out elsewhere',
        text:
          `Your Steward account was signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}` +
          (forgottenDevices > 0
            ? `, and ${devices} ${forgottenDevices === 1 ? 'was' : 'were'} forgotten: signing in on ${forgottenDevices === 1 ? 'it' : 'any of them'} asks for the second step again.`
            : '.'),
      },
    });
  }
  return { ended, forgottenDevices };
}
