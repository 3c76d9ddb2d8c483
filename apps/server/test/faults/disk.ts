import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under DATA_DIR/files, as paths relative to it (which are the storage keys). */
export function storedFiles(dataDir: string): { path: string; size: number }[] {
  const root = join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(root, full).split('\\').join('/'), size: statSync(full).size };
    });
}
