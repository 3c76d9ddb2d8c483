/**
 * What a contribution batch's report and its deposit slip show. The fundraising module assembles
 * them (queries/batch-report.ts); these are the exact types of the shared contract.
 * Amounts are cents; dates yyyy-MM-dd.
 */

export interface PrintableOrganization {
  legalName: string;
  addressLines: string[];
}
export interface BatchReportInput {
  organization: PrintableOrganization;
  batch: {
    name: string;
    receivedDate: string;
    depositDate: string | null;
    bankAccount: string | null;
    note: string | null;
    state: 'open' | 'balanced' | 'committed' | 'deposited';
  };
  control: { count: number; totalCents: number; cashCents: number | null; checkCents: number | null };
  figures: {
    count: number;
    totalCents: number;
    cashCents: number;
    checkCents: number;
    inKindCount: number;
    countVariance: number;
    totalVariance: number;
    cashVariance: number | null;
    checkVariance: number | null;
  };
  byFund: { fund: string; count: number; totalCents: number }[]; // '' fund printed "General"
  byMethod: { method: string; count: number; totalCents: number }[]; // label, e.g. "Check"
  checks: { checkNumber: string | null; donorName: string; amountCents: number }[];
  inKind: { donorName: string; description: string }[];
  adjustments: { date: string; donorName: string; amountCents: number; reason: string; by: string }[];
  enteredBy: string[]; // names, most gifts first
  committedBy: string | null;
  committedAt: string | null;
  loneCommit: boolean;
  generatedOn: string; // yyyy-MM-dd
}
export interface DepositSlipInput {
  organization: PrintableOrganization;
  batchName: string;
  bankAccount: string | null;
  depositDate: string; // deposit date or today
  checks: { checkNumber: string | null; donorName: string; amountCents: number }[];
  cashCents: number;
  checkCents: number;
  totalCents: number;
}
