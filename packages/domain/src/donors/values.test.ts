import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DONOR_FREQUENCIES,
  donorFrequency,
  donorKey,
  FREQUENCY_LABELS,
  parseAmountCents,
  splitFullName,
} from './values';

describe('parseAmountCents (spec 001 §5)', () => {
  it.each([
    ['$1,250.00', 125000],
    ['$700.00', 70000],
    ['1250', 125000],
    ['  $ 5 ', 500],
    ['abc', 0],
    ['', 0],
    ['$', 0],
    ['-', 0],
    ['.', 0],
    ['(50.00)', -5000],
    ['$(50.00)', -5000],
    ['($1,000)', -100000],
    ['-20', -2000],
    ['$-20.50', -2050],
    ['-$20.50', -2050],
    ['50.00-', -5000],
    ['0', 0],
    ['-0', 0],
    ['0.01', 1],
    ['.5', 50],
    ['-.5', -50],
    ['5.', 500],
    ['12.3', 1230],
    ['USD 25.00', 2500],
    ['25.00 USD', 2500],
    ['1 000', 100000],
  ])('%j is %d cents', (text, cents) => {
    expect(parseAmountCents(text)).toBe(cents);
  });

  it('reads what parseFloat reads after the stripping: the number at the start', () => {
    expect(parseAmountCents('1.2.3')).toBe(120);
    expect(parseAmountCents('5-3')).toBe(500);
    expect(parseAmountCents('--5')).toBe(0);
    expect(parseAmountCents('1e3')).toBe(1300);
    // A European "1.250,00" reads as 1.25000: the spec keeps dots only.
    expect(parseAmountCents('1.250,00')).toBe(125);
  });

  it('rounds half a cent away from zero, on the digits as written', () => {
    expect(parseAmountCents('1.005')).toBe(101);
    expect(parseAmountCents('1.0049999')).toBe(100);
    expect(parseAmountCents('-1.005')).toBe(-101);
    expect(parseAmountCents('0.995')).toBe(100);
    expect(parseAmountCents('19.999')).toBe(2000);
    expect(parseAmountCents('0.004')).toBe(0);
  });

  it('is 0 for amounts too large to count in cents exactly', () => {
    expect(parseAmountCents('90071992547409.91')).toBe(9007199254740991);
    expect(parseAmountCents('90071992547409.92')).toBe(0);
    expect(parseAmountCents('9'.repeat(400))).toBe(0);
  });

  it('agrees with parseFloat on plain decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (units, cents) => {
        const text = `${units < 0 ? '-' : ''}${Math.abs(units)}.${String(cents).padStart(2, '0')}`;
        expect(parseAmountCents(text)).toBe(Math.round(Number.parseFloat(text) * 100));
      }),
    );
  });

  it('always gives a safe integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-$(),. 0-9]{0,24}$/)), (text) => {
        const cents = parseAmountCents(text);
        expect(Number.isSafeInteger(cents)).toBe(true);
        expect(Object.is(cents, -0)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('splitFullName (spec 001 §5)', () => {
  it.each([
    ['John Smith', 'John', 'Smith'],
    ['Mary Ann Smith', 'Mary', 'Ann Smith'],
    ['  John   Paul  Jones ', 'John', 'Paul Jones'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    ['   ', '', ''],
    ['Smith, John', 'John', 'Smith'],
    ['Smith,John', 'John', 'Smith'],
    ['van der Berg, Anna Maria', 'Anna Maria', 'van der Berg'],
    ['Smith, John, Jr.', 'John Jr.', 'Smith'],
    ['John Smith, Jr.', 'John', 'Smith Jr.'],
    ['John Smith, III', 'John', 'Smith III'],
    ['Smith,', '', 'Smith'],
    [', John', 'John', ''],
    [',', '', ''],
  ])('%j is first %j, last %j', (text, firstName, lastName) => {
    expect(splitFullName(text)).toEqual({ firstName, lastName });
  });

  it('loses no word of a name without commas', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z'-]{1,8}$/), { minLength: 1, maxLength: 5 }),
        (words) => {
          const { firstName, lastName } = splitFullName(words.join(' '));
          expect(firstName).toBe(words[0]);
          expect(lastName).toBe(words.slice(1).join(' '));
        },
      ),
    );
  });
});

describe('donorKey (spec 001 §5 merge identity)', () => {
  it('lower-cases, trims and collapses whitespace', () => {
    expect(donorKey('  John ', ' SMITH  ')).toBe('john smith');
    expect(donorKey('Mary  Ann', 'Smith')).toBe('mary ann smith');
    expect(donorKey('', 'Smith')).toBe('smith');
  });

  it('is the same for a name split in either place', () => {
    expect(donorKey('Mary Ann', 'Smith')).toBe(donorKey('Mary', 'Ann Smith'));
    const { firstName, lastName } = splitFullName('Mary Ann Smith');
    expect(donorKey(firstName, lastName)).toBe(donorKey('Mary Ann', 'Smith'));
  });

  it('gives plain and irregular names alike the same key as the full rule', () => {
    const rule = (first: string, last: string) =>
      `${first} ${last}`.replace(/\s+/g, ' ').trim().normalize('NFC').toLowerCase();
    const names: [string, string][] = [
      ['John', 'SMITH'],
      ["O'Neil", 'Smith-Jones3'],
      ['Mary Ann', 'Smith'],
      ['Mary\tAnn', 'Smith'],
      ['Mary\u00a0Ann', 'Smith'],
      ['', 'Smith'],
      ['John', ''],
      ['JOHN ', 'SMITH'],
      ['Jose\u0301', 'N\u00daN'],
      ['\u0130stanbul', 'Ay'],
    ];
    for (const [first, last] of names) expect(donorKey(first, last)).toBe(rule(first, last));
    expect(donorKey('Mary\u00a0Ann', 'Smith')).toBe('mary ann smith');
  });

  it('makes one name of two Unicode spellings', () => {
    expect(donorKey('Jose\u0301', 'Núñez')).toBe(donorKey('José', 'NÚÑEZ'));
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (first, last) => {
        const key = donorKey(first, last);
        expect(donorKey(key, '')).toBe(key);
      }),
    );
  });
});

describe('donorFrequency (spec 001 §4, §9)', () => {
  it.each([
    [1, 'one-time'],
    [2, 'occasional'],
    [3, 'occasional'],
    [4, 'regular'],
    [6, 'regular'],
    [7, 'frequent'],
    [250, 'frequent'],
  ] as const)('%d gifts is %s', (count, frequency) => {
    expect(donorFrequency(count)).toBe(frequency);
  });

  it('labels every frequency for the directory filter', () => {
    expect(DONOR_FREQUENCIES.map((frequency) => FREQUENCY_LABELS[frequency])).toEqual([
      'Frequent',
      'Regular',
      'Occasional',
      'One-time',
    ]);
  });
});
