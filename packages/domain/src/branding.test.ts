import { expect, it } from 'vitest';
import { isLogoTooLarge, LOGO_MAX_BYTES } from './branding';

it('takes "less than 1MB" literally (spec 000 §5)', () => {
  expect(isLogoTooLarge(LOGO_MAX_BYTES - 1)).toBe(false);
  expect(isLogoTooLarge(LOGO_MAX_BYTES)).toBe(true);
});
