import { ATTACHMENT_WARNING_BYTES, type Document } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { makeDocument } from '@/test/documents';
import { renderWithProviders } from '@/test/render';
import { EmailDocumentsDialog } from './email-documents-dialog';

const BUDGET = makeDocument({ name: 'Budget.pdf', sizeBytes: 1024 * 1024 });
const MINUTES = makeDocument({ name: 'Minutes.txt', sizeBytes: 512 * 1024 });

function openEmail(reply: MockReply | (() => Promise<MockReply>), documents: Document[] = [BUDGET, MINUTES]) {
  const fetchMock = mockApi({ 'POST /api/email': reply });
  const onOpenChange = vi.fn();
  const onSent = vi.fn();
  const view = renderWithProviders(
    <EmailDocumentsDialog documents={documents} open onOpenChange={onOpenChange} onSent={onSent} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Email Documents' }));
  return { fetchMock, onOpenChange, onSent, dialog, ...view };
}

const QUEUED = {
  body: { recipients: ['ana@grace.test', 'ben@grace.test', 'cy@grace.test'], delivery: 'sent', error: null },
};

describe('Email Documents modal', () => {
  it('lists the documents with count and total size; links on and attachments off by default', () => {
    const { dialog } = openEmail(QUEUED);

    expect(dialog.getByText('2 documents · 1.5 MB total')).toBeTruthy();
    const list = within(dialog.getByRole('region', { name: 'Selected documents' }));
    expect(list.getByText('Budget.pdf')).toBeTruthy();
    expect(list.getByText('1 MB')).toBeTruthy();
    expect(list.getByText('Minutes.txt')).toBeTruthy();
    expect((dialog.getByLabelText('Include links') as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByLabelText('Attach files') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps Send disabled while the subject is empty', async () => {
    const { dialog, user } = openEmail(QUEUED);

    const send = dialog.getByRole('button', { name: 'Send Email' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(dialog.getByLabelText('Subject'), '   ');
    expect(send.disabled).toBe(true);
    await user.type(dialog.getByLabelText('Subject'), 'Budget');
    expect(send.disabled).toBe(false);
  });

  it('asks for a recipient, or a valid one, before sending anything', async () => {
    const { dialog, fetchMock, user } = openEmail(QUEUED);

    await user.type(dialog.getByLabelText('Subject'), 'Budget');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Please enter at least one recipient email address.',
    );
    expect(dialog.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');

    await user.type(dialog.getByLabelText('To'), 'ana@grace.test');
    // Editing clears the message until the next try.
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.getByLabelText('To').getAttribute('aria-invalid')).toBeNull();
    await user.type(dialog.getByLabelText('Cc (optional)'), 'not-an-address');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      '"not-an-address" is not a valid email address',
    );
    expect(dialog.getByLabelText('Cc (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the draft, says who it went to, and closes', async () => {
    const { dialog, fetchMock, onOpenChange, onSent, user } = openEmail(QUEUED);

    await user.type(dialog.getByLabelText('To'), 'Ana@Grace.test, ben@grace.test');
    await user.type(dialog.getByLabelText('Bcc (optional)'), 'cy@grace.test');
    await user.type(dialog.getByLabelText('Subject'), 'Budget for review');
    await user.type(dialog.getByLabelText('Message (optional)'), 'See attached.');
    await user.click(dialog.getByLabelText('Include links'));
    await user.click(dialog.getByLabelText('Attach files'));
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));

    expect(
      await screen.findByText('Email sent successfully to ana@grace.test, ben@grace.test, cy@grace.test!'),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      to: ['ana@grace.test', 'ben@grace.test'],
      cc: [],
      bcc: ['cy@grace.test'],
      subject: 'Budget for review',
      message: 'See attached.',
      includeLinks: false,
      includeAttachments: true,
      documentIds: [BUDGET.id, MINUTES.id],
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSent).toHaveBeenCalled();
  });

  it.each([
    [
      'outbox',
      null,
      'Email not sent: no mail server is set up. The message to ana@grace.test is kept in the outbox.',
    ],
    [
      'queued',
      'Greeting never received',
      'Email to ana@grace.test is queued, not sent yet: the mail server has not accepted it. Steward will try again.',
    ],
  ] as const)(
    'never says sent when the mail server did not take the message (%s)',
    async (delivery, error, text) => {
      const { dialog, user } = openEmail({ body: { recipients: ['ana@grace.test'], delivery, error } });

      await user.type(dialog.getByLabelText('To'), 'ana@grace.test');
      await user.type(dialog.getByLabelText('Subject'), 'Budget');
      await user.click(dialog.getByRole('button', { name: 'Send Email' }));

      expect(await screen.findByText(text)).toBeTruthy();
      if (error) expect(screen.getByText(error)).toBeTruthy();
      expect(screen.queryByText('Email sent successfully to ana@grace.test!')).toBeNull();
    },
  );

  it("shows a sending state, then the failure with the server's message", async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { dialog, onSent, user } = openEmail(
      () =>
        new Promise<MockReply>((resolve) => {
          answer = resolve;
        }),
    );

    await user.type(dialog.getByLabelText('To'), 'ana@grace.test');
    await user.type(dialog.getByLabelText('Subject'), 'Budget');
    await user.click(dialog.getByRole('button', { name: 'Send Email' }));
    const sending = await dialog.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByLabelText('To') as HTMLInputElement).disabled).toBe(true);

    answer(apiError(400, 'bad_request', 'The attachments are too large to send (40 MB at most)'));
    expect(await screen.findByText('Failed to send email. Please try again.')).toBeTruthy();
    expect(screen.getByText('The attachments are too large to send (40 MB at most)')).toBeTruthy();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Send Email' })).toBeTruthy());
    expect(onSent).not.toHaveBeenCalled();
  });

  it('warns when attachments are on and the files total more than 25MB', async () => {
    const big = makeDocument({ name: 'Video.mp4', sizeBytes: ATTACHMENT_WARNING_BYTES });
    const { dialog, user } = openEmail(QUEUED, [big, MINUTES]);

    expect(dialog.queryByText(/more than 25MB/)).toBeNull();
    await user.click(dialog.getByLabelText('Attach files'));
    expect(dialog.getByRole('status').textContent).toContain(
      'The attachments total 25.5 MB, more than 25MB.',
    );
    await user.click(dialog.getByLabelText('Attach files'));
    expect(dialog.queryByText(/more than 25MB/)).toBeNull();
  });

  it('does not warn at exactly 25MB', async () => {
    const { dialog, user } = openEmail(QUEUED, [makeDocument({ sizeBytes: ATTACHMENT_WARNING_BYTES })]);

    await user.click(dialog.getByLabelText('Attach files'));
    expect(dialog.getByText('1 document · 25 MB total')).toBeTruthy();
    expect(dialog.queryByText(/more than 25MB/)).toBeNull();
  });
});
