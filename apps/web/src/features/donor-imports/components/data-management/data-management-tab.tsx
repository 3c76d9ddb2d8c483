import { ClearDataCard } from './clear-data-card';
import { DocumentSyncCard } from './document-sync-card';
import { DonorOverview } from './donor-overview';
import { ExportDataCard } from './export-data-card';
import { UploadHistory } from './upload-history';

/** Spec 001 §2 tab 4 "Data Management": document sync, overview, upload history, export and clear. */
export function DataManagementTab({ onCleared }: { onCleared: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <DonorOverview />
      <DocumentSyncCard />
      <UploadHistory />
      <div className="grid gap-5 md:grid-cols-2">
        <ExportDataCard />
        <ClearDataCard onCleared={onCleared} />
      </div>
    </div>
  );
}
