/**
 * The giving module's public surface: what every giving area (donors, batches, statements,
 * insights) shares and imports from here alone. Who may reach giving; the fund list; the
 * organisation's giving settings; and the ledger's rules, in one place each: the donor lock every
 * change of gifts takes, how a committed batch's gifts become donations, which batch gifts stand
 * (loose cash, in-kind, adjustments), and the figures kept beside the gifts.
 */
export type { GivingDeps } from '../deps';
export {
  type AdjustmentRow,
  adjustmentsOfDonor,
  type CorrectedValues,
  selectAdjustments,
} from '../queries/adjustments';
export { projectBatch, reprojectAdjusted, unprojectBatch } from '../queries/batch-donations';
export { changingDonorFigures } from '../queries/donor-figures';
export { lockOrganizationDonors } from '../queries/donor-lock';
export {
  activeFunds,
  allFunds,
  fundAliases,
  insertImportFunds,
  lockFunds,
  setAlias,
} from '../queries/funds';
export { inKindInPeriod, inKindOfDonor } from '../queries/in-kind-gifts';
export { type FundsInDates, looseCashMonths } from '../queries/loose-cash';
export { isFundraisingAdmin, requireBatchEntry, requireFundraisingAdmin } from './access';
export { addFundAliases, createFund, requireEntryFunds } from './funds';
export { saveGivingSettings } from './giving-settings';
