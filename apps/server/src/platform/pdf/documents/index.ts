export { renderBatchReport } from './batch-report';
export type {
  BatchReportAdjustment,
  BatchReportHand,
  BatchReportInput,
  CashCountLine,
  DepositSlipInput,
  PrintableOrganization,
} from './batch-types';
export { renderDepositSlip } from './deposit-slip';
export { CombinedStatements, renderCombined, renderStatement } from './statement';
export type {
  StatementDonor,
  StatementGift,
  StatementInKind,
  StatementInput,
  StatementOrganization,
  StatementPledge,
} from './statement-types';
