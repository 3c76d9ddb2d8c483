/**
 * The ledger accounts of the accounting export, as each import names them: QuickBooks Online by
 * the account's name, Xero by its code. Each is checked when it is saved and again when a journal
 * is exported (journal.ts), so a file that would not import is never handed out.
 */

/**
 * QuickBooks Online's Account entity: "Account.Name attribute must not contain double quotes (")
 * or colon (:)", at most 100 characters
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/account); its
 * journal entry import names a sub-account "Parent:Sub", so a colon only separates the levels.
 */
export const QUICKBOOKS_NAME_MAX = 100;

/**
 * Xero's account code: "Customer defined alpha numeric account code e.g 200 or SALES (max length =
 * 10)" (https://developer.xero.com/documentation/api/accounting/accounts), entered as the account's
 * Code when it is added (https://help.xero.com/uk/Chart-Add). The manual journal import takes the
 * code alone in *AccountCode. Dots, hyphens and underscores, which charts of accounts use to group
 * codes ("4000-10"), are kept; a space never is.
 */
export const XERO_CODE_MAX = 10;
const XERO_CODE = /^[A-Za-z0-9._-]+$/;

/** Examples shown beside each field; each passes its own format's check (ledger-accounts.test.ts). */
export const LEDGER_ACCOUNT_EXAMPLES = {
  quickbooks: { bank: 'Operating Checking', fund: 'Contributions:General Fund' },
  xero: { bank: '1010', fund: '4000' },
} as const;

export const QUICKBOOKS_BY_NAME =
  'QuickBooks Online imports accounts by name, such as "Operating Checking" (turn account numbers off or leave the number out)';
export const XERO_BY_CODE = `Xero imports accounts by their code alone, such as "4000": up to ${XERO_CODE_MAX} letters or digits (dots, hyphens and underscores too), no spaces`;

/** An account number: digits, maybe grouped by dots or hyphens (1010, 4000.10, 4000-10). */
const ACCOUNT_NUMBER = /^\d+([.-]\d+)*$/;

/**
 * Why QuickBooks Online would not import `name` as an account, or null. An account number (alone,
 * or before the name as "1010 Operating Checking" when account numbers are on) is not a name.
 */
export function quickbooksAccountProblem(name: string): string | null {
  const value = name.trim();
  const [first = ''] = value.split(/\s+/);
  if (ACCOUNT_NUMBER.test(first)) return QUICKBOOKS_BY_NAME;
  if (value.includes('"')) return 'A QuickBooks Online account name cannot contain double quotes (")';
  const levels = value.split(':');
  if (levels.some((level) => level.trim() === '')) {
    return 'Write a sub-account as "Parent:Sub account", with a name on each side of the colon';
  }
  if (levels.some((level) => level.trim().length > QUICKBOOKS_NAME_MAX)) {
    return `Each level of a QuickBooks Online account name is at most ${QUICKBOOKS_NAME_MAX} characters`;
  }
  return null;
}

/** Why Xero would not import `code` as an account code, or null. */
export function xeroAccountCodeProblem(code: string): string | null {
  const value = code.trim();
  if (value.length > XERO_CODE_MAX || !XERO_CODE.test(value)) return XERO_BY_CODE;
  return null;
}
