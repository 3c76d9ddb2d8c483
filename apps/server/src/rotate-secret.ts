import { resealStoredSecrets } from '@/modules/oauth/service/reseal';
import { resealTotpSecrets } from '@/modules/security/service/reseal';
import { totpSecretBox } from '@/modules/security/service/totp';
import { redactedStack } from '@/platform/log-redaction';
import { oauthCredentialsBox } from '@/platform/secret-box';
import { openData } from './startup';

/**
 * `npm run rotate-secret -w @steward/server` (or `node apps/server/dist/rotate-secret.js` in the
 * container): seals every stored credential (OAuth secrets and tokens, authenticator apps' secrets)
 * again with APP_SECRET, opening each with APP_SECRET or one of APP_SECRET_PREVIOUS. Reads the same environment as the server. Exits 1 when a value opens
 * with no known secret, so a script running it notices.
 */

function values(count: number) {
  return `${count} ${count === 1 ? 'value' : 'values'}`;
}

function say(line: string) {
  process.stdout.write(`steward: ${line}\n`);
}

async function main() {
  // The embedded database takes one process: the server must be stopped first. Migrating first
  // (the server would at start) makes sure the columns re-sealed below exist.
  const { config, database, releaseLock } = await openData({
    whenLocked: 'stop the server, then re-seal',
    maxConnections: 2,
  });

  let unreadable = 0;
  try {
    const previous = config.appSecretPrevious ?? [];
    if (previous.length === 0) say('APP_SECRET_PREVIOUS is not set: only values sealed with APP_SECRET open');
    const appSecret = config.appSecret as string;
    const counts = [
      ...(await resealStoredSecrets(database.db, oauthCredentialsBox(appSecret, previous))),
      ...(await resealTotpSecrets(database.db, totpSecretBox(appSecret, previous))),
    ];
    let resealed = 0;
    let changed = 0;
    for (const count of counts) {
      resealed += count.resealed;
      changed += count.changedMeanwhile;
      unreadable += count.unreadable.length;
      say(
        `${count.column}: ${count.resealed} re-sealed, ${count.current} already current` +
          (count.changedMeanwhile ? `, ${count.changedMeanwhile} changed by the server meanwhile` : '') +
          (count.unreadable.length ? `, ${count.unreadable.length} unreadable` : ''),
      );
      for (const row of count.unreadable) say(`  unreadable: ${count.column} of ${row}`);
    }
    say(`${values(resealed)} re-sealed with APP_SECRET`);
    if (changed > 0) say('values changed meanwhile: run this again; it should re-seal nothing');
    if (unreadable > 0) {
      say(
        `${values(unreadable)} open with neither APP_SECRET nor APP_SECRET_PREVIOUS: add the secret that ` +
          'sealed them to APP_SECRET_PREVIOUS and run again, or have an admin re-enter the client ' +
          'secret or connect the provider again (an authenticator app: its member removes it, or a ' +
          'master admin resets their two-step verification, and sets it up again)',
      );
    }
  } finally {
    await database.close();
    await releaseLock?.();
  }
  process.exit(unreadable > 0 ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`steward: re-seal failed: ${redactedStack(error)}\n`);
  process.exit(1);
});
