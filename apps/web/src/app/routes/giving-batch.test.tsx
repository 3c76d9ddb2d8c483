import type { BatchDetail } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { BATCH_ID, batchDetail, batchGift, batchList, GIFT_ID } from '@/test/batches';
import { renderApp } from '@/test/render';

const BATCH_URL = `/api/batches/${BATCH_ID}`;

/** Batch BATCH_ID as the server answers it; records what the page posted. */
function batchApi(detail: BatchDetail, extra: Parameters<typeof mockApi>[0] = {}) {
  const posted: { path: string; body: unknown }[] = [];
  const record = (request: MockRequest) => {
    posted.push({ path: request.path, body: request.body });
    return { body: detail };
  };
  mockApi({
    ...baseRoutes(sessionFor('admin')),
    [`GET ${BATCH_URL}`]: { body: detail },
    [`POST ${BATCH_URL}/commit`]: record,
    [`POST ${BATCH_URL}/reopen`]: record,
    [`POST ${BATCH_URL}/gifts/${GIFT_ID}/adjust`]: record,
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
  it('is refused with the server’s reason beside a disabled Commit', async () => {
    const refusal = 'You entered the most gifts in this batch: a second person must commit it.';
    const posted = batchApi(batchDetail({ can: { commit: false, commitRefusal: refusal, delete: true } }));
    await openBatch();

    const commit = screen.getByRole('button', { name: 'Commit' }) as HTMLButtonElement;
    expect(commit.disabled).toBe(true);
    // The reason is on the page and read out with the button.
    const reason = screen.getByText(refusal);
    expect(commit.getAttribute('aria-describedby')).toBe(reason.id);
    expect(posted).toEqual([]);
  });

  it('commits when allowed, and says so', async () => {
    const posted = batchApi(batchDetail({ can: { commit: true } }));
    const { user } = await openBatch();

    const commit = screen.getByRole('button', { name: 'Commit' }) as HTMLButtonElement;
    expect(commit.disabled).toBe(false);
    expect(commit.getAttribute('aria-describedby')).toBeNull();
    await user.click(commit);
    await waitFor(() => expect(posted.map((call) => call.path)).toEqual([`${BATCH_URL}/commit`]));
    expect(await screen.findByText('Sunday 9:00, Nov 22 2026 committed: its gifts now count')).toBeTruthy();
  });

  it('leaves the figures to the entry grid while the batch is open', async () => {
    batchApi(batchDetail({ batch: { state: 'open' } }));
    await openBatch();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Figures' })).toBeNull();
  });
});

describe('an open batch', () => {
  it('is deleted after asking, with its gifts, and the list opens', async () => {
    let deleted = 0;
    batchApi(batchDetail({ batch: { state: 'open' }, can: { delete: true } }), {
      [`DELETE ${BATCH_URL}`]: () => {
        deleted += 1;
        return { status: 204 };
      },
      'GET /api/batches': { body: batchList([]) },
    });
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete batch' });
    expect(confirm.textContent).toContain('Delete Sunday 9:00, Nov 22 2026 and the 1 gift entered in it?');
    expect(deleted).toBe(0);

    await user.click(within(confirm).getByRole('button', { name: 'Delete batch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Batches' })).toBeTruthy();
    expect(deleted).toBe(1);
    expect(await screen.findByText('Sunday 9:00, Nov 22 2026 deleted')).toBeTruthy();
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
  const committed = (can: Partial<BatchDetail['can']> = {}) =>
    batchDetail({
      batch: {
        state: 'committed',
        committedAt: '2026-11-22T18:00:00.000Z',
        committedBy: { id: '11111111-1111-4111-8111-111111111111', name: 'Pat Jones' },
        loneCommit: true,
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
    const posted = batchApi(committed());
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
  }, 15_000);

  it('corrects a gift by its reversal and the corrected gift, with the reason', async () => {
    const posted = batchApi(committed());
    const { user } = await openBatch();
    await user.click(screen.getByRole('button', { name: "Correct Jane Smith's gift" }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct a gift' });

    const amount = within(dialog).getByLabelText('Amount ($)');
    expect((amount as HTMLInputElement).value).toBe('50.00');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('Please give a reason for the correction')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Typed $50 for $500');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
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
    expect(await screen.findByText('Gift corrected')).toBeTruthy();
  }, 15_000);
});
