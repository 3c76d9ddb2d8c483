import { LIMITS } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { FUNDS, janesCheck, openBatch } from '@/test/batch-entry';
import {
  addLine,
  DONOR_REQUIRED,
  donorNamed,
  draftFromGift,
  draftLine,
  draftToInput,
  emptyDraft,
  FUND_REQUIRED,
  fundNamed,
  type GiftDraft,
  linkTypedFunds,
  removeLine,
  splitBalance,
  splitBalanceText,
  splitTypedName,
  withoutSplit,
} from './gift-draft';

const batch = openBatch().batch;
const jane = {
  kind: 'existing',
  id: janesCheck().donor?.id ?? '',
  name: 'Jane Doe',
  detail: null,
  pledges: [],
} as const;

describe('gift drafts', () => {
  it("starts every row with the batch's defaults, its default fund included", () => {
    const draft = emptyDraft({
      ...batch,
      defaultMethod: 'cash',
      defaultGiftDate: '2026-11-20',
      defaultFund: 'Missions',
    });
    expect(draft).toMatchObject({ method: 'cash', giftDate: '2026-11-20', donor: null, total: null });
    expect(draft.lines.map(({ fund, fundText }) => ({ fund, fundText }))).toEqual([
      { fund: 'Missions', fundText: 'Missions' },
    ]);
    expect(emptyDraft(batch).giftDate).toBe(batch.receivedDate);
    expect(emptyDraft(batch).lines[0]?.fund).toBe('General Fund');
    // The fund of gifts that name none is chosen, and shown as the lists show it.
    expect(emptyDraft({ ...batch, defaultFund: '' }).lines[0]).toMatchObject({
      fund: '',
      fundText: 'General',
    });
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
    const draft = { ...emptyDraft(batch), donor: jane, method: 'cash' as const, checkNumber: '12' };
    draft.lines = [draftLine('', '20')];
    expect(draftToInput(draft)).toMatchObject({ input: { checkNumber: null, method: 'cash' } });
  });

  it('lets an in-kind gift leave its value empty, but reads a value typed', () => {
    const draft = {
      ...emptyDraft(batch),
      donor: jane,
      method: 'in_kind' as const,
      inKindDescription: 'A piano',
    };
    expect(draftToInput(draft)).toMatchObject({ input: { allocations: [{ amountCents: null }] } });
    draft.lines = [draftLine('', '1,500')];
    expect(draftToInput(draft)).toMatchObject({ input: { allocations: [{ amountCents: 150_000 }] } });
  });

  it('names the field of each problem, so focus can move to it', () => {
    const draft = emptyDraft(batch);
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

  it('refuses a fund that is not one of the list, and a fund line left empty', () => {
    const draft = {
      ...emptyDraft(batch),
      donor: jane,
      lines: [{ ...draftLine(null, '5'), fundText: 'Bulding' }],
    };
    expect(draftToInput(draft)).toEqual({
      problem: { field: 'fund-0', message: 'Fund "Bulding" is not in the fund list' },
    });
    expect(draftToInput({ ...draft, lines: [draftLine(null, '5')] })).toEqual({
      problem: { field: 'fund-0', message: FUND_REQUIRED },
    });
  });

  it('links a fund typed as the list names it, whatever its case, and nothing else', () => {
    const general = {
      id: '99999999-9999-4999-8999-000000000009',
      name: '',
      label: 'General',
      restricted: false,
    };
    const list = [...FUNDS, general];
    expect(fundNamed(' building fund ', list)?.name).toBe('Building Fund');
    expect(fundNamed('GENERAL', list)?.name).toBe('');
    expect(fundNamed('Building', list)).toBeNull();
    expect(fundNamed('', list)).toBeNull();

    const typed = { ...draftLine(null, '5'), fundText: 'missions' };
    const unknown = { ...draftLine(null, '5'), fundText: 'Misions' };
    const linked = linkTypedFunds({ ...emptyDraft(batch), lines: [typed, unknown] }, list);
    expect(linked.lines.map(({ fund, fundText }) => ({ fund, fundText }))).toEqual([
      { fund: 'Missions', fundText: 'Missions' },
      { fund: null, fundText: 'Misions' },
    ]);
    const chosen = emptyDraft(batch);
    expect(linkTypedFunds(chosen, list)).toBe(chosen);
  });

  it('keeps the amount typed first as the total a split must add up to, and says what remains', () => {
    const typed: GiftDraft = { ...emptyDraft(batch), donor: jane, lines: [draftLine('General Fund', '200')] };
    const split = addLine(typed);
    expect(split.total).toBe('200');
    expect(split.lines.map((line) => [line.fund, line.amount])).toEqual([
      ['General Fund', ''],
      [null, ''],
    ]);
    const cases: [string, string, string | null][] = [
      ['', '', '$200.00 left to assign'],
      ['175', '', '$25.00 left to assign'],
      ['150', '55', '$5.00 over the check’s amount'],
      ['150', 'fifty', '$50.00 left to assign'],
      ['150', '50', 'All of $200.00 assigned'],
    ];
    for (const [first, second, said] of cases) {
      const [one, two] = split.lines as [(typeof typed.lines)[0], (typeof typed.lines)[0]];
      const filled = {
        ...split,
        lines: [
          { ...one, amount: first },
          { ...two, amount: second },
        ],
      };
      const balance = splitBalance(filled);
      expect(balance && splitBalanceText(balance, 'check'), `${first} + ${second}`).toBe(said);
    }
    expect(splitBalance({ ...split, total: 'two hundred' })).toBeNull();
    expect(splitBalance(typed)).toBeNull();
    expect(splitBalanceText({ totalCents: 1000, remainingCents: -500 }, 'cash')).toBe(
      '$5.00 over the gift’s amount',
    );
  });

  it('saves a split only once its lines add up to the amount typed first', () => {
    const split = addLine({ ...emptyDraft(batch), donor: jane, lines: [draftLine('General Fund', '200')] });
    const [one, two] = split.lines as [GiftDraft['lines'][0], GiftDraft['lines'][0]];
    const lines = (first: string, second: string) => [
      { ...one, amount: first },
      { ...two, amount: second, fund: 'Building Fund', fundText: 'Building Fund' },
    ];
    expect(draftToInput({ ...split, lines: lines('150', '25') })).toEqual({
      problem: {
        field: 'amount-1',
        message: 'The fund lines must add up to the check’s amount, $200.00: $25.00 left to assign',
      },
    });
    expect(draftToInput({ ...split, lines: lines('150', '75') })).toMatchObject({
      problem: { message: expect.stringContaining('$25.00 over the check’s amount') },
    });
    expect(draftToInput({ ...split, total: '', lines: lines('150', '50') })).toEqual({
      problem: { field: 'total', message: 'Please enter the amount' },
    });
    expect(draftToInput({ ...split, lines: lines('150', '50') })).toMatchObject({
      input: {
        allocations: [
          { fund: 'General Fund', amountCents: 15_000 },
          { fund: 'Building Fund', amountCents: 5_000 },
        ],
      },
    });
  });

  it('gives a split up back to one line holding the whole amount typed first', () => {
    const split = addLine(addLine({ ...emptyDraft(batch), lines: [draftLine('General Fund', '90')] }));
    expect(split.lines).toHaveLength(3);
    expect(removeLine(split, 2)).toMatchObject({ total: '90' });
    const back = removeLine(removeLine(split, 2), 1);
    expect(back.total).toBeNull();
    expect(back.lines.map((line) => [line.fund, line.amount])).toEqual([['General Fund', '90']]);
    expect(withoutSplit(split).lines.map((line) => line.amount)).toEqual(['90']);
    // A split gift put back in the row for a correction has its total above its lines.
    const saved = { ...janesCheck(), totalCents: 5000 };
    saved.allocations = [
      { fund: 'General Fund', amountCents: 3000 },
      { fund: 'Missions', amountCents: 2000 },
    ];
    const corrected = draftFromGift(saved);
    expect(corrected.total).toBe('50.00');
    expect(splitBalance(corrected)).toEqual({ totalCents: 5000, remainingCents: 0 });
  });

  it('finds the one donor of exactly the name typed, case and spaces aside', () => {
    const found = [{ name: 'Jane Doe' }, { name: 'Jane Doering' }];
    expect(donorNamed('  jane   DOE ', found)).toEqual({ name: 'Jane Doe' });
    expect(donorNamed('Jane', found)).toBeNull();
    expect(donorNamed('Jane Doe', [...found, { name: 'Jane Doe' }])).toBeNull();
    expect(donorNamed('', found)).toBeNull();
  });

  it('splits a typed name for the new donor form at the last word', () => {
    expect(splitTypedName('  Mary Ann  Smith ')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitTypedName('Okafor')).toEqual({ firstName: '', lastName: 'Okafor' });
    expect(splitTypedName('')).toEqual({ firstName: '', lastName: '' });
  });
});
