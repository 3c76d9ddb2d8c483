import type { BatchStatus, CashCount, GiftMethod } from '@steward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** A batch as the list and its page read it, with the names of the people on it. */
export interface BatchRow {
  id: string;
  name: string;
  received_date: string;
  deposit_date: string | null;
  bank_account: string | null;
  note: string | null;
  expected_count: number;
  expected_total_cents: number | string;
  expected_cash_cents: number | string | null;
  expected_check_cents: number | string | null;
  default_fund: string;
  default_method: GiftMethod;
  default_gift_date: string | null;
  status: BatchStatus;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  committed_by: string | null;
  committed_by_name: string | null;
  committed_at: Date | string | null;
  lone_commit: boolean;
  deposited_at: Date | string | null;
  exported_by: string | null;
  exported_by_name: string | null;
  exported_at: Date | string | null;
  first_committed_at: Date | string | null;
  reopen_requested_by: string | null;
  reopen_requested_by_name: string | null;
  reopen_requested_at: Date | string | null;
  reopen_request_reason: string | null;
  cash_count: CashCount | null;
}

/** The values a batch is created or edited with (open batches only). */
export interface BatchValues {
  name: string;
  receivedDate: string;
  depositDate: string | null;
  bankAccount: string | null;
  note: string | null;
  expectedCount: number;
  expectedTotalCents: number;
  expectedCashCents: number | null;
  expectedCheckCents: number | null;
  defaultFund: string;
  defaultMethod: GiftMethod;
  defaultGiftDate: string | null;
  cashCount: CashCount | null;
}

const personName = (column: string) =>
  sql.raw(`(select coalesce(nullif(trim(u.full_name), ''), u.email) from users u where u.id = b.${column})`);

const SELECT_BATCH = sql`select b.id, b.name, b.received_date::text as received_date,
    b.deposit_date::text as deposit_date, b.bank_account, b.note, b.expected_count,
    b.expected_total_cents, b.expected_cash_cents, b.expected_check_cents, b.default_fund,
    b.default_method, b.default_gift_date::text as default_gift_date, b.status,
    b.created_by, ${personName('created_by')} as created_by_name, b.created_at,
    b.committed_by, ${personName('committed_by')} as committed_by_name, b.committed_at, b.lone_commit,
    b.deposited_at, b.exported_by, ${personName('exported_by')} as exported_by_name, b.exported_at,
    b.first_committed_at, b.reopen_requested_by, ${personName('reopen_requested_by')} as reopen_requested_by_name,
    b.reopen_requested_at, b.reopen_request_reason, b.cash_count
  from contribution_batches b`;

/**
 * How a read takes the batch's row for the transaction: a state change (commit, reopen, deposit,
 * delete, adjustment) takes it alone, a gift saved shares it, so gifts saved at once by two members
 * never wait for each other, and a commit waits for the gifts being saved (and they for it) and
 * then sees their work.
 */
export type BatchLock = 'none' | 'share' | 'update';

/** The batch, or undefined. */
export async function findBatch(tx: Tx, organizationId: string, id: string, lock: BatchLock = 'none') {
  const locking = lock === 'update' ? sql`for update of b` : lock === 'share' ? sql`for share of b` : sql``;
  const [row] = await queryRows<BatchRow>(
    tx,
    sql`${SELECT_BATCH} where b.organization_id = ${organizationId} and b.id = ${id} ${locking}`,
  );
  return row;
}

/** One page of the organisation's batches, newest received first; `open` only for a counter. */
export async function listBatches(
  tx: Tx,
  organizationId: string,
  state: 'open' | 'committed' | 'all',
  page: number,
  pageSize: number,
) {
  const which: SQL =
    state === 'open'
      ? sql`and b.status = 'open'`
      : state === 'committed'
        ? sql`and b.status <> 'open'`
        : sql``;
  const rows = await queryRows<BatchRow>(
    tx,
    sql`${SELECT_BATCH} where b.organization_id = ${organizationId} ${which}
        order by b.received_date desc, b.created_at desc, b.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const [total] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from contribution_batches b where b.organization_id = ${organizationId} ${which}`,
  );
  return { rows, total: Number(total?.n ?? 0) };
}

function columns(values: BatchValues) {
  return sql`${values.name}, ${values.receivedDate}::date, ${values.depositDate}::date,
    ${values.bankAccount}, ${values.note}, ${values.expectedCount}, ${values.expectedTotalCents},
    ${values.expectedCashCents}, ${values.expectedCheckCents}, ${values.defaultFund},
    ${values.defaultMethod}, ${values.defaultGiftDate}::date,
    ${values.cashCount === null ? null : JSON.stringify(values.cashCount)}::jsonb`;
}

export async function insertBatch(tx: Tx, organizationId: string, createdBy: string, values: BatchValues) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into contribution_batches (organization_id, created_by, name, received_date, deposit_date,
          bank_account, note, expected_count, expected_total_cents, expected_cash_cents,
          expected_check_cents, default_fund, default_method, default_gift_date, cash_count)
        values (${organizationId}, ${createdBy}, ${columns(values)})
        returning id`,
  );
  return (row as { id: string }).id;
}

export async function updateBatch(tx: Tx, organizationId: string, id: string, values: BatchValues) {
  await tx.execute(sql`
    update contribution_batches set (name, received_date, deposit_date, bank_account, note,
      expected_count, expected_total_cents, expected_cash_cents, expected_check_cents, default_fund,
      default_method, default_gift_date, cash_count) = (${columns(values)}), updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

/** Deletes a batch; its gifts, allocations, presence and attachment links go with it (cascade). */
export async function deleteBatch(tx: Tx, organizationId: string, id: string) {
  await tx.execute(
    sql`delete from contribution_batches where organization_id = ${organizationId} and id = ${id}`,
  );
}

/**
 * Committed: on record from its first commit on, and whoever changed it before counts no more as
 * one of its enterers (they did not commit it; the next change makes them one again).
 */
export async function markCommitted(
  tx: Tx,
  organizationId: string,
  id: string,
  userId: string,
  loneCommit: boolean,
) {
  await tx.execute(sql`
    update contribution_batches set status = 'committed', committed_by = ${userId}, committed_at = now(),
      first_committed_at = coalesce(first_committed_at, now()), lone_commit = ${loneCommit},
      reopen_requested_by = null, reopen_requested_at = null, reopen_request_reason = null, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
  await tx.execute(sql`
    update batch_changers set since_commit = false
    where organization_id = ${organizationId} and batch_id = ${id}`);
}

export async function markDeposited(
  tx: Tx,
  organizationId: string,
  id: string,
  userId: string,
  depositDate: string,
) {
  await tx.execute(sql`
    update contribution_batches set status = 'deposited', deposit_date = ${depositDate}::date,
      deposited_by = ${userId}, deposited_at = now(), updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

/** Back to open: who committed it, the deposit and any waiting request to reopen no longer stand. */
export async function markReopened(tx: Tx, organizationId: string, id: string) {
  await tx.execute(sql`
    update contribution_batches set status = 'open', committed_by = null, committed_at = null,
      lone_commit = false, deposited_by = null, deposited_at = null, reopen_requested_by = null,
      reopen_requested_at = null, reopen_request_reason = null, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

/** An admin asks to reopen a deposited or exported batch; a second admin decides. */
export async function requestReopen(
  tx: Tx,
  organizationId: string,
  id: string,
  userId: string,
  reason: string,
) {
  await tx.execute(sql`
    update contribution_batches set reopen_requested_by = ${userId}, reopen_requested_at = now(),
      reopen_request_reason = ${reason}, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

export async function clearReopenRequest(tx: Tx, organizationId: string, id: string) {
  await tx.execute(sql`
    update contribution_batches set reopen_requested_by = null, reopen_requested_at = null,
      reopen_request_reason = null, updated_at = now()
    where organization_id = ${organizationId} and id = ${id}`);
}

/**
 * The member has the batch's grid open, or (`saved`) just saved a gift in it: the ping keeps the
 * presence, a saved gift also renews its activity.
 */
export async function touchPresence(
  tx: Tx,
  organizationId: string,
  batchId: string,
  userId: string,
  saved = false,
) {
  await tx.execute(sql`
    insert into batch_entry_presence (organization_id, batch_id, user_id, seen_at, arrived_at, last_saved_at)
    values (${organizationId}, ${batchId}, ${userId}, now(), now(), ${saved ? sql`now()` : sql`null`})
    on conflict (batch_id, user_id) do update set seen_at = now(),
      last_saved_at = ${saved ? sql`now()` : sql`batch_entry_presence.last_saved_at`}`);
}

export async function leavePresence(tx: Tx, organizationId: string, batchId: string, userId: string) {
  await tx.execute(sql`
    delete from batch_entry_presence
    where organization_id = ${organizationId} and batch_id = ${batchId} and user_id = ${userId}`);
}

/** Another member in the batch's grid: when they last saved a gift, and whether that is stale. */
export interface PresenceRow {
  id: string;
  name: string;
  last_saved_at: Date | string | null;
  /** When they last saved a gift, else opened the grid: their last activity. */
  active_at: Date | string;
  /** Their last activity is older than the window: they are there, but no longer entering. */
  stale: boolean;
}

/**
 * The other members whose grid pinged within the last `seconds`, longest there first. One whose
 * last activity (a saved gift, else opening the grid) is older than that is stale: the grid is
 * open, but no one is entering into it.
 */
export function othersEntering(
  tx: Tx,
  organizationId: string,
  batchId: string,
  userId: string,
  seconds: number,
) {
  const window = sql`now() - make_interval(secs => ${seconds})`;
  return queryRows<PresenceRow>(
    tx,
    sql`select u.id, coalesce(nullif(trim(u.full_name), ''), u.email) as name, p.last_saved_at,
          coalesce(p.last_saved_at, p.arrived_at) as active_at,
          coalesce(p.last_saved_at, p.arrived_at) <= ${window} as stale
        from batch_entry_presence p join users u on u.id = p.user_id
        where p.organization_id = ${organizationId} and p.batch_id = ${batchId} and p.user_id <> ${userId}
          and p.seen_at > ${window}
        order by p.arrived_at, u.id`,
  );
}

/** Whether the member is one of those who entered the most gifts of the batch (dual control). */
export async function enteredMost(tx: Tx, organizationId: string, batchId: string, userId: string) {
  const [row] = await queryRows<{ most: boolean }>(
    tx,
    sql`with counts as (
          select entered_by, count(*) as n from batch_gifts
          where organization_id = ${organizationId} and batch_id = ${batchId} and kind = 'entry'
            and entered_by is not null
          group by entered_by
        )
        select coalesce((select n from counts where entered_by = ${userId}) = (select max(n) from counts), false) as most`,
  );
  return row?.most === true;
}

/** Whether the member changed the batch beyond their own gifts since its last commit (batch_changers). */
export async function changedSinceCommit(tx: Tx, organizationId: string, batchId: string, userId: string) {
  const [row] = await queryRows<{ changed: boolean }>(
    tx,
    sql`select exists (
          select 1 from batch_changers
          where organization_id = ${organizationId} and batch_id = ${batchId} and user_id = ${userId}
            and since_commit
        ) as changed`,
  );
  return row?.changed === true;
}

/** The member changed the batch beyond their own gifts: one of its enterers until the next commit. */
export async function recordChanger(tx: Tx, organizationId: string, batchId: string, userId: string) {
  await tx.execute(sql`
    insert into batch_changers (organization_id, batch_id, user_id, changed_at, since_commit)
    values (${organizationId}, ${batchId}, ${userId}, now(), true)
    on conflict (batch_id, user_id) do update set changed_at = now(), since_commit = true`);
}

/** A hand of the batch: a member who entered gifts that are in it, or changed it. */
export interface HandRow {
  id: string;
  name: string;
  entered: number | string;
  since_commit: boolean | null;
  changed_at: Date | string | null;
}

/** Everyone who entered a gift of the batch or changed it, in the order they first took part. */
export function batchHands(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<HandRow>(
    tx,
    sql`with entered as (
          select entered_by as user_id, count(*) as n, min(entered_at) as first_at from batch_gifts
          where organization_id = ${organizationId} and batch_id = ${batchId} and kind = 'entry'
            and entered_by is not null
          group by entered_by
        ), changed as (
          select user_id, since_commit, changed_at from batch_changers
          where organization_id = ${organizationId} and batch_id = ${batchId}
        )
        select u.id, coalesce(nullif(trim(u.full_name), ''), u.email) as name, coalesce(e.n, 0) as entered,
          c.since_commit, c.changed_at
        from entered e full join changed c on c.user_id = e.user_id
        join users u on u.id = coalesce(e.user_id, c.user_id)
        order by least(e.first_at, c.changed_at), u.id`,
  );
}

/** Whether a second person must commit (giving_settings.dual_control; on until turned off). */
export async function dualControl(tx: Tx, organizationId: string) {
  const [row] = await queryRows<{ dual_control: boolean }>(
    tx,
    sql`select dual_control from giving_settings where organization_id = ${organizationId}`,
  );
  return row?.dual_control ?? true;
}

/** The images attached to the batch as a whole or to one of its gifts (Donor Data documents). */
export function batchAttachments(tx: Tx, organizationId: string, batchId: string) {
  return queryRows<{ documentId: string; name: string }>(
    tx,
    sql`select d.id as "documentId", d.name
        from documents d
        where d.organization_id = ${organizationId} and d.id in (
          select document_id from batch_attachments where organization_id = ${organizationId} and batch_id = ${batchId}
          union
          select image_document_id from batch_gifts
          where organization_id = ${organizationId} and batch_id = ${batchId} and image_document_id is not null
        )
        order by d.name, d.id`,
  );
}
