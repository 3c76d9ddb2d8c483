export { statementTotals } from './format';
export { renderCombined, renderStatement } from './statement';
export type { StatementDonor, StatementGift, StatementInput, StatementOrganization } from './types';
