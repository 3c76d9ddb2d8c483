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
  /** Its adjustments, oldest first: approved ones are in the figures, pending and rejected ones in none. */
  adjustments: BatchReportAdjustment[];
  /** Everyone who entered a gift or changed the batch beyond their own gifts, most gifts first. */
  hands: BatchReportHand[];
  committedBy: string | null;
  committedAt: string | null;
  loneCommit: boolean;
  generatedOn: string; // yyyy-MM-dd
}
/** An adjustment of one of a committed batch's gifts: who proposed it, who decided, when and why. */
export interface BatchReportAdjustment {
  /** approved: carried out; pending: waiting for a second admin; rejected: turned down (or withdrawn). */
  status: 'approved' | 'pending' | 'rejected';
  donorName: string;
  /** The gift adjusted: its date, how it was given (a label, e.g. "Check") and its check number. */
  giftDate: string;
  method: string;
  checkNumber: string | null;
  /** The gift's amount as committed, and as the correction makes it (null: the gift is reversed alone). */
  fromCents: number;
  toCents: number | null;
  reason: string;
  proposedBy: string;
  proposedAt: string; // ISO timestamp
  /** Who approved or turned it down, and when; null while it waits. */
  decidedBy: string | null;
  decidedAt: string | null;
  /** Carried out without a second admin: dual control was off (or it was made before it needed one). */
  lone: boolean;
  /** Turned down by the admin who proposed it. */
  withdrawn: boolean;
}
/** A member who entered gifts of the batch, or changed it beyond their own gifts (and when, last). */
export interface BatchReportHand {
  name: string;
  giftsEntered: number;
  changedAt: string | null; // ISO timestamp
}
/** One denomination of the count sheet's cash. */
export interface CashCountLine {
  label: string; // "$20 bills", "Quarters"
  kind: 'bill' | 'coin';
  pieces: number;
  valueCents: number;
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
  /**
   * The count sheet's cash by denomination, largest first, the denominations it counted; absent
   * or null when it gave none.
   */
  cashCount?: CashCountLine[] | null;
}
