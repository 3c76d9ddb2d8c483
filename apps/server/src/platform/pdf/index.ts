export type {
  BatchReportAdjustment,
  BatchReportHand,
  BatchReportInput,
  CashCountLine,
  DepositSlipInput,
  PrintableOrganization,
  StatementDonor,
  StatementGift,
  StatementInKind,
  StatementInput,
  StatementOrganization,
  StatementPledge,
} from './documents';
export { statementTotals } from './format';
export { PdfRenderer, type Rendered } from './renderer';
