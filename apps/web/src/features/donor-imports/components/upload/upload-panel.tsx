import type { DonorMergeResult } from '@steward/domain';
import { useDonorUpload } from '../../hooks/use-donor-upload';
import { DonorDropZone } from './donor-drop-zone';
import { ImportPreview } from './import-preview';
import { UploadStatus } from './upload-status';

/**
 * Spec 001 §2 Upload panel: the drop zone, the upload's progress and result, and the preview when
 * the file's columns need a look before merging. `onStarted` hears of each file chosen.
 */
export function UploadPanel({
  onStarted,
  onMerged,
}: {
  onStarted: () => void;
  onMerged: (result: DonorMergeResult) => void;
}) {
  const { state, hasMerged, busy, upload, merge, reset } = useDonorUpload(onMerged);
  return (
    <div className="flex flex-col gap-4">
      {state.step === 'preview' ? (
        <ImportPreview
          key={state.preview.importId}
          preview={state.preview}
          error={state.error}
          merging={state.merging}
          onMerge={(mapping, includeHandEntered, fundMapping) =>
            void merge(state.preview, mapping, includeHandEntered, fundMapping)
          }
          onCancel={reset}
        />
      ) : (
        <DonorDropZone
          onFile={(file) => {
            onStarted();
            void upload(file);
          }}
          disabled={busy}
          again={hasMerged}
        />
      )}
      <UploadStatus state={state} />
    </div>
  );
}
