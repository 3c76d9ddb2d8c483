import type { DonationRecord } from './records';

/**
 * What one donor file says about one donor (spec 001 §5 Merge), gathered from the donor's gift
 * rows in file order as they are read, so the merge need not sort a large file's rows per donor:
 * - the name as the donor's first row writes it;
 * - the first email and the first phone the file gives (they only ever fill a missing one);
 * - each part of the mailing address from the row with the latest gift giving that part (the later
 *   row on one day), with that gift's date, so the merge can refuse to roll a newer address back.
 *   The second line belongs to its street: it comes from the street's row, empty or not.
 */
export interface ImportedDonor {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine1On: string | null;
  city: string | null;
  cityOn: string | null;
  region: string | null;
  regionOn: string | null;
  postalCode: string | null;
  postalCodeOn: string | null;
  country: string | null;
  countryOn: string | null;
}

/** A donor as their first gift row in the file gives them. */
export function importedDonor(gift: DonationRecord): ImportedDonor {
  const street = gift.addressLine1 === null ? null : gift.date;
  return {
    firstName: gift.firstName,
    lastName: gift.lastName,
    email: gift.email,
    phone: gift.phone,
    addressLine1: gift.addressLine1,
    addressLine2: street === null ? null : gift.addressLine2,
    addressLine1On: street,
    city: gift.city,
    cityOn: gift.city === null ? null : gift.date,
    region: gift.region,
    regionOn: gift.region === null ? null : gift.date,
    postalCode: gift.postalCode,
    postalCodeOn: gift.postalCode === null ? null : gift.date,
    country: gift.country,
    countryOn: gift.country === null ? null : gift.date,
  };
}

/** Whether a part given on `date` replaces one given on `on`: the later gift wins, and on one day the later row. */
const replaces = (date: string, on: string | null) => on === null || date >= on;

/**
 * Adds a later gift row of the same donor (rows must come in file order): a missing email or phone
 * is filled, and each address part the row gives replaces one from an earlier gift.
 */
export function addImportedGift(donor: ImportedDonor, gift: DonationRecord): void {
  if (donor.email === null) donor.email = gift.email;
  if (donor.phone === null) donor.phone = gift.phone;
  if (gift.addressLine1 !== null && replaces(gift.date, donor.addressLine1On)) {
    donor.addressLine1 = gift.addressLine1;
    donor.addressLine2 = gift.addressLine2;
    donor.addressLine1On = gift.date;
  }
  if (gift.city !== null && replaces(gift.date, donor.cityOn)) {
    donor.city = gift.city;
    donor.cityOn = gift.date;
  }
  if (gift.region !== null && replaces(gift.date, donor.regionOn)) {
    donor.region = gift.region;
    donor.regionOn = gift.date;
  }
  if (gift.postalCode !== null && replaces(gift.date, donor.postalCodeOn)) {
    donor.postalCode = gift.postalCode;
    donor.postalCodeOn = gift.date;
  }
  if (gift.country !== null && replaces(gift.date, donor.countryOn)) {
    donor.country = gift.country;
    donor.countryOn = gift.date;
  }
}
