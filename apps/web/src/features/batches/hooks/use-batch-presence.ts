import { LIMITS } from '@steward/domain';
import { useEffect } from 'react';
import { enterBatch, leaveBatch } from '../api/batch-presence';

/**
 * How often the open grid says it is still there: four times in the window after which the server
 * takes a member as gone, so one lost ping never lets a commit through while they are entering.
 */
export const PRESENCE_PING_MS = (LIMITS.batches.presenceSeconds * 1000) / 4;

/**
 * Marks the member as entering gifts in the batch while the grid is shown, and as gone when it is
 * left, within the app or by leaving the page (closing the tab runs no React cleanup, so without
 * `pagehide` a second person would wait out the presence window to commit). Presence only delays
 * a commit, so a ping that fails is dropped: the next one, or the next saved gift (which the
 * server counts as presence too), makes up for it.
 */
export function useBatchPresence(batchId: string): void {
  useEffect(() => {
    const ping = () => void enterBatch(batchId).catch(() => undefined);
    const leavePage = () => void leaveBatch(batchId, { keepalive: true }).catch(() => undefined);
    ping();
    const timer = setInterval(ping, PRESENCE_PING_MS);
    window.addEventListener('pagehide', leavePage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leavePage);
      void leaveBatch(batchId).catch(() => undefined);
    };
  }, [batchId]);
}
