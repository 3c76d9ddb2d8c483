import { formatFileSize } from '@steward/domain';
import { CloudUpload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAppInfo } from '@/lib/app-info';
import { cn } from '@/lib/cn';
import { useFileDrop } from '@/lib/use-file-drop';
import { UPLOAD_ACCEPT } from './upload-rules';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** Ties the hint text to the browse button. */
  hintId: string;
}

/** Drop files here, or browse for them with a button that works from the keyboard. */
export function DropZone({ onFiles, disabled, hintId }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  // The server's real limit (MAX_UPLOAD_MB) rather than the spec's unenforced "10MB".
  const maxUploadBytes = useAppInfo().data?.maxUploadBytes;
  const { dragging, handlers } = useFileDrop({ disabled, onFiles });

  return (
    // Dropping is a pointer shortcut; the Browse Files button inside is the keyboard way.
    <div
      {...handlers}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors',
        dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50',
        disabled && 'opacity-60',
      )}
    >
      <CloudUpload
        aria-hidden="true"
        className={cn('size-10', dragging ? 'text-indigo-600' : 'text-slate-400')}
      />
      <p className="text-sm font-medium text-slate-800">
        {dragging ? 'Drop the files to add them' : 'Drag and drop files here, or'}
      </p>
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={hintId}
      >
        Browse Files
      </Button>
      <p id={hintId} className="text-xs text-slate-500">
        PDF, Word, Excel, images (JPG, PNG, GIF) and text files (TXT, MD, CSV, JSON and more)
        {maxUploadBytes ? `, up to ${formatFileSize(maxUploadBytes)} each` : ''}.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className="hidden"
        aria-label="Choose files to upload"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after removing it) still reports a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
