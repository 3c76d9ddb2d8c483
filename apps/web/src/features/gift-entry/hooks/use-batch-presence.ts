import { LIMITS } from '@steward/domain';
import { useEffect } from 'react';
import { enterBatch, leaveBatch } from '../api/batch-presence';

/**
 * How often the open grid says it is still there: four times in the window after which the server
 * takes a member as gone, so one lost ping never lets a commit through while they are entering.
 */
export const PRESENCE_PING_MS = (LIMITS.batches.presenceSeconds * 1000) / 4;

/**
 * Marks the member as entering gifts in the batch while the grid is shown, and as gone as soon as
 * they leave it: within the app (unmount), by hiding the page (another tab, the phone locked or
 * the browser minimised; they are back, and pinging again, when it shows) or by leaving the page
 * (closing the tab runs no React cleanup). Without that, a second person would wait out the
 * presence window to commit. A leave that may outlive the page goes with `keepalive`. Presence
 * only delays a commit, so a ping that fails is dropped: the next one, or the next saved gift
 * (which the server counts as presence too), makes up for it.
 */
export function useBatchPresence(batchId: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const ping = () => void enterBatch(batchId).catch(() => undefined);
    function enter() {
      if (timer !== undefined) return;
      ping();
      timer = setInterval(ping, PRESENCE_PING_MS);
    }
    function leave(options: { keepalive?: boolean } = {}) {
      if (timer === undefined) return;
      clearInterval(timer);
      timer = undefined;
      void leaveBatch(batchId, options).catch(() => undefined);
    }
    const leavePage = () => leave({ keepalive: true });
    const onVisibility = () => (document.visibilityState === 'hidden' ? leavePage() : enter());

    if (document.visibilityState !== 'hidden') enter();
    window.addEventListener('pagehide', leavePage);
    // A page restored from the back-forward cache shows again without a visibility change.
    window.addEventListener('pageshow', onVisibility);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leavePage);
      window.removeEventListener('pageshow', onVisibility);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
  }, [batchId]);
}
