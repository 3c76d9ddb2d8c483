import type { Document } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { makeDocument, textStatus } from '@/test/documents';
import { renderWithProviders } from '@/test/render';
import { DocumentViewerDialog } from './document-viewer-dialog';

const LINK = { url: '/files/inline-token', expiresAt: '2025-03-07T13:00:00.000Z' };

function openViewer(
  document: Document,
  link: MockReply = { body: LINK },
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const fetchMock = mockApi({ [`GET /api/documents/${document.id}/link`]: link, ...routes });
  const onEditContent = vi.fn();
  const view = renderWithProviders(
    <DocumentViewerDialog document={document} onClose={() => undefined} onEditContent={onEditContent} />,
  );
  return { fetchMock, onEditContent, ...view };
}

async function dialog(name: string) {
  return within(await screen.findByRole('dialog', { name }));
}

describe('document viewer', () => {
  it('shows a PDF in a frame from the signed inline link, with size and category', async () => {
    const pdf = makeDocument({ name: 'Bylaws.pdf', category: 'Governance', sizeBytes: 2_621_440 });
    const { fetchMock } = openViewer(pdf);

    const viewer = await dialog('Bylaws.pdf');
    expect(viewer.getByText('Governance · 2.5 MB')).toBeTruthy();
    const frame = (await viewer.findByTitle('Preview of Bylaws.pdf')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/files/inline-token');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/documents/${pdf.id}/link?disposition=inline`);
    expect(viewer.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(viewer.queryByRole('button', { name: 'Edit Content' })).toBeNull();
  });

  it('says a PDF could not be displayed where the browser has no PDF viewer', async () => {
    vi.stubGlobal('navigator', { ...navigator, pdfViewerEnabled: false });
    openViewer(makeDocument({ name: 'Bylaws.pdf' }));

    const viewer = await dialog('Bylaws.pdf');
    expect((await viewer.findByRole('alert')).textContent).toContain('PDF could not be displayed');
  });

  it('shows an image, and says so when it cannot be displayed', async () => {
    openViewer(makeDocument({ name: 'Logo.png', contentType: 'image/png' }));

    const viewer = await dialog('Logo.png');
    const image = await viewer.findByRole('img', { name: 'Logo.png' });
    expect(image.getAttribute('src')).toBe('/files/inline-token');
    fireEvent.error(image);
    expect((await viewer.findByRole('alert')).textContent).toContain('Image could not be displayed');
  });

  it.each([
    ['Sermon.mp4', 'video/mp4', 'video', 'Video could not be displayed'],
    ['Podcast.mp3', 'audio/mpeg', 'audio', 'Audio could not be played'],
  ])('plays %s, and says so when it cannot', async (name, contentType, tag, message) => {
    const { baseElement } = openViewer(makeDocument({ name, contentType }));

    await dialog(name);
    const media = await waitFor(() => {
      const element = baseElement.querySelector(tag);
      if (!element) throw new Error(`no <${tag}> yet`);
      return element;
    });
    expect(media.getAttribute('src')).toBe('/files/inline-token');
    expect(media.hasAttribute('controls')).toBe(true);
    fireEvent.error(media);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('shows a text file as text, and offers Edit Content when the document allows it', async () => {
    const notes = makeDocument({
      name: 'Notes.md',
      contentType: 'text/markdown',
      can: { edit: true, editContent: true, delete: true },
    });
    const { fetchMock, onEditContent, user } = openViewer(notes);
    const apiFetch = fetchMock.getMockImplementation();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === LINK.url
        ? Promise.resolve(new Response('# Agenda\n- budget'))
        : apiFetch?.(input, init),
    );

    const viewer = await dialog('Notes.md');
    const content = await viewer.findByRole('region', { name: 'Content of Notes.md' });
    expect(content.textContent).toBe('# Agenda\n- budget');
    await user.click(viewer.getByRole('button', { name: 'Edit Content' }));
    expect(onEditContent).toHaveBeenCalledWith(notes);
  });

  it('says a text file could not be displayed when its link fails', async () => {
    const { fetchMock } = openViewer(makeDocument({ name: 'Notes.txt', contentType: 'text/plain' }));
    const apiFetch = fetchMock.getMockImplementation();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === LINK.url
        ? Promise.resolve(new Response('gone', { status: 404 }))
        : apiFetch?.(input, init),
    );

    const viewer = await dialog('Notes.txt');
    expect((await viewer.findByRole('alert')).textContent).toContain('Text file could not be displayed');
  });

  it('says a download is required for Word and Excel files', async () => {
    openViewer(
      makeDocument({
        name: 'Budget.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );

    const viewer = await dialog('Budget.xlsx');
    expect(await viewer.findByText('Download required')).toBeTruthy();
    expect(viewer.getByText(/Download the file to open it/)).toBeTruthy();
    expect(viewer.getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('says "Preview not available" for other types', async () => {
    openViewer(makeDocument({ name: 'Archive.bin', contentType: 'application/octet-stream' }));

    expect(await (await dialog('Archive.bin')).findByText('Preview not available')).toBeTruthy();
  });

  it('explains when the document cannot be loaded, and still offers the download', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const pdf = makeDocument({ name: 'Bylaws.pdf' });
    const { fetchMock, user } = openViewer(pdf, apiError(404, 'not_found', 'Document not found'));

    const viewer = await dialog('Bylaws.pdf');
    const alert = await viewer.findByRole('alert');
    expect(within(alert).getByText('Unable to load document')).toBeTruthy();
    expect(
      within(alert).getByText(
        'There was an issue loading this document. You can try downloading it instead.',
      ),
    ).toBeTruthy();
    expect(alert.textContent).toContain('Failed to load document: Document not found');

    const apiFetch = fetchMock.getMockImplementation();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('disposition=attachment')
        ? Promise.resolve(Response.json({ url: '/files/attachment-token', expiresAt: LINK.expiresAt }))
        : apiFetch?.(input, init),
    );
    await user.click(viewer.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['/files/attachment-token']));
  });

  it('shows where reading the text stands, and the text read out of the file on "Show text"', async () => {
    const lease = makeDocument({
      name: 'Lease.pdf',
      text: textStatus('done', { pages: 2, pagesRead: 2, words: 9, ocr: true }),
    });
    const text = 'The lease term ends on June 30, 2027.\n\nSigned <b>by</b> both parties.';
    const { fetchMock, user } = openViewer(lease, undefined, {
      [`GET /api/documents/${lease.id}/text`]: { body: { ...lease.text, text } },
    });

    const viewer = await dialog('Lease.pdf');
    expect(viewer.getByText('Text: 2 pages · 9 words · OCR')).toBeTruthy();
    const toggle = viewer.getByRole('button', { name: 'Show text' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/text'))).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const region = await viewer.findByRole('region', { name: 'Text of Lease.pdf' });
    expect(region.textContent).toBe(text);
    expect(region.querySelector('b')).toBeNull();
    expect(viewer.queryByTitle('Preview of Lease.pdf')).toBeNull();

    await user.click(toggle);
    expect(await viewer.findByTitle('Preview of Lease.pdf')).toBeTruthy();
  });

  it('says when no text was found in the document', async () => {
    const photo = makeDocument({
      name: 'Photo.png',
      contentType: 'image/png',
      text: textStatus('no-text', { reason: 'No words were found.' }),
    });
    const { user } = openViewer(photo, undefined, {
      [`GET /api/documents/${photo.id}/text`]: { body: { ...photo.text, text: '' } },
    });

    const viewer = await dialog('Photo.png');
    expect(viewer.getByText('No text', { exact: false }).textContent).toBe('No text: No words were found.');
    await user.click(viewer.getByRole('button', { name: 'Show text' }));
    expect(await viewer.findByText('No text was found in this document.')).toBeTruthy();
  });

  it('offers an admin Retry when reading failed, then follows the new reading', async () => {
    const scan = makeDocument({
      name: 'Scan.pdf',
      text: textStatus('failed', { reason: 'Timed out.' }),
      can: { retryText: true },
    });
    let retried = false;
    const { fetchMock, user } = openViewer(scan, undefined, {
      [`POST /api/documents/${scan.id}/text/retry`]: () => {
        retried = true;
        return { status: 202, body: { ...textStatus('waiting'), text: '' } };
      },
      [`GET /api/documents/${scan.id}`]: () => ({
        body: {
          ...scan,
          text: retried ? textStatus('reading', { progress: { page: 1, pages: 3 } }) : scan.text,
        },
      }),
    });

    const viewer = await dialog('Scan.pdf');
    expect(viewer.getByText("Couldn't read: Timed out.")).toBeTruthy();
    await user.click(viewer.getByRole('button', { name: 'Retry reading Scan.pdf' }));
    expect(await screen.findByText('Reading "Scan.pdf" again')).toBeTruthy();
    expect(await viewer.findByText('Reading page 1 of 3')).toBeTruthy();
    expect(viewer.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('offers no Retry to a member who may not retry', async () => {
    openViewer(makeDocument({ name: 'Scan.pdf', text: textStatus('failed', { reason: 'Timed out.' }) }));

    const viewer = await dialog('Scan.pdf');
    expect(viewer.getByText("Couldn't read: Timed out.")).toBeTruthy();
    expect(viewer.queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
