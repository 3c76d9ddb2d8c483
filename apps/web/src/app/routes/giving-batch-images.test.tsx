import type { BatchDetail } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { BATCH_ID, batchDetail, batchGift, GIFT_ID } from '@/test/batches';
import { type FakeXhr, installFakeXhr } from '@/test/fake-xhr';
import { renderApp } from '@/test/render';

const BATCH_URL = `/api/batches/${BATCH_ID}`;
const SHEET = { documentId: '88888888-8888-4888-8888-888888888888', name: 'Count sheet.pdf' };
const CHECK = { documentId: '99999999-9999-4999-8999-999999999999', name: 'Check 1042.png' };

const committed = (overrides: Partial<BatchDetail> = {}) =>
  batchDetail({ batch: { state: 'committed', committedAt: '2026-11-22T18:00:00.000Z' }, ...overrides });

/** An admin's batch page; the batch is read from `current()` on each GET, so a test can change it. */
function imagesApi(current: () => BatchDetail, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...baseRoutes(sessionFor('admin')),
    [`GET ${BATCH_URL}`]: () => ({ body: current() }),
    ...extra,
  });
}

async function openBatch() {
  const view = renderApp(`/giving/batches/${BATCH_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Sunday 9:00, Nov 22 2026' });
  return { ...view, images: screen.getByRole('region', { name: 'Images' }) };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

async function sentRequest(sent: FakeXhr[]) {
  await waitFor(() => expect(sent).toHaveLength(1));
  return sent[0] as FakeXhr;
}

describe('a batch’s images', () => {
  it('lists the images, downloads one through the documents’ signed link, and marks the gift with one', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const detail = committed({ attachments: [SHEET, CHECK], gifts: [batchGift({ hasImage: true })] });
    const fetchMock = imagesApi(() => detail, {
      [`GET /api/documents/${CHECK.documentId}/link`]: {
        body: { url: '/files/signed-check', expiresAt: '2026-11-22T19:00:00.000Z' },
      },
    });
    const { user, images } = await openBatch();

    const list = within(images).getByRole('list', { name: 'Attached images' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Count sheet.pdfDownload', 'Check 1042.pngDownload']);
    await user.click(within(list).getByRole('button', { name: 'Download Check 1042.png' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.getAttribute('href')).toBe('/files/signed-check');
    expect(clicked[0]?.download).toBe('Check 1042.png');
    const linkCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/link'));
    expect(String(linkCall?.[0])).toContain('disposition=attachment');

    const gifts = screen.getByRole('region', { name: 'Gifts' });
    expect(within(gifts).getByText('Has image')).toBeTruthy();
  });

  it('attaches a check to one gift: the giftId goes before the file, with progress, and the batch is read again', async () => {
    let detail = batchDetail({ batch: { state: 'open' } });
    imagesApi(() => detail);
    const sent = installFakeXhr();
    const { user, images } = await openBatch();
    expect(within(images).getByText('No images attached yet.')).toBeTruthy();

    const picker = within(images).getByLabelText('Attach image') as HTMLInputElement;
    expect(picker.accept).toBe('image/png,image/jpeg,application/pdf');
    await user.selectOptions(within(images).getByLabelText('Attach to'), GIFT_ID);
    await user.upload(picker, png('Check 1042.png'));

    const request = await sentRequest(sent);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${BATCH_URL}/attachments`);
    expect(request.fields).toEqual([
      ['giftId', GIFT_ID],
      ['file', 'Check 1042.png'],
    ]);
    expect(picker.disabled).toBe(true);
    request.progress(40, 100);
    const progress = await within(images).findByRole('progressbar', { name: 'Uploading Check 1042.png' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));

    detail = batchDetail({
      batch: { state: 'open' },
      gifts: [batchGift({ hasImage: true })],
      attachments: [CHECK],
    });
    request.respond(201, { ...CHECK, giftId: GIFT_ID });

    expect(await screen.findByText('Check 1042.png attached')).toBeTruthy();
    const list = await within(images).findByRole('list', { name: 'Attached images' });
    expect(within(list).getByText('Check 1042.png')).toBeTruthy();
    expect(picker.disabled).toBe(false);
    expect(within(images).queryByRole('progressbar')).toBeNull();
  });

  it('attaches a count sheet to the whole batch with the file alone', async () => {
    imagesApi(() => committed());
    const sent = installFakeXhr();
    const { user, images } = await openBatch();

    await user.upload(within(images).getByLabelText('Attach image'), png('Count sheet.png'));
    const request = await sentRequest(sent);
    expect(request.fields).toEqual([['file', 'Count sheet.png']]);
    request.respond(201, { documentId: SHEET.documentId, name: 'Count sheet.png', giftId: null });
    expect(await screen.findByText('Count sheet.png attached')).toBeTruthy();
  });

  it('shows the server’s refusal beside the picker, and attaches nothing', async () => {
    imagesApi(() => committed());
    const sent = installFakeXhr();
    const { user, images } = await openBatch();

    await user.upload(within(images).getByLabelText('Attach image'), png('Scan.png'));
    const request = await sentRequest(sent);
    const refusal = 'The content of Scan.png does not match its extension';
    request.respond(400, { error: { code: 'bad_request', message: refusal } });

    expect((await within(images).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByText('Scan.png attached')).toBeNull();
    expect(within(images).getByText('No images attached yet.')).toBeTruthy();
  });
});
