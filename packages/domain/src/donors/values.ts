export * from './dates';

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const DOT = 46;
const MINUS = 45;
const OPEN = 40;
const CLOSE = 41;

/**
 * Spec 001 §5: an amount in integer cents. Everything but digits, dots and minus signs is ignored
 * ("$1,250.00" is 125000, "$700.00" is 70000), then the number is read as JavaScript's parseFloat
 * reads the rest; text without a number is 0. Cents are rounded half away from zero on the
 * decimal digits as written (1.005 is 101), never through floating point. Two accounting
 * habits also mean a negative amount, so a refund is never imported as a gift: parentheses
 * around the number ("(50.00)", "$(50.00)") and a trailing minus ("50.00-"). An amount too large
 * to count in cents exactly (above about 90 trillion dollars) is 0.
 */
export function parseAmountCents(text: string): number {
  let negative = false;
  let openedBeforeNumber = false;
  let closedAfterNumber = false;
  // 0 before the number, 1 after its sign, 2 in whole units, 3 in decimals, 4 after the number.
  let state = 0;
  let digits = 0;
  let units = 0;
  let cents = 0;
  let decimals = 0;
  let roundUp = false;
  let endedByMinus = false;
  let digitsAfterNumber = false;

  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isDigit = code >= DIGIT_0 && code <= DIGIT_9;
    if (code === OPEN && digits === 0) openedBeforeNumber = true;
    else if (code === CLOSE && digits > 0) closedAfterNumber = true;
    if (!isDigit && code !== DOT && code !== MINUS) continue;
    if (state === 4) {
      if (isDigit) digitsAfterNumber = true;
      continue;
    }
    if (isDigit) {
      const digit = code - DIGIT_0;
      digits++;
      if (state === 3) {
        decimals++;
        if (decimals <= 2) cents = cents * 10 + digit;
        else if (decimals === 3) roundUp = digit >= 5;
      } else {
        units = units * 10 + digit;
        state = 2;
      }
    } else if (code === DOT) {
      state = state === 3 ? 4 : 3;
    } else if (state === 0) {
      negative = true;
      state = 1;
    } else {
      endedByMinus = digits > 0;
      state = 4;
    }
  }
  if (digits === 0) return 0;
  if (decimals === 1) cents *= 10;
  else if (decimals === 0) cents = 0;
  const total = units * 100 + cents + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(total)) return 0;
  if (endedByMinus && !digitsAfterNumber) negative = true;
  if (openedBeforeNumber && closedAfterNumber) negative = true;
  return negative && total !== 0 ? -total : total;
}

const NAME_SUFFIX = /^(?:jr|sr|ii|iii|iv|md|phd|dds|esq|cpa)\.?$/i;

/**
 * Spec 001 §5: a single name column is split at its first space, the first word being the first
 * name and the rest the last name. A comma means the name is written last name first ("Smith,
 * John" is John Smith), as Breeze and bank exports do, unless what follows the comma is a suffix
 * ("John Smith, Jr." is John and Smith Jr.). Runs of spaces count as one.
 */
export function splitFullName(text: string): { firstName: string; lastName: string } {
  const name = text.trim().replace(/\s+/g, ' ');
  const comma = name.indexOf(',');
  if (comma !== -1) {
    const before = name.slice(0, comma).trim();
    const after = name
      .slice(comma + 1)
      .replace(/^[\s,]+|[\s,]+$/g, '')
      .replace(/\s*,\s*/g, ' ');
    if (!NAME_SUFFIX.test(after)) return { firstName: after, lastName: before };
    return splitAtSpace(`${before} ${after}`.trim());
  }
  return splitAtSpace(name);
}

function splitAtSpace(name: string): { firstName: string; lastName: string } {
  const space = name.indexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/**
 * The payment states of giving and payment exports in which no money reached the organisation:
 * Stripe's payments export (Failed, Canceled, Uncaptured, and its payment intents'
 * "requires_payment_method"), PayPal's activity download (Denied, Pending, ...) and the giving
 * platforms' own words. Compared as letters only, lower-cased, so "Requires Payment Method" and
 * "requires_payment_method" read alike. Whole values only: PayPal's "Canceled_Reversal" (a
 * reversal undone, so the money came back) stays a gift.
 * Refunded and reversed are not here: that money did arrive, and what went back is told by the
 * export's own refund rows (PayPal's "Payment Refund", a negative amount) or by the amount
 * refunded beside the charge (Stripe's "Amount Refunded"). Leaving the charge out as well would
 * subtract the refund twice.
 */
const NOT_PAID = new Set([
  'failed',
  'failure',
  'error',
  'unsuccessful',
  'declined',
  'denied',
  'rejected',
  'blocked',
  'canceled',
  'cancelled',
  'void',
  'voided',
  'abandoned',
  'expired',
  'pending',
  'processing',
  'incomplete',
  'uncaptured',
  'scheduled',
  'unpaid',
  'notpaid',
  'requirespaymentmethod',
  'requiresconfirmation',
  'requiresaction',
  'requirescapture',
]);

const NOT_A_LETTER = /[^\p{L}]+/gu;

/**
 * Whether an export's payment status says the gift was never received: such a row is no gift (and
 * no refund). An empty or unknown status is a gift, as a file without a status column is.
 */
export function isUnpaidStatus(status: string): boolean {
  return status !== '' && NOT_PAID.has(status.replace(NOT_A_LETTER, '').toLowerCase());
}

/** A donor's name as screens, statements and the audit log show it. */
export function donorName(donor: { firstName: string; lastName: string }): string {
  return `${donor.firstName} ${donor.lastName}`.trim();
}

/**
 * Spec 001 §5: donors are one person by their lower-cased, trimmed first and last name. The two
 * are read as one name with runs of whitespace as one space, so "Mary Ann" + "Smith" and "Mary" +
 * "Ann Smith" (a split full name) are the same donor; Unicode NFC makes "José" typed two ways one.
 */
export function donorKey(firstName: string, lastName: string): string {
  const name = `${firstName} ${lastName}`;
  // Most names are printable ASCII words with single spaces, which the rules would leave as they
  // are but for the case. Checking for that first takes a third off the key's cost, which a
  // million-gift import pays on every row.
  if (PLAIN_NAME.test(name)) return name.toLowerCase();
  return name.replace(/\s+/g, ' ').trim().normalize('NFC').toLowerCase();
}

const PLAIN_NAME = /^[!-~]+(?: [!-~]+)*$/;

/** Spec 001 §4: a donor's giving frequency, from the number of gifts. */
export const DONOR_FREQUENCIES = ['frequent', 'regular', 'occasional', 'one-time'] as const;
export type DonorFrequency = (typeof DONOR_FREQUENCIES)[number];

/** Spec 001 §2 directory filter and badge texts. */
export const FREQUENCY_LABELS: Readonly<Record<DonorFrequency, string>> = {
  frequent: 'Frequent',
  regular: 'Regular',
  occasional: 'Occasional',
  'one-time': 'One-time',
};

/** Spec 001 §4, §9 (thresholds 1, 3 and 6): 1 gift one-time, 2-3 occasional, 4-6 regular, 7+ frequent. */
export function donorFrequency(giftCount: number): DonorFrequency {
  if (giftCount >= 7) return 'frequent';
  if (giftCount >= 4) return 'regular';
  if (giftCount >= 2) return 'occasional';
  return 'one-time';
}
