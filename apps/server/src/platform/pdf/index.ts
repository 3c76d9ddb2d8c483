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
} from './documents';
export { statementTotals } from './format';
export { PdfRenderer, type Rendered } from './renderer';
