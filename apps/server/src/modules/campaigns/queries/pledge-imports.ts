import {
  campaignNameKey,
  type DirectoryDonor,
  type DirectoryHousehold,
  donorName,
  emailKey,
  fileNameKey,
  householdNameKey,
  type ImportCampaign,
  type PledgeDirectory,
  type PledgeFileRead,
  type PledgeImportMatch,
  pledgeKey,
} from '@steward/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '@/db/client';

/** The SQL of pledge imports: the files read, the givers and campaigns they name, their pledges. */

const texts = (values: Iterable<string>) => sql`${sql.param([...new Set(values)])}::text[]`;

export interface PledgeImportRow {
  id: string;
  file_name: string;
  campaign_id: string | null;
  contents: PledgeFileRead;
  status: 'previewed' | 'imported' | 'undone';
  pledges_added: number | null;
}

export async function insertPreview(
  tx: Tx,
  values: {
    organizationId: string;
    fileName: string;
    campaignId: string | null;
    contents: PledgeFileRead;
    createdBy: string;
  },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into pledge_imports (organization_id, file_name, campaign_id, contents, created_by)
        values (${values.organizationId}, ${values.fileName}, ${values.campaignId},
          ${JSON.stringify(values.contents)}::jsonb, ${values.createdBy})
        returning id`,
  );
  return (row as { id: string }).id;
}

/** Previews older than `hours` that were never imported: nobody will import them now. */
export async function deleteStalePreviews(tx: Tx, organizationId: string, hours: number) {
  await tx.execute(sql`
    delete from pledge_imports
    where organization_id = ${organizationId} and status = 'previewed'
      and created_at < now() - make_interval(hours => ${hours})`);
}

export async function findPledgeImport(tx: Tx, organizationId: string, id: string, forUpdate = false) {
  const [row] = await queryRows<PledgeImportRow>(
    tx,
    sql`select id, file_name, campaign_id, contents, status, pledges_added from pledge_imports
        where organization_id = ${organizationId} and id = ${id}
        ${forUpdate ? sql`for update` : sql``}`,
  );
  return row;
}

export async function markImported(tx: Tx, organizationId: string, id: string, pledgesAdded: number) {
  await tx.execute(sql`
    update pledge_imports set status = 'imported', pledges_added = ${pledgesAdded}, imported_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

export async function markUndone(tx: Tx, organizationId: string, id: string) {
  await tx.execute(sql`
    update pledge_imports set status = 'undone', undone_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

/** The imports of the history, newest first, each with its pledges still there. */
export async function importHistory(tx: Tx, organizationId: string, limit: number) {
  return queryRows<{
    id: string;
    file_name: string;
    status: 'imported' | 'undone';
    imported_at: string;
    imported_by: string | null;
    pledges_added: number;
    pledges_left: number | string;
    undone_at: string | null;
  }>(
    tx,
    sql`select i.id, i.file_name, i.status, i.imported_at::text, i.pledges_added, i.undone_at::text,
          coalesce(nullif(trim(u.full_name), ''), u.email) as imported_by,
          (select count(*) from pledges p where p.organization_id = i.organization_id and p.import_id = i.id)
            as pledges_left
        from pledge_imports i
        left join users u on u.id = i.created_by
        where i.organization_id = ${organizationId} and i.status <> 'previewed'
        order by i.imported_at desc
        limit ${limit}`,
  );
}

/** Adds the matched rows as pledges of the import, in one statement per few hundred. */
export async function insertImportedPledges(
  tx: Tx,
  organizationId: string,
  importId: string,
  matches: readonly PledgeImportMatch[],
  createdBy: string,
) {
  const CHUNK = 500;
  for (let start = 0; start < matches.length; start += CHUNK) {
    const values = matches.slice(start, start + CHUNK).map(
      (m) =>
        sql`(${organizationId}, ${m.campaign.id}::uuid,
          ${m.pledger.kind === 'donor' ? m.pledger.id : null}::uuid,
          ${m.pledger.kind === 'household' ? m.pledger.id : null}::uuid,
          ${m.amountCents}::bigint, ${m.frequency}, ${m.startDate}::date, ${m.endDate}::date,
          ${importId}::uuid, ${createdBy}::uuid)`,
    );
    await tx.execute(sql`
      insert into pledges (organization_id, campaign_id, donor_id, household_id, amount_cents, frequency,
        start_date, end_date, import_id, created_by)
      values ${sql.join(values, sql`, `)}`);
  }
}

/** Removes the import's pledges (edited or passed on since, all the same); returns how many. */
export async function deleteImportedPledges(tx: Tx, organizationId: string, importId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`delete from pledges where organization_id = ${organizationId} and import_id = ${importId} returning id`,
  );
  return rows.length;
}

/**
 * What the organisation has of the givers and campaigns the file's rows name (never its whole
 * donor list): donors by envelope, email or name (a merged-away name too), households by envelope
 * or name and the households of the donors found, with their joint members; campaigns by name (or
 * the one chosen), and the pledges there already to those campaigns.
 */
export async function pledgeDirectory(
  tx: Tx,
  organizationId: string,
  read: PledgeFileRead,
  chosenCampaignId: string | null,
): Promise<PledgeDirectory> {
  const givers = read.rows.map((row) => row.giver);
  const envelopes = texts(givers.map((g) => g.envelope).filter((v) => v !== ''));
  const emails = texts(givers.flatMap((g) => emailKey(g.email) ?? []));
  const names = givers.map((g) => g.name).filter((v) => v !== '');
  const nameKeys = texts(names.map(fileNameKey));
  const householdNames = texts(names.map(householdNameKey));

  const donorRows = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    donor_key: string;
    email: string | null;
    envelope_number: string | null;
    household_id: string | null;
    alias: string | null;
  }>(
    tx,
    sql`select d.id, d.first_name, d.last_name, d.donor_key, d.email, d.envelope_number, m.household_id,
          a.donor_key as alias
        from donors d
        left join household_members m on m.donor_id = d.id and m.gives_jointly
        left join donor_aliases a on a.donor_id = d.id and a.donor_key = any(${nameKeys})
        where d.organization_id = ${organizationId}
          and (d.envelope_number = any(${envelopes}) or lower(trim(d.email)) = any(${emails})
            or d.donor_key = any(${nameKeys}) or a.donor_key is not null)`,
  );
  const householdIds = texts(donorRows.flatMap((row) => row.household_id ?? []));
  const householdRows = await queryRows<{
    id: string;
    name: string;
    envelope_number: string | null;
    page_donor_id: string | null;
    member_ids: string[] | null;
  }>(
    tx,
    sql`select h.id, h.name, h.envelope_number,
          coalesce(h.primary_donor_id, (select min(m.donor_id::text)::uuid from household_members m where m.household_id = h.id))
            as page_donor_id,
          (select array_agg(m.donor_id::text) from household_members m where m.household_id = h.id and m.gives_jointly)
            as member_ids
        from households h
        where h.organization_id = ${organizationId}
          and (h.envelope_number = any(${envelopes}) or lower(regexp_replace(trim(h.name), '\\s+', ' ', 'g')) = any(${householdNames})
            or h.id::text = any(${householdIds}))`,
  );
  const campaignRows = await queryRows<{
    id: string;
    name: string;
    start_date: string;
    end_date: string;
    closed: boolean;
  }>(
    tx,
    sql`select id, name, start_date::text, end_date::text, closed_at is not null as closed from campaigns
        where organization_id = ${organizationId}
          and ${
            chosenCampaignId
              ? sql`id = ${chosenCampaignId}`
              : sql`lower(trim(name)) = any(${texts(read.rows.map((row) => campaignNameKey(row.campaign)))})`
          }`,
  );
  const pledgeRows = await queryRows<{
    campaign_id: string;
    donor_id: string | null;
    household_id: string | null;
  }>(
    tx,
    sql`select campaign_id, donor_id, household_id from pledges
        where organization_id = ${organizationId} and campaign_id::text = any(${texts(campaignRows.map((c) => c.id))})`,
  );

  const donors = new Map<string, DirectoryDonor>();
  const donorByEnvelope = new Map<string, string>();
  const donorsByEmail = new Map<string, string[]>();
  const donorByName = new Map<string, string>();
  for (const row of donorRows) {
    if (!donors.has(row.id)) {
      donors.set(row.id, {
        id: row.id,
        name: donorName({ firstName: row.first_name, lastName: row.last_name }),
        householdId: row.household_id,
      });
      if (row.envelope_number) donorByEnvelope.set(row.envelope_number, row.id);
      const email = emailKey(row.email);
      if (email) donorsByEmail.set(email, [...(donorsByEmail.get(email) ?? []), row.id]);
      donorByName.set(row.donor_key, row.id);
    }
    if (row.alias && !donorByName.has(row.alias)) donorByName.set(row.alias, row.id);
  }
  const households = new Map<string, DirectoryHousehold>();
  const householdByEnvelope = new Map<string, string>();
  const householdsByName = new Map<string, string[]>();
  for (const row of householdRows) {
    households.set(row.id, {
      id: row.id,
      name: row.name,
      envelope: row.envelope_number,
      pageDonorId: row.page_donor_id,
      memberIds: row.member_ids ?? [],
    });
    if (row.envelope_number) householdByEnvelope.set(row.envelope_number, row.id);
    const key = householdNameKey(row.name);
    householdsByName.set(key, [...(householdsByName.get(key) ?? []), row.id]);
  }
  const campaigns = new Map<string, ImportCampaign>(
    campaignRows.map((row) => [
      campaignNameKey(row.name),
      { id: row.id, name: row.name, startDate: row.start_date, endDate: row.end_date, closed: row.closed },
    ]),
  );
  const pledged = new Set(
    pledgeRows.map((row) =>
      row.household_id
        ? pledgeKey(row.campaign_id, 'household', row.household_id)
        : pledgeKey(row.campaign_id, 'donor', row.donor_id as string),
    ),
  );
  return {
    donors,
    households,
    donorByEnvelope,
    householdByEnvelope,
    donorsByEmail,
    donorByName,
    householdsByName,
    campaigns,
    pledged,
  };
}
