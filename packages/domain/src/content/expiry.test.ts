import { describe, expect, it } from 'vitest';
import { findExpiryDate, normalizeExtractedText } from './expiry';
import {
  EXPIRY_HOLDOUT_SAMPLES,
  EXPIRY_SAMPLE_KINDS,
  EXPIRY_SAMPLES,
  EXPIRY_SAMPLES_TODAY,
  type ExpirySample,
} from './expiry.samples';
import { parseTextDate } from './text-dates';

// The domain is compiled without Node's or the DOM's types; the test prints its score all the same.
declare const console: { log: (line: string) => void };

interface Score {
  documents: number;
  suggested: number;
  correct: number;
  withDate: number;
  precision: number;
  recall: number;
  /** The samples read wrongly, for the failure message. */
  misses: string[];
}

function score(samples: readonly ExpirySample[]): Score {
  let suggested = 0;
  let correct = 0;
  let withDate = 0;
  const misses: string[] = [];
  for (const sample of samples) {
    const found = findExpiryDate(sample.text, { today: EXPIRY_SAMPLES_TODAY });
    if (sample.expected !== null) withDate++;
    if (found) suggested++;
    if (found && found.date === sample.expected) correct++;
    if ((found?.date ?? null) !== sample.expected) {
      misses.push(`${sample.name}: expected ${sample.expected}, got ${found?.date ?? null}`);
    }
  }
  return {
    documents: samples.length,
    suggested,
    correct,
    withDate,
    precision: suggested === 0 ? 1 : correct / suggested,
    recall: withDate === 0 ? 1 : correct / withDate,
    misses,
  };
}

const summary = (name: string, { documents, precision, correct, suggested, recall, withDate }: Score) =>
  `${name} ${documents} docs: precision ${precision.toFixed(3)} (${correct}/${suggested}), recall ${recall.toFixed(3)} (${correct}/${withDate})`;

describe('the labelled set', () => {
  const all = [...EXPIRY_SAMPLES, ...EXPIRY_HOLDOUT_SAMPLES];

  it('has at least 48 documents, 12 without an expiry, and every kind', () => {
    expect(EXPIRY_SAMPLES.length).toBeGreaterThanOrEqual(48);
    expect(EXPIRY_SAMPLES.filter((sample) => sample.expected === null).length).toBeGreaterThanOrEqual(12);
    expect(new Set(EXPIRY_SAMPLES.map((sample) => sample.kind))).toEqual(new Set(EXPIRY_SAMPLE_KINDS));
  });

  it('has distinct names, 5 to 30 lines each and real expected dates', () => {
    expect(new Set(all.map((sample) => sample.name)).size).toBe(all.length);
    for (const sample of all) {
      const lines = sample.text.split('\n').length;
      expect(lines, sample.name).toBeGreaterThanOrEqual(5);
      expect(lines, sample.name).toBeLessThanOrEqual(30);
      if (sample.expected !== null) expect(parseTextDate(sample.expected), sample.name).toBe(sample.expected);
    }
  });

  it('is read with precision >= 0.9 and recall >= 0.8', () => {
    const labelled = score(EXPIRY_SAMPLES);
    const heldOut = score(EXPIRY_HOLDOUT_SAMPLES);
    const combined = score(all);
    console.log(
      `findExpiryDate: ${summary('labelled', labelled)} | ${summary('held-out', heldOut)} | ${summary('all', combined)}`,
    );
    for (const result of [labelled, combined]) {
      expect(result.precision, result.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
      expect(result.recall, result.misses.join('\n')).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('gives each suggestion a sentence of at most 240 characters', () => {
    for (const sample of all) {
      const found = findExpiryDate(sample.text, { today: EXPIRY_SAMPLES_TODAY });
      if (!found) continue;
      expect(found.sentence.length, sample.name).toBeLessThanOrEqual(240);
      expect(found.sentence, sample.name).toBe(found.sentence.trim());
      expect(found.sentence.length, sample.name).toBeGreaterThan(found.phrase.length);
    }
  });
});

describe('findExpiryDate: cues', () => {
  it.each([
    ['This certificate expires on March 31, 2027.', '2027-03-31', 'expires on'],
    ['Certificate expires: 3/31/2027', '2027-03-31', 'expires'],
    ['The license will expire on 2027-03-31 unless renewed.', '2027-03-31', 'expire on'],
    ['Expiration Date: 03/31/2027', '2027-03-31', 'Expiration Date'],
    ['Date of issue 01/02/2026    Expiry Date 31 March 2027', '2027-03-31', 'Expiry Date'],
    ['Exp. Date: 03/31/27', '2027-03-31', 'Exp. Date'],
    ['Valid through March 31, 2027', '2027-03-31', 'Valid through'],
    ['This pass is valid until 31-Mar-2027.', '2027-03-31', 'valid until'],
    ['VALID THRU 03/31/2027', '2027-03-31', 'VALID THRU'],
    ['Good through Mar. 31, 2027', '2027-03-31', 'Good through'],
    ['Not valid after March 31st, 2027.', '2027-03-31', 'Not valid after'],
    ['Coverage ends on March 31, 2027.', '2027-03-31', 'Coverage ends on'],
    ['The term ends March 31, 2027.', '2027-03-31', 'term ends'],
    ['Renewal date: 03/31/2027', '2027-03-31', 'Renewal date'],
    ['Please renew by March 31, 2027 to avoid a lapse.', '2027-03-31', 'renew by'],
    ['Next inspection due: 3/31/2027', '2027-03-31', 'Next inspection due'],
    ['Agreement End Date: 2027-03-31', '2027-03-31', 'End Date'],
    ['Your registration is effective through 03/31/2027.', '2027-03-31', 'effective through'],
  ])('%s', (text, date, phrase) => {
    const found = findExpiryDate(text);
    expect(found).toMatchObject({ date, phrase });
    expect(found?.sentence).toContain(phrase);
  });

  it('gives the line or sentence and the cue as written', () => {
    expect(findExpiryDate('Date of issue 01/02/2026    Expiry Date 31 March 2027')).toEqual({
      date: '2027-03-31',
      sentence: 'Date of issue 01/02/2026 Expiry Date 31 March 2027',
      phrase: 'Expiry Date',
    });
    expect(
      findExpiryDate('Dear Sir,\nThank you. This certificate expires on March 31, 2027. Regards'),
    ).toEqual({
      date: '2027-03-31',
      sentence: 'This certificate expires on March 31, 2027.',
      phrase: 'expires on',
    });
  });

  it('takes the end of a stated period', () => {
    const periods: [string, string][] = [
      ['Policy Period: January 1, 2026 to January 1, 2027', '2027-01-01'],
      ['Policy Term: 12:01 A.M. 10/15/2025 to 12:01 A.M. 10/15/2026 Standard Time', '2026-10-15'],
      ['The term of this Lease shall commence on July 1, 2025 and end on June 30, 2028.', '2028-06-30'],
      ['LEASE TERM: Beginning 08/01/2026, ending 07/31/2027.', '2027-07-31'],
      [
        'This agreement is effective March 1, 2026 and continues for a period of 12 months, ending February 28, 2027.',
        '2027-02-28',
      ],
      [
        'Coverage is effective from 12:01 a.m. on August 14, 2026 through 11:59 p.m. on August 16, 2026.',
        '2026-08-16',
      ],
      ['Service Period: 06/01/2026 – 05/31/2027', '2027-05-31'],
      ['Subscription - Start: Jan 15, 2026 End: Jan 14, 2027', '2027-01-14'],
    ];
    for (const [text, date] of periods) expect(findExpiryDate(text)?.date, text).toBe(date);
  });

  it('reads a table of policies by its expiration column, and a certificate by its first lapse', () => {
    const text = `TYPE OF INSURANCE  POLICY NUMBER  POLICY EFF (MM/DD/YYYY)  POLICY EXP (MM/DD/YYYY)
GENERAL LIABILITY  CPP-1  07/01/2026  07/01/2027
WORKERS COMPENSATION  WC-2  01/15/2026  01/15/2027`;
    expect(findExpiryDate(text)).toMatchObject({ date: '2027-01-15', phrase: 'POLICY EXP' });
  });

  it('reads a month and year after a cue as the end of that month', () => {
    expect(findExpiryDate('EXP 03/27')?.date).toBe('2027-03-31');
    expect(findExpiryDate('Recommended Renewal Date: 01/2028')?.date).toBe('2028-01-31');
    expect(findExpiryDate('Card expires June 2027')?.date).toBe('2027-06-30');
  });

  it('reads OCR noise: letters in digits and words, spaces before commas, cells on their own lines', () => {
    expect(findExpiryDate('LlCENSE  EXPlRES :  6/30/2O27')?.date).toBe('2027-06-30');
    expect(findExpiryDate('Expiratlon Date : March 31 , 2027')?.date).toBe('2027-03-31');
    expect(findExpiryDate('P0LICY EXP1RATION\n(MM/DD/YYYY)\n03/31/2027')?.date).toBe('2027-03-31');
    expect(findExpiryDate('Your registration is effective\r\nthrough 11/15/2026.')?.date).toBe('2026-11-15');
  });
});

describe('findExpiryDate: dates that are not expiries', () => {
  it.each([
    'Effective Date: January 1, 2026',
    'This agreement is dated March 3, 2026.',
    'Issued on 04/09/2018. This certificate is valid until revoked.',
    'Signed on August 28, 2025 by Pastor Ben Ortiz',
    'Minutes of the meeting held on January 13, 2026',
    'Date of Birth: 04/22/1981',
    'Invoice Date: 03/02/2026   Due Date: 04/01/2026',
    'Gift received on April 6, 2026. Thank you!',
    'Date: 05/26/2026',
    'Re-inspection scheduled: 05/20/2026',
    'For the fiscal year ending December 31, 2026',
    'Statement period: 01/01/2025 to 12/31/2025',
    'VBS runs July 13-17; registration closes June 28, 2026.',
    'The expiration date is shown on the back of this card.',
    'Expires: see policy schedule. Printed 03/31/2027',
    '',
  ])('%j has none', (text) => {
    expect(findExpiryDate(text)).toBeNull();
  });

  it('refuses impossible dates', () => {
    expect(findExpiryDate('Expires: February 30, 2027')).toBeNull();
    expect(findExpiryDate('Expiration date: 13/45/2027')).toBeNull();
  });

  it('gives no expiry to minutes, invoices, newsletters and gift receipts, whatever they mention', () => {
    expect(
      findExpiryDate('BOARD MINUTES\nMarch 3, 2026\nOur liability policy expires April 1, 2026.'),
    ).toBeNull();
    expect(findExpiryDate('INVOICE #1102\nAnnual licence valid through 12/31/2026')).toBeNull();
    expect(findExpiryDate('Donation receipt\nApril 6, 2026\nexpires 12/31/2026')).toBeNull();
    expect(
      findExpiryDate('LICENSE\nCity of Ames\nNo. 42\nNotes: see minutes. Expires 12/31/2026')?.date,
    ).toBe('2026-12-31');
  });
});

describe('findExpiryDate: choosing among candidates', () => {
  it('prefers the strongest cue to a later weaker one', () => {
    const text = 'Expiration Date: 06/30/2027\nRenewal date: 09/30/2027';
    expect(findExpiryDate(text)).toMatchObject({ date: '2027-06-30', phrase: 'Expiration Date' });
    const period = 'Term: 01/01/2026 to 12/31/2028. This permit expires 12/31/2026.';
    expect(findExpiryDate(period)?.date).toBe('2026-12-31');
  });

  it('takes the latest of equally strong cues: a renewal replaces the older date', () => {
    const text =
      'Your current license expires June 30, 2026. Your renewed license is valid through June 30, 2028.';
    expect(findExpiryDate(text)).toMatchObject({ date: '2028-06-30', phrase: 'valid through' });
  });

  it('keeps past expiries, today or not, and refuses dates decades ahead of today', () => {
    expect(findExpiryDate('Expires: 07/01/2024', { today: '2026-06-01' })?.date).toBe('2024-07-01');
    expect(findExpiryDate('Expires: 07/01/2070', { today: '2026-06-01' })).toBeNull();
    expect(findExpiryDate('Expires: 07/01/2070')?.date).toBe('2070-07-01');
    expect(
      findExpiryDate('Expires: 07/01/2070\nValid through 07/01/2027', { today: '2026-06-01' })?.date,
    ).toBe('2027-07-01');
  });

  it('gives the sentence the date came from, joined where extraction wrapped it', () => {
    const text = `2. TERM. The term of this Lease shall commence on July 1, 2025 and end on June 30, 2028, unless
sooner terminated as provided herein. 3. RENT. Tenant shall pay monthly.`;
    expect(findExpiryDate(text)?.sentence).toBe(
      'The term of this Lease shall commence on July 1, 2025 and end on June 30, 2028, unless sooner terminated as provided herein.',
    );
    const long = `${'Whereas the parties have agreed to many things, '.repeat(8)}this lease expires on June 30, 2028 ${'and so on '.repeat(30)}`;
    const found = findExpiryDate(long);
    expect(found?.sentence.length).toBeLessThanOrEqual(240);
    expect(found?.sentence).toContain('expires on June 30, 2028');
  });
});

describe('normalizeExtractedText', () => {
  it('evens out spaces and line breaks and reads O and l between digits as digits', () => {
    expect(normalizeExtractedText('Expires :  March 31 , 2O27 \r\n  next\tline')).toBe(
      'Expires: March 31, 2027\nnext line',
    );
    expect(normalizeExtractedText('1/05/20l6 and 2OO7, but not 1l/05')).toBe(
      '1/05/2016 and 2007, but not 1l/05',
    );
    expect(normalizeExtractedText('POLICY NO. GMO-22')).toBe('POLICY NO. GMO-22');
  });
});
