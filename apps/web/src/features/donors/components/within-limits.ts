import {
  type DonorProfile,
  type DonorSummary,
  type MailingAddress,
  TEXT_FIELD_LIMITS,
  type TextField,
  textStart,
} from '@steward/domain';

/**
 * A donor's value as the pages show it. Steward keeps each to its limit (TEXT_FIELD_LIMITS: 200
 * characters for a name or an address part), but a value imported before those limits may be any
 * length (a 600,000-character "address"): it is shown up to its limit and an ellipsis, so it cannot
 * bury the page. A value within its limit is never cut; the edit dialog still gets the whole value.
 */
export function withinLimit(text: string, field: TextField): string {
  const limit = TEXT_FIELD_LIMITS[field];
  return text.length <= limit ? text : `${textStart(text, limit)}…`;
}

function optional(text: string | null, field: TextField): string | null {
  return text === null ? null : withinLimit(text, field);
}

function shownAddress(address: MailingAddress): MailingAddress {
  return {
    line1: optional(address.line1, 'addressLine1'),
    line2: optional(address.line2, 'addressLine2'),
    city: optional(address.city, 'city'),
    region: optional(address.region, 'region'),
    postalCode: optional(address.postalCode, 'postalCode'),
    country: optional(address.country, 'country'),
  };
}

type Contact = Pick<DonorSummary, 'firstName' | 'lastName' | 'email'> &
  Partial<Pick<DonorSummary, 'phone' | 'address'>>;

/** A donor (or a possible duplicate) with its name, email, phone and address within their limits. */
export function shownDonor<T extends Contact>(donor: T): T {
  return {
    ...donor,
    firstName: withinLimit(donor.firstName, 'firstName'),
    lastName: withinLimit(donor.lastName, 'lastName'),
    email: optional(donor.email, 'email'),
    ...(donor.phone === undefined ? {} : { phone: optional(donor.phone, 'phone') }),
    ...(donor.address ? { address: shownAddress(donor.address) } : {}),
  };
}

/** A donor's page with every value within its limit: the donor, funds, refunds and duplicates. */
export function shownProfile(profile: DonorProfile): DonorProfile {
  return {
    ...profile,
    donor: shownDonor(profile.donor),
    funds: profile.funds.map((fund) => ({ ...fund, fund: withinLimit(fund.fund, 'fund') })),
    refunds: profile.refunds.map((refund) => ({ ...refund, fund: withinLimit(refund.fund, 'fund') })),
    possibleDuplicates: profile.possibleDuplicates.map(shownDonor),
  };
}
