import type { DonorMergeResult } from '@steward/domain';
import { SyncNowButton } from '../sync-now-button';
import { SupportedFormat } from './supported-format';
import { UploadPanel } from './upload-panel';

/** Spec 001 §2 tab 1 "Upload Data": the upload panel plus a 'Sync Now' button. */
export function UploadDataTab({
  onStarted,
  onMerged,
}: {
  onStarted: () => void;
  onMerged: (result: DonorMergeResult) => void;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <UploadPanel onStarted={onStarted} onMerged={onMerged} />
      <SupportedFormat />
      <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
        <h3 className="text-sm font-semibold text-slate-900">Donor Data documents</h3>
        <p className="text-sm text-slate-600">
          CSV files filed under Donor Data in the document center are merged when this page opens. Sync now to
          merge any added since.
        </p>
        <SyncNowButton className="mt-1" />
      </div>
    </div>
  );
}
