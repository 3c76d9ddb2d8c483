import { type DonorSummary, donorFrequency } from '@steward/domain';
import { sql } from 'drizzle-orm';

/** The columns of DonorRow; dates as text, since the two drivers return date values differently. */
export const DONOR_COLUMNS = sql.raw(
  'id, first_name, last_name, email, phone, total_cents, gift_count, first_gift::text as first_gift, last_gift::text as last_gift',
);

/** A donors row as raw SQL returns it (bigint as number or string depending on the driver). */
export interface DonorRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  total_cents: number | string;
  gift_count: number | string;
  first_gift: string | null;
  last_gift: string | null;
}

/** Spec 001 §3 Donor as the directory and the top-donor list show it. */
export function toSummary(row: DonorRow): DonorSummary {
  const total = Number(row.total_cents) / 100;
  const count = Number(row.gift_count);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    totalAmount: total,
    donationCount: count,
    averageDonation: count > 0 ? Math.round((total / count) * 100) / 100 : 0,
    firstDonation: row.first_gift,
    lastDonation: row.last_gift,
    frequency: donorFrequency(count),
  };
}
