import { CloudUpload } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useFileDrop } from '@/lib/use-file-drop';
import { DONOR_UPLOAD_ACCEPT } from './upload-rules';

interface DonorDropZoneProps {
  onFile: (file: File) => void;
  /** While a file is uploading or merging nothing else can be chosen. */
  disabled: boolean;
  /** After a success the zone invites another file (spec 001 §2 Upload panel). */
  again: boolean;
}

/**
 * Spec 001 §2 Upload panel: a zone that takes a dropped CSV file or, clicked, opens the file picker.
 * The file input itself covers the zone, invisible: a click anywhere opens the picker, and the
 * keyboard reaches it as an ordinary, labelled file input.
 */
export function DonorDropZone({ onFile, disabled, again }: DonorDropZoneProps) {
  const headingId = useId();
  const hintId = useId();
  const { dragging, handlers } = useFileDrop({ disabled, onFiles: ([file]) => file && onFile(file) });

  return (
    // Dropping is a pointer shortcut; the labelled file input covering the zone is the keyboard way.
    <div
      {...handlers}
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
