import {
  centsToDollars,
  type DonorImportPreview,
  type DonorImportRecord,
  type DonorImportSummary,
  DROP_REASON_LABELS,
  mailingAddress,
  mappingProblems,
  rowProblemLabel,
} from '@steward/domain';
import type { ParsedFile } from './parse-file';
import type { ImportReport, MergedImportRow } from './queries/donor-imports';

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
  households: number,
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
    households,
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
