import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { APP_VERSION } from './product';

it('shows the package version as the version badge (spec 000 §9: 2.1.0)', () => {
  const root = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8'));
  expect(APP_VERSION).toBe(root.version);
  expect(APP_VERSION).toBe('2.1.0');
});
