/**
 * The hints of the ledger account fields (the bank's, each fund's): how each accounting import
 * names an account, with an example that passes its check (domain LEDGER_ACCOUNT_EXAMPLES).
 */
export const QUICKBOOKS_HINT = (example: string) =>
  `By name, as QuickBooks Online lists it with account numbers turned off, e.g. ${example} (a sub-account as Parent:Sub).`;
export const XERO_HINT = (example: string) =>
  `The account's code alone, as in Xero's chart of accounts, e.g. ${example}.`;
