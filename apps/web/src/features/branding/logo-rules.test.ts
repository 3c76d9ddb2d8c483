import { LOGO_NOT_SVG_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { logoFileProblem, logoUrl } from './logo-rules';

const SVG = 'image/svg+xml';

describe('logoFileProblem', () => {
  it.each([
    ['logo.svg', SVG, 2_000, null],
    ['LOGO.SVG', SVG, 2_000, null],
    ['logo.svg', SVG, 1024 * 1024 - 1, null],
    ['logo.svg', SVG, 1024 * 1024, LOGO_TOO_LARGE_MESSAGE],
    ['logo.png', 'image/png', 2_000, LOGO_NOT_SVG_MESSAGE],
    ['logo.png', SVG, 2_000, LOGO_NOT_SVG_MESSAGE],
    ['logo.svg', 'text/plain', 2_000, LOGO_NOT_SVG_MESSAGE],
    ['logo.svg.png', 'image/png', 5 * 1024 * 1024, LOGO_NOT_SVG_MESSAGE],
  ])('%s (%s, %i bytes) -> %s', (name, type, size, expected) => {
    expect(logoFileProblem({ name, type, size })).toBe(expected);
  });
});

describe('logoUrl', () => {
  it('carries the change time, encoded', () => {
    expect(logoUrl('2025-03-07T12:00:00.000+00:00')).toBe(
      '/api/organizations/logo?v=2025-03-07T12%3A00%3A00.000%2B00%3A00',
    );
  });
});
