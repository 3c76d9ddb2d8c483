import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ColumnMapping,
  DONOR_FIELD_ALIASES,
  DONOR_FIELDS,
  type DonorField,
  detectColumns,
  EXTRA_DONOR_FIELD_ALIASES,
  emptyMapping,
  normalizeHeader,
} from './columns';

/** The fields a mapping fills, by header text: easier to read than indexes. */
function found(headers: readonly string[]): Partial<Record<DonorField, string>> {
  const mapping = detectColumns(headers);
  const result: Partial<Record<DonorField, string>> = {};
  for (const field of DONOR_FIELDS) {
    const column = mapping[field];
    if (column !== null) result[field] = headers[column];
  }
  return result;
}

/** "gift_date" as an export writes it: "Gift Date". */
function titleCase(alias: string): string {
  return alias
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

describe('normalizeHeader (spec 001 §5)', () => {
  it.each([
    ['First Name', 'first_name'],
    ['  E-mail Address ', 'email_address'],
    ['Amount ($)', 'amount'],
    ['Amount (USD)', 'amount_usd'],
    ['\uFEFFtransaction ID', 'transaction_id'],
    ['First  __ Name', 'first_name'],
    ['Fund(s)', 'funds'],
    ['received on', 'received_on'],
    ['Date (MM/DD/YYYY)', 'date_mmddyyyy'],
    ['Prénom', 'prénom'],
    ['---', ''],
    ['', ''],
  ])('%j is %j', (header, normalized) => {
    expect(normalizeHeader(header)).toBe(normalized);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (header) => {
          const once = normalizeHeader(header);
          expect(normalizeHeader(once)).toBe(once);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('alias lists (spec 001 §5)', () => {
  it("keeps the spec's lists as written", () => {
    expect(DONOR_FIELD_ALIASES.firstName).toEqual([
      'first_name',
      'firstname',
      'fname',
      'first',
      'given_name',
      'givenname',
      'name',
    ]);
    expect(DONOR_FIELD_ALIASES.lastName).toEqual([
      'last_name',
      'lastname',
      'lname',
      'last',
      'surname',
      'family_name',
      'familyname',
    ]);
    expect(DONOR_FIELD_ALIASES.amount).toEqual([
      'amount',
      'donation',
      'gift',
      'contribution',
      'value',
      'total',
      'sum',
      'dollars',
      'money',
    ]);
    expect(DONOR_FIELD_ALIASES.date).toEqual([
      'date',
      'donation_date',
      'gift_date',
      'received_date',
      'received_on',
      'createdon',
      'created_on',
      'timestamp',
      'when',
      'time',
    ]);
    expect(DONOR_FIELD_ALIASES.month).toEqual(['month', 'donation_month', 'gift_month', 'period']);
    expect(DONOR_FIELD_ALIASES.email).toEqual(['email', 'email_address', 'e_mail', 'mail', 'emailaddress']);
    expect(DONOR_FIELD_ALIASES.phone).toEqual([
      'phone',
      'phone_number',
      'telephone',
      'mobile',
      'phonenumber',
      'tel',
      'mobilenumber',
      'mobile_number',
    ]);
  });

  it('writes every alias as a normalised header, and no alias belongs to two fields', () => {
    const seen = new Map<string, DonorField>();
    for (const field of DONOR_FIELDS) {
      for (const alias of [...DONOR_FIELD_ALIASES[field], ...(EXTRA_DONOR_FIELD_ALIASES[field] ?? [])]) {
        expect(normalizeHeader(alias)).toBe(alias);
        const compact = alias.replaceAll('_', '');
        expect([undefined, field], alias).toContain(seen.get(compact));
        seen.set(compact, field);
      }
    }
  });

  // A name alias is tried beside the other half of the name, as real files have it; "Name" alone
  // is a full name (see the next test).
  const companions: Partial<Record<DonorField, string>> = {
    firstName: 'Surname',
    lastName: 'First Name',
    household: 'First Name',
  };

  for (const field of DONOR_FIELDS) {
    const aliases = [...DONOR_FIELD_ALIASES[field], ...(EXTRA_DONOR_FIELD_ALIASES[field] ?? [])];
    it.each(aliases)(`maps %j to ${field}, as written and in title case`, (alias) => {
      const companion = companions[field];
      for (const header of [alias, titleCase(alias), alias.toUpperCase()]) {
        const headers = companion ? [header, companion] : [header];
        expect(detectColumns(headers)[field], header).toBe(0);
      }
    });
  }

  it('reads a bare "Name" column as the full name, and as the first name beside a last name', () => {
    expect(found(['Name', 'Amount', 'Date'])).toEqual({ fullName: 'Name', amount: 'Amount', date: 'Date' });
    expect(found(['Name', 'Surname'])).toEqual({ firstName: 'Name', lastName: 'Surname' });
    expect(found(['Full Name', 'Last Name'])).toEqual({ fullName: 'Full Name', lastName: 'Last Name' });
  });
});

describe('detectColumns on real exports', () => {
  it('Breeze', () => {
    expect(
      found(['Person ID', 'First Name', 'Last Name', 'Date', 'Amount', 'Fund', 'Method', 'Batch Name']),
    ).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      date: 'Date',
      amount: 'Amount',
      fund: 'Fund',
    });
    const headers = [
      'Payment ID',
      'Date',
      'Person ID',
      'First Name',
      'Last Name',
      'Amount',
      'Fund(s)',
      'Method',
    ];
    expect(found([...headers, 'Batch', 'Batch Name', 'Note'])).toEqual({
      externalId: 'Payment ID',
      date: 'Date',
      firstName: 'First Name',
      lastName: 'Last Name',
      amount: 'Amount',
      fund: 'Fund(s)',
    });
  });

  it('Planning Center Giving', () => {
    expect(
      found([
        'Donation ID',
        'Received At',
        'First Name',
        'Last Name',
        'Email',
        'Amount',
        'Fund',
        'Payment Method',
      ]),
    ).toEqual({
      externalId: 'Donation ID',
      date: 'Received At',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      amount: 'Amount',
      fund: 'Fund',
    });
    const full = [
      'Donation ID',
      'Created At',
      'Updated At',
      'Received At',
      'Payment Method',
      'Payment Last4',
      'Payment Check Dated At',
      'Refunded',
      'Amount',
      'Fee',
      'Net Amount',
      'Fund',
      'Batch',
      'Person ID',
      'First Name',
      'Last Name',
      'Email',
    ];
    expect(found(full)).toEqual({
      externalId: 'Donation ID',
      date: 'Received At',
      amount: 'Amount',
      fund: 'Fund',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
    });
  });

  it('Pushpay', () => {
    expect(
      found([
        'Payer First Name',
        'Payer Last Name',
        'Email',
        'Mobile Number',
        'Amount',
        'Date',
        'Fund',
        'Transaction ID',
      ]),
    ).toEqual({
      firstName: 'Payer First Name',
      lastName: 'Payer Last Name',
      email: 'Email',
      phone: 'Mobile Number',
      amount: 'Amount',
      date: 'Date',
      fund: 'Fund',
      externalId: 'Transaction ID',
    });
  });

  it('Tithe.ly, with "Giving Type" or "Fund"', () => {
    const headers = ['Transaction Date', 'First Name', 'Last Name', 'Email', 'Phone', 'Amount'];
    const expected = {
      date: 'Transaction Date',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      amount: 'Amount',
    };
    expect(found([...headers, 'Giving Type'])).toEqual({ ...expected, fund: 'Giving Type' });
    expect(found([...headers, 'Giving Type', 'Fund'])).toEqual({ ...expected, fund: 'Fund' });
  });

  it('a file with the last name first', () => {
    expect(detectColumns(['Last Name', 'First Name', 'Amount', 'Date'])).toEqual({
      ...emptyMapping(),
      lastName: 0,
      firstName: 1,
      amount: 2,
      date: 3,
    });
  });

  it('a single column named for both halves of the name, in either order', () => {
    for (const header of [
      'Last Name, First Name',
      'First and Last Name',
      'Name (Last, First)',
      'Donor (First Last)',
    ]) {
      expect(found([header, 'Amount', 'Date']), header).toEqual({
        fullName: header,
        amount: 'Amount',
        date: 'Date',
      });
    }
    expect(found(['Last Name, First Name', 'Last Name'])).toEqual({
      fullName: 'Last Name, First Name',
      lastName: 'Last Name',
    });
  });

  it('a single "Donor Name" column', () => {
    expect(found(['Donor Name', 'Gift Amount', 'Gift Date', 'Email'])).toEqual({
      fullName: 'Donor Name',
      amount: 'Gift Amount',
      date: 'Gift Date',
      email: 'Email',
    });
    expect(found(['Full Name', 'Amount', 'Date'])).toMatchObject({ fullName: 'Full Name' });
  });

  it("the spec's sample file", () => {
    expect(detectColumns(['transaction ID', 'first name', 'last name', 'amount', 'received on'])).toEqual({
      ...emptyMapping(),
      externalId: 0,
      firstName: 1,
      lastName: 2,
      amount: 3,
      date: 4,
    });
  });

  it('camel case and run-together headers', () => {
    expect(found(['PayerFirstName', 'PayerLastName', 'DonationAmt', 'TransactionDate', 'eMail'])).toEqual({
      firstName: 'PayerFirstName',
      lastName: 'PayerLastName',
      amount: 'DonationAmt',
      date: 'TransactionDate',
      email: 'eMail',
    });
    expect(found(['payerfirst', 'payersurname', 'totalgiven'])).toEqual({
      firstName: 'payerfirst',
      lastName: 'payersurname',
      amount: 'totalgiven',
    });
  });
});

describe('detectColumns: mailing addresses in real exports', () => {
  it('Breeze', () => {
    const headers = ['Payment ID', 'Date', 'Person ID', 'First Name', 'Last Name', 'Amount', 'Fund(s)'];
    expect(found([...headers, 'Method', 'Street Address', 'City', 'State', 'Zip'])).toEqual({
      externalId: 'Payment ID',
      date: 'Date',
      firstName: 'First Name',
      lastName: 'Last Name',
      amount: 'Amount',
      fund: 'Fund(s)',
      addressLine1: 'Street Address',
      city: 'City',
      region: 'State',
      postalCode: 'Zip',
    });
  });

  it('Planning Center People: the home address, never the work address', () => {
    const headers = [
      'First Name',
      'Last Name',
      'Work Address Street Line 1',
      'Work Address City',
      'Work Address State',
      'Work Address Zip Code',
      'Home Address Street Line 1',
      'Home Address Street Line 2',
      'Home Address City',
      'Home Address State',
      'Home Address Zip Code',
      'Home Address Country Code',
      'Home Email',
      'Mobile Phone Number',
    ];
    expect(found(headers)).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      addressLine1: 'Home Address Street Line 1',
      addressLine2: 'Home Address Street Line 2',
      city: 'Home Address City',
      region: 'Home Address State',
      postalCode: 'Home Address Zip Code',
      country: 'Home Address Country Code',
      email: 'Home Email',
      phone: 'Mobile Phone Number',
    });
    expect(found(['Home Address Street Line 1', 'Home Address Zip'])).toEqual({
      addressLine1: 'Home Address Street Line 1',
      postalCode: 'Home Address Zip',
    });
  });

  it('Ministry Brands ACS and Shelby, Aplos: "Address1", "Address 1"', () => {
    expect(
      found([
        'Last Name',
        'First Name',
        'Address1',
        'Address2',
        'City',
        'State',
        'Zip Code',
        'Amount',
        'Date',
      ]),
    ).toEqual({
      lastName: 'Last Name',
      firstName: 'First Name',
      addressLine1: 'Address1',
      addressLine2: 'Address2',
      city: 'City',
      region: 'State',
      postalCode: 'Zip Code',
      amount: 'Amount',
      date: 'Date',
    });
    expect(found(['Address 1', 'Address 2', 'City', 'State', 'Zip', 'Country'])).toEqual({
      addressLine1: 'Address 1',
      addressLine2: 'Address 2',
      city: 'City',
      region: 'State',
      postalCode: 'Zip',
      country: 'Country',
    });
  });

  it('Tithe.ly, Realm and Donorbox', () => {
    const tithely = ['Transaction Date', 'First Name', 'Last Name', 'Email', 'Phone', 'Amount'];
    expect(found([...tithely, 'Address', 'City', 'State/Province', 'Postal Code', 'Country'])).toMatchObject({
      addressLine1: 'Address',
      city: 'City',
      region: 'State/Province',
      postalCode: 'Postal Code',
      country: 'Country',
    });
    expect(found(['Address Line 1', 'Address Line 2', 'City', 'State', 'Postal Code'])).toEqual({
      addressLine1: 'Address Line 1',
      addressLine2: 'Address Line 2',
      city: 'City',
      region: 'State',
      postalCode: 'Postal Code',
    });
    const donorbox = [
      'Donor First Name',
      'Donor Last Name',
      'Donor Email',
      'Address',
      'Address 2',
      'City',
      'State / Province',
      'Zip / Postal Code',
      'Country',
      'Amount',
      'Donation Date',
    ];
    expect(found(donorbox)).toEqual({
      firstName: 'Donor First Name',
      lastName: 'Donor Last Name',
      email: 'Donor Email',
      addressLine1: 'Address',
      addressLine2: 'Address 2',
      city: 'City',
      region: 'State / Province',
      postalCode: 'Zip / Postal Code',
      country: 'Country',
      amount: 'Amount',
      date: 'Donation Date',
    });
  });

  it("Blackbaud Raiser's Edge: the preferred address", () => {
    const headers = [
      'Gift Date',
      'Name',
      'Preferred Address Lines',
      'Preferred Address Line 1',
      'Preferred Address Line 2',
      'Preferred Address Line 3',
      'Preferred City',
      'Preferred State',
      'Preferred ZIP',
      'Preferred County',
      'Preferred Country',
      'Personal Email Number',
      'Primary Addressee',
    ];
    expect(found(headers)).toMatchObject({
      addressLine1: 'Preferred Address Line 1',
      addressLine2: 'Preferred Address Line 2',
      city: 'Preferred City',
      region: 'Preferred State',
      postalCode: 'Preferred ZIP',
      country: 'Preferred Country',
      email: 'Personal Email Number',
    });
    expect(found(['Preferred Address Lines', 'Preferred City, State', 'Preferred ZIP'])).toEqual({
      addressLine1: 'Preferred Address Lines',
      city: 'Preferred City, State',
      postalCode: 'Preferred ZIP',
    });
  });

  it('Salesforce: "Mailing Street", "Mailing Zip/Postal Code"', () => {
    const headers = ['First Name', 'Last Name', 'Mailing Street', 'Mailing City', 'Mailing State/Province'];
    expect(found([...headers, 'Mailing Zip/Postal Code', 'Mailing Country', 'Amount', 'Close Date'])).toEqual(
      {
        firstName: 'First Name',
        lastName: 'Last Name',
        addressLine1: 'Mailing Street',
        city: 'Mailing City',
        region: 'Mailing State/Province',
        postalCode: 'Mailing Zip/Postal Code',
        country: 'Mailing Country',
        amount: 'Amount',
        date: 'Close Date',
      },
    );
  });

  it('PayPal: the address columns, not "Shipping Address", "Address Status" or the email addresses', () => {
    const headers = [
      'Date',
      'Name',
      'Status',
      'From Email Address',
      'To Email Address',
      'Transaction ID',
      'Shipping Address',
      'Address Status',
      'Address Line 1',
      'Address Line 2/District/Neighborhood',
      'Town/City',
      'State/Province/Region/County/Territory/Prefecture/Republic',
      'Zip/Postal Code',
      'Country',
      'Contact Phone Number',
      'Country Code',
    ];
    expect(found(headers)).toEqual({
      date: 'Date',
      fullName: 'Name',
      email: 'From Email Address',
      externalId: 'Transaction ID',
      status: 'Status',
      addressLine1: 'Address Line 1',
      addressLine2: 'Address Line 2/District/Neighborhood',
      city: 'Town/City',
      region: 'State/Province/Region/County/Territory/Prefecture/Republic',
      postalCode: 'Zip/Postal Code',
      country: 'Country',
      phone: 'Contact Phone Number',
    });
  });

  it('Stripe: the card address, not its checks, the issuing country or the shipping address', () => {
    const headers = [
      'id',
      'Amount',
      'Customer Email',
      'Card Name',
      'Card Address Line1',
      'Card Address Line2',
      'Card Address City',
      'Card Address State',
      'Card Address Country',
      'Card Address Zip',
      'Card Issue Country',
      'Card CVC Status',
      'Card AVS Zip Status',
      'Card AVS Line1 Status',
      'Shipping Address Line1',
      'Shipping Address City',
      'Shipping Address Postal Code',
    ];
    expect(found(headers)).toEqual({
      fullName: 'Card Name',
      amount: 'Amount',
      email: 'Customer Email',
      addressLine1: 'Card Address Line1',
      addressLine2: 'Card Address Line2',
      city: 'Card Address City',
      region: 'Card Address State',
      country: 'Card Address Country',
      postalCode: 'Card Address Zip',
    });
  });

  it("Stripe's whole payments export: the cardholder, the creation date, no card expiry month", () => {
    const headers = [
      'id',
      'Description',
      'Created (UTC)',
      'Amount',
      'Amount Refunded',
      'Currency',
      'Converted Amount',
      'Fee',
      'Status',
      'Customer ID',
      'Customer Description',
      'Customer Email',
      'Captured',
      'Card Exp Month',
      'Card Exp Year',
      'Card Name',
      'Card Address Line1',
      'Card Address City',
      'Card Address State',
      'Card Address Zip',
      'Disputed Amount',
      'Dispute Status',
      'Dispute Date (UTC)',
      'Dispute Evidence Due (UTC)',
    ];
    expect(found(headers)).toEqual({
      fullName: 'Card Name',
      amount: 'Amount',
      date: 'Created (UTC)',
      email: 'Customer Email',
      status: 'Status',
      amountRefunded: 'Amount Refunded',
      addressLine1: 'Card Address Line1',
      city: 'Card Address City',
      region: 'Card Address State',
      postalCode: 'Card Address Zip',
    });
  });

  it("PayPal's whole activity export: the gross amount, not shipping, insurance or tax", () => {
    const headers = [
      'Date',
      'Time',
      'TimeZone',
      'Name',
      'Type',
      'Status',
      'Currency',
      'Gross',
      'Fee',
      'Net',
      'From Email Address',
      'Transaction ID',
      'Shipping and Handling Amount',
      'Insurance Amount',
      'Sales Tax',
      'Reference Txn ID',
      'Balance',
      'Contact Phone Number',
    ];
    expect(found(headers)).toEqual({
      date: 'Date',
      fullName: 'Name',
      amount: 'Gross',
      email: 'From Email Address',
      externalId: 'Transaction ID',
      status: 'Status',
      phone: 'Contact Phone Number',
    });
    expect(found(['Name', 'Date', 'Shipping and Handling Amount', 'Insurance Amount', 'Tip Amount'])).toEqual(
      {
        fullName: 'Name',
        date: 'Date',
      },
    );
  });

  it("a payment's status and amount refunded only as the whole header, never another thing's", () => {
    expect(found(['Name', 'Amount', 'Date', 'Payment Status'])).toMatchObject({ status: 'Payment Status' });
    expect(found(['Name', 'Amount', 'Date', 'transaction_status'])).toMatchObject({
      status: 'transaction_status',
    });
    const others = [
      'Dispute Status',
      'Recurring Status',
      'Card CVC Status',
      'Member Status',
      'Email Status',
      'Converted Amount Refunded',
      'Refunded',
    ];
    expect(found(['Name', 'Amount', 'Date', ...others])).toEqual({
      fullName: 'Name',
      amount: 'Amount',
      date: 'Date',
    });
  });

  it("Raiser's Edge gifts: the fund before the campaign and the appeal", () => {
    const headers = [
      'Constituent ID',
      'First Name',
      'Last Name',
      'Gift ID',
      'Gift Date',
      'Gift Amount',
      'Gift Type',
      'Fund Description',
      'Campaign',
      'Appeal',
      'Gift Is Anonymous',
    ];
    expect(found(headers)).toEqual({
      firstName: 'First Name',
      lastName: 'Last Name',
      externalId: 'Gift ID',
      date: 'Gift Date',
      amount: 'Gift Amount',
      fund: 'Fund Description',
    });
  });

  it('camel case and run-together address headers', () => {
    expect(found(['AddressLine1', 'AddressLine2', 'MailingCity', 'MailingState', 'PostalCode'])).toEqual({
      addressLine1: 'AddressLine1',
      addressLine2: 'AddressLine2',
      city: 'MailingCity',
      region: 'MailingState',
      postalCode: 'PostalCode',
    });
  });
});

describe('detectColumns: address columns take nothing from the other fields', () => {
  it('keeps "Email Address" the email, and other kinds of address out of the street', () => {
    expect(found(['Email Address', 'Address', 'City'])).toEqual({
      email: 'Email Address',
      addressLine1: 'Address',
      city: 'City',
    });
    for (const email of ['Donor Email Address', 'E-mail Address', 'EmailAddress']) {
      expect(found([email, 'Donor Address']), email).toEqual({ email, addressLine1: 'Donor Address' });
    }
    const notTheDonors = [
      'IP Address',
      'Web Address',
      'Wallet Address',
      'Address Status',
      'Address Type',
      'Address Verified',
      'Address ID',
      'Address Updated',
      'Work Address',
      'Church Address',
      'Birth City',
      'Campus Region',
      'Bank Country',
      'Card Issue Country',
      'Card Zip Check',
      'Shipping Address',
    ];
    for (const header of notTheDonors) expect(found([header]), header).toEqual({});
  });

  it('reads "Billing Zip" and "Zip+4" as the postal code', () => {
    expect(found(['Billing Zip'])).toEqual({ postalCode: 'Billing Zip' });
    expect(found(['Zip+4'])).toEqual({ postalCode: 'Zip+4' });
    expect(found(['Zip', 'Zip+4'])).toEqual({ postalCode: 'Zip' });
  });

  it('never reads a place as a person', () => {
    for (const header of ['Country Name', 'Town Name', 'Street Name', 'Last Known Address', 'Postal Name']) {
      const mapping = detectColumns([header]);
      expect([mapping.firstName, mapping.lastName, mapping.fullName], header).toEqual([null, null, null]);
    }
    expect(found(['Name', 'Street Name', 'Country Name'])).toEqual({
      fullName: 'Name',
      addressLine1: 'Street Name',
      country: 'Country Name',
    });
  });

  it('keeps the street and its second line apart', () => {
    expect(found(['Address Line 1', 'Address Line 2', 'Address Line 3'])).toEqual({
      addressLine1: 'Address Line 1',
      addressLine2: 'Address Line 2',
    });
    expect(found(['Street 2', 'Street'])).toEqual({ addressLine2: 'Street 2', addressLine1: 'Street' });
    expect(found(['Apt/Suite', 'Apartment, suite, etc.'])).toEqual({ addressLine2: 'Apt/Suite' });
    expect(found(['Apartment, suite, etc.'])).toEqual({ addressLine2: 'Apartment, suite, etc.' });
  });

  it('puts a "City, State Zip" column where the city goes', () => {
    expect(found(['Name', 'City, State Zip'])).toEqual({ fullName: 'Name', city: 'City, State Zip' });
    expect(found(['City/State/Zip', 'State'])).toEqual({ city: 'City/State/Zip', region: 'State' });
  });

  it('takes "Region" and "County" only when no state column is there', () => {
    expect(found(['Region', 'State'])).toEqual({ region: 'State' });
    expect(found(['County', 'State'])).toEqual({ region: 'State' });
    expect(found(['Region'])).toEqual({ region: 'Region' });
    expect(found(['County'])).toEqual({ region: 'County' });
    expect(found(['Town/City', 'Province'])).toEqual({ city: 'Town/City', region: 'Province' });
  });

  it("keeps a phone's country code out of the country", () => {
    expect(found(['Phone', 'Phone Country Code'])).toEqual({ phone: 'Phone' });
    expect(found(['Country Code'])).toEqual({ country: 'Country Code' });
  });
});

describe('detectColumns ambiguities', () => {
  it('prefers the exact alias: "Date" over "Date Created"', () => {
    expect(found(['Date Created', 'Date', 'Amount'])).toMatchObject({ date: 'Date' });
    expect(found(['Date Created', 'Amount'])).toMatchObject({ date: 'Date Created' });
  });

  it('never takes "Gift Aid" as the amount', () => {
    expect(found(['Gift Aid', 'Amount', 'Date'])).toMatchObject({ amount: 'Amount' });
    expect(found(['Name', 'Gift Aid', 'Gift Aid Amount', 'Date']).amount).toBeUndefined();
  });

  it('takes "Total" only when nothing better holds the amount', () => {
    expect(found(['Total', 'Amount'])).toEqual({ amount: 'Amount' });
    expect(found(['Total', 'Gift Amount'])).toEqual({ amount: 'Gift Amount' });
    expect(found(['Total', 'Donation'])).toEqual({ amount: 'Donation' });
    expect(found(['Name', 'Total', 'Date'])).toMatchObject({ amount: 'Total' });
    expect(found(['Grand Total'])).toEqual({ amount: 'Grand Total' });
  });

  it('never reads a fund, batch or other thing as a person', () => {
    expect(found(['Fund Name', 'Batch Name', 'Amount', 'Date'])).toEqual({
      fund: 'Fund Name',
      amount: 'Amount',
      date: 'Date',
    });
    for (const header of ['Batch Name', 'Campaign Name', 'Church Name', 'Method Name', 'Spouse First Name']) {
      const mapping = detectColumns([header]);
      expect([mapping.firstName, mapping.lastName, mapping.fullName], header).toEqual([null, null, null]);
    }
  });

  it('keeps summary columns out of names and dates', () => {
    expect(found(['First Gift Date', 'Last Gift Date', 'Name', 'Amount'])).toEqual({
      fullName: 'Name',
      amount: 'Amount',
    });
    expect(found(['Last Modified', 'Payment Last 4', 'Birth Date', 'Updated At'])).toEqual({});
  });

  it('keeps ids of people and batches out of the transaction id', () => {
    expect(found(['Person ID', 'Batch ID', 'Donor ID', 'Recurring Payment ID'])).toEqual({});
    expect(found(['Stripe Charge ID'])).toEqual({ externalId: 'Stripe Charge ID' });
  });

  it('does not read "Donor Email" as a name', () => {
    expect(found(['Donor Email', 'Donor Phone', 'Donor'])).toEqual({
      email: 'Donor Email',
      phone: 'Donor Phone',
      fullName: 'Donor',
    });
  });

  it('takes the leftmost of equally good columns', () => {
    expect(found(['Gross Amount', 'Net Amount'])).toEqual({ amount: 'Gross Amount' });
    expect(found(['Amount', 'Amount'])).toEqual({ amount: 'Amount' });
  });

  it('finds the date and the month columns side by side', () => {
    expect(found(['Donation Date', 'Donation Month', 'Donation Amount'])).toEqual({
      date: 'Donation Date',
      month: 'Donation Month',
      amount: 'Donation Amount',
    });
  });

  it('finds nothing in an empty or blank header row', () => {
    expect(detectColumns([])).toEqual(emptyMapping());
    expect(detectColumns(['', '  ', '#'])).toEqual(emptyMapping());
  });
});

describe('detectColumns properties', () => {
  const words = [
    ...new Set(
      DONOR_FIELDS.flatMap((field) => [
        ...DONOR_FIELD_ALIASES[field],
        ...(EXTRA_DONOR_FIELD_ALIASES[field] ?? []),
      ]).flatMap((alias) => alias.split('_')),
    ),
    'fund',
    'batch',
    'aid',
    'id',
    'payer',
    'person',
    'gift',
    'net',
  ];
  const header = fc.oneof(
    fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
    fc.string(),
  );

  it('uses each column for one field at most, and only columns that exist', () => {
    fc.assert(
      fc.property(fc.array(header, { maxLength: 14 }), (headers) => {
        const mapping: ColumnMapping = detectColumns(headers);
        const columns = DONOR_FIELDS.map((field) => mapping[field]).filter((column) => column !== null);
        expect(new Set(columns).size).toBe(columns.length);
        for (const column of columns) {
          expect(Number.isInteger(column) && column >= 0 && column < headers.length).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('does not depend on columns to the right of an exact match', () => {
    fc.assert(
      fc.property(fc.array(header, { maxLength: 8 }), (extra) => {
        const mapping = detectColumns(['First Name', 'Last Name', 'Amount', 'Date', ...extra]);
        expect([mapping.firstName, mapping.lastName, mapping.amount, mapping.date]).toEqual([0, 1, 2, 3]);
      }),
    );
  });
});
