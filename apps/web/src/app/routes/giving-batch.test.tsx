import type { BatchDetail } from '@steward/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_REFRESH_MS } from '@/features/batches/api/get-batch';
import { formatDateTime } from '@/lib/format-date';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import {
  ADJUSTMENT_ID,
  BATCH_ID,
  batchAdjustment,
  batchDetail,
  batchGift,
  batchList,
  GIFT_ID,
  PAT,
  SAM,
} from '@/test/batches';
import { renderApp } from '@/test/render';

const BATCH_URL = `/api/batches/${BATCH_ID}`;

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Batch BATCH_ID as the server answers it (a function: as it answers now, for a page that reads it
 * again), and, given `after`, as it answers once anything was posted (a commit removes Commit: the
 * page must still say it was done); records what the page posted.
 */
function batchApi(
  detail: BatchDetail | (() => BatchDetail),
  extra: Parameters<typeof mockApi>[0] = {},
  after?: BatchDetail,
) {
  let changed: BatchDetail | null = null;
  const current = () => changed ?? (typeof detail === 'function' ? detail() : detail);
  const posted: { path: string; body: unknown }[] = [];
  const record = (request: MockRequest): MockReply => {
    posted.push({ path: request.path, body: request.body });
    if (after) changed = after;
    return { body: current() };
  };
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/giving/settings': {
      body: {
        dualControl: true,
        bankQuickbooksAccount: null,
        bankXeroAccountCode: null,
        xeroTaxRate: 'Tax Exempt',
      },
    },
    [`GET ${BATCH_URL}`]: () => ({ body: current() }),
    [`POST ${BATCH_URL}/commit`]: record,
    [`POST ${BATCH_URL}/reopen`]: record,
    [`POST ${BATCH_URL}/reopen/approve`]: record,
    [`POST ${BATCH_URL}/reopen/reject`]: record,
    [`POST ${BATCH_URL}/gifts/${GIFT_ID}/adjust`]: record,
    [`POST ${BATCH_URL}/adjustments/${ADJUSTMENT_ID}/approve`]: record,
    [`POST ${BATCH_URL}/adjustments/${ADJUSTMENT_ID}/reject`]: record,
    ...extra,
  });
  return posted;
}

async function openBatch(name = 'Sunday 9:00, Nov 22 2026') {
  const view = renderApp(`/giving/batches/${BATCH_ID}`);
  await screen.findByRole('heading', { level: 1, name });
  return view;
}

describe('committing a batch', () => {
  it('is refused with the server’s reason, on a Commit that stays focusable and is described by it', async () => {
    const refusal = 'You entered the most gifts in this batch: a second person must commit it.';
    const posted = batchApi(batchDetail({ can: { commit: false, commitRefusal: refusal, delete: true } }));
    const { user } = await openBatch();

    const commit = screen.getByRole('button', { name: 'Commit' }) as HTMLButtonElement;
    // In the tab order, with the reason read out with it.
    expect(commit.disabled).toBe(false);
    expect(commit.getAttribute('aria-disabled')).toBe('true');
    const reason = screen.getByText(refusal);
    expect(commit.getAttribute('aria-describedby')).toBe(reason.id);
    commit.focus();
    expect(document.activeElement).toBe(commit);
    await user.click(commit);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('asks first, with the figures it makes count, then commits and says so', async () => {
    const posted = batchApi(
      batchDetail({ can: { commit: true } }),
      {},
      batchDetail({ batch: { state: 'committed' } }),
    );
    const { user } = await openBatch();

    const commit = screen.getByRole('button', { name: 'Commit' });
    expect(commit.getAttribute('aria-disabled')).toBeNull();
    expect(commit.getAttribute('aria-describedby')).toBeNull();
    await user.click(commit);
    const dialog = await screen.findByRole('dialog', { name: 'Commit this batch?' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Gifts: 12', 'Total: $1,250.00', 'Cash: $250.00', 'Checks: $1,000.00', 'In-kind gifts: 1']);
    expect(posted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Commit batch' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: `${BATCH_URL}/commit`, body: { overStalePresence: false } }]),
    );
    expect(await screen.findByText('Sunday 9:00, Nov 22 2026 committed: its gifts now count')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Commit this batch?' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Commit' })).toBeNull());
  });

  it('asks the server’s question about a stale presence, and commits over it once confirmed', async () => {
    const question = 'Sam Lee has the grid open but last saved a gift at 10:12. Commit anyway?';
    const posted = batchApi(
      batchDetail({
        can: { commit: true, commitConfirmation: question },
        entering: [{ ...SAM, lastSavedAt: '2026-11-22T10:12:00.000Z', stale: true }],
      }),
    );
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commit this batch?' });
    expect(within(dialog).getByRole('alert').textContent).toBe(question);
    await user.click(within(dialog).getByRole('button', { name: 'Commit anyway' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: `${BATCH_URL}/commit`, body: { overStalePresence: true } }]),
    );
  });

  it('leaves the figures to the entry grid while the batch is open', async () => {
    batchApi(batchDetail({ batch: { state: 'open' } }));
    await openBatch();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Figures' })).toBeNull();
  });
});

describe('the batch page keeps itself up to date', () => {
  const entering = (stale: boolean) =>
    batchDetail({
      entering: [{ ...SAM, lastSavedAt: '2026-11-22T10:42:00.000Z', stale }],
      can: { commit: false, commitRefusal: 'Sam Lee is still entering gifts in this batch.' },
    });
  const left = batchDetail({ can: { commit: true } });

  it('reads the batch again every few seconds: someone who left no longer holds the commit back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = entering(false);
    batchApi(() => answer);
    await openBatch();
    const status = screen.getByText(/^Also entering gifts now:/);
    expect(status.textContent).toMatch(
      /^Also entering gifts now: Sam Lee \(last saved a gift at \d\d:\d\d\)$/,
    );
    expect(screen.getByRole('button', { name: 'Commit' }).getAttribute('aria-disabled')).toBe('true');

    answer = left;
    await act(() => vi.advanceTimersByTimeAsync(BATCH_REFRESH_MS));
    await waitFor(() => expect(screen.queryByText(/^Also entering gifts now:/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Commit' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('Sam Lee is still entering gifts in this batch.')).toBeNull();
  });

  it('reads it again when the window comes back, however recent the last read', async () => {
    let answer = entering(true);
    batchApi(() => answer);
    await openBatch();
    expect(screen.getByText(/^Also entering gifts now:/).textContent).toMatch(
      /Sam Lee \(stale: last saved a gift at \d\d:\d\d\)$/,
    );
    answer = left;
    fireEvent(window, new Event('visibilitychange'));
    await waitFor(() => expect(screen.queryByText(/^Also entering gifts now:/)).toBeNull());
  });
});

describe('an open batch', () => {
  it('is deleted after asking, with its gifts, and the list opens', async () => {
    let deleted = 0;
    batchApi(
      batchDetail({
        batch: { state: 'open', figures: { ...batchDetail().batch.figures, count: 3 } },
        can: { delete: true },
      }),
      {
        [`DELETE ${BATCH_URL}`]: () => {
          deleted += 1;
          return { status: 204 };
        },
        'GET /api/batches': { body: batchList([]) },
      },
    );
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete batch' });
    // Counted as the page counts them, the in-kind gift apart.
    expect(confirm.textContent).toContain(
      'Delete Sunday 9:00, Nov 22 2026 and the 3 gifts and 1 in-kind gift entered in it?',
    );
    expect(deleted).toBe(0);

    await user.click(within(confirm).getByRole('button', { name: 'Delete batch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeTruthy();
    expect(deleted).toBe(1);
    expect(await screen.findByText('Sunday 9:00, Nov 22 2026 deleted')).toBeTruthy();
  });

  it('once ever committed, cannot be deleted: Delete says why instead', async () => {
    const refusal = 'This batch was committed once: it cannot be deleted. Reverse its gifts instead.';
    const posted = batchApi(
      batchDetail({
        batch: { state: 'open', firstCommittedAt: '2026-11-22T18:00:00.000Z' },
        can: { delete: false, deleteRefusal: refusal },
      }),
    );
    const { user } = await openBatch();
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('aria-describedby')).toBe(screen.getByText(refusal).id);
    await user.click(remove);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('names who entered or changed it, and when the others entering last saved a gift', async () => {
    batchApi(
      batchDetail({
        batch: { state: 'open' },
        entering: [
          { ...SAM, lastSavedAt: null, stale: false },
          {
            id: '99999999-9999-4999-8999-999999999990',
            name: 'Ruth Oyelaran',
            lastSavedAt: null,
            stale: true,
          },
        ],
        hands: [
          { ...PAT, entered: 8, changedSinceCommit: false, changedAt: null },
          { ...SAM, entered: 0, changedSinceCommit: true, changedAt: '2026-11-22T16:40:00.000Z' },
        ],
      }),
    );
    await openBatch();
    expect(screen.getByText(/^Also entering gifts now:/).textContent).toBe(
      'Also entering gifts now: Sam Lee (no gift saved yet), Ruth Oyelaran (stale: no gift saved)',
    );
    const facts = screen.getByText('Entered or changed by').closest('div') as HTMLElement;
    expect(facts.textContent).toBe(
      `Entered or changed byPat Jones (8 gifts); Sam Lee (changed it ${formatDateTime('2026-11-22T16:40:00.000Z')})`,
    );
  });

  it('shows a counter the entry, without the batch’s actions, files or images', async () => {
    mockApi({
      ...baseRoutes(sessionFor('user', { isCounter: true })),
      [`GET ${BATCH_URL}`]: { body: batchDetail({ batch: { state: 'open' } }) },
    });
    await openBatch();
    expect(screen.queryByRole('button', { name: 'Commit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Downloads' })).toBeNull();
    // Images are Donor Data documents: a counter neither sees them nor attaches one.
    expect(screen.queryByRole('region', { name: 'Images' })).toBeNull();
    expect(screen.queryByLabelText('Attach image')).toBeNull();
  });

  it('tells a counter who opens a committed batch that it is not theirs (the server’s 403)', async () => {
    mockApi({
      ...baseRoutes(sessionFor('user', { isCounter: true })),
      [`GET ${BATCH_URL}`]: apiError(403, 'forbidden', 'Access Restricted'),
    });
    renderApp(`/giving/batches/${BATCH_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
  });
});

describe('a committed batch', () => {
  const committed = (
    can: Partial<BatchDetail['can']> = {},
    {
      batch,
      ...rest
    }: Partial<Pick<BatchDetail, 'adjustments' | 'reopenRequest'>> & {
      batch?: Partial<BatchDetail['batch']>;
    } = {},
  ) =>
    batchDetail({
      ...rest,
      batch: {
        state: 'committed',
        committedAt: '2026-11-22T18:00:00.000Z',
        committedBy: PAT,
        firstCommittedAt: '2026-11-22T18:00:00.000Z',
        loneCommit: true,
        ...batch,
      },
      gifts: [
        batchGift(),
        batchGift({
          id: '12121212-1212-4212-8212-121212121212',
          donor: null,
          anonymous: true,
          method: 'cash',
          checkNumber: null,
          allocations: [{ fund: '', amountCents: 2_000 }],
          totalCents: 2_000,
          reversed: true,
        }),
        batchGift({
          id: '13131313-1313-4313-8313-131313131313',
          kind: 'reversal',
          donor: null,
          anonymous: true,
          method: 'cash',
          checkNumber: null,
          allocations: [{ fund: '', amountCents: -2_000 }],
          totalCents: -2_000,
          adjustsGiftId: '12121212-1212-4212-8212-121212121212',
          adjustmentReason: 'Counted twice',
        }),
      ],
      can: { reopen: true, adjust: true, deposit: true, ...can },
    });

  it('lists its gifts read-only, with the reversal and the reversed gift marked, and says it was a lone commit', async () => {
    batchApi(committed());
    await openBatch();
    expect(screen.getByText(/Lone commit/)).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(
      within(figures)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Gifts12120',
      'Total$1,250.00$1,250.00$0.00',
      'Cash$250.00$250.00$0.00',
      'Checks$1,000.00$1,000.00$0.00',
    ]);
    expect(screen.queryByRole('button', { name: 'Commit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    const gifts = screen.getByRole('region', { name: 'Gifts' });
    const rows = within(gifts).getAllByRole('row').slice(1);
    expect(within(rows[1] as HTMLElement).getByText('Reversed')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Reversal')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/Counted twice/)).toBeTruthy();
    // Only the gift still standing can be corrected; nothing is edited in place.
    expect(
      within(gifts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Correct']);
    expect(within(gifts).queryByRole('textbox')).toBeNull();
    // Its printable files.
    const downloads = screen.getByRole('list', { name: 'Downloads' });
    expect(within(downloads).getByRole('link', { name: 'Deposit slip (PDF)' }).getAttribute('href')).toBe(
      `${BATCH_URL}/deposit-slip.pdf`,
    );
  });

  it('is reopened only with a written reason', async () => {
    const posted = batchApi(committed(), {}, batchDetail({ batch: { state: 'open' } }));
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen batch' });

    await user.click(within(dialog).getByRole('button', { name: 'Reopen batch' }));
    expect(await within(dialog).findByText('Please give a reason for reopening the batch')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Check 1042 was entered as $50, it is $500');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen batch' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: `${BATCH_URL}/reopen`, body: { reason: 'Check 1042 was entered as $50, it is $500' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reopen batch' })).toBeNull());
    expect(
      await screen.findByText('Batch reopened: its gifts no longer count until it is committed again'),
    ).toBeTruthy();
  }, 15_000);

  it('proposes a correction, which waits for a second admin, by its reversal and the corrected gift', async () => {
    const posted = batchApi(committed(), {}, committed({}, { adjustments: [batchAdjustment()] }));
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: "Correct Jane Smith's gift" }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct a gift' });
    expect(dialog.textContent).toContain(
      'the correction waits for their approval and counts nowhere until then',
    );

    const amount = within(dialog).getByLabelText('Amount ($)');
    expect((amount as HTMLInputElement).value).toBe('50.00');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Propose correction' }));
    expect(await within(dialog).findByText('Please give a reason for the correction')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Typed $50 for $500');
    await user.click(within(dialog).getByRole('button', { name: 'Propose correction' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: `${BATCH_URL}/gifts/${GIFT_ID}/adjust`,
      body: {
        reason: 'Typed $50 for $500',
        corrected: {
          donor: { kind: 'existing', donorId: '33333333-3333-4333-8333-333333333333' },
          method: 'check',
          checkNumber: '1042',
          giftDate: '2026-11-22',
          memo: null,
          inKindDescription: null,
          allocations: [{ fund: 'Building', amountCents: 50_000 }],
          acknowledgeWarnings: true,
        },
      },
    });
    expect(
      await screen.findByText("Correction proposed: it waits for a second admin's approval"),
    ).toBeTruthy();
  }, 15_000);

  it('corrects a gift at once when dual control is off, and says so', async () => {
    batchApi(committed(), {
      'GET /api/giving/settings': {
        body: {
          dualControl: false,
          bankQuickbooksAccount: null,
          bankXeroAccountCode: null,
          xeroTaxRate: 'Tax Exempt',
        },
      },
    });
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: "Correct Jane Smith's gift" }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct a gift' });
    await waitFor(() => expect(dialog.textContent).toContain('at once: dual control is off'));
    expect(within(dialog).getByRole('button', { name: 'Save correction' })).toBeTruthy();
  });

  it('lists the adjustments: one waiting with Approve and Turn down, decided ones with who and when', async () => {
    const waiting = batchAdjustment({ proposedBy: SAM, can: { approve: true, reject: true } });
    const approved = batchAdjustment({
      id: '56565656-5656-4565-8565-565656565656',
      giftId: '12121212-1212-4212-8212-121212121212',
      giftDonorName: 'Anonymous',
      giftTotalCents: 2_000,
      kind: 'reversal',
      reason: 'Counted twice',
      corrected: null,
      status: 'approved',
      proposedBy: PAT,
      decidedBy: PAT,
      decidedAt: '2026-11-23T11:00:00.000Z',
      lone: true,
    });
    const posted = batchApi(
      committed({}, { adjustments: [approved, waiting] }),
      {},
      committed(
        {},
        {
          adjustments: [
            approved,
            { ...waiting, status: 'approved', decidedBy: PAT, can: { approve: false, reject: false } },
          ],
        },
      ),
    );
    const { user } = await openBatch();
    const list = screen.getByRole('list', { name: 'Adjustments' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    // The one waiting comes first: what it changes, why, who proposed it and when.
    expect(first.textContent).toContain("Correction of Jane Smith's gift of $50.00");
    expect(first.textContent).toContain('Waiting for approval');
    expect(first.textContent).toContain('Corrects $50.00 to Building to $500.00 to Building.');
    expect(first.textContent).toContain('Reason: Typed $50 for $500');
    expect(first.textContent).toContain(
      `Proposed by Sam Lee on ${formatDateTime('2026-11-23T09:15:00.000Z')}.`,
    );
    expect(second.textContent).toContain('Reverses the gift ($20.00 to General): it was never given.');
    expect(second.textContent).toContain('Lone adjustment');
    expect(second.textContent).toContain(
      `Carried out without a second admin on ${formatDateTime('2026-11-23T11:00:00.000Z')}.`,
    );
    expect(within(second).queryByRole('button')).toBeNull();
    // The gift it would change is not corrected twice.
    const gifts = screen.getByRole('region', { name: 'Gifts' });
    expect(within(gifts).getByText('Adjustment waiting for approval')).toBeTruthy();
    expect(within(gifts).queryByRole('button', { name: "Correct Jane Smith's gift" })).toBeNull();

    await user.click(within(first).getByRole('button', { name: "Approve Jane Smith's correction" }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: `${BATCH_URL}/adjustments/${ADJUSTMENT_ID}/approve`, body: undefined },
      ]),
    );
    expect(await screen.findByText('Adjustment approved: the correction now counts')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Adjustments' }).textContent).toContain(
        'Approved by Pat Jones',
      ),
    );
  }, 15_000);

  it('lets the proposer withdraw their own adjustment, and no one approve what the server does not allow', async () => {
    const mine = batchAdjustment({ can: { approve: false, reject: true } });
    const posted = batchApi(
      committed({}, { adjustments: [mine] }),
      {},
      committed(
        {},
        {
          adjustments: [
            { ...mine, status: 'rejected', decidedBy: PAT, can: { approve: false, reject: false } },
          ],
        },
      ),
    );
    const { user } = await openBatch();
    const item = within(screen.getByRole('list', { name: 'Adjustments' })).getByRole('listitem');
    expect(
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Withdraw']);
    await user.click(within(item).getByRole('button', { name: "Withdraw Jane Smith's correction" }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: `${BATCH_URL}/adjustments/${ADJUSTMENT_ID}/reject`, body: undefined }]),
    );
    expect(await screen.findByText('Adjustment withdrawn: the gift stays as it was')).toBeTruthy();
  });

  it('asks a second admin to reopen an exported, deposited batch, saying when and by whom it left', async () => {
    const asked = {
      requestedBy: PAT,
      requestedAt: '2026-11-24T10:00:00.000Z',
      reason: 'Check 1042 bounced',
    };
    const posted = batchApi(
      committed(
        { reopen: false, requestReopen: true },
        {
          batch: {
            state: 'deposited',
            depositDate: '2026-11-23',
            depositedAt: '2026-11-23T12:00:00.000Z',
            exportedAt: '2026-11-24T09:30:00.000Z',
            exportedBy: SAM,
          },
        },
      ),
      {},
      committed({ rejectReopen: true }, { batch: { state: 'deposited' }, reopenRequest: asked }),
    );
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: 'Ask to reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to reopen batch' });
    expect(dialog.textContent).toContain(
      `Exported to the accounting software on ${formatDateTime('2026-11-24T09:30:00.000Z')} by Sam Lee. The books already hold it`,
    );
    expect(dialog.textContent).toContain('Deposited on Nov 23, 2026');
    expect(dialog.textContent).toContain('A second admin must approve the reopening.');
    await user.type(within(dialog).getByLabelText('Reason'), 'Check 1042 bounced');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to reopen' }));
    await waitFor(() =>
      expect(posted).toEqual([{ path: `${BATCH_URL}/reopen`, body: { reason: 'Check 1042 bounced' } }]),
    );
    expect(await screen.findByText('Reopening asked for: a second admin must approve it')).toBeTruthy();
    // The one who asked may withdraw it, not approve it.
    const waiting = await screen.findByRole('region', { name: 'Reopening waiting for approval' });
    expect(
      within(waiting)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Withdraw']);
  }, 15_000);

  it('shows a reopening waiting for approval, with Approve and Turn down as allowed', async () => {
    const request = {
      requestedBy: SAM,
      requestedAt: '2026-11-24T10:00:00.000Z',
      reason: 'Check 1042 bounced',
    };
    const posted = batchApi(
      committed(
        { approveReopen: true, rejectReopen: true },
        { batch: { state: 'deposited' }, reopenRequest: request },
      ),
      {},
      batchDetail({ batch: { state: 'open' } }),
    );
    const { user } = await openBatch();
    const waiting = screen.getByRole('region', { name: 'Reopening waiting for approval' });
    expect(
      within(waiting)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve reopening', 'Turn down']);
    expect(waiting.textContent).toContain(`Sam Lee asked on ${formatDateTime('2026-11-24T10:00:00.000Z')}`);
    expect(waiting.textContent).toContain('Reason: Check 1042 bounced');
    await user.click(within(waiting).getByRole('button', { name: 'Approve reopening' }));
    await waitFor(() => expect(posted).toEqual([{ path: `${BATCH_URL}/reopen/approve`, body: undefined }]));
    expect(await screen.findByText('Reopening approved: the batch is open again')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Reopening waiting for approval' })).toBeNull(),
    );
  });

  it('exports its journal in the format chosen, asking before a second export', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:journal');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const answers: MockReply[] = [
      apiError(409, 'conflict', 'Sunday 9:00, Nov 22 2026 was exported on Nov 23, 2026 by Pat Jones.'),
      { body: 'Date,Account', headers: { 'Content-Disposition': 'attachment; filename="journal-xero.csv"' } },
    ];
    const exports: Record<string, string>[] = [];
    batchApi(committed(), {
      'GET /api/batches/accounting-export': () =>
        answers.shift() ?? apiError(500, 'internal', 'not expected'),
    });
    const fetchMock = vi.mocked(fetch);
    const { user } = await openBatch();
    await user.selectOptions(screen.getByLabelText('Journal for the books'), 'Xero');
    await user.click(screen.getByRole('button', { name: 'Export journal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export again?' });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'was exported on Nov 23, 2026 by Pat Jones',
    );
    expect(clicked).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Export again' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    for (const [url] of fetchMock.mock.calls) {
      const parsed = new URL(String(url), 'http://localhost');
      if (parsed.pathname === '/api/batches/accounting-export')
        exports.push(Object.fromEntries(parsed.searchParams));
    }
    expect(exports).toEqual([
      { format: 'xero', again: 'false', batchId: BATCH_ID },
      { format: 'xero', again: 'true', batchId: BATCH_ID },
    ]);
    expect(await screen.findByText('Xero journal of Sunday 9:00, Nov 22 2026 downloaded')).toBeTruthy();
  }, 15_000);
});
