import type { Document } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { makeDocument } from '@/test/documents';
import { renderWithProviders } from '@/test/render';
import { TextEditorDialog } from './text-editor-dialog';

const NOTES = makeDocument({
  name: 'Notes.txt',
  contentType: 'text/plain',
  version: 3,
  can: { edit: true, editContent: true, delete: true },
});
const CONTENT_PATH = `/api/documents/${NOTES.id}/content`;

function openEditor(routes: Record<string, MockReply | (() => MockReply)>, document: Document = NOTES) {
  const fetchMock = mockApi(routes);
  const onClose = vi.fn();
  const view = renderWithProviders(<TextEditorDialog document={document} onClose={onClose} />);
  return { fetchMock, onClose, ...view };
}

function bodies(fetchMock: ReturnType<typeof mockApi>, method: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === method && String(url) === CONTENT_PATH)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('text editor', () => {
  it('loads the text into a monospace field and saves it with the version it was loaded from', async () => {
    const { fetchMock, onClose, user } = openEditor({
      [`GET ${CONTENT_PATH}`]: { body: { content: 'Agenda', version: 3 } },
      [`PUT ${CONTENT_PATH}`]: { body: { ...NOTES, version: 4 } },
    });

    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Notes.txt' }));
    const field = (await dialog.findByLabelText('Content of Notes.txt')) as HTMLTextAreaElement;
    expect(field.value).toBe('Agenda');
    expect(field.className).toContain('font-mono');
    // Nothing to save yet.
    expect((dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(field, ' for Sunday');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved "Notes.txt"')).toBeTruthy();
    expect(bodies(fetchMock, 'PUT')).toEqual([{ content: 'Agenda for Sunday', version: 3 }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message on a conflicting save and reloads the newer version", async () => {
    let latest = { content: 'Agenda', version: 3 };
    const { fetchMock, onClose, user } = openEditor({
      [`GET ${CONTENT_PATH}`]: () => ({ body: latest }),
      [`PUT ${CONTENT_PATH}`]: () => {
        latest = { content: 'Agenda (edited by Sam)', version: 4 };
        return apiError(409, 'conflict', 'Someone saved a newer version of this document. Reload to see it.');
      },
    });

    const field = (await screen.findByLabelText('Content of Notes.txt')) as HTMLTextAreaElement;
    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone saved a newer version of this document. Reload to see it.');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Content of Notes.txt') as HTMLTextAreaElement).value).toBe(
        'Agenda (edited by Sam)',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies(fetchMock, 'PUT')).toEqual([{ content: 'Agenda!', version: 3 }]);
  });

  it('says "Failed to save document" for any other failure', async () => {
    const { user } = openEditor({
      [`GET ${CONTENT_PATH}`]: { body: { content: 'Agenda', version: 3 } },
      [`PUT ${CONTENT_PATH}`]: apiError(
        413,
        'payload_too_large',
        'The text is too long to save (5 MB at most)',
      ),
    });

    await user.type(await screen.findByLabelText('Content of Notes.txt'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Failed to save document: The text is too long to save (5 MB at most)'),
    ).toBeTruthy();
  });

  it('shows "Error Loading Document" when the text cannot be read', async () => {
    openEditor({ [`GET ${CONTENT_PATH}`]: apiError(404, 'not_found', 'Document not found') });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Document' })).toBeTruthy();
    expect(within(alert).getByText('Failed to load document content')).toBeTruthy();
    expect(within(alert).getByText('Document not found')).toBeTruthy();
  });

  it('shows "File Not Editable" for anything but text, without asking the server', async () => {
    const pdf = makeDocument({ name: 'Bylaws.pdf' });
    const { fetchMock } = openEditor({}, pdf);

    expect(await screen.findByRole('heading', { name: 'File Not Editable' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "File Not Editable" when the server refuses to read the file as text', async () => {
    openEditor({ [`GET ${CONTENT_PATH}`]: apiError(400, 'bad_request', 'File Not Editable') });

    expect(await screen.findByRole('heading', { name: 'File Not Editable' })).toBeTruthy();
  });
});
