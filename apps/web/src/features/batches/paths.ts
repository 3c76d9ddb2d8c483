/** Batches: the gifts of a count entered by hand, under Giving. */
export const GIVING_BATCHES_PATH = '/giving/batches';
export const NEW_BATCH_PATH = `${GIVING_BATCHES_PATH}/new`;
/** Dual control, the ledger accounts and the accounting export. */
export const GIVING_SETTINGS_PATH = '/giving/settings';

export function batchPath(batchId: string): string {
  return `${GIVING_BATCHES_PATH}/${encodeURIComponent(batchId)}`;
}

/**
 * The pages a counter may open: the list of open batches and one batch's entry grid, never a new
 * batch (creating one is the treasurer's, with its control totals).
 */
export function isCounterPath(pathname: string): boolean {
  if (pathname === GIVING_BATCHES_PATH || pathname === `${GIVING_BATCHES_PATH}/`) return true;
  const rest = pathname.startsWith(`${GIVING_BATCHES_PATH}/`)
    ? pathname.slice(GIVING_BATCHES_PATH.length + 1).replace(/\/$/, '')
    : null;
  return rest !== null && rest !== '' && rest !== 'new' && !rest.includes('/');
}
