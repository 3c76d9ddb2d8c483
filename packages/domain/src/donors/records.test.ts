import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ColumnMapping, DONOR_FIELDS, detectColumns, emptyMapping } from './columns';
import {
  type DonationRecord,
  DROP_REASON_LABELS,
  DROP_REASONS,
  isDropped,
  isRefund,
  toDonationRecord,
} from './records';

const today = new Date('2026-11-22T12:00:00Z');
const headers = [
  'transaction ID',
  'first name',
  'last name',
  'amount',
  'received on',
  'Email',
  'Phone',
  'Fund',
  'Street Address',
  'Address 2',
  'City',
  'State',
  'Zip',
  'Country',
];
const mapping = detectColumns(headers);
const NO_ADDRESS = {
  addressLine1: null,
  addressLine2: null,
  city: null,
  region: null,
  postalCode: null,
  country: null,
};

describe('toDonationRecord (spec 001 §5)', () => {
  it('reads a full row, trimming every value', () => {
    const row = [
      ' tx-1 ',
      ' John ',
      ' Smith ',
      ' $1,250.00 ',
      ' 03/04/2024 ',
      ' John@Example.org ',
      ' 555-0100 ',
      ' Building ',
      ' 12 Elm St ',
      ' Apt 4 ',
      ' Springfield ',
      ' IL ',
      ' 62701 ',
      ' USA ',
    ];
    expect(toDonationRecord(row, mapping, today)).toEqual({
      firstName: 'John',
      lastName: 'Smith',
      email: 'John@Example.org',
      phone: '555-0100',
      amountCents: 125000,
      date: '2024-03-04',
      fund: 'Building',
      externalId: 'tx-1',
      addressLine1: '12 Elm St',
      addressLine2: 'Apt 4',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'USA',
      household: null,
    });
  });

  it('reads the household column trimmed, and keeps the gift without one over its limit', () => {
    const withHousehold = { ...mapping, household: 14 };
    const row = (household: string) => [
      '',
      'Ann',
      'Lee',
      '10',
      '2024-01-15',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      household,
    ];
    expect(toDonationRecord(row(' F-104 '), withHousehold, today)).toMatchObject({ household: 'F-104' });
    expect(toDonationRecord(row(''), withHousehold, today)).toMatchObject({ household: null });
    expect(toDonationRecord(row('x'.repeat(201)), withHousehold, today)).toMatchObject({
      household: null,
      amountCents: 1000,
      problems: [{ field: 'household', problem: 'too_long' }],
    });
  });

  it('keeps empty optional values as null', () => {
    const row = ['', 'Ann', '', '10', '2024-01-15', ' ', '', '', ' ', '', '\t', '', '', ''];
    expect(toDonationRecord(row, mapping, today)).toEqual({
      firstName: 'Ann',
      lastName: '',
      email: null,
      phone: null,
      amountCents: 1000,
      date: '2024-01-15',
      fund: null,
      externalId: null,
      ...NO_ADDRESS,
      household: null,
    });
  });

  it('keeps each address part on its own: a row may give the city alone', () => {
    const row = ['', 'Ann', 'Lee', '10', '2024-01-15', '', '', '', '', '', ' Dayton ', '', '', ''];
    expect(toDonationRecord(row, mapping, today)).toMatchObject({ ...NO_ADDRESS, city: 'Dayton' });
  });

  it('reads a row shorter than the header as blanks at the end', () => {
    expect(toDonationRecord(['', 'Ann', 'Lee', '10', '2024-01-15'], mapping, today)).toMatchObject({
      email: null,
      phone: null,
      fund: null,
      ...NO_ADDRESS,
    });
  });

  it("drops a row whose values are all blank as 'blank'", () => {
    expect(toDonationRecord(['', ' ', '\t', '', '', '', '', ''], mapping, today)).toEqual({ drop: 'blank' });
    expect(toDonationRecord([], mapping, today)).toEqual({ drop: 'blank' });
    // Blank is what a regular expression's \s is, Unicode's spaces and the byte order mark too.
    for (let code = 0; code < 0x10000; code++) {
      const character = String.fromCharCode(code);
      const result = toDonationRecord(['', `${character} `, ''], mapping, today);
      expect('drop' in result && result.drop === 'blank', `U+${code.toString(16)}`).toBe(
        /\s/.test(character),
      );
    }
  });

  it("drops a row without a first or last name as 'missing_name'", () => {
    expect(toDonationRecord(['tx', ' ', '', '10', '2024-01-15'], mapping, today)).toEqual({
      drop: 'missing_name',
    });
  });

  it("drops a row whose amount is missing or 0 as 'missing_amount'", () => {
    for (const amount of ['', 'abc', '0', '0.00', '-0.00', '0.004']) {
      expect(toDonationRecord(['', 'Ann', 'Lee', amount, '2024-01-15'], mapping, today), amount).toEqual({
        drop: 'missing_amount',
      });
    }
  });

  it('keeps a row with a negative amount as a refund, never as a gift', () => {
    for (const [amount, cents] of [
      ['-20', -2000],
      ['(50.00)', -5000],
      ['-$1,250.00', -125000],
    ] as const) {
      const record = toDonationRecord(['', 'Ann', 'Lee', amount, '2024-01-15'], mapping, today);
      expect(isDropped(record), amount).toBe(false);
      expect((record as DonationRecord).amountCents, amount).toBe(cents);
      expect(isRefund(record as DonationRecord), amount).toBe(true);
    }
    const gift = toDonationRecord(['', 'Ann', 'Lee', '20', '2024-01-15'], mapping, today) as DonationRecord;
    expect(isRefund(gift)).toBe(false);
  });

  it('drops a refund without a name or date like a gift', () => {
    expect(toDonationRecord(['x', '', '', '-20', '2024-01-15'], mapping, today)).toEqual({
      drop: 'missing_name',
    });
    expect(toDonationRecord(['x', 'Ann', 'Lee', '-20', ''], mapping, today)).toEqual({
      drop: 'missing_date',
    });
  });

  it("drops a row whose date cannot be read as 'missing_date', never stamping today", () => {
    for (const date of ['', 'yesterday', '1/15/24', '31/04/2024']) {
      expect(toDonationRecord(['', 'Ann', 'Lee', '10', date], mapping, today), date).toEqual({
        drop: 'missing_date',
      });
    }
  });

  it('checks the name, then the amount, then the date', () => {
    expect(toDonationRecord(['x', '', '', '', ''], mapping, today)).toEqual({ drop: 'missing_name' });
    expect(toDonationRecord(['x', 'Ann', '', '', ''], mapping, today)).toEqual({ drop: 'missing_amount' });
  });

  describe('names', () => {
    const full: ColumnMapping = {
      ...emptyMapping(),
      fullName: 0,
      firstName: 1,
      lastName: 2,
      amount: 3,
      date: 4,
    };

    it('splits the full name column when the first and last name are both empty', () => {
      const only: ColumnMapping = { ...emptyMapping(), fullName: 0, amount: 1, date: 2 };
      expect(toDonationRecord(['Mary Ann Smith', '5', '2024-01-15'], only, today)).toMatchObject({
        firstName: 'Mary',
        lastName: 'Ann Smith',
      });
      expect(toDonationRecord(['Smith, John', '5', '2024-01-15'], only, today)).toMatchObject({
        firstName: 'John',
        lastName: 'Smith',
      });
      expect(toDonationRecord(['Cher', '5', '2024-01-15'], only, today)).toMatchObject({
        firstName: 'Cher',
        lastName: '',
      });
      expect(toDonationRecord([' , ', '5', '2024-01-15'], only, today)).toEqual({ drop: 'missing_name' });
    });

    it('reads a "Last Name, First Name" column last name first', () => {
      const combined = detectColumns(['Last Name, First Name', 'Amount', 'Date']);
      expect(toDonationRecord(['Smith, John', '5', '2024-01-15'], combined, today)).toMatchObject({
        firstName: 'John',
        lastName: 'Smith',
      });
    });

    it('prefers the first and last name columns when either has a value', () => {
      expect(toDonationRecord(['John Smith', '', 'Smith', '5', '2024-01-15'], full, today)).toMatchObject({
        firstName: '',
        lastName: 'Smith',
      });
      expect(toDonationRecord(['John Smith', '', '', '5', '2024-01-15'], full, today)).toMatchObject({
        firstName: 'John',
        lastName: 'Smith',
      });
    });
  });

  describe('dates: the date column first, then the month column', () => {
    const both: ColumnMapping = { ...emptyMapping(), firstName: 0, amount: 1, date: 2, month: 3 };
    const monthOnly: ColumnMapping = { ...emptyMapping(), firstName: 0, amount: 1, month: 2 };

    it('takes the date column when it has a value', () => {
      expect(toDonationRecord(['Ann', '5', '2024-01-15', 'March'], both, today)).toMatchObject({
        date: '2024-01-15',
      });
    });

    it('takes the month when the date is blank or there is no date column', () => {
      expect(toDonationRecord(['Ann', '5', ' ', 'March'], both, today)).toMatchObject({ date: '2026-03-01' });
      expect(toDonationRecord(['Ann', '5', 'Sept'], monthOnly, today)).toMatchObject({ date: '2026-09-01' });
      expect(toDonationRecord(['Ann', '5', '2024-03'], monthOnly, today)).toMatchObject({
        date: '2024-03-01',
      });
    });

    it('does not fall back to the month when the date is written but unreadable', () => {
      expect(toDonationRecord(['Ann', '5', 'soon', 'March'], both, today)).toEqual({ drop: 'missing_date' });
    });

    it('drops the row when neither gives a date', () => {
      expect(toDonationRecord(['Ann', '5', '', ''], both, today)).toEqual({ drop: 'missing_date' });
      expect(toDonationRecord(['Ann', '5', 'Smarch'], monthOnly, today)).toEqual({ drop: 'missing_date' });
      const noDate: ColumnMapping = { ...emptyMapping(), firstName: 0, amount: 1 };
      expect(toDonationRecord(['Ann', '5'], noDate, today)).toEqual({ drop: 'missing_date' });
    });
  });

  describe("the payment's status and the amount refunded (Stripe, PayPal)", () => {
    const stripe = detectColumns([
      'id',
      'Created (UTC)',
      'Amount',
      'Amount Refunded',
      'Status',
      'Card Name',
      'Customer Email',
    ]);
    const charge = (status: string, refunded = '0.00', name = 'Ann Lee', amount = '50.00') =>
      toDonationRecord(
        ['ch_1', '2025-03-01 10:00', amount, refunded, status, name, 'ann@example.org'],
        stripe,
        today,
      );

    it('keeps a paid charge and one without a status', () => {
      for (const status of ['Paid', 'succeeded', 'Completed', '', 'Canceled_Reversal']) {
        expect(charge(status)).toMatchObject({ firstName: 'Ann', amountCents: 5000, date: '2025-03-01' });
      }
    });

    it('drops a charge that failed, waits or was canceled', () => {
      for (const status of ['Failed', 'Canceled', 'Cancelled', 'Uncaptured', 'PENDING', 'Denied']) {
        expect(charge(status)).toEqual({ drop: 'not_paid' });
      }
      expect(charge('requires_payment_method')).toEqual({ drop: 'not_paid' });
      expect(charge('Requires Payment Method')).toEqual({ drop: 'not_paid' });
    });

    it('drops a charge refunded in full, and keeps one refunded in part whole', () => {
      expect(charge('Refunded', '50.00')).toEqual({ drop: 'not_paid' });
      expect(charge('Refunded', '$50.00')).toEqual({ drop: 'not_paid' });
      // Whole, so that the same charge in the next export is the same gift.
      expect(charge('Partially refunded', '20.00')).toMatchObject({ amountCents: 5000 });
      expect(charge('Paid', '')).toMatchObject({ amountCents: 5000 });
      // A refund row's own amount says it all.
      const refund = charge('Paid', '50.00', 'Ann Lee', '-50.00');
      expect(refund).toMatchObject({ amountCents: -5000 });
    });

    it('counts a failed charge without a cardholder as not paid, not as nameless', () => {
      expect(charge('Failed', '0.00', '')).toEqual({ drop: 'not_paid' });
      expect(charge('Paid', '0.00', '')).toEqual({ drop: 'missing_name' });
    });

    it("keeps PayPal's refunded payment beside its refund row, so the refund is taken off once", () => {
      const paypal = detectColumns(['Date', 'Name', 'Status', 'Gross']);
      expect(toDonationRecord(['2025-03-01', 'Ann Lee', 'Refunded', '50.00'], paypal, today)).toMatchObject({
        amountCents: 5000,
      });
      const refund = toDonationRecord(['2025-03-02', 'Ann Lee', 'Completed', '-50.00'], paypal, today);
      expect(!isDropped(refund) && isRefund(refund)).toBe(true);
      expect(toDonationRecord(['2025-03-02', 'Ann Lee', 'Denied', '-50.00'], paypal, today)).toEqual({
        drop: 'not_paid',
      });
    });
  });

  it('labels every drop reason', () => {
    expect(DROP_REASONS.map((reason) => DROP_REASON_LABELS[reason])).toEqual([
      'All values blank',
      'Payment failed, pending, canceled or refunded',
      'No first or last name',
      'Name too long',
      'Amount missing or 0',
      'Date missing or not readable',
    ]);
  });

  it('tells a dropped row from a record', () => {
    expect(isDropped({ drop: 'blank' })).toBe(true);
    const record = toDonationRecord(['', 'Ann', 'Lee', '10', '2024-01-15'], mapping, today);
    expect(isDropped(record)).toBe(false);
  });
});

describe('toDonationRecord properties', () => {
  const value = fc.oneof(
    fc.string(),
    fc.constantFrom('', ' ', 'John', 'Smith, Ann', 'Mary Ann Lee', '$1,250.00', '(5)', '0', '-3', '12.345'),
    fc.constantFrom(
      '03/04/2024',
      '13/04/2024',
      '2024-02-30',
      'Jan 5, 2024',
      '1/15/24',
      'March',
      '2024-03',
      '13',
    ),
    fc.stringMatching(/^[ $]{0,2}-?[0-9]{0,6}(\.[0-9]{0,3})?$/),
  );
  const column = fc.option(fc.integer({ min: 0, max: 15 }), { nil: null });
  const anyMapping = fc.record(
    Object.fromEntries(DONOR_FIELDS.map((field) => [field, column])),
  ) as fc.Arbitrary<Record<(typeof DONOR_FIELDS)[number], number | null>>;

  it('never throws, and gives a valid gift or refund, or a drop reason', () => {
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 16 }),
        anyMapping,
        fc.date({ noInvalidDate: true }),
        (row, map, now) => {
          const result = toDonationRecord(row, map, now);
          if (isDropped(result)) {
            expect(DROP_REASONS).toContain(result.drop);
            return;
          }
          expect(Number.isSafeInteger(result.amountCents) && result.amountCents !== 0).toBe(true);
          expect(result.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const day = new Date(`${result.date}T00:00:00Z`);
          expect(day.toISOString().slice(0, 10)).toBe(result.date);
          expect(`${result.firstName}${result.lastName}`.trim()).not.toBe('');
          for (const text of [result.firstName, result.lastName]) expect(text).toBe(text.trim());
          const { email, phone, fund, externalId, addressLine1, addressLine2, city } = result;
          const { region, postalCode, country } = result;
          for (const optional of [
            email,
            phone,
            fund,
            externalId,
            addressLine1,
            addressLine2,
            city,
            region,
            postalCode,
            country,
          ]) {
            if (optional !== null) expect(optional).toBe(optional.trim());
            expect(optional).not.toBe('');
          }
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("drops exactly the rows whose values are all blank as 'blank'", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('', ' ', '\t', '\u00a0', 'x'), { maxLength: 6 }),
        anyMapping,
        (row, map) => {
          const blank = row.every((cell) => cell.trim() === '');
          expect(toDonationRecord(row, map, today)).toEqual(
            blank ? { drop: 'blank' } : expect.not.objectContaining({ drop: 'blank' }),
          );
        },
      ),
    );
  });
});
