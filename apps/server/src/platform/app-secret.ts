import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@/config';

/**
 * APP_SECRET signs links and encrypts stored credentials. Outside demo mode it must be given;
 * in demo mode it is generated once and kept in DATA_DIR so restarts keep links and data valid.
 */
export function ensureAppSecret(config: Config): Config {
  if (config.appSecret) return config;
  const file = join(config.dataDir, 'app-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(48).toString('base64url');
    // 'wx' refuses to overwrite: if another process wrote it first, read theirs.
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  return { ...config, appSecret: secret };
}
