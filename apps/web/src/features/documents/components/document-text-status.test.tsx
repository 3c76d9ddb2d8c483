import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/test/api-mock';
import { makeDocument, textStatus } from '@/test/documents';
import { renderWithProviders } from '@/test/render';
import { DocumentTextStatus } from './document-text-status';

describe('DocumentTextStatus', () => {
  it.each([
    [textStatus('waiting'), 'Waiting to be read'],
    [textStatus('reading', { progress: { page: 2, pages: 5 } }), 'Reading page 2 of 5'],
    [
      textStatus('done', { pages: 2, pagesRead: 2, words: 412, ocr: true }),
      'Text: 2 pages · 412 words · OCR',
    ],
    [textStatus('failed', { reason: 'The file is damaged.' }), "Couldn't read: The file is damaged."],
  ])('says where reading stands in words, with a decorative icon (%#)', (text, label) => {
    mockApi({});
    const { container } = renderWithProviders(<DocumentTextStatus document={makeDocument({ text })} />);
    expect(container.textContent).toBe(label);
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives the reason a file has no text as a tooltip and to screen readers', () => {
    mockApi({});
    const reason = 'The image has no words in it.';
    renderWithProviders(
      <DocumentTextStatus document={makeDocument({ text: textStatus('no-text', { reason }) })} />,
    );
    const label = screen.getByText('No text', { exact: false });
    expect(label.closest('[title]')?.getAttribute('title')).toBe(reason);
    expect(label.textContent).toBe(`No text: ${reason}`);
    expect(screen.getByText(`: ${reason}`).className).toContain('sr-only');
  });

  it('offers Retry only to those who may retry, and only when reading failed', () => {
    mockApi({});
    const failed = textStatus('failed', { reason: 'Timed out.' });
    const { rerender } = renderWithProviders(
      <DocumentTextStatus document={makeDocument({ name: 'Scan.pdf', text: failed })} />,
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();

    rerender(
      <DocumentTextStatus
        document={makeDocument({ name: 'Scan.pdf', text: textStatus('no-text'), can: { retryText: true } })}
      />,
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('asks for the text to be read again on Retry, and says so', async () => {
    const scan = makeDocument({
      name: 'Scan.pdf',
      text: textStatus('failed', { reason: 'Timed out.' }),
      can: { retryText: true },
    });
    const fetchMock = mockApi({
      [`POST /api/documents/${scan.id}/text/retry`]: {
        status: 202,
        body: { ...textStatus('waiting'), text: '' },
      },
    });
    const { user } = renderWithProviders(<DocumentTextStatus document={scan} />);

    await user.click(screen.getByRole('button', { name: 'Retry reading Scan.pdf' }));
    expect(await screen.findByText('Reading "Scan.pdf" again')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/documents/${scan.id}/text/retry`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Steward-CSRF')).toBe('1');
  });

  it('reports a refused Retry', async () => {
    const scan = makeDocument({ name: 'Scan.pdf', text: textStatus('failed'), can: { retryText: true } });
    mockApi({
      [`POST /api/documents/${scan.id}/text/retry`]: apiError(
        409,
        'conflict',
        'Only a document whose text could not be read can be read again.',
      ),
    });
    const { user } = renderWithProviders(<DocumentTextStatus document={scan} />);

    await user.click(screen.getByRole('button', { name: 'Retry reading Scan.pdf' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Failed to retry reading: Only a document whose text could not be read can be read again.',
        ),
      ).toBeTruthy(),
    );
  });
});
