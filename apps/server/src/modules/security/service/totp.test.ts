import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { totpIssuer, totpQrSvg } from './totp';

describe('totpIssuer', () => {
  it.each([
    ['https://giving.stmarks.org', 'St Mark’s', 'giving.stmarks.org'],
    // The Key Uri Format allows no colon in an issuer: the port goes.
    ['https://steward.example.org:8443/', null, 'steward.example.org'],
    [null, 'Grace Church', 'Grace Church'],
    [null, 'Grace Church: Downtown', 'Grace Church Downtown'],
    [null, '  :  ', 'Steward'],
    [null, null, 'Steward'],
  ])('PUBLIC_URL %s, organisation %s: %s', (publicUrl, organization, issuer) => {
    expect(totpIssuer(publicUrl ? new URL(publicUrl) : null, organization)).toBe(issuer);
  });
});

describe('totpQrSvg', () => {
  it('leaves the standard quiet zone of 4 modules on every side', async () => {
    const url =
      'otpauth://totp/Grace%20Church:pat%40grace.test?issuer=Grace%20Church&secret=JBSWY3DPEHPK3PXP';
    const size = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
    const svg = await totpQrSvg(url);

    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
    // The dark modules start at the top-left finder pattern's corner, module (0, 0), 4 modules in;
    // the symbol is square, so the right and bottom margins are 4 as well.
    expect(svg).toMatch(/<path stroke="#000000" d="M4 4\.5h7/);
  });
});
