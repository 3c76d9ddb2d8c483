import type { BatchDetail, BatchGift } from '@steward/domain';
import { Download, FileImage } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useAttachImage } from '../api/attach-image';
import { useDownloadAttachment } from '../api/download-attachment';
import { giftAmountLabel, giftDonorLabel, giftMethodLabel } from './gift-labels';

/** What the server keeps (by the file's extension); the browser's picker offers just these. */
const ACCEPT = 'image/png,image/jpeg,application/pdf';
const WHOLE_BATCH = '';

/** "3. Jane Smith, $50.00, Check 1042": numbered in entry order, as two gifts may read alike. */
function giftOption(gift: BatchGift, index: number): string {
  const text = `${index + 1}. ${giftDonorLabel(gift)}, ${giftAmountLabel(gift)}, ${giftMethodLabel(gift)}`;
  return gift.hasImage ? `${text} (has an image: a new one replaces it)` : text;
}

function AttachmentList({ attachments }: { attachments: BatchDetail['attachments'] }) {
  const download = useDownloadAttachment();
  if (attachments.length === 0) return <EmptyState>No images attached yet.</EmptyState>;
  return (
    <ul aria-label="Attached images" className="divide-y divide-slate-200">
      {attachments.map((attachment) => (
        <li key={attachment.documentId} className="flex items-center justify-between gap-3 px-4 py-2 sm:px-5">
          <span className="flex min-w-0 items-center gap-2 text-sm text-slate-900">
            <FileImage aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="wrap-anywhere">{attachment.name}</span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Download ${attachment.name}`}
            disabled={download.isPending && download.variables?.documentId === attachment.documentId}
            onClick={() =>
              download.mutate(attachment, {
                onError: (error) =>
                  toast.error(`${attachment.name} could not be downloaded: ${errorMessage(error)}`),
              })
            }
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Chooses the gift (or the whole batch) and the file; the upload starts as soon as a file is picked. */
function AttachForm({ detail }: { detail: BatchDetail }) {
  const attach = useAttachImage();
  const [target, setTarget] = useState(WHOLE_BATCH);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const targetId = useId();
  const fileId = useId();
  const hintId = useId();
  // A reversal only cancels a gift: the check it would show belongs to the gift it reverses.
  const gifts = detail.gifts
    .map((gift, index) => ({ gift, index }))
    .filter(({ gift }) => gift.kind !== 'reversal');
  // A gift deleted meanwhile (by another person entering) leaves the whole batch chosen, as shown.
  const chosen = gifts.some(({ gift }) => gift.id === target) ? target : WHOLE_BATCH;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once, so the same file can be picked again after a refusal.
    input.value = '';
    if (!file) return;
    setRefusal(null);
    setUploading({ name: file.name, percent: 0 });
    attach.mutate(
      {
        batchId: detail.batch.id,
        giftId: chosen === WHOLE_BATCH ? null : chosen,
        file,
        onProgress: (fraction) => setUploading({ name: file.name, percent: fraction * 100 }),
      },
      {
        onSuccess: (attached) => toast.success(`${attached.name} attached`),
        onError: (error) => setRefusal(errorMessage(error, `${file.name} was not attached`)),
        onSettled: () => setUploading(null),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:px-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={targetId}>Attach to</Label>
          <Select
            id={targetId}
            value={chosen}
            disabled={attach.isPending}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value={WHOLE_BATCH}>The whole batch (count sheet)</option>
            {gifts.map(({ gift, index }) => (
              <option key={gift.id} value={gift.id}>
                {giftOption(gift, index)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fileId}>Attach image</Label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            aria-describedby={hintId}
            disabled={attach.isPending}
            onChange={handleFile}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-50"
          />
          <p id={hintId} className="text-xs text-slate-600">
            PNG, JPEG or PDF. Uploaded as soon as it is chosen.
          </p>
        </div>
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-1.5 text-sm text-slate-700">
        {uploading ? (
          <>
            <span>Uploading {uploading.name}...</span>
            <ProgressBar value={uploading.percent} label={`Uploading ${uploading.name}`} />
          </>
        ) : null}
      </div>
      {refusal ? <ErrorMessage>{refusal}</ErrorMessage> : null}
    </div>
  );
}

/**
 * Check and count-sheet images (admins): each is a Donor Data document, seen only with fundraising
 * access. A gift keeps one image; one attached again replaces it there and stays listed here.
 */
export function BatchImages({ detail }: { detail: BatchDetail }) {
  return (
    <section aria-label="Images">
      <SectionCard title="Images" description="Checks and count sheets, kept with the donors' data.">
        <AttachmentList attachments={detail.attachments} />
        <AttachForm detail={detail} />
      </SectionCard>
    </section>
  );
}
