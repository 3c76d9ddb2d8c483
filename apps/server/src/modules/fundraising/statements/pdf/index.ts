export { statementTotals } from './format';
export { logoPng } from './logo';
export { CombinedStatements, renderCombined, renderStatement } from './statement';
export type { StatementDonor, StatementGift, StatementInput, StatementOrganization } from './types';
