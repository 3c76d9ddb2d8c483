import type { Document, DocumentPage } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format-day';
import { baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { makeDocument } from '@/test/documents';
import { renderApp } from '@/test/render';

const SUGGESTED = { date: '2029-12-31', sentence: 'This certificate expires on December 31, 2029.' };
const SHOWN = formatDay(SUGGESTED.date);

function page(items: Document[]): DocumentPage {
  return { items, total: items.length, more: false, page: 1, pageSize: 25 };
}

/** The list as the server keeps it: answering the suggestion changes what the next list shows. */
function documentsApi(document: Document) {
  let current = document;
  const answered: string[] = [];
  const reply = (changes: Partial<Document>, how: string) => () => {
    answered.push(how);
    current = { ...current, ...changes, suggestedExpiry: null };
    return { body: current };
  };
  mockApi({
    ...baseRoutes(sessionFor('user')),
    'GET /api/documents': () => ({ body: page([current]) }),
    [`POST /api/documents/${document.id}/suggested-expiry/accept`]: reply(
      { expiryDate: SUGGESTED.date },
      'accept',
    ),
    [`DELETE /api/documents/${document.id}/suggested-expiry`]: reply({}, 'dismiss'),
  });
  return answered;
}

async function row(name: string) {
  const table = await screen.findByRole('region', { name: 'Documents' });
  return within(within(table).getByText(name).closest('tr') as HTMLElement);
}

describe('a suggested expiry date on the document list', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('marks the row until accepted, which sets the expiry date', async () => {
    const certificate = makeDocument({ name: 'Liability Certificate.pdf', suggestedExpiry: SUGGESTED });
    const answered = documentsApi(certificate);
    const { user } = renderApp('/documents');

    const cells = await row('Liability Certificate.pdf');
    const mark = cells.getByText(`Suggested expiry: ${SHOWN}`);
    expect(mark.getAttribute('title')).toBe(`From the document: “${SUGGESTED.sentence}”`);
    expect(cells.queryByText('N/A')).toBeNull();

    await user.click(
      cells.getByRole('button', { name: `Accept (suggested expiry ${SHOWN} of Liability Certificate.pdf)` }),
    );
    expect(answered).toEqual(['accept']);
    await waitFor(async () => expect((await row('Liability Certificate.pdf')).getByText(SHOWN)).toBeTruthy());
    expect((await row('Liability Certificate.pdf')).queryByText(/Suggested expiry/)).toBeNull();
  });

  it('clears the mark when dismissed, leaving no expiry date', async () => {
    const certificate = makeDocument({ name: 'Boiler Permit.pdf', suggestedExpiry: SUGGESTED });
    const answered = documentsApi(certificate);
    const { user } = renderApp('/documents');

    const cells = await row('Boiler Permit.pdf');
    await user.click(cells.getByRole('button', { name: /^Dismiss \(suggested expiry/ }));
    expect(answered).toEqual(['dismiss']);
    await waitFor(async () => expect((await row('Boiler Permit.pdf')).getByText('N/A')).toBeTruthy());
  });

  it('shows the mark without the actions to a member who may not edit the document', async () => {
    documentsApi(makeDocument({ name: 'Lease.pdf', suggestedExpiry: SUGGESTED, can: { edit: false } }));
    renderApp('/documents');

    const cells = await row('Lease.pdf');
    expect(cells.getByText(`Suggested expiry: ${SHOWN}`)).toBeTruthy();
    expect(cells.queryByRole('button', { name: /Accept|Dismiss/ })).toBeNull();
  });
});
