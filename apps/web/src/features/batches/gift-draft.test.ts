import { LIMITS } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { janesCheck, openBatch } from '@/test/batch-entry';
import {
  DONOR_REQUIRED,
  draftFromGift,
  draftLine,
  draftToInput,
  emptyDraft,
  splitTypedName,
} from './gift-draft';

const batch = openBatch().batch;
const jane = { kind: 'existing', id: janesCheck().donor?.id ?? '', name: 'Jane Doe', detail: null } as const;

describe('gift drafts', () => {
  it('starts a row with the batch defaults and the fund remembered', () => {
    const draft = emptyDraft({ ...batch, defaultMethod: 'cash', defaultGiftDate: '2026-11-20' }, 'Missions');
    expect(draft).toMatchObject({ method: 'cash', giftDate: '2026-11-20', donor: null });
    expect(draft.lines.map((line) => line.fund)).toEqual(['Missions']);
    expect(emptyDraft(batch, null).giftDate).toBe(batch.receivedDate);
    expect(emptyDraft(batch, null).lines[0]?.fund).toBe('General Fund');
  });

  it('puts a saved gift back in the row as it was typed, and sends it unchanged', () => {
    const gift = janesCheck();
    const sent = draftToInput(draftFromGift(gift));
    expect(sent).toEqual({
      input: {
        donor: { kind: 'existing', donorId: gift.donor?.id },
        method: 'check',
        checkNumber: '1042',
        giftDate: '2026-11-22',
        memo: '',
        inKindDescription: null,
        allocations: [{ fund: 'General Fund', amountCents: 5000 }],
      },
    });
  });

  it('sends no check number for a gift that is not a check', () => {
    const draft = { ...emptyDraft(batch, null), donor: jane, method: 'cash' as const, checkNumber: '12' };
    draft.lines = [draftLine('', '20')];
    expect(draftToInput(draft)).toMatchObject({ input: { checkNumber: null, method: 'cash' } });
  });

  it('lets an in-kind gift leave its value empty, but reads a value typed', () => {
    const draft = {
      ...emptyDraft(batch, null),
      donor: jane,
      method: 'in_kind' as const,
      inKindDescription: 'A piano',
    };
    expect(draftToInput(draft)).toMatchObject({ input: { allocations: [{ amountCents: null }] } });
    draft.lines = [draftLine('', '1,500')];
    expect(draftToInput(draft)).toMatchObject({ input: { allocations: [{ amountCents: 150_000 }] } });
  });

  it('names the field of each problem, so focus can move to it', () => {
    const draft = emptyDraft(batch, null);
    expect(draftToInput(draft)).toEqual({ problem: { field: 'donor', message: DONOR_REQUIRED } });
    const withDonor = { ...draft, donor: jane, lines: [draftLine('', '5'), draftLine('Building', '0')] };
    expect(draftToInput(withDonor)).toEqual({
      problem: { field: 'amount-1', message: 'Amount must be above $0' },
    });
    const longCheck = {
      ...withDonor,
      lines: [draftLine('', '5')],
      checkNumber: '1'.repeat(LIMITS.batches.checkNumber + 1),
    };
    expect(draftToInput(longCheck)).toEqual({
      problem: {
        field: 'checkNumber',
        message: `Check number must be at most ${LIMITS.batches.checkNumber} characters`,
      },
    });
  });

  it('splits a typed name for the new donor form at the last word', () => {
    expect(splitTypedName('  Mary Ann  Smith ')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitTypedName('Okafor')).toEqual({ firstName: '', lastName: 'Okafor' });
    expect(splitTypedName('')).toEqual({ firstName: '', lastName: '' });
  });
});
