import { FileWarning } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useDonorSyncStatus } from '../../api/get-donor-sync-status';
import { SyncNowButton } from '../sync-now-button';

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums">
        {value === undefined ? <Skeleton className="my-1 h-6 w-10" /> : formatNumber(value)}
      </dd>
    </div>
  );
}

/**
 * Spec 001 §2 Data Management "document sync": Donor Data documents waiting and merged, those that
 * could not be read with why (kept until they are fixed or removed), and Sync Now.
 */
export function DocumentSyncCard() {
  const status = useDonorSyncStatus();
  const failed = status.data?.failed ?? [];
  return (
    <SectionCard
      title="Document Sync"
      description="CSV files filed under Donor Data in the document center are merged into the donor database."
    >
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        {status.isError ? (
          <ErrorMessage>Error loading the sync status: {errorMessage(status.error)}</ErrorMessage>
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <Count label="Waiting to sync" value={status.data?.pending} />
            <Count label="Synced" value={status.data?.processed} />
          </dl>
        )}
        {failed.length > 0 ? (
          <section aria-label="Documents that could not be synced" className="flex flex-col gap-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <FileWarning aria-hidden="true" className="size-4 text-red-600" />
              Could not be synced
            </h3>
            <ul className="flex flex-col gap-1.5 text-sm">
              {failed.map((document) => (
                <li
                  key={document.documentId}
                  className="flex flex-col gap-0.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2"
                >
                  <span className="font-medium wrap-anywhere text-slate-900">{document.name}</span>
                  <span className="break-words text-red-800">{document.error}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <SyncNowButton />
      </div>
    </SectionCard>
  );
}
