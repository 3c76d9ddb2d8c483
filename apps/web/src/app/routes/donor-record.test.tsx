import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonorCard } from '@/features/donors/components/directory/donor-card';
import { formatDateTime } from '@/lib/format-date';
import { apiError, baseRoutes, type MockReply, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { BOB_ID, donorGiftPage, donorProfile, donorRecord, JANE_ID, SMYTH_ID } from '@/test/donor-records';
import { donorDirectoryPage, donorSummary } from '@/test/donors';
import { renderApp, renderWithProviders } from '@/test/render';

const PAGE = `/department/fundraising-donor-management/donors/${JANE_ID}`;
const RESTRICTED_TEXT =
  "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.";

type Route = MockReply | ((request: MockRequest) => MockReply);

/** A gift of the gift list that no adjustment touched. */
const UNADJUSTED = { corrected: false, adjustmentWaiting: null } as const;

/** Jane Smith's page as the server answers it; `routes` add to or replace its calls. */
function recordApi(routes: Record<string, Route> = {}, role: 'admin' | 'user' = 'admin') {
  return mockApi({
    ...baseRoutes(sessionFor(role)),
    [`GET /api/donors/${JANE_ID}`]: { body: donorProfile() },
    [`GET /api/donors/${JANE_ID}/gifts`]: { body: donorGiftPage(1) },
    ...routes,
  });
}

/** The query strings of every call to `path`, in order. */
function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => {
      const called = new URL(String(url), 'http://localhost');
      return called.pathname === path && (init?.method ?? 'GET') === method;
    })
    .map(([url, init]) => ({
      query: Object.fromEntries(new URL(String(url), 'http://localhost').searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}

/** The cells of each body row of `table`, as text. */
function rows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

function region(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function openPage() {
  const view = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Jane Smith' });
  return view;
}

describe("a donor's page", () => {
  it('shows the figures, the contact details, giving by year and by fund, and the first page of gifts', async () => {
    recordApi();
    await openPage();

    await waitFor(() => expect(document.title).toBe('Jane Smith · Steward'));
    expect(screen.getByText('Frequent donor')).toBeTruthy();
    const summary = region('Giving summary');
    expect(
      [...summary.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    ).toEqual([
      ['Total given', '$12,500.00'],
      ['Gifts', '120'],
      ['Average gift', '$104.17'],
      ['First gift', 'Jan 09, 2022'],
      ['Last gift', 'Nov 15, 2024'],
    ]);

    const contact = within(region('Contact details'));
    expect(contact.getByRole('link', { name: 'jane@example.org' }).getAttribute('href')).toBe(
      'mailto:jane@example.org',
    );
    expect(contact.getByRole('link', { name: '555-0100' }).getAttribute('href')).toBe('tel:555-0100');
    const address = region('Contact details').querySelector('address');
    expect([...(address?.children ?? [])].map((line) => line.textContent)).toEqual([
      '12 Elm St',
      'Apt 4',
      'Springfield, IL 62701',
      'USA',
    ]);

    // The chart is an image to a screen reader; its numbers are in a table beside it.
    const years = within(region('Giving by year'));
    expect(rows(years.getByRole('table', { name: 'Giving by year' }))).toEqual([
      ['2022', '$3,000.00', '30'],
      ['2023', '$4,500.00', '45'],
      ['2024', '$5,000.00', '45'],
    ]);
    expect(
      (await years.findByRole('img')).getAttribute('aria-label')?.startsWith('Bar chart of giving by year'),
    ).toBe(true);

    expect(rows(region('Giving by fund'))).toEqual([
      ['General', '80', '$8,000.00'],
      ['No fund', '30', '$3,000.00'],
      ['Building', '10', '$1,500.00'],
    ]);

    const gifts = await screen.findByRole('region', { name: 'Gift list' });
    const giftRows = rows(gifts);
    expect(giftRows).toHaveLength(50);
    expect(giftRows[0]).toEqual(['Nov 15, 2024', 'General', '$100.00', '—', '—', 'TX-1000']);
    expect(giftRows[1]).toEqual(['Nov 08, 2024', 'No fund', '$100.00', '—', '—', '—']);
    const pages = within(await screen.findByRole('navigation', { name: 'Gift pages' }));
    expect(pages.getByText('Showing 1–50 of 120')).toBeTruthy();
    expect((pages.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there is no address on file, no email and no phone', async () => {
    const none = { line1: null, line2: null, city: null, region: null, postalCode: null, country: null };
    recordApi({
      [`GET /api/donors/${JANE_ID}`]: {
        body: donorProfile({ donor: donorRecord({ email: null, phone: null, address: none }) }),
      },
    });
    await openPage();

    const contact = within(region('Contact details'));
    expect(contact.getByText('No address on file')).toBeTruthy();
    expect(contact.getByText('No email on file')).toBeTruthy();
    expect(contact.getByText('No phone on file')).toBeTruthy();
    expect(contact.getByText('No envelope number')).toBeTruthy();
  });

  it('shows values an old import left too long up to their limit, and the edit dialog the whole value', async () => {
    const lastName = 'L'.repeat(200_000);
    const street = 'A'.repeat(600_000);
    recordApi({
      [`GET /api/donors/${JANE_ID}`]: {
        body: donorProfile({
          donor: donorRecord({
            lastName,
            phone: '5'.repeat(1000),
            address: {
              line1: street,
              line2: null,
              city: 'Springfield',
              region: 'IL',
              postalCode: '62701',
              country: null,
            },
          }),
          funds: [{ fund: 'F'.repeat(1000), amount: 100, gifts: 1 }],
        }),
      },
      [`GET /api/donors/${JANE_ID}/gifts`]: {
        body: {
          items: [
            {
              date: '2024-01-05',
              amount: 100,
              fund: 'G'.repeat(1000),
              externalId: 'T'.repeat(1000),
              batchName: null,
              method: null,
              checkNumber: null,
              ...UNADJUSTED,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        },
      },
    });
    const { user } = renderApp(PAGE);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`Jane ${'L'.repeat(200)}…`);
    await waitFor(() => expect(document.title).toBe(`Jane ${'L'.repeat(200)}… · Steward`));
    const contact = within(region('Contact details'));
    expect(contact.getByText(`${'A'.repeat(200)}…`)).toBeTruthy();
    expect(contact.getByRole('link', { name: `${'5'.repeat(40)}…` })).toBeTruthy();
    expect(rows(within(region('By fund')).getByRole('region', { name: 'Giving by fund' }))).toEqual([
      [`${'F'.repeat(200)}…`, '1', '$100.00'],
    ]);
    const gifts = await screen.findByRole('region', { name: 'Gift list' });
    expect(rows(gifts)).toEqual([
      ['Jan 05, 2024', `${'G'.repeat(200)}…`, '$100.00', '—', '—', `${'T'.repeat(200)}…`],
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit donor details' }));
    expect((dialog.getByLabelText('Last name (optional)') as HTMLInputElement).value).toBe(lastName);
  });

  it('lists the refunds apart from the gifts, only when there are some', async () => {
    recordApi({
      [`GET /api/donors/${JANE_ID}`]: {
        body: donorProfile({
          refunds: [
            { date: '2024-06-02', amount: 250, fund: 'Building' },
            { date: '2023-01-10', amount: 40, fund: '' },
          ],
        }),
      },
    });
    await openPage();
    const refunds = region('Refunds');
    expect(within(refunds).getByText('2 refunds')).toBeTruthy();
    expect(rows(within(refunds).getByRole('region', { name: 'Refund list' }))).toEqual([
      ['Jun 02, 2024', 'Building', '$250.00'],
      ['Jan 10, 2023', 'No fund', '$40.00'],
    ]);
  });

  it('shows the batch, method and check number of gifts entered by hand, and the in-kind gifts apart', async () => {
    recordApi({
      [`GET /api/donors/${JANE_ID}`]: {
        body: donorProfile({
          inKindGifts: [
            {
              date: '2026-11-22',
              description: 'Two boxes of canned food',
              batchName: 'Sunday 9:00, Nov 22 2026',
            },
          ],
        }),
      },
      [`GET /api/donors/${JANE_ID}/gifts`]: {
        body: {
          items: [
            {
              date: '2026-11-22',
              amount: 50,
              fund: 'Building',
              externalId: null,
              batchName: 'Sunday 9:00, Nov 22 2026',
              method: 'check',
              checkNumber: '1234',
              ...UNADJUSTED,
            },
            {
              date: '2026-11-22',
              amount: 20,
              fund: '',
              externalId: null,
              batchName: 'Sunday 9:00, Nov 22 2026',
              method: 'cash',
              checkNumber: null,
              ...UNADJUSTED,
            },
            {
              date: '2025-01-05',
              amount: 100,
              fund: 'General',
              externalId: 'TX-1',
              batchName: null,
              method: null,
              checkNumber: null,
              ...UNADJUSTED,
            },
          ],
          total: 3,
          page: 1,
          pageSize: 50,
        },
      },
    });
    await openPage();
    expect(rows(await screen.findByRole('region', { name: 'Gift list' }))).toEqual([
      ['Nov 22, 2026', 'Building', '$50.00', 'Sunday 9:00, Nov 22 2026', 'Check 1234', '—'],
      ['Nov 22, 2026', 'No fund', '$20.00', 'Sunday 9:00, Nov 22 2026', 'Cash', '—'],
      ['Jan 05, 2025', 'General', '$100.00', '—', '—', 'TX-1'],
    ]);
    const inKind = region('In-kind gifts');
    expect(within(inKind).getByText('1 gift')).toBeTruthy();
    // Described, never valued: no amount column.
    expect(rows(within(inKind).getByRole('region', { name: 'In-kind gift list' }))).toEqual([
      ['Nov 22, 2026', 'Two boxes of canned food', 'Sunday 9:00, Nov 22 2026'],
    ]);
  });

  it('shows the adjustments of batch gifts with who proposed, who approved, when and why, and marks the gifts they touch', async () => {
    const byHand = { batchName: 'Sunday 9:00, Nov 22 2026', method: 'check' as const, externalId: null };
    const adjustment = {
      batchName: 'Sunday 9:00, Nov 22 2026',
      giftDate: '2026-11-22',
      method: 'check' as const,
      lone: false,
    };
    recordApi({
      [`GET /api/donors/${JANE_ID}`]: {
        body: donorProfile({
          adjustments: [
            {
              ...adjustment,
              status: 'pending',
              checkNumber: '1235',
              amount: 30,
              correctedAmount: 35,
              reason: 'The check says $35',
              proposedBy: 'Maria Lopez',
              proposedAt: '2026-11-25T08:00:00.000Z',
              approvedBy: null,
              approvedAt: null,
            },
            {
              ...adjustment,
              status: 'approved',
              checkNumber: '1236',
              amount: 20,
              correctedAmount: null,
              reason: 'Returned by the bank',
              proposedBy: 'Tom Hale',
              proposedAt: '2026-11-24T09:00:00.000Z',
              approvedBy: 'Tom Hale',
              approvedAt: '2026-11-24T09:00:00.000Z',
              lone: true,
            },
            {
              ...adjustment,
              status: 'approved',
              checkNumber: '1234',
              amount: 50,
              correctedAmount: 75,
              reason: 'The check says $75',
              proposedBy: 'Maria Lopez',
              proposedAt: '2026-11-23T09:00:00.000Z',
              approvedBy: 'Tom Hale',
              approvedAt: '2026-11-23T11:30:00.000Z',
            },
          ],
        }),
      },
      [`GET /api/donors/${JANE_ID}/gifts`]: {
        body: {
          items: [
            {
              ...byHand,
              date: '2026-11-22',
              amount: 75,
              fund: 'Building',
              checkNumber: '1234',
              corrected: true,
              adjustmentWaiting: null,
            },
            {
              ...byHand,
              date: '2026-11-22',
              amount: 30,
              fund: '',
              checkNumber: '1235',
              corrected: false,
              adjustmentWaiting: 'correction',
            },
          ],
          total: 2,
          page: 1,
          pageSize: 50,
        },
      },
    });
    await openPage();
    // The gift waiting keeps its committed amount.
    expect(rows(await screen.findByRole('region', { name: 'Gift list' }))).toEqual([
      ['Nov 22, 2026', 'Building', '$75.00', 'Sunday 9:00, Nov 22 2026Corrected', 'Check 1234', '—'],
      [
        'Nov 22, 2026',
        'No fund',
        '$30.00',
        'Sunday 9:00, Nov 22 2026Correction waiting for approval',
        'Check 1235',
        '—',
      ],
    ]);
    const adjustments = region('Adjustments');
    expect(within(adjustments).getByText('3 adjustments')).toBeTruthy();
    expect(rows(within(adjustments).getByRole('region', { name: 'Adjustment list' }))).toEqual([
      [
        'Nov 22, 2026 · Check 1235Sunday 9:00, Nov 22 2026',
        'Correction: $30.00 to $35.00',
        'The check says $35',
        `Maria Lopez, ${formatDateTime('2026-11-25T08:00:00.000Z')}`,
        'Waiting for approval: counts nowhere yet',
      ],
      [
        'Nov 22, 2026 · Check 1236Sunday 9:00, Nov 22 2026',
        'Reversal of $20.00',
        'Returned by the bank',
        `Tom Hale, ${formatDateTime('2026-11-24T09:00:00.000Z')}`,
        `Lone: dual control off, carried out by Tom Hale, ${formatDateTime('2026-11-24T09:00:00.000Z')}`,
      ],
      [
        'Nov 22, 2026 · Check 1234Sunday 9:00, Nov 22 2026',
        'Correction: $50.00 to $75.00',
        'The check says $75',
        `Maria Lopez, ${formatDateTime('2026-11-23T09:00:00.000Z')}`,
        `Tom Hale, ${formatDateTime('2026-11-23T11:30:00.000Z')}`,
      ],
    ]);
  });

  it('shows no refunds section for a donor without refunds', async () => {
    recordApi();
    await openPage();
    await screen.findByRole('region', { name: 'Gift list' });
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'In-kind gifts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Adjustments' })).toBeNull();
  });

  it('asks for the next page of gifts and back', async () => {
    const fetchMock = recordApi({
      [`GET /api/donors/${JANE_ID}/gifts`]: (request) => {
        const last = calls(fetchMock, 'GET', request.path).at(-1);
        return { body: donorGiftPage(Number(last?.query.page ?? 1)) };
      },
    });
    const { user } = await openPage();
    const pages = within(await screen.findByRole('navigation', { name: 'Gift pages' }));
    await pages.findByText('Showing 1–50 of 120');

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(await pages.findByText('Showing 51–100 of 120')).toBeTruthy();
    expect(calls(fetchMock, 'GET', `/api/donors/${JANE_ID}/gifts`).map((call) => call.query)).toEqual([
      { page: '1', pageSize: '50' },
      { page: '2', pageSize: '50' },
    ]);
    expect(rows(region('Gift list'))[0]?.[5]).toBe('TX-1050');

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(await pages.findByText('Showing 101–120 of 120')).toBeTruthy();
    const next = pages.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    // The last page disables Next: the focus goes to Previous rather than being lost.
    await waitFor(() => expect(document.activeElement).toBe(pages.getByRole('button', { name: 'Previous' })));

    await user.click(pages.getByRole('button', { name: 'Previous' }));
    expect(await pages.findByText('Showing 51–100 of 120')).toBeTruthy();
  });
});

describe("editing a donor's details", () => {
  it('sends the corrected details, and shows why the server refused them (409)', async () => {
    const fetchMock = recordApi({
      [`PATCH /api/donors/${JANE_ID}`]: apiError(
        409,
        'conflict',
        'Another donor is already named Jane Smyth: merge the two donors instead',
      ),
    });
    const { user } = await openPage();

    const edit = screen.getByRole('button', { name: 'Edit details' });
    await user.click(edit);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit donor details' }));
    expect((dialog.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane');
    expect((dialog.getByLabelText('Postal code (optional)') as HTMLInputElement).value).toBe('62701');

    const lastName = dialog.getByLabelText('Last name (optional)');
    await user.clear(lastName);
    await user.type(lastName, 'Smyth');
    await user.clear(dialog.getByLabelText('Email (optional)'));
    await user.clear(dialog.getByLabelText('Second line (optional)'));
    await user.clear(dialog.getByLabelText('State or region (optional)'));
    await user.type(dialog.getByLabelText('State or region (optional)'), ' Illinois ');
    await user.click(dialog.getByRole('button', { name: 'Save details' }));

    expect(
      await dialog.findByText('Another donor is already named Jane Smyth: merge the two donors instead'),
    ).toBeTruthy();
    expect(calls(fetchMock, 'PATCH', `/api/donors/${JANE_ID}`).map((call) => call.body)).toEqual([
      {
        firstName: 'Jane',
        lastName: 'Smyth',
        email: null,
        phone: '555-0100',
        address: {
          line1: '12 Elm St',
          line2: null,
          city: 'Springfield',
          region: 'Illinois',
          postalCode: '62701',
          country: 'USA',
        },
        envelopeNumber: null,
      },
    ]);
    // Still open, the details as typed, to correct or cancel.
    expect((dialog.getByLabelText('Last name (optional)') as HTMLInputElement).value).toBe('Smyth');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('checks the details before sending them', async () => {
    const fetchMock = recordApi();
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit donor details' }));
    await user.clear(dialog.getByLabelText('First name'));
    const email = dialog.getByLabelText('Email (optional)');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Save details' }));

    expect(dialog.getByText('First name is required')).toBeTruthy();
    expect(dialog.getByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText('First name'));
    expect(calls(fetchMock, 'PATCH', `/api/donors/${JANE_ID}`)).toHaveLength(0);
  });

  it('saves, says so and shows the new details', async () => {
    let saved = false;
    const renamed = donorRecord({ lastName: 'Smith-Jones' });
    const fetchMock = recordApi({
      [`GET /api/donors/${JANE_ID}`]: () => ({
        body: donorProfile({ donor: saved ? renamed : donorRecord() }),
      }),
      [`PATCH /api/donors/${JANE_ID}`]: () => {
        saved = true;
        return { body: renamed };
      },
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit donor details' }));
    await user.type(dialog.getByLabelText('Last name (optional)'), '-Jones');
    await user.click(dialog.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Donor details saved')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Smith-Jones' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetchMock, 'PATCH', `/api/donors/${JANE_ID}`)[0]?.body.lastName).toBe('Smith-Jones');
  });
});

describe("a donor's envelope number", () => {
  it('is shown with the contact details, and edited with them', async () => {
    let saved = false;
    const numbered = donorRecord({ envelopeNumber: '123' });
    const fetchMock = recordApi({
      [`GET /api/donors/${JANE_ID}`]: () => ({
        body: donorProfile({ donor: saved ? donorRecord({ envelopeNumber: '124' }) : numbered }),
      }),
      [`PATCH /api/donors/${JANE_ID}`]: () => {
        saved = true;
        return { body: donorRecord({ envelopeNumber: '124' }) };
      },
    });
    const { user } = await openPage();
    const contact = within(region('Contact details'));
    expect(contact.getByText('123')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit donor details' }));
    const envelope = dialog.getByLabelText('Envelope number (optional)') as HTMLInputElement;
    expect(envelope.value).toBe('123');
    await user.clear(envelope);
    await user.type(envelope, '124');
    await user.click(dialog.getByRole('button', { name: 'Save details' }));

    expect(await contact.findByText('124')).toBeTruthy();
    expect(calls(fetchMock, 'PATCH', `/api/donors/${JANE_ID}`)[0]?.body.envelopeNumber).toBe('124');
  });

  it('shows why the server refused a number another donor has (409)', async () => {
    recordApi({
      [`PATCH /api/donors/${JANE_ID}`]: apiError(
        409,
        'conflict',
        'Envelope number 7 already belongs to Bob Lee',
      ),
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit donor details' }));
    await user.type(dialog.getByLabelText('Envelope number (optional)'), '7');
    await user.click(dialog.getByRole('button', { name: 'Save details' }));

    expect(await dialog.findByText('Envelope number 7 already belongs to Bob Lee')).toBeTruthy();
  });
});

describe('merging donors', () => {
  /** A radio of the merge dialog, by its field, donor and value. */
  function choice(dialog: HTMLElement, name: string): HTMLInputElement {
    return within(dialog).getByRole('radio', { name }) as HTMLInputElement;
  }

  it('merges a possible duplicate side by side, this donor staying, with the value chosen per field', async () => {
    let merged = false;
    const fetchMock = recordApi({
      [`GET /api/donors/${JANE_ID}`]: () => ({
        body: merged
          ? donorProfile({
              donor: donorRecord({ donationCount: 123, totalAmount: 12800 }),
              possibleDuplicates: donorProfile().possibleDuplicates.slice(1),
            })
          : donorProfile(),
      }),
      [`POST /api/donors/${JANE_ID}/merge`]: () => {
        merged = true;
        return { body: { donor: donorRecord({ donationCount: 123 }), giftsMoved: 3 } };
      },
    });
    const { user } = await openPage();

    const duplicates = within(screen.getByRole('list', { name: 'Possible duplicates' }));
    const [smyth, jSmith] = duplicates.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(smyth).getByText('Similar name')).toBeTruthy();
    expect(within(jSmith).getByText('Same email')).toBeTruthy();
    expect(within(smyth).getByRole('link', { name: 'Jane Smyth' }).getAttribute('href')).toBe(
      `/department/fundraising-donor-management/donors/${SMYTH_ID}`,
    );

    await user.click(within(smyth).getByRole('button', { name: 'Merge into this donor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Jane Smith and Jane Smyth' });
    // This donor on the left, the one merged into it beside it, each with its gifts.
    expect(within(dialog).getByText('120 gifts · $12,500.00')).toBeTruthy();
    expect(within(dialog).getByText('3 gifts · $300.00')).toBeTruthy();
    expect(within(dialog).getByText('The same in both: first name, phone.')).toBeTruthy();
    // Each differing field starts on this donor's value; the other's is one click away.
    expect(choice(dialog, 'Last name of Jane Smith: Smith').checked).toBe(true);
    expect(choice(dialog, 'Email of Jane Smith: jane@example.org').checked).toBe(true);
    expect(choice(dialog, 'Email of Jane Smyth: none').checked).toBe(false);
    await user.click(choice(dialog, 'Address of Jane Smyth: 12 Elm Street, Springfield, IL 62701'));
    expect(calls(fetchMock, 'POST', `/api/donors/${JANE_ID}/merge`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Merge donors' }));
    expect(await screen.findByText('Merged Jane Smyth into Jane Smith (3 gifts moved)')).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/api/donors/${JANE_ID}/merge`).map((call) => call.body)).toEqual([
      { donorId: SMYTH_ID, keep: { lastName: 'this', email: 'this', address: 'other' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page is read again: Jane Smyth is gone from the list and her gifts are counted here.
    await waitFor(() => expect(within(region('Giving summary')).getByText('123')).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Jane Smyth' })).toBeNull();
    // The page had her details: her own page was never asked for (it answers 404 once merged).
    expect(calls(fetchMock, 'GET', `/api/donors/${SMYTH_ID}`)).toHaveLength(0);
    // Her row went with her: the focus goes to the merge search button, not to the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Merge with another donor…' })),
    );
  });

  it('merges nothing when the dialog is cancelled', async () => {
    const fetchMock = recordApi();
    const { user } = await openPage();

    const button = within(screen.getByRole('list', { name: 'Possible duplicates' })).getAllByRole('button', {
      name: 'Merge into this donor',
    })[0] as HTMLElement;
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Merge Jane Smith and Jane Smyth' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST', `/api/donors/${JANE_ID}/merge`)).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('finds another donor to merge by a search that leaves this donor out', async () => {
    const bob = donorSummary({
      id: BOB_ID,
      firstName: 'Bob',
      lastName: 'Lee',
      donationCount: 1,
      email: null,
    });
    const fetchMock = recordApi({
      'GET /api/donors': { body: donorDirectoryPage([donorSummary({ id: JANE_ID }), bob]) },
      [`POST /api/donors/${JANE_ID}/merge`]: {
        body: { donor: donorRecord({ donationCount: 121 }), giftsMoved: 1 },
      },
    });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Merge with another donor…' }));
    const search = within(await screen.findByRole('dialog', { name: 'Merge with another donor' }));
    expect(search.getByText('Type a name or email to find the donor.')).toBeTruthy();
    await user.type(search.getByLabelText('Search donors'), 'lee');

    const matches = within(await search.findByRole('list', { name: 'Matching donors' }));
    expect(matches.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Bob Lee1 gift · $1,250.00',
    ]);
    expect(search.getByText('1 donor found.')).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/api/donors').at(-1)?.query).toMatchObject({ q: 'lee', page: '1' });

    await user.click(matches.getByRole('button', { name: /Bob Lee/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Jane Smith and Bob Lee' });
    expect(screen.queryByRole('dialog', { name: 'Merge with another donor' })).toBeNull();
    // Bob has no email or address: this donor's are kept unless chosen otherwise.
    expect(choice(dialog, 'First name of Jane Smith: Jane').checked).toBe(true);
    expect(choice(dialog, 'Address of Bob Lee: none').checked).toBe(false);
    await user.click(choice(dialog, 'First name of Bob Lee: Bob'));
    await user.click(within(dialog).getByRole('button', { name: 'Merge donors' }));

    expect(await screen.findByText('Merged Bob Lee into Jane Smith (1 gift moved)')).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/api/donors/${JANE_ID}/merge`).map((call) => call.body)).toEqual([
      {
        donorId: BOB_ID,
        keep: { firstName: 'other', lastName: 'this', email: 'this', address: 'this' },
      },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Merge with another donor…' })),
    );
  });

  it('says why a merge failed and keeps the dialog open', async () => {
    recordApi({
      [`POST /api/donors/${JANE_ID}/merge`]: apiError(404, 'not_found', 'Donor not found'),
    });
    const { user } = await openPage();

    await user.click(
      within(screen.getByRole('list', { name: 'Possible duplicates' })).getAllByRole('button', {
        name: 'Merge into this donor',
      })[0] as HTMLElement,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Jane Smith and Jane Smyth' }));
    await user.click(dialog.getByRole('button', { name: 'Merge donors' }));
    expect(await dialog.findByText('Failed to merge the donors: Donor not found')).toBeTruthy();
  });
});

describe("the way to a donor's page", () => {
  it('links each All Donors card to its donor page', () => {
    renderWithProviders(<DonorCard donor={donorSummary({ id: JANE_ID })} />);

    const card = screen.getByRole('article', { name: 'Jane Smith' });
    const link = within(card).getByRole('link', { name: 'Jane Smith' });
    expect(link.getAttribute('href')).toBe(PAGE);
    expect(within(card).getByText('Regular')).toBeTruthy();
  });

  it('under Giving, links its possible duplicates to their pages under Giving too', async () => {
    recordApi();
    renderApp(`/giving/donors/${JANE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Jane Smith' });

    const duplicates = within(screen.getByRole('list', { name: 'Possible duplicates' }));
    expect(duplicates.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/giving/donors/${SMYTH_ID}`,
      '/giving/donors/66666666-6666-4666-8666-666666666666',
    ]);
  });

  it('goes back to All Donors', async () => {
    recordApi();
    await openPage();

    const back = screen.getByRole('link', { name: 'Back to All Donors' });
    expect(back.getAttribute('href')).toBe('/department/fundraising-donor-management?tab=donors');
  });

  it('says so when the donor is not there (merged away or cleared)', async () => {
    recordApi({ [`GET /api/donors/${JANE_ID}`]: apiError(404, 'not_found', 'Donor not found') });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Donor not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to All Donors' })).toBeTruthy();
  });

  it('restricts the page for the user role without asking for the donor', async () => {
    const fetchMock = recordApi({}, 'user');
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(RESTRICTED_TEXT)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/donors'))).toHaveLength(0);
    expect(screen.queryByText('Jane Smith')).toBeNull();
  });

  it('shows Access Restricted when the server refuses the donor (403)', async () => {
    recordApi({
      [`GET /api/donors/${JANE_ID}`]: apiError(403, 'forbidden', 'Administrator privileges required'),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
  });
});
