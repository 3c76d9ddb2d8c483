import type { BatchDetail, BatchGift } from '@steward/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useDeleteGift } from '../api/delete-gift';
import { useBatchPresence } from '../hooks/use-batch-presence';
import { useEnteredGifts } from '../hooks/use-entered-gifts';
import { useGiftEntry } from '../hooks/use-gift-entry';
import { EntryRow } from './entry-row';
import { FiguresStrip } from './figures-strip';
import { enteredText, savedText } from './gift-text';
import { SavedGifts } from './saved-gifts';

interface BatchEntryProps {
  /** An open batch, as GET /api/batches/{id} answers. */
  batch: BatchDetail;
}

/**
 * Gift entry for one open batch, built for a counting table: the figures against the count sheet,
 * the entry row, and the gifts entered so far (newest first, each with Edit and Delete). Every
 * save, warning and refusal is read out; the member shows as entering while the grid is open.
 */
export function BatchEntry({ batch }: BatchEntryProps) {
  const summary = batch.batch;
  const entered = useEnteredGifts(batch);
  const [announcement, setAnnouncement] = useState('');
  useBatchPresence(summary.id);

  const entry = useGiftEntry(summary, {
    onSaved: (gift, figures, updated) => {
      entered.saved(gift, figures);
      setAnnouncement(savedText(gift, figures, summary.expectedCount, updated));
    },
    onWarned: (warnings) =>
      setAnnouncement(
        `Not saved yet. ${warnings.map((w) => w.message).join(' ')} Press Enter again or choose Save anyway to save it.`,
      ),
  });

  const remove = useDeleteGift();
  function deleteGift(gift: BatchGift) {
    remove.mutate(
      { batchId: summary.id, giftId: gift.id },
      {
        onSuccess: (figures) => {
          entered.deleted(gift.id, figures);
          if (entry.draft.giftId === gift.id) entry.clear();
          setAnnouncement(`Gift deleted. ${enteredText(figures, summary.expectedCount)}`);
        },
        onError: (error) => toast.error(`The gift was not deleted: ${errorMessage(error)}`),
      },
    );
  }

  const canEdit = batch.can.edit;
  return (
    // Whatever gets focus scrolls clear of the figures kept in view above it.
    <div className="flex flex-col gap-4 [&_:is(input,select,button,a)]:scroll-mt-32">
      <FiguresStrip batch={summary} figures={entered.figures} />
      {canEdit ? <EntryRow entry={entry} announce={setAnnouncement} /> : null}
      <SavedGifts
        gifts={entered.gifts}
        canEdit={canEdit}
        editingId={entry.draft.giftId}
        onEdit={(gift) => {
          entry.edit(gift);
          setAnnouncement(`Correcting the gift from ${gift.donor?.name ?? 'anonymous loose cash'}.`);
        }}
        onDelete={deleteGift}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
