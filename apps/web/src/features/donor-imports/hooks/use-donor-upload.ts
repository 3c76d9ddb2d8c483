import {
  type ColumnMapping,
  type DonorImportPreview,
  type DonorMergeResult,
  UNKNOWN_ERROR,
} from '@steward/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useMergeDonorImport } from '../api/merge-donor-import';
import { uploadDonorFile } from '../api/upload-donor-file';
import { donorFileRefusal } from '../components/upload/upload-rules';

/**
 * Spec 001 §4 Upload flow, with a preview between parsing and merging (docs/spec-deviations.md):
 * idle, uploading (with progress), then either merging straight away (every needed column
 * recognised) or a preview where the admin corrects the columns, then merged (green box) or failed
 * (red box).
 */
export type DonorUploadState =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; progress: number }
  | { step: 'preview'; preview: DonorImportPreview; merging: boolean; error: string | null }
  | { step: 'merging'; fileName: string }
  | { step: 'merged'; result: DonorMergeResult }
  | { step: 'failed'; error: string };

function failure(error: unknown): string {
  return errorMessage(error, UNKNOWN_ERROR);
}

/** `onMerged` runs after each successful merge (the tool then opens Analytics). */
export function useDonorUpload(onMerged: (result: DonorMergeResult) => void) {
  const [state, setState] = useState<DonorUploadState>({ step: 'idle' });
  /** Spec 001 §2: after a success the panel invites another file. */
  const [hasMerged, setHasMerged] = useState(false);
  const { mutateAsync: mergeImport } = useMergeDonorImport();
  const aborter = useRef<AbortController | null>(null);
  const merged = useRef(onMerged);

  useEffect(() => {
    merged.current = onMerged;
  }, [onMerged]);

  // Leaving the page cancels a file still on its way.
  useEffect(() => () => aborter.current?.abort(), []);

  const busy =
    state.step === 'uploading' || state.step === 'merging' || (state.step === 'preview' && state.merging);

  const merge = useCallback(
    async (
      preview: DonorImportPreview,
      mapping?: ColumnMapping,
      includeHandEntered = false,
      fundMapping: Record<string, string> = {},
    ) => {
      // From the preview, it stays on screen (and keeps the columns chosen) while the merge runs.
      setState(
        mapping
          ? { step: 'preview', preview, merging: true, error: null }
          : { step: 'merging', fileName: preview.fileName },
      );
      try {
        const result = await mergeImport({
          importId: preview.importId,
          mapping,
          includeHandEntered,
          fundMapping,
        });
        setState({ step: 'merged', result });
        setHasMerged(true);
        merged.current(result);
      } catch (error) {
        // From the preview the file is still waiting on the server: the admin may try again.
        setState(
          mapping
            ? { step: 'preview', preview, merging: false, error: failure(error) }
            : { step: 'failed', error: failure(error) },
        );
      }
    },
    [mergeImport],
  );

  const upload = useCallback(
    async (file: File) => {
      const refusal = donorFileRefusal(file.name);
      if (refusal) {
        setState({ step: 'failed', error: refusal });
        return;
      }
      const controller = new AbortController();
      aborter.current = controller;
      setState({ step: 'uploading', fileName: file.name, progress: 0 });
      let preview: DonorImportPreview;
      try {
        preview = await uploadDonorFile(file, {
          signal: controller.signal,
          onProgress: (fraction) =>
            setState((current) =>
              current.step === 'uploading' ? { ...current, progress: fraction * 100 } : current,
            ),
        });
      } catch (error) {
        if (!controller.signal.aborted) setState({ step: 'failed', error: failure(error) });
        return;
      }
      if (preview.canMergeDirectly) await merge(preview);
      else setState({ step: 'preview', preview, merging: false, error: null });
    },
    [merge],
  );

  /** Drops the preview; the server forgets a file not merged within a day. */
  const reset = useCallback(() => setState({ step: 'idle' }), []);

  return { state, hasMerged, busy, upload, merge, reset };
}
