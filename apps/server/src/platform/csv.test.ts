import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseFormula } from './csv';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://x.example","Click")', `'=HYPERLINK("http://x.example","Click")`],
    ['+cmd|/C calc!A0', `'+cmd|/C calc!A0`],
    ['-2+3+cmd|/C calc!A0', `'-2+3+cmd|/C calc!A0`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1', `'\t=1`],
    ['-', `'-`],
  ])('makes %j text', (cell, safe) => {
    expect(neutraliseFormula(cell)).toBe(safe);
  });

  it('leaves a negative amount a number, as a ledger import needs it', () => {
    expect(csvLine(['-25.00', '-1000', 'Missions'])).toBe('-25.00,-1000,Missions\r\n');
  });
});
