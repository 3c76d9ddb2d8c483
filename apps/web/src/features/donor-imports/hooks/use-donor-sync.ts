import { type DonorSyncResult, NOTHING_TO_SYNC, UNKNOWN_ERROR } from '@steward/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSyncDonorDocuments } from '../api/sync-donor-documents';

/** Spec 001 §4, §9: status banners clear after 5 seconds. */
export const SYNC_BANNER_MS = 5000;

export type SyncBannerTone = 'success' | 'info' | 'warning' | 'error';

export interface SyncBanner {
  tone: SyncBannerTone;
  message: string;
  /** The documents that could not be merged, with why. */
  failed: DonorSyncResult['failed'];
}

/** Spec 001 §8 "Sync error: {error}": the sync itself could not run. */
export function syncError(message: string): string {
  return `Sync error: ${message}`;
}

function bannerFor(result: DonorSyncResult): SyncBanner {
  const { message, processed, failed } = result;
  if (processed.length > 0) return { tone: failed.length > 0 ? 'warning' : 'success', message, failed };
  if (failed.length > 0) return { tone: 'error', message, failed };
  return { tone: 'info', message, failed };
}

interface RunOptions {
  /** The automatic run on opening the page says nothing when there was nothing to merge. */
  quietWhenNothing?: boolean;
}

/**
 * Spec 001 §4 sync from documents, with its result as a status banner that clears after 5 seconds.
 * `run` never throws: a failed sync becomes the banner "Sync error: ...".
 */
export function useDonorSync() {
  const { mutateAsync, isPending } = useSyncDonorDocuments();
  const [banner, setBanner] = useState<SyncBanner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: SyncBanner) => {
    clearTimeout(timer.current);
    setBanner(next);
    timer.current = setTimeout(() => setBanner(null), SYNC_BANNER_MS);
  }, []);

  // mutateAsync rather than mutate's callbacks: those are dropped when StrictMode remounts the
  // component between the call and the answer, and the promise is not.
  const run = useCallback(
    async ({ quietWhenNothing = false }: RunOptions = {}): Promise<DonorSyncResult | null> => {
      try {
        const result = await mutateAsync();
        if (!(quietWhenNothing && result.message === NOTHING_TO_SYNC)) show(bannerFor(result));
        return result;
      } catch (error) {
        show({ tone: 'error', message: syncError(errorMessage(error, UNKNOWN_ERROR)), failed: [] });
        return null;
      }
    },
    [mutateAsync, show],
  );

  return { run, banner, syncing: isPending };
}
