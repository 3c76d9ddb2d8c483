import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

export interface LookupRow {
  id: string;
  first_name: string;
  last_name: string;
  envelope_number: string | null;
  city: string | null;
  household_name: string | null;
  household_envelope: string | null;
  household_primary: boolean | null;
  /** Their active pledges (their own, or their household's as a joint member): campaign and fund names. */
  pledges: { campaign: string; funds: string[] }[];
}

/** Text matched literally by LIKE (its own % and _ are not wildcards). */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The donors a counter's type-ahead finds: by name (either order), email, phone (its digits, however
 * it was written) or envelope number, or by their household's name or envelope number, which
 * finds its members, the one it is mailed to first (a joint check is theirs unless the counter
 * picks another). An envelope number typed in full comes first, then names that start with what
 * was typed. Only what the look-up shows is read: a counter sees no giving, only the campaigns
 * the donor pledged to and their funds, for the grid's hint when a gift goes to another fund.
 */
export function lookUpDonors(tx: Tx, organizationId: string, text: string, limit: number) {
  const pattern = `%${escapeLike(text)}%`;
  const digits = text.replace(/\D/g, '');
  // Three digits at least, so "1" in a name or an envelope number does not match every phone.
  const phone =
    digits.length >= 3 ? sql`or regexp_replace(d.phone, '\\D', '', 'g') like ${`%${digits}%`}` : sql``;
  return queryRows<LookupRow>(
    tx,
    sql`select d.id, d.first_name, d.last_name, d.envelope_number, d.city,
          h.name as household_name, h.envelope_number as household_envelope,
          h.primary_donor_id = d.id as household_primary,
          coalesce((
            select jsonb_agg(jsonb_build_object('campaign', c.name, 'funds', (
                select jsonb_agg(f.name order by lower(f.name)) from campaign_funds cf join funds f on f.id = cf.fund_id
                where cf.campaign_id = c.id)) order by lower(c.name))
            from pledges p join campaigns c on c.id = p.campaign_id
            where p.organization_id = ${organizationId} and c.closed_at is null
              and current_date between p.start_date and p.end_date
              and (p.donor_id = d.id or (p.household_id = m.household_id and m.gives_jointly))
          ), '[]'::jsonb) as pledges
        from donors d
        left join household_members m on m.donor_id = d.id
        left join households h on h.id = m.household_id
        where d.organization_id = ${organizationId}
          and ((d.first_name || ' ' || d.last_name) ilike ${pattern}
            or (d.last_name || ' ' || d.first_name) ilike ${pattern}
            or d.email ilike ${pattern}
            or lower(d.envelope_number) = lower(${text})
            or h.name ilike ${pattern}
            or lower(h.envelope_number) = lower(${text})
            ${phone})
        order by coalesce(lower(d.envelope_number) = lower(${text}), false)
            or coalesce(lower(h.envelope_number) = lower(${text}), false) desc,
          (d.first_name || ' ' || d.last_name) ilike ${`${escapeLike(text)}%`} desc,
          lower(d.last_name), h.name nulls last, coalesce(h.primary_donor_id = d.id, false) desc,
          lower(d.first_name), d.id
        limit ${limit}`,
  );
}
