import {
  averageDollars,
  type BatchAdjustment,
  type BatchDetail,
  type BatchFigures,
  type BatchGift,
  type BatchSummary,
  batchState,
  centsToDollars,
  type DonorImportPreview,
  type DonorImportRecord,
  type DonorImportSummary,
  type DonorSummary,
  DROP_REASON_LABELS,
  donorFrequency,
  type GiftWarning,
  mailingAddress,
  mappingProblems,
  rowProblemLabel,
} from '@steward/domain';
import type { ParsedFile } from './parse-file';
import type { AdjustmentRow } from './queries/batch-adjustments';
import type { GiftRow } from './queries/batch-gifts';
import type { BatchRow, HandRow, PresenceRow } from './queries/batches';
import type { ImportReport, MergedImportRow } from './queries/donor-imports';
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

/** The rows a read of the file left out, each reason with the words the screens show. */
export function labelledDrops(parsed: ImportReport): DonorImportPreview['dropped'] {
  return parsed.dropped.map((entry) => ({ ...entry, label: DROP_REASON_LABELS[entry.reason] }));
}

/** What was wrong with values of the file's rows, each problem with the words the screens show. */
export function labelledProblems(parsed: ImportReport): DonorImportPreview['rowProblems'] {
  return parsed.rowProblems.map((entry) => ({ ...entry, label: rowProblemLabel(entry) }));
}

/** Spec 001 §2 Upload Data preview: what a merge of this file would do. */
export function toPreview(
  importId: string,
  fileName: string,
  parsed: ParsedFile,
  handEntered: DonorImportPreview['handEntered'],
  funds: DonorImportPreview['funds'],
): DonorImportPreview {
  const problems = mappingProblems(parsed.mapping);
  return {
    importId,
    fileName,
    headers: parsed.headers,
    mapping: parsed.mapping,
    problems,
    rowsRead: parsed.rowsRead,
    rowsKept: parsed.rowsKept,
    refunds: parsed.refunds,
    dropped: labelledDrops(parsed),
    rowProblems: labelledProblems(parsed),
    sample: parsed.sample.map((record) => ({
      line: record.line,
      firstName: record.firstName,
      lastName: record.lastName,
      email: record.email,
      phone: record.phone,
      amount: centsToDollars(record.amountCents),
      date: record.date,
      fund: record.fund,
      externalId: record.externalId,
      address: mailingAddress(record),
    })),
    handEntered: { count: handEntered.count, rows: handEntered.rows },
    funds,
    // Rows entered by hand wait for the admin's choice (leave them out or include them), and so do
    // new funds while the list has funds they could be mapped onto instead.
    canMergeDirectly:
      problems.length === 0 &&
      parsed.rowsKept > 0 &&
      handEntered.count === 0 &&
      funds.problem === null &&
      (funds.added.length === 0 || funds.choices.length === 0),
  };
}

/** Spec 001 §3 Upload history entry, with who merged it, what it added and whether it was undone. */
export function toHistoryItem(row: MergedImportRow): DonorImportSummary {
  return {
    id: row.id,
    date: (row.mergedAt ?? row.createdAt).toISOString(),
    fileName: row.fileName,
    source: row.source,
    mergedBy: row.mergedByName,
    recordsProcessed: row.recordsProcessed ?? 0,
    recordsAdded: row.recordsAdded ?? 0,
    totalRecords: row.totalRecords ?? 0,
    donorsAdded: row.donorsAdded,
    refundsAdded: row.refundsAdded,
    undone: row.undoneAt ? { date: row.undoneAt.toISOString(), by: row.undoneByName } : null,
  };
}

/** One merge's record: the history entry, the rows it left out and why, and what depends on it. */
export function toImportRecord(row: MergedImportRow, dependents: string[]): DonorImportRecord {
  // A merge before the report was kept left nothing to show.
  const report = (row.report as ImportReport | null) ?? { dropped: [], rowProblems: [] };
  return {
    ...toHistoryItem(row),
    giftDonors: row.giftDonors,
    dropped: labelledDrops(report),
    rowProblems: labelledProblems(report),
    dependents,
  };
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const centsOrNull = (value: number | string | null) => (value === null ? null : Number(value));
/**
 * A sum of stored cents as an exact number: no row stored before the amount limits may make a
 * batch page unreadable (queries/batch-figures.ts's exactCents, for the sums made in SQL).
 */
const exactCents = (cents: number) =>
  Math.min(Math.max(cents, -Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** A contribution batch with its figures against the count sheet and the state it shows. */
export function toBatchSummary(row: BatchRow, figures: BatchFigures): BatchSummary {
  return {
    id: row.id,
    name: row.name,
    receivedDate: row.received_date,
    depositDate: row.deposit_date,
    bankAccount: row.bank_account,
    note: row.note,
    state: batchState(row.status, figures),
    expectedCount: Number(row.expected_count),
    expectedTotalCents: Number(row.expected_total_cents),
    expectedCashCents: centsOrNull(row.expected_cash_cents),
    expectedCheckCents: centsOrNull(row.expected_check_cents),
    defaultFund: row.default_fund,
    defaultMethod: row.default_method,
    defaultGiftDate: row.default_gift_date,
    figures,
    createdBy: person(row.created_by, row.created_by_name),
    createdAt: iso(row.created_at),
    committedBy: person(row.committed_by, row.committed_by_name),
    committedAt: isoOrNull(row.committed_at),
    loneCommit: row.lone_commit,
    depositedAt: isoOrNull(row.deposited_at),
    exportedBy: person(row.exported_by, row.exported_by_name),
    exportedAt: isoOrNull(row.exported_at),
    firstCommittedAt: isoOrNull(row.first_committed_at),
    cashCount: row.cash_count,
  };
}

/** Another member in the batch's grid. */
export function toBatchPresence(row: PresenceRow): BatchDetail['entering'][number] {
  return { id: row.id, name: row.name, lastSavedAt: isoOrNull(row.last_saved_at), stale: row.stale };
}

/** Someone who entered or changed the batch. */
export function toBatchHand(row: HandRow): BatchDetail['hands'][number] {
  return {
    id: row.id,
    name: row.name,
    entered: Number(row.entered),
    changedSinceCommit: row.since_commit === true,
    changedAt: isoOrNull(row.changed_at),
  };
}

/** An adjustment with what the acting member may do with it. */
export function toBatchAdjustment(row: AdjustmentRow, can: BatchAdjustment['can']): BatchAdjustment {
  const corrected = row.corrected;
  return {
    id: row.id,
    giftId: row.gift_id,
    giftDonorName: row.donor_name ?? 'Anonymous',
    giftTotalCents: exactCents(Number(row.from_cents)),
    kind: corrected ? 'correction' : 'reversal',
    reason: row.reason,
    corrected: corrected
      ? {
          ...corrected,
          totalCents: exactCents(corrected.allocations.reduce((sum, a) => sum + (a.amountCents ?? 0), 0)),
        }
      : null,
    status: row.status,
    proposedBy: person(row.proposed_by, row.proposed_by_name),
    proposedAt: iso(row.proposed_at),
    decidedBy: person(row.decided_by, row.decided_by_name),
    decidedAt: isoOrNull(row.decided_at),
    lone: row.lone,
    can,
  };
}

/** A gift of a batch; `warnings` are those its save raised (the grid keeps showing them). */
export function toBatchGift(row: GiftRow, warnings: GiftWarning[] = []): BatchGift {
  const allocations = row.allocations.map((a) => ({ fund: a.fund, amountCents: centsOrNull(a.amountCents) }));
  return {
    id: row.id,
    kind: row.kind,
    donor:
      row.donor_id && row.donor_name !== null
        ? { id: row.donor_id, name: row.donor_name, envelopeNumber: row.envelope_number }
        : null,
    anonymous: row.donor_id === null,
    method: row.method,
    checkNumber: row.check_number,
    giftDate: row.gift_date,
    memo: row.memo,
    inKindDescription: row.in_kind_description,
    allocations,
    totalCents: exactCents(allocations.reduce((sum, a) => sum + (a.amountCents ?? 0), 0)),
    adjustsGiftId: row.adjusts_gift_id,
    adjustmentReason: row.adjustment_reason,
    reversed: row.reversed,
    enteredBy: person(row.entered_by, row.entered_by_name),
    enteredAt: iso(row.entered_at),
    hasImage: row.has_image,
    warnings,
  };
}
