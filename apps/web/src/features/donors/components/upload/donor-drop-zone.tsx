import { CloudUpload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { cn } from '../../../../lib/cn';
import { DONOR_UPLOAD_ACCEPT } from './upload-rules';

interface DonorDropZoneProps {
  onFile: (file: File) => void;
  /** While a file is uploading or merging nothing else can be chosen. */
  disabled: boolean;
  /** After a success the zone invites another file (spec 001 §2 Upload panel). */
  again: boolean;
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Spec 001 §2 Upload panel: a zone that takes a dropped CSV file or, clicked, opens the file picker.
 * The file input itself covers the zone, invisible: a click anywhere opens the picker, and the
 * keyboard reaches it as an ordinary, labelled file input.
 */
export function DonorDropZone({ onFile, disabled, again }: DonorDropZoneProps) {
  const headingId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const [file] = Array.from(event.dataTransfer?.files ?? []);
    if (file) onFile(file);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the labelled file input covering the zone is the keyboard way.
    <div
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        // Moving over a child fires dragleave on the zone too: only leaving the zone counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={handleDrop}
      className={cn(
        'relative flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600',
        dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50 hover:border-indigo-400',
        disabled && 'opacity-60',
      )}
    >
      <CloudUpload
        aria-hidden="true"
        className={cn('size-10', dragging ? 'text-indigo-600' : 'text-slate-400')}
      />
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {again ? 'Upload another file' : 'Upload your donor data file'}
      </h3>
      <p id={hintId} className="text-sm text-slate-600">
        {again
          ? 'New data will be merged with existing records'
          : 'Drag & drop or click to select • CSV format supported'}
      </p>
      <input
        type="file"
        accept={DONOR_UPLOAD_ACCEPT}
        disabled={disabled}
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => {
          const [file] = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
