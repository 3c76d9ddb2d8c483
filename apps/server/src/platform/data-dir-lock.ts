import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite does not lock its folder, and two processes on one folder lose writes. Take a lock of
 * our own (proper-lockfile: an atomic mkdir refreshed while we run, stale after a crash).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.steward.lock`,
      stale: 15_000,
      update: 5_000,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(`another Steward process is already using ${dataDir}`);
    }
    throw error;
  }
}
