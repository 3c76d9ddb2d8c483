import type { BatchAttachment } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchKeys } from '@/lib/giving/batch-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { batchUrl } from './batch-url';

export interface AttachImageVariables {
  batchId: string;
  /** The gift the image shows (a check); null for the batch as a whole (a count sheet). */
  giftId: string | null;
  file: File;
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * A check or count-sheet image (PNG, JPEG or PDF), kept as a Donor Data document. `giftId` goes
 * before the file: the server reads it to check the gift before a byte of the file is stored.
 */
export function attachImage({ batchId, giftId, file, onProgress }: AttachImageVariables) {
  const body = new FormData();
  if (giftId !== null) body.append('giftId', giftId);
  body.append('file', file, file.name);
  return uploadWithProgress<BatchAttachment>(batchUrl(batchId, '/attachments'), body, { onProgress });
}

/** The batch's images and its gifts' image marks change with each upload. */
export function useAttachImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachImage,
    onSuccess: (_attached, { batchId }) =>
      queryClient.invalidateQueries({ queryKey: batchKeys.detail(batchId) }),
  });
}
