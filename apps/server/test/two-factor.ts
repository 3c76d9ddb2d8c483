import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';
import { type Db, queryRows } from '@/db/client';
import { type Actor, call } from './world';

/** The cookies a response sets, by name ('' for a cleared one). */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  return Object.fromEntries(
    headers.map((header) => {
      const pair = header.split(';', 1)[0] as string;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The authenticator app's code for `secret` (base32) at `timestamp`, as a phone would show it. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

/**
 * Moves the clock (Date only; the test must have called `vi.useFakeTimers({ toFake: ['Date'],
 * shouldAdvanceTime: true })`) into the next 30-second step, so a new code is due.
 */
export function nextStep() {
  vi.setSystemTime(Date.now() + 30_000);
}

/** Sets up and confirms an authenticator app for `actor`: its secret and the recovery codes. */
export async function enrolTotp(app: FastifyInstance, actor: Actor) {
  const setup = await call(app, 'POST', '/api/security/totp/setup', { cookie: actor.cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await call(app, 'POST', '/api/security/totp/confirm', {
    cookie: actor.cookie,
    payload: { code: totpCode(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] | null, response: confirmed };
}

/**
 * The audit entries about `email`, in no order: the tests move Date forward, and PGlite's clock is
 * Date, so entries of one tick share a time.
 */
export function auditAbout(db: Db, email: string) {
  return queryRows<{ action: string; detail: string | null }>(
    db,
    sql`select action, detail from audit_log where target = ${email}`,
  );
}

/** The subjects of the emails to `email` in the outbox. */
export async function emailsTo(db: Db, email: string) {
  const rows = await queryRows<{ subject: string }>(
    db,
    sql`select subject from outbox where ${email} = any(recipients)`,
  );
  return rows.map((row) => row.subject);
}
