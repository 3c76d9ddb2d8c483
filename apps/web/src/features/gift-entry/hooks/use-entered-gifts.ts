import type { BatchDetail, BatchFigures, BatchGift } from '@steward/domain';
import { useState } from 'react';

interface Entered {
  gifts: BatchGift[];
  figures: BatchFigures;
}

/**
 * The batch's gifts and figures as the grid shows them: the batch as last read, then each save's
 * or delete's answer at once, without waiting for the batch to be read again. A newer read of the
 * batch (someone else's gifts included) replaces them.
 */
export function useEnteredGifts(batch: BatchDetail) {
  const [source, setSource] = useState(batch);
  const [entered, setEntered] = useState<Entered>({ gifts: batch.gifts, figures: batch.batch.figures });
  if (source !== batch) {
    // Adjusting state while rendering when the prop changes (react.dev, "You might not need an effect").
    setSource(batch);
    setEntered({ gifts: batch.gifts, figures: batch.batch.figures });
  }
  return {
    ...entered,
    saved(gift: BatchGift, figures: BatchFigures) {
      setEntered((current) => {
        const known = current.gifts.some((g) => g.id === gift.id);
        const gifts = known
          ? current.gifts.map((g) => (g.id === gift.id ? gift : g))
          : [...current.gifts, gift];
        return { gifts, figures };
      });
    },
    deleted(giftId: string, figures: BatchFigures) {
      setEntered((current) => ({ gifts: current.gifts.filter((g) => g.id !== giftId), figures }));
    },
  };
}
