import {
  averageDollars,
  centsToDollars,
  type DonorSummary,
  donorFrequency,
  mailingAddress,
} from '@steward/domain';
import type { DonorRow } from './queries/donors';

/** Spec 001 §3 Donor as the directory, the export and the top-donor list show it. */
export function toSummary(row: DonorRow): DonorSummary {
  const cents = Number(row.total_cents);
  const count = Number(row.gift_count);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    totalAmount: centsToDollars(cents),
    donationCount: count,
    averageDonation: averageDollars(cents, count),
    firstDonation: row.first_gift,
    lastDonation: row.last_gift,
    frequency: count > 0 ? donorFrequency(count) : null,
    address: mailingAddress({
      addressLine1: row.address_line1,
      addressLine2: row.address_line2,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      country: row.country,
    }),
    envelopeNumber: row.envelope_number,
  };
}
