import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/db/client';
import { runMigrations } from '@/db/migrate';
import { oauthConfigs, organizations, users, userTotp } from '@/db/schema';
import { secretContext } from '@/modules/oauth/service/configs';
import { totpSecretBox } from '@/modules/security/service/totp';
import { lockDataDir } from '@/platform/data-dir-lock';
import { oauthCredentialsBox } from '@/platform/secret-box';
import { parseConfig } from './config';
import { serverRoot } from './paths';

// The command `npm run rotate-secret -w @steward/server` runs, in a child process on an embedded
// database, as an operator would run it with the server stopped.
const COMMAND = join(serverRoot(), 'src', 'rotate-secret.ts');
const OLD = 'old-app-secret-old-app-secret-old-0123';
const NEW = 'new-app-secret-new-app-secret-new-0456';
const OTHER = 'unrelated-secret-unrelated-secret-0789';
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'steward-rotate-'));
  dirs.push(dir);
  return dir;
}

function rotate(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', COMMAND], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('APP_SECRET_PREVIOUS', () => {
  it('takes one or more old secrets, comma-separated, spaces around them ignored; unset or empty is none', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(parseConfig({ APP_SECRET_PREVIOUS: a }).appSecretPrevious).toEqual([a]);
    expect(parseConfig({ APP_SECRET_PREVIOUS: ` ${a} , ${b},` }).appSecretPrevious).toEqual([a, b]);
    expect(parseConfig({ APP_SECRET_PREVIOUS: '' }).appSecretPrevious).toEqual([]);
    expect(parseConfig({}).appSecretPrevious).toEqual([]);
  });
});

describe('npm run rotate-secret', () => {
  it('stops with one line when an old secret is too short, without printing it', async () => {
    const { code, stdout, stderr } = await rotate({
      DATA_DIR: tempDir(),
      APP_SECRET: NEW,
      APP_SECRET_PREVIOUS: `${OLD},short-old-secret`,
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'steward: APP_SECRET_PREVIOUS must list secrets of at least 32 characters each, separated by commas\n',
    );
  });

  it('refuses to open an embedded database that a running server holds', async () => {
    const dataDir = tempDir();
    const release = await lockDataDir(dataDir);
    try {
      const { code, stderr } = await rotate({ DATA_DIR: dataDir, APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `steward: DATA_DIR: another Steward process is already using ${dataDir}; stop the server, then re-seal\n`,
      );
    } finally {
      await release();
    }
  });

  it('re-seals stored credentials with APP_SECRET, and names and keeps what no known secret opens (exit 1)', async () => {
    const dataDir = tempDir();
    const seeded = await openPglite(dataDir);
    let organizationId: string;
    let userId: string;
    try {
      await runMigrations(seeded);
      const [organization] = await seeded.db
        .insert(organizations)
        .values({ name: 'Grace Community Church' })
        .returning({ id: organizations.id });
      organizationId = organization?.id as string;
      await seeded.db.insert(oauthConfigs).values([
        {
          organizationId,
          providerId: 'github',
          clientId: 'github-client',
          clientSecretSealed: oauthCredentialsBox(OLD).seal(
            'github-secret',
            secretContext(organizationId, 'github'),
          ),
        },
        {
          organizationId,
          providerId: 'slack',
          clientId: 'slack-client',
          clientSecretSealed: oauthCredentialsBox(OTHER).seal(
            'slack-secret',
            secretContext(organizationId, 'slack'),
          ),
        },
      ]);
      const [user] = await seeded.db
        .insert(users)
        .values({ email: 'treasurer@example.org', passwordHash: 'unused' })
        .returning({ id: users.id });
      userId = user?.id as string;
      await seeded.db.insert(userTotp).values({
        userId,
        secretSealed: totpSecretBox(OLD).seal('JBSWY3DPEHPK3PXP', userId),
        confirmedAt: new Date(),
      });
    } finally {
      await seeded.close();
    }

    const { code, stdout, stderr } = await rotate({
      DATA_DIR: dataDir,
      APP_SECRET: NEW,
      APP_SECRET_PREVIOUS: OLD,
    });
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).toContain(
      'steward: oauth_configs.client_secret_sealed: 1 re-sealed, 0 already current, 1 unreadable\n',
    );
    expect(stdout).toContain(
      `steward:   unreadable: oauth_configs.client_secret_sealed of organization ${organizationId} provider slack\n`,
    );
    expect(stdout).toContain('steward: user_totp.secret_sealed: 1 re-sealed, 0 already current\n');
    expect(stdout).toContain('steward: 2 values re-sealed with APP_SECRET\n');
    for (const secret of [OLD, NEW, 'github-secret', 'JBSWY3DPEHPK3PXP'])
      expect(stdout).not.toContain(secret);

    const reopened = await openPglite(dataDir);
    try {
      const rows = await reopened.db
        .select()
        .from(oauthConfigs)
        .where(eq(oauthConfigs.organizationId, organizationId));
      const github = rows.find((row) => row.providerId === 'github');
      const slack = rows.find((row) => row.providerId === 'slack');
      expect(
        oauthCredentialsBox(NEW).open(
          github?.clientSecretSealed as string,
          secretContext(organizationId, 'github'),
        ),
      ).toBe('github-secret');
      expect(
        oauthCredentialsBox(OTHER).open(
          slack?.clientSecretSealed as string,
          secretContext(organizationId, 'slack'),
        ),
      ).toBe('slack-secret');
      const [totp] = await reopened.db.select().from(userTotp).where(eq(userTotp.userId, userId));
      expect(totpSecretBox(NEW).open(totp?.secretSealed as string, userId)).toBe('JBSWY3DPEHPK3PXP');
    } finally {
      await reopened.close();
    }
    // A child process that migrates an embedded database first: tens of seconds on a busy machine.
  }, 60_000);
});
