import { expect, it } from 'vitest';
import rootPackage from '../../../package.json' with { type: 'json' };
import { APP_VERSION } from './product';

it('shows the package version as the version badge (spec 000 §9: 2.1.0)', () => {
  expect(APP_VERSION).toBe(rootPackage.version);
  expect(APP_VERSION).toBe('2.1.0');
});
