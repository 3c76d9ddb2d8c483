import { formatFileSize } from '@steward/domain';
import { CircleCheck, FileText, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { UploadEntry } from '../../hooks/use-upload-queue';

interface SelectedFilesProps {
  entries: UploadEntry[];
  onRemove: (key: string) => void;
  /** While uploading, the list cannot change. */
  locked: boolean;
}

function EntryStatus({ entry }: { entry: UploadEntry }) {
  switch (entry.status) {
    case 'uploading':
      return <ProgressBar value={entry.progress} label={`Uploading ${entry.file.name}`} className="mt-2" />;
    case 'done':
      return (
        <p className="mt-1 flex items-center gap-1 text-xs font-medium text-emerald-700">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          Uploaded
        </p>
      );
    case 'failed':
      return <p className="mt-1 text-xs font-medium text-red-700">Upload failed: {entry.error}</p>;
    case 'ready':
      return null;
  }
}

/** The chosen files with name, size, upload progress or result, and Remove. */
export function SelectedFiles({ entries, onRemove, locked }: SelectedFilesProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-label="Selected files" className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">Selected files ({entries.length})</h3>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {entries.map((entry) => (
          <li key={entry.key} className="flex items-start gap-3 px-3 py-2.5">
            <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-sm font-medium wrap-anywhere text-slate-900">{entry.file.name}</span>
                <span className="text-xs text-slate-500">{formatFileSize(entry.file.size)}</span>
              </div>
              <EntryStatus entry={entry} />
            </div>
            {entry.status === 'done' ? null : (
              <Button
                variant="ghost"
                size="icon"
                className="-my-1.5"
                aria-label={`Remove ${entry.file.name}`}
                disabled={locked}
                onClick={() => onRemove(entry.key)}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
