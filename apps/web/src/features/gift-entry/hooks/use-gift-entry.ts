import type { BatchFigures, BatchGift, BatchSummary, GiftWarning } from '@steward/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useEntryFunds } from '@/lib/giving/funds';
import { useSaveGift } from '../api/save-gift';
import {
  draftFromGift,
  draftToInput,
  emptyDraft,
  type GiftDraft,
  linkTypedFunds,
  type RowProblem,
} from '../gift-draft';

interface GiftEntryOptions {
  onSaved: (gift: BatchGift, figures: BatchFigures, updated: boolean) => void;
  /** Read out to screen readers: warnings held the row back. */
  onWarned: (warnings: GiftWarning[]) => void;
}

/**
 * The row being typed and what saving it said: a problem found before sending (and the field it
 * is in), the server's refusal, or its warnings waiting to be acknowledged. Any change to the row
 * clears them, so "Save anyway" only ever acknowledges the warnings of the row as it was shown.
 */
export function useGiftEntry(batch: BatchSummary, { onSaved, onWarned }: GiftEntryOptions) {
  const save = useSaveGift();
  const funds = useEntryFunds();
  const [draft, setDraft] = useState(() => emptyDraft(batch));
  const [problem, setProblem] = useState<RowProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<GiftWarning[] | null>(null);

  function start(next: GiftDraft) {
    setDraft(next);
    setProblem(null);
    setRefusal(null);
    setWarnings(null);
  }

  return {
    draft,
    problem,
    refusal,
    warnings,
    saving: save.isPending,
    change(update: (draft: GiftDraft) => GiftDraft) {
      setDraft(update);
      setProblem(null);
      setRefusal(null);
      setWarnings(null);
    },
    /** Escape: a new row with the batch's defaults (a correction is given up). */
    clear: () => start(emptyDraft(batch)),
    edit: (gift: BatchGift) => start(draftFromGift(gift)),
    /** Saves the row; returns the input to move focus to (a problem's, or the next row's donor). */
    async submit(): Promise<string | null> {
      if (save.isPending) return null;
      // A fund typed exactly as the list names it and saved with Enter, without Tab: linked now.
      const linked = linkTypedFunds(draft, funds.data?.items ?? []);
      if (linked !== draft) setDraft(linked);
      const checked = draftToInput(linked);
      if ('problem' in checked) {
        setProblem(checked.problem);
        return checked.problem.field;
      }
      setRefusal(null);
      try {
        const outcome = await save.mutateAsync({
          batchId: batch.id,
          giftId: draft.giftId,
          gift: { ...checked.input, acknowledgeWarnings: warnings !== null },
        });
        if (!outcome.saved) {
          setWarnings(outcome.warnings);
          onWarned(outcome.warnings);
          return null;
        }
        start(emptyDraft(batch));
        onSaved(outcome.answer.gift, outcome.answer.figures, draft.giftId !== null);
        return 'donor';
      } catch (error) {
        // Which row and why, kept beside the row: nothing of it was saved and nothing typed is lost.
        setRefusal(errorMessage(error, 'This gift could not be saved'));
        return null;
      }
    },
  };
}
