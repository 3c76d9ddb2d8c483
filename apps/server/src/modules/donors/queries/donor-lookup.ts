import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

export interface LookupRow {
  id: string;
  first_name: string;
  last_name: string;
  envelope_number: string | null;
  city: string | null;
}

/** Text matched literally by LIKE (its own % and _ are not wildcards). */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The donors a counter's type-ahead finds: by name (either order), email, phone (its digits, however
 * it was written) or envelope number. An envelope number typed in full comes first, then names that
 * start with what was typed. Only what the look-up shows is read: a counter sees no giving.
 */
export function lookUpDonors(tx: Tx, organizationId: string, text: string, limit: number) {
  const pattern = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, '');
  // Three digits at least, so "1" in a name or an envelope number does not match every phone.
  const phone =
    digits.length >= 3 ? sql`or regexp_replace(phone, '\\D', '', 'g') like ${`%${digits}%`}` : sql``;
  return queryRows<LookupRow>(
    tx,
    sql`select id, first_name, last_name, envelope_number, city from donors
        where organization_id = ${organizationId}
          and ((first_name || ' ' || last_name) ilike ${pattern}
            or (last_name || ' ' || first_name) ilike ${pattern}
            or email ilike ${pattern}
            or lower(envelope_number) = lower(${text})
            ${phone})
        order by lower(envelope_number) = lower(${text}) desc nulls last,
          (first_name || ' ' || last_name) ilike ${`${escapeLike(text)}%`} desc,
          lower(last_name), lower(first_name), id
        limit ${limit}`,
  );
}
