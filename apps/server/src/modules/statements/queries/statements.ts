import { householdName, type StatementRecipient, type StatementSettings } from '@steward/domain';
import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import {
  organizations,
  outbox,
  type StatementGiver,
  statementCopies,
  statementDocuments,
  statementRuns,
  statementSettings,
  users,
} from '@/db/schema';

export type { StatementGiver };

type Numeric = number | string;

export async function findSettings(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select()
    .from(statementSettings)
    .where(eq(statementSettings.organizationId, organizationId));
  return row;
}

/** The saved settings as a run keeps them, and as the settings page shows them. */
export function settingsOf(saved: typeof statementSettings.$inferSelect): StatementSettings {
  return {
    legalName: saved.legalName,
    ein: saved.ein,
    address: saved.address,
    phone: saved.phone,
    website: saved.website,
    signerName: saved.signerName,
    signerTitle: saved.signerTitle,
    message: saved.message,
    jointStatements: saved.jointStatements,
  };
}

export async function organizationForStatements(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ name: organizations.name, logoSvg: organizations.logoSvg })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function saveSettings(tx: Tx, values: Omit<typeof statementSettings.$inferInsert, 'updatedAt'>) {
  await tx
    .insert(statementSettings)
    .values(values)
    .onConflictDoUpdate({
      target: statementSettings.organizationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export interface RunDonorFilter {
  organizationId: string;
  start: string;
  end: string;
  minTotalCents: number | null;
  donorId: string | null;
  /** A household's joint members get one statement together (the statement settings). */
  jointStatements: boolean;
}

/**
 * A joint statement's givers, for household `h` of the query's `joint` members (in the order they
 * joined): what statement_documents.givers holds. Null for a person's own statement.
 */
const JOINT_GIVERS = sql`case when h.id is not null then (
    select jsonb_agg(jsonb_build_object('donorId', j.donor_id, 'firstName', m.first_name,
        'lastName', m.last_name, 'email', m.email)
      order by j.joined_at, j.donor_id)
    from joint j join donors m on m.id = j.donor_id where j.household_id = h.id
  ) end`;

/** What the insert of a run's statements returns of each, for completeJointStatements. */
interface InsertedStatement {
  donor_id: string;
  email: string | null;
  givers: StatementGiver[] | null;
  named_after_givers: boolean | null;
}

/** The address columns of donor `d` as a statement prints them, one line per line. */
const addressOf = (d: string) =>
  sql.raw(`nullif(concat_ws(E'\\n', nullif(${d}.address_line1, ''), nullif(${d}.address_line2, ''),
    nullif(concat_ws(' ', nullif(concat_ws(', ', nullif(${d}.city, ''), nullif(${d}.region, '')), ''), nullif(${d}.postal_code, '')), ''),
    nullif(${d}.country, '')), '')`);

/**
 * Creates the run's statements: one per donor who gave in the period (and the filter), with the
 * donor's name, email, postal code and address as they are now. A donor's total is their gifts
 * less their refunds of the period; a refund alone makes no statement. With joint statements, the
 * joint members of a household (two or more who give jointly) have one statement together: its
 * owner's (the primary member when they give jointly, else the first to join), named and addressed
 * as the household, with the gifts and refunds of all of them and the givers listed; a member who
 * opted out keeps their own. The filter's minimum and one donor apply to that statement. Returns
 * how many.
 */
export async function insertRunDocuments(tx: Tx, runId: string, filter: RunDonorFilter) {
  const org = filter.organizationId;
  const joint = filter.jointStatements
    ? sql`select m.donor_id, m.household_id,
          first_value(m.donor_id) over (partition by m.household_id
            order by (m.donor_id = h.primary_donor_id) desc, m.joined_at, m.donor_id) as owner,
          count(*) over (partition by m.household_id) as members, m.joined_at
        from household_members m join households h on h.id = m.household_id
        where m.organization_id = ${org} and m.gives_jointly`
    : sql`select null::uuid as donor_id, null::uuid as household_id, null::uuid as owner, 0 as members,
          null::timestamptz as joined_at where false`;
  // One donor's run: their statement's givers only (a joint member's is their household's).
  const chosen = filter.donorId
    ? sql`and (x.donor_id = (select id from chosen)
          or x.donor_id in (select donor_id from joint where owner = (select id from chosen)))`
    : sql``;
  const atLeast =
    filter.minTotalCents !== null
      ? sql`where g.total - coalesce(r.total, 0) >= ${filter.minTotalCents}`
      : sql``;
  const rows = await queryRows<InsertedStatement>(
    tx,
    sql`with joint as (
          select * from (${joint}) j where members >= 2
        ), chosen as (
          select coalesce((select owner from joint where donor_id = ${filter.donorId}), ${filter.donorId}::uuid) as id
        ), gifts as (
          select coalesce(j.owner, x.donor_id) as statement, sum(x.amount_cents) as total, count(*) as gifts
          from donations x left join joint j on j.donor_id = x.donor_id
          where x.organization_id = ${org} and x.gift_date between ${filter.start} and ${filter.end} ${chosen}
          group by 1
        ), refunded as (
          select coalesce(j.owner, x.donor_id) as statement, sum(x.amount_cents) as total
          from donor_refunds x left join joint j on j.donor_id = x.donor_id
          where x.organization_id = ${org} and x.refund_date between ${filter.start} and ${filter.end} ${chosen}
          group by 1
        ), giving as (
          select g.statement, g.total - coalesce(r.total, 0) as total, g.gifts
          from gifts g left join refunded r on r.statement = g.statement
          ${atLeast}
        ), inserted as (
          insert into statement_documents
            (run_id, organization_id, donor_id, donor_name, email, postal_code, address, total_cents, gift_count,
             household_id, givers)
          select ${runId}, ${org}, d.id, coalesce(h.name, trim(d.first_name || ' ' || d.last_name)),
            coalesce(d.email, (select m.email from joint j join donors m on m.id = j.donor_id
              where j.household_id = h.id and m.email is not null order by j.joined_at, j.donor_id limit 1)),
            coalesce(p.postal_code, d.postal_code), coalesce(${addressOf('p')}, ${addressOf('d')}),
            g.total, g.gifts, h.id,
            ${JOINT_GIVERS}
          from giving g join donors d on d.id = g.statement and d.organization_id = ${org}
          left join households h on h.id = (select household_id from joint where owner = g.statement limit 1)
          left join donors p on p.id = h.primary_donor_id
          returning donor_id, email, givers, household_id
        ) select i.donor_id, i.email, i.givers, h.name_chosen is false as named_after_givers
          from inserted i left join households h on h.id = i.household_id`,
  );
  const jointStatements = rows.filter((row) => row.givers !== null);
  if (jointStatements.length > 0) await completeJointStatements(tx, runId, org, jointStatements);
  return rows.length;
}

/**
 * Creates a pledge statement run's statements: one per pledge of the campaign started by `asOf`,
 * with its pledger's name, email, postal code and address as they are now. A household's is its
 * joint members' together, as a joint statement (its owner the primary member when they give
 * jointly, else the first to join; never a member with a pledge of their own to the campaign, whose
 * statement is theirs), its givers listed; a household with no joint member left has none. Totals
 * are written as each statement is made. Returns how many.
 */
export async function insertPledgeRunDocuments(
  tx: Tx,
  runId: string,
  organizationId: string,
  campaignId: string,
  asOf: string,
) {
  const org = organizationId;
  const rows = await queryRows<InsertedStatement>(
    tx,
    sql`with p as (
          select p.id, p.donor_id, p.household_id from pledges p
          where p.organization_id = ${org} and p.campaign_id = ${campaignId} and p.start_date <= ${asOf}
        ), joint as (
          select m.household_id, m.donor_id, m.joined_at,
            first_value(m.donor_id) over (partition by m.household_id
              order by (m.donor_id = h.primary_donor_id) desc, m.joined_at, m.donor_id) as owner
          from household_members m join households h on h.id = m.household_id
          where m.organization_id = ${org} and m.gives_jointly
            and m.household_id in (select household_id from p)
            and not exists (select 1 from p own where own.donor_id = m.donor_id)
        ), statement as (
          select p.id as pledge_id, coalesce(p.donor_id, (select j.owner from joint j where j.household_id = p.household_id limit 1))
            as donor_id, p.household_id
          from p
        ), inserted as (
          insert into statement_documents
            (run_id, organization_id, donor_id, pledge_id, donor_name, email, postal_code, address, total_cents,
             gift_count, household_id, givers)
          select ${runId}, ${org}, d.id, s.pledge_id, coalesce(h.name, trim(d.first_name || ' ' || d.last_name)),
            coalesce(d.email, (select m.email from joint j join donors m on m.id = j.donor_id
              where j.household_id = h.id and m.email is not null order by j.joined_at, j.donor_id limit 1)),
            coalesce(pd.postal_code, d.postal_code), coalesce(${addressOf('pd')}, ${addressOf('d')}),
            0, 0, h.id,
            ${JOINT_GIVERS}
          from statement s join donors d on d.id = s.donor_id and d.organization_id = ${org}
          left join households h on h.id = s.household_id
          left join household_members pm on pm.household_id = h.id and pm.donor_id = h.primary_donor_id and pm.gives_jointly
          left join donors pd on pd.id = pm.donor_id
          on conflict (run_id, donor_id) do nothing
          returning donor_id, email, givers, household_id
        ) select i.donor_id, i.email, i.givers, h.name_chosen is false as named_after_givers
          from inserted i left join households h on h.id = i.household_id`,
  );
  const jointStatements = rows.filter((row) => row.givers !== null);
  if (jointStatements.length > 0) await completeJointStatements(tx, runId, org, jointStatements);
  return rows.length;
}

/**
 * What a joint statement needs beyond its row: a household named after its members is named
 * after the joint ones ("John and Mary Smith", not "John, Mary and Sam Smith" when Sam files
 * separately), and each joint member's address other than the statement's own gets a copy.
 */
async function completeJointStatements(
  tx: Tx,
  runId: string,
  organizationId: string,
  statements: InsertedStatement[],
) {
  const names: { id: string; name: string }[] = [];
  const copies: { donor: string; recipient: string; email: string }[] = [];
  for (const statement of statements) {
    const givers = statement.givers ?? [];
    if (statement.named_after_givers) names.push({ id: statement.donor_id, name: householdName(givers) });
    const taken = new Set(statement.email ? [statement.email.toLowerCase()] : []);
    for (const giver of givers) {
      if (!giver.email || taken.has(giver.email.toLowerCase())) continue;
      taken.add(giver.email.toLowerCase());
      copies.push({ donor: statement.donor_id, recipient: giver.donorId, email: giver.email });
    }
  }
  if (names.length > 0)
    await tx.execute(sql`update statement_documents s set donor_name = v.name
      from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as v(id uuid, name text)
      where s.run_id = ${runId} and s.donor_id = v.id`);
  if (copies.length > 0)
    await tx.execute(sql`insert into statement_copies (run_id, organization_id, donor_id, recipient_id, email)
      select ${runId}, ${organizationId}, v.donor, v.recipient, v.email
      from jsonb_to_recordset(${JSON.stringify(copies)}::jsonb) as v(donor uuid, recipient uuid, email text)`);
}

/**
 * The household a donor's joint statement would be made for, as a run makes it: the donor gives
 * jointly with at least one other member. Its joint members in the run's order; null otherwise.
 */
export async function jointStatementOf(tx: Tx, organizationId: string, donorId: string) {
  const [row] = await queryRows<{
    name: string;
    name_chosen: boolean;
    primary_donor_id: string | null;
    givers: StatementGiver[];
  }>(
    tx,
    sql`select h.name, h.name_chosen, h.primary_donor_id,
          jsonb_agg(jsonb_build_object('donorId', m.donor_id, 'firstName', d.first_name,
              'lastName', d.last_name, 'email', d.email)
            order by m.joined_at, m.donor_id) as givers
        from household_members self
        join households h on h.id = self.household_id
        join household_members m on m.household_id = h.id and m.gives_jointly
        join donors d on d.id = m.donor_id
        where self.organization_id = ${organizationId} and self.donor_id = ${donorId} and self.gives_jointly
        group by h.id
        having count(*) >= 2`,
  );
  return row;
}

export async function insertRun(tx: Tx, values: typeof statementRuns.$inferInsert) {
  const [row] = await tx.insert(statementRuns).values(values).returning({ id: statementRuns.id });
  if (!row) throw new Error('statement run insert returned nothing');
  return row.id;
}

export async function setDonorCount(tx: Tx, runId: string, donorCount: number) {
  await tx.update(statementRuns).set({ donorCount }).where(eq(statementRuns.id, runId));
}

const runColumns = {
  id: statementRuns.id,
  createdAt: statementRuns.createdAt,
  // Who made it, by name as the header shows people (the email when they gave none).
  createdBy: sql<string | null>`coalesce(${users.fullName}, ${users.email})`,
  periodStart: statementRuns.periodStart,
  periodEnd: statementRuns.periodEnd,
  selection: statementRuns.selection,
  minTotalCents: statementRuns.minTotalCents,
  status: statementRuns.status,
  settings: statementRuns.settings,
  campaignId: statementRuns.campaignId,
  campaignName: statementRuns.campaignName,
  letter: statementRuns.letter,
  /** One of its statements has an outbox message: the run was emailed, and stays as the record. */
  emailed: sql<boolean>`(exists (select 1 from ${statementDocuments}
    where ${statementDocuments.runId} = ${statementRuns.id} and ${statementDocuments.outboxId} is not null)
    or exists (select 1 from ${statementCopies}
    where ${statementCopies.runId} = ${statementRuns.id} and ${statementCopies.outboxId} is not null))`,
  donorCount: statementRuns.donorCount,
  donorsDone: statementRuns.donorsDone,
  combinedKey: statementRuns.combinedKey,
  error: statementRuns.error,
};

export type RunRow = Awaited<ReturnType<typeof listRuns>>[number];

export function listRuns(tx: Tx, organizationId: string, limit: number) {
  return tx
    .select(runColumns)
    .from(statementRuns)
    .leftJoin(users, eq(users.id, statementRuns.createdBy))
    .where(eq(statementRuns.organizationId, organizationId))
    .orderBy(desc(statementRuns.createdAt))
    .limit(limit);
}

export async function findRun(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select(runColumns)
    .from(statementRuns)
    .leftJoin(users, eq(users.id, statementRuns.createdBy))
    .where(and(eq(statementRuns.organizationId, organizationId), eq(statementRuns.id, id)));
  return row;
}

/**
 * Locks the run's row until the transaction ends: `update` to delete it, `share` to email it, so a
 * run is never deleted while its statements are being queued, nor emailed once it is deleted.
 */
export async function lockRun(tx: Tx, organizationId: string, id: string, mode: 'update' | 'share') {
  const [row] = await tx
    .select({ id: statementRuns.id })
    .from(statementRuns)
    .where(and(eq(statementRuns.organizationId, organizationId), eq(statementRuns.id, id)))
    .for(mode);
  return row !== undefined;
}

/** The run's stored files: each statement's PDF and the combined one. */
export async function runStorageKeys(tx: Tx, organizationId: string, runId: string) {
  const [run] = await tx
    .select({ combinedKey: statementRuns.combinedKey })
    .from(statementRuns)
    .where(and(eq(statementRuns.organizationId, organizationId), eq(statementRuns.id, runId)));
  const statements = await tx
    .select({ storageKey: statementDocuments.storageKey })
    .from(statementDocuments)
    .where(and(eq(statementDocuments.organizationId, organizationId), eq(statementDocuments.runId, runId)));
  return [run?.combinedKey, ...statements.map((row) => row.storageKey)].filter((key): key is string =>
    Boolean(key),
  );
}

/** Deletes the run; its statements go with it (foreign key cascade). */
export async function deleteRun(tx: Tx, organizationId: string, runId: string) {
  await tx
    .delete(statementRuns)
    .where(and(eq(statementRuns.organizationId, organizationId), eq(statementRuns.id, runId)));
}

/**
 * A statement's email state, read from its outbox row at every ask (sent only once the mail server
 * accepted it; local: kept in the outbox without SMTP, not sent), or failed without one when its
 * address could not take a message.
 */
const emailStateOf = (row: typeof statementDocuments | typeof statementCopies) =>
  sql<StatementRecipient['emailState']>`case
    when ${row.email} is null then 'no-email'
    when ${row.outboxId} is null and ${row.emailError} is not null then 'failed'
    when ${row.outboxId} is null then 'not-sent'
    when ${outbox.status} = 'sent' then 'sent'
    when ${outbox.status} = 'local' then 'outbox'
    when ${outbox.status} = 'failed' then 'failed'
    else 'queued' end`;
const emailState = emailStateOf(statementDocuments);

/**
 * How many statements of each run are in each email state, and how many could not be made
 * (`not-made`: they have no email state, having nothing to send).
 */
export async function emailCounts(tx: Tx, organizationId: string, runIds: string[]) {
  if (runIds.length === 0) return new Map<string, Record<string, number>>();
  const state = sql<string>`case when ${statementDocuments.renderError} is not null then 'not-made' else ${emailState} end`;
  const rows = await tx
    .select({ runId: statementDocuments.runId, state, n: sql<Numeric>`count(*)` })
    .from(statementDocuments)
    .leftJoin(outbox, eq(outbox.id, statementDocuments.outboxId))
    .where(
      and(eq(statementDocuments.organizationId, organizationId), inArray(statementDocuments.runId, runIds)),
    )
    .groupBy(statementDocuments.runId, state);
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const run = counts.get(row.runId) ?? {};
    run[row.state] = Number(row.n);
    counts.set(row.runId, run);
  }
  return counts;
}

const recipientColumns = {
  donorId: statementDocuments.donorId,
  donorName: statementDocuments.donorName,
  givers: statementDocuments.givers,
  email: statementDocuments.email,
  postalCode: statementDocuments.postalCode,
  address: statementDocuments.address,
  hasAddress: sql<boolean>`${statementDocuments.address} is not null`,
  totalCents: statementDocuments.totalCents,
  giftCount: statementDocuments.giftCount,
  storageKey: statementDocuments.storageKey,
  sizeBytes: statementDocuments.sizeBytes,
  renderError: statementDocuments.renderError,
  emailState,
  emailError: sql<string | null>`coalesce(${outbox.lastError}, ${statementDocuments.emailError})`,
};

export type RecipientRow = Awaited<ReturnType<typeof findRecipient>> & {};

/** Postal-code order (the printing order), then name. */
const printingOrder = [
  sql`${statementDocuments.postalCode} nulls last`,
  asc(statementDocuments.donorName),
  asc(statementDocuments.donorId),
];

export async function recipientPage(
  tx: Tx,
  organizationId: string,
  runId: string,
  page: { limit: number; offset: number; noEmail: boolean },
) {
  const where = and(
    eq(statementDocuments.organizationId, organizationId),
    eq(statementDocuments.runId, runId),
    page.noEmail ? isNull(statementDocuments.email) : undefined,
  );
  const rows = await tx
    .select({ ...recipientColumns, total: sql<Numeric>`count(*) over ()` })
    .from(statementDocuments)
    .leftJoin(outbox, eq(outbox.id, statementDocuments.outboxId))
    .where(where)
    .orderBy(...printingOrder)
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findRecipient(tx: Tx, organizationId: string, runId: string, donorId: string) {
  const [row] = await tx
    .select(recipientColumns)
    .from(statementDocuments)
    .leftJoin(outbox, eq(outbox.id, statementDocuments.outboxId))
    .where(
      and(
        eq(statementDocuments.organizationId, organizationId),
        eq(statementDocuments.runId, runId),
        eq(statementDocuments.donorId, donorId),
      ),
    );
  return row;
}

/** The run's stored statements in printing order, a page at a time after `after` (for the ZIP). */
export function storedStatements(tx: Tx, organizationId: string, runId: string) {
  return tx
    .select({
      donorId: statementDocuments.donorId,
      donorName: statementDocuments.donorName,
      storageKey: statementDocuments.storageKey,
    })
    .from(statementDocuments)
    .where(and(eq(statementDocuments.organizationId, organizationId), eq(statementDocuments.runId, runId)))
    .orderBy(...printingOrder);
}

/** A message to (re)send: never queued, failed, or, with a mail server now, only kept locally. */
const notSentYet = (row: typeof statementDocuments | typeof statementCopies, withMailServer: boolean) =>
  or(
    isNull(row.outboxId),
    eq(outbox.status, 'failed'),
    withMailServer ? eq(outbox.status, 'local') : undefined,
  );

/** A message queued (its outbox row), or refused before it was (why). */
const emailValues = (email: { outboxId: string } | { error: string }) =>
  'outboxId' in email
    ? { outboxId: email.outboxId, emailError: null }
    : { outboxId: null, emailError: email.error };

/**
 * Statements with an email address whose email was never queued, or failed (resend: one donor);
 * with a mail server, also those only kept in the local outbox before it was set up.
 */
export function statementsToEmail(
  tx: Tx,
  organizationId: string,
  runId: string,
  donorId: string | null,
  withMailServer: boolean,
) {
  return tx
    .select(recipientColumns)
    .from(statementDocuments)
    .leftJoin(outbox, eq(outbox.id, statementDocuments.outboxId))
    .where(
      and(
        eq(statementDocuments.organizationId, organizationId),
        eq(statementDocuments.runId, runId),
        donorId ? eq(statementDocuments.donorId, donorId) : notSentYet(statementDocuments, withMailServer),
      ),
    )
    .orderBy(...printingOrder);
}

/** The statement's email: queued (its outbox row), or refused before it was (why). */
export async function setEmail(
  tx: Tx,
  organizationId: string,
  runId: string,
  donorId: string,
  email: { outboxId: string } | { error: string },
) {
  await tx
    .update(statementDocuments)
    .set(emailValues(email))
    .where(
      and(
        eq(statementDocuments.organizationId, organizationId),
        eq(statementDocuments.runId, runId),
        eq(statementDocuments.donorId, donorId),
      ),
    );
}

/** The joint statements' copies of a run (or of one statement) with each one's email state. */
export function statementCopiesOf(tx: Tx, organizationId: string, runId: string, donorIds: string[]) {
  if (donorIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      donorId: statementCopies.donorId,
      recipientId: statementCopies.recipientId,
      email: statementCopies.email,
      emailState: emailStateOf(statementCopies),
      emailError: sql<string | null>`coalesce(${outbox.lastError}, ${statementCopies.emailError})`,
    })
    .from(statementCopies)
    .leftJoin(outbox, eq(outbox.id, statementCopies.outboxId))
    .where(
      and(
        eq(statementCopies.organizationId, organizationId),
        eq(statementCopies.runId, runId),
        inArray(statementCopies.donorId, donorIds),
      ),
    );
}

/**
 * The copies to send, as `statementsToEmail` chooses statements: never queued, failed, or (with a
 * mail server) only kept in the local outbox; every copy of one statement sent again. Only of
 * statements that were made.
 */
export function copiesToEmail(
  tx: Tx,
  organizationId: string,
  runId: string,
  donorId: string | null,
  withMailServer: boolean,
) {
  return tx
    .select({
      donorId: statementCopies.donorId,
      recipientId: statementCopies.recipientId,
      email: statementCopies.email,
      donorName: statementDocuments.donorName,
      storageKey: statementDocuments.storageKey,
      sizeBytes: statementDocuments.sizeBytes,
    })
    .from(statementCopies)
    .innerJoin(
      statementDocuments,
      and(
        eq(statementDocuments.runId, statementCopies.runId),
        eq(statementDocuments.donorId, statementCopies.donorId),
      ),
    )
    .leftJoin(outbox, eq(outbox.id, statementCopies.outboxId))
    .where(
      and(
        eq(statementCopies.organizationId, organizationId),
        eq(statementCopies.runId, runId),
        isNull(statementDocuments.renderError),
        donorId ? eq(statementCopies.donorId, donorId) : notSentYet(statementCopies, withMailServer),
      ),
    );
}

/** A copy's email: queued (its outbox row), or refused before it was (why). */
export async function setCopyEmail(
  tx: Tx,
  organizationId: string,
  copy: { runId: string; donorId: string; recipientId: string },
  email: { outboxId: string } | { error: string },
) {
  await tx
    .update(statementCopies)
    .set(emailValues(email))
    .where(
      and(
        eq(statementCopies.organizationId, organizationId),
        eq(statementCopies.runId, copy.runId),
        eq(statementCopies.donorId, copy.donorId),
        eq(statementCopies.recipientId, copy.recipientId),
      ),
    );
}

// --- The generator's side: runs as the table owner, across organisations, like the text reader.

export interface ClaimedRun {
  id: string;
  organizationId: string;
  claim: string;
  attempts: number;
  periodStart: string;
  periodEnd: string;
  settings: StatementSettings | null;
  /** A pledge statement run's campaign and its name as it was; null: a giving statement run. */
  campaignId: string | null;
  campaignName: string | null;
}

/** Claims the oldest run waiting (or whose worker's lease ran out) for `leaseSeconds`. */
export async function claimNextRun(db: Db, leaseSeconds: number): Promise<ClaimedRun | undefined> {
  const due = db
    .select({ id: statementRuns.id })
    .from(statementRuns)
    .where(
      or(
        eq(statementRuns.status, 'queued'),
        and(eq(statementRuns.status, 'generating'), lte(statementRuns.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(statementRuns.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(statementRuns)
    .set({
      status: 'generating',
      claim: sql`gen_random_uuid()`,
      attempts: sql`${statementRuns.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(statementRuns.id, due))
    .returning({
      id: statementRuns.id,
      organizationId: statementRuns.organizationId,
      claim: statementRuns.claim,
      attempts: statementRuns.attempts,
      periodStart: statementRuns.periodStart,
      periodEnd: statementRuns.periodEnd,
      settings: statementRuns.settings,
      campaignId: statementRuns.campaignId,
      campaignName: statementRuns.campaignName,
    });
  if (!claimed?.claim) return undefined;
  return { ...claimed, claim: claimed.claim };
}

const holds = (run: ClaimedRun): SQL =>
  and(
    eq(statementRuns.id, run.id),
    eq(statementRuns.claim, run.claim),
    eq(statementRuns.status, 'generating'),
  ) as SQL;

/**
 * Renews the lease and records progress (statements made or given up); false when the claim was
 * lost (another worker took it).
 */
export async function recordRunProgress(db: Db, run: ClaimedRun, leaseSeconds: number) {
  const rows = await db
    .update(statementRuns)
    .set({
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      donorsDone: sql`(select count(*) from ${statementDocuments} where ${statementDocuments.runId} = ${run.id}
        and (${statementDocuments.storageKey} is not null or ${statementDocuments.renderError} is not null))`,
    })
    .where(holds(run))
    .returning({ id: statementRuns.id });
  return rows.length > 0;
}

/** Done: with the combined PDF, or without it and why (`printError`, null when none was to make). */
export async function finishRun(
  db: Db,
  run: ClaimedRun,
  combined: { key: string } | { printError: string | null },
) {
  const rows = await db
    .update(statementRuns)
    .set({
      status: 'done',
      combinedKey: 'key' in combined ? combined.key : null,
      error: 'key' in combined ? null : combined.printError,
      leaseUntil: null,
      claim: null,
      finishedAt: sql`now()`,
      donorsDone: statementRuns.donorCount,
    })
    .where(holds(run))
    .returning({ id: statementRuns.id });
  return rows.length > 0;
}

export async function failRun(db: Db, run: ClaimedRun, error: string) {
  await db
    .update(statementRuns)
    .set({ status: 'failed', error, leaseUntil: null, claim: null, finishedAt: sql`now()` })
    .where(holds(run));
}

/** Gives a run back to the queue after a fault outside it (storage down), to be tried again later. */
export async function releaseRun(db: Db, run: ClaimedRun, afterSeconds: number) {
  await db
    .update(statementRuns)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${afterSeconds})`, claim: null })
    .where(holds(run));
}

/** The next statements of the run still to make (neither made nor given up). */
export function pendingStatements(db: Db, runId: string, limit: number) {
  return db
    .select({
      donorId: statementDocuments.donorId,
      donorName: statementDocuments.donorName,
      address: statementDocuments.address,
      givers: statementDocuments.givers,
      pledgeId: statementDocuments.pledgeId,
    })
    .from(statementDocuments)
    .where(
      and(
        eq(statementDocuments.runId, runId),
        isNull(statementDocuments.storageKey),
        isNull(statementDocuments.renderError),
      ),
    )
    .orderBy(statementDocuments.donorId)
    .limit(limit);
}

/** The run's statements that were made, in printing order, a page at a time. */
export function statementsInPrintingOrder(db: Db, runId: string) {
  return db
    .select({
      donorId: statementDocuments.donorId,
      donorName: statementDocuments.donorName,
      address: statementDocuments.address,
      givers: statementDocuments.givers,
      pledgeId: statementDocuments.pledgeId,
    })
    .from(statementDocuments)
    .where(and(eq(statementDocuments.runId, runId), isNull(statementDocuments.renderError)))
    .orderBy(...printingOrder);
}

/** The statement could not be made: the run goes on without it. */
export async function failStatement(db: Db, runId: string, donorId: string, reason: string) {
  await db
    .update(statementDocuments)
    .set({ renderError: reason })
    .where(and(eq(statementDocuments.runId, runId), eq(statementDocuments.donorId, donorId)));
}

export async function saveStatement(
  db: Db,
  runId: string,
  donorId: string,
  values: { storageKey: string; sizeBytes: number; totalCents: number; giftCount: number },
) {
  await db
    .update(statementDocuments)
    .set(values)
    .where(and(eq(statementDocuments.runId, runId), eq(statementDocuments.donorId, donorId)));
}

/**
 * The gifts and refunds of these donors in the period, oldest first (on one day the gifts first);
 * a refund's amount is negative.
 */
export async function giftsInPeriod(
  db: Db | Tx,
  organizationId: string,
  donorIds: string[],
  start: string,
  end: string,
) {
  if (donorIds.length === 0) return [];
  const donorList = sql.join(
    donorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<{ donor_id: string; gift_date: string; fund: string; amount_cents: Numeric }>(
    db,
    sql`select donor_id, gift_date, fund, amount_cents from (
          select donor_id, gift_date::text as gift_date, fund, amount_cents from donations
          where organization_id = ${organizationId} and donor_id in (${donorList})
            and gift_date between ${start} and ${end}
          union all
          select donor_id, refund_date::text, fund, -amount_cents from donor_refunds
          where organization_id = ${organizationId} and donor_id in (${donorList})
            and refund_date between ${start} and ${end}
        ) lines
        order by donor_id, gift_date, amount_cents < 0, fund, abs(amount_cents)`,
  );
}
