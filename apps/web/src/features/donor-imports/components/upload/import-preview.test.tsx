import type { ColumnMapping } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { DONOR_IMPORT_ID, donorImportPreview, noColumns } from '@/test/donors';
import { renderWithProviders } from '@/test/render';
import { ImportPreview } from './import-preview';

const PREVIEW = donorImportPreview({
  fileName: 'Giving 2024.csv',
  headers: ['Donor', 'Email', 'Gift', 'Date', 'Fund', 'Batch'],
  mapping: noColumns({ fullName: 0, email: 1, amount: 2, date: 3, fund: 4 }),
  rowsRead: 1250,
  rowsKept: 1243,
  dropped: [
    { reason: 'blank', label: 'All values blank', count: 1, lines: [40] },
    { reason: 'missing_date', label: 'Date missing or not readable', count: 6, lines: [7, 9, 12, 15, 20] },
  ],
  sample: [
    {
      line: 2,
      firstName: 'Mary',
      lastName: 'Johnson',
      email: 'mary@example.org',
      phone: null,
      amount: 1200,
      date: '2024-03-10',
      fund: 'Building Fund',
      externalId: null,
      address: null,
    },
    {
      line: 3,
      firstName: 'Lee',
      lastName: '',
      email: null,
      phone: null,
      amount: 25.5,
      date: '2024-12-31',
      fund: null,
      externalId: null,
      address: null,
    },
  ],
  canMergeDirectly: false,
});

/** A Breeze export with the giver's address; its "Gift" column was not taken for the amount. */
const WITH_ADDRESS = donorImportPreview({
  fileName: 'breeze.csv',
  headers: ['First Name', 'Last Name', 'Gift', 'Date', 'Street Address', 'City', 'State', 'Zip'],
  mapping: noColumns({
    firstName: 0,
    lastName: 1,
    date: 3,
    addressLine1: 4,
    city: 5,
    region: 6,
    postalCode: 7,
  }),
  problems: ['No amount column'],
  sample: [
    {
      line: 2,
      firstName: 'Ann',
      lastName: 'Lee',
      email: null,
      phone: null,
      amount: 50,
      date: '2025-01-05',
      fund: null,
      externalId: null,
      address: {
        line1: '12 Elm St',
        line2: null,
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        country: null,
      },
    },
    {
      line: 3,
      firstName: 'Bo',
      lastName: 'Chen',
      email: 'bo@example.org',
      phone: null,
      amount: 20,
      date: '2025-01-12',
      fund: null,
      externalId: null,
      address: null,
    },
  ],
  canMergeDirectly: false,
});

describe('ImportPreview', () => {
  // A column chosen has the server read the file again; these tests look at the columns themselves.
  beforeEach(() => {
    mockApi({
      [`POST /api/donors/imports/${DONOR_IMPORT_ID}/preview`]: ({ body }) => ({
        body: { ...PREVIEW, mapping: (body as { mapping: ColumnMapping }).mapping },
      }),
    });
  });

  it('shows the counts en-US, the rows left out by reason and the first rows as they would be stored', () => {
    renderWithProviders(
      <ImportPreview preview={PREVIEW} error={null} merging={false} onMerge={vi.fn()} onCancel={vi.fn()} />,
    );

    expect(screen.getByRole('heading', { name: 'Giving 2024.csv' })).toBeTruthy();
    expect(screen.getByText('Rows read').nextElementSibling?.textContent).toBe('1,250');
    expect(screen.getByText('Rows kept').nextElementSibling?.textContent).toBe('1,243');
    const dropped = within(screen.getByRole('region', { name: 'Rows left out' }));
    expect(dropped.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'All values blank: 1line 40',
      'Date missing or not readable: 6lines 7, 9, 12, 15, 20 and more',
    ]);

    const table = within(screen.getByRole('region', { name: 'First rows of the file' }));
    const rows = table.getAllByRole('row').map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows.slice(1)).toEqual([
      ['2', 'Mary Johnson', 'mary@example.org', '$1,200.00', 'Mar 10, 2024', 'Building Fund'],
      ['3', 'Lee', '—', '$25.50', 'Dec 31, 2024', '—'],
    ]);
  });

  it('lists the values it could not keep as written, by line, and the count past the lines listed', () => {
    const preview = {
      ...PREVIEW,
      rowProblems: [
        {
          field: 'email' as const,
          problem: 'not_one_email' as const,
          label: 'Email is not one email address: kept without an email',
          count: 1,
          lines: [4],
        },
        {
          field: 'addressLine1' as const,
          problem: 'line_breaks' as const,
          label: 'Street is on several lines: kept on one',
          count: 7,
          lines: [2, 3, 5, 8, 9],
        },
      ],
    };
    const { unmount } = renderWithProviders(
      <ImportPreview preview={preview} error={null} merging={false} onMerge={vi.fn()} onCancel={vi.fn()} />,
    );
    const problems = within(screen.getByRole('region', { name: 'Values corrected or left out' }));
    expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 4: Email is not one email address: kept without an email',
      'Lines 2, 3, 5, 8, 9 and more (7 rows): Street is on several lines: kept on one',
    ]);
    unmount();
    renderWithProviders(
      <ImportPreview preview={PREVIEW} error={null} merging={false} onMerge={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Values corrected or left out' })).toBeNull();
  });

  it('says how many rows are refunds, kept apart from the gifts, only when there are some', () => {
    const { unmount } = renderWithProviders(
      <ImportPreview
        preview={{ ...PREVIEW, refunds: 3 }}
        error={null}
        merging={false}
        onMerge={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByText(
        '3 rows have a negative amount: kept as refunds for giving statements, not counted as gifts.',
      ),
    ).toBeTruthy();
    unmount();
    renderWithProviders(
      <ImportPreview preview={PREVIEW} error={null} merging={false} onMerge={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByText(/negative amount/)).toBeNull();
  });

  it('lists the gifts already entered by hand, left out unless the admin includes them', async () => {
    const preview = donorImportPreview({
      fileName: 'Planning Center.csv',
      handEntered: {
        count: 3,
        rows: [
          {
            line: 2,
            firstName: 'Ann',
            lastName: 'Lee',
            date: '2026-11-22',
            amount: 50,
            fund: 'Building',
            batchName: 'Sunday 9:00, Nov 22 2026',
          },
          {
            line: 9,
            firstName: 'Ben',
            lastName: 'Ray',
            date: '2026-11-22',
            amount: 20,
            fund: '',
            batchName: 'Sunday 9:00, Nov 22 2026',
          },
        ],
      },
      canMergeDirectly: false,
    });
    const onMerge = vi.fn();
    const { user } = renderWithProviders(
      <ImportPreview preview={preview} error={null} merging={false} onMerge={onMerge} onCancel={vi.fn()} />,
    );

    const listed = within(screen.getByRole('region', { name: 'Already entered by hand' }));
    expect(
      listed.getByText(
        '3 gifts of this file were already entered by hand in a batch: they are left out so nothing is counted twice.',
      ),
    ).toBeTruthy();
    expect(listed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 2: Ann Lee, $50.00 on Nov 22, 2026 to Building: already entered by hand in batch Sunday 9:00, Nov 22 2026',
      'Line 9: Ben Ray, $20.00 on Nov 22, 2026 to No fund: already entered by hand in batch Sunday 9:00, Nov 22 2026',
    ]);
    expect(listed.getByText('and 1 more.')).toBeTruthy();

    const include = listed.getByRole('checkbox', { name: /Include these gifts as well/ }) as HTMLInputElement;
    expect(include.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenLastCalledWith(preview.mapping, false, {});

    await user.click(include);
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenLastCalledWith(preview.mapping, true, {});
  });

  it('lists the funds the merge would add, and sends the fund of the list chosen for one instead', async () => {
    const MISSIONS = '5b1d7c4e-0000-4000-8000-000000000001';
    const preview = donorImportPreview({
      funds: {
        mapped: [
          {
            name: 'missions',
            label: 'missions',
            by: 'case',
            fundId: MISSIONS,
            fundLabel: 'Missions',
            rows: 4,
          },
        ],
        added: [
          { name: 'Missions Trip', label: 'Missions Trip', rows: 2 },
          { name: 'Youth', label: 'Youth', rows: 1 },
        ],
        choices: [
          { id: '5b1d7c4e-0000-4000-8000-000000000002', label: 'Building Fund' },
          { id: MISSIONS, label: 'Missions' },
        ],
        problem: null,
      },
      canMergeDirectly: false,
    });
    const onMerge = vi.fn();
    const { user } = renderWithProviders(
      <ImportPreview preview={preview} error={null} merging={false} onMerge={onMerge} onCancel={vi.fn()} />,
    );
    const funds = within(screen.getByRole('region', { name: 'Funds' }));
    expect(
      funds.getByText(
        'These funds are not in the fund list: the merge adds them, unless you choose a fund of the list for one instead.',
      ),
    ).toBeTruthy();
    expect(
      funds.getByText('missions (4 rows) goes to Missions: the same name in other letters.'),
    ).toBeTruthy();
    const trip = funds.getByRole('combobox', { name: 'Missions Trip (2 rows)' }) as HTMLSelectElement;
    expect(trip.value).toBe('');
    await user.selectOptions(trip, 'Into Missions');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenLastCalledWith(preview.mapping, false, { 'Missions Trip': MISSIONS });
    await user.selectOptions(trip, 'Add as a new fund');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenLastCalledWith(preview.mapping, false, {});
  });

  it('does not merge a file naming more new funds than an import adds', () => {
    const problem =
      'This file names more than 100 funds the fund list does not have: check that its Fund column is the right one, or add the funds in Giving settings first.';
    const preview = donorImportPreview({
      funds: { mapped: [], added: [], choices: [], problem },
      canMergeDirectly: false,
    });
    renderWithProviders(
      <ImportPreview preview={preview} error={null} merging={false} onMerge={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(within(screen.getByRole('region', { name: 'Funds' })).getByText(problem)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Merge' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists nothing entered by hand when no gift of the file was', () => {
    renderWithProviders(
      <ImportPreview preview={PREVIEW} error={null} merging={false} onMerge={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Already entered by hand' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers every field with the file headers, starting from the columns recognised', async () => {
    const onMerge = vi.fn();
    const { user } = renderWithProviders(
      <ImportPreview preview={PREVIEW} error={null} merging={false} onMerge={onMerge} onCancel={vi.fn()} />,
    );

    const labels = [
      'First name',
      'Last name',
      'Full name',
      'Amount',
      'Date',
      'Month',
      'Email',
      'Phone',
      'Fund',
    ];
    for (const label of [...labels, 'Transaction ID', 'Payment status', 'Amount refunded'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('Payment status') as HTMLSelectElement).value).toBe('');
    const address = within(screen.getByRole('group', { name: 'Mailing address (optional)' }));
    expect(
      address
        .getAllByRole('combobox')
        .map((select) => (select as HTMLSelectElement).labels?.[0]?.textContent),
    ).toEqual(['Street', 'Second line', 'City', 'State or region', 'Postal code', 'Country']);
    expect((screen.getByLabelText('Amount') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Phone') as HTMLSelectElement).value).toBe('');

    await user.selectOptions(screen.getByLabelText('Transaction ID'), 'Batch');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenCalledWith(
      noColumns({ fullName: 0, email: 1, amount: 2, date: 3, fund: 4, externalId: 5 }),
      false,
      {},
    );
  });

  it('shows the address of each row and the address columns recognised, and lets the admin change them', async () => {
    const onMerge = vi.fn();
    const { user } = renderWithProviders(
      <ImportPreview
        preview={WITH_ADDRESS}
        error={null}
        merging={false}
        onMerge={onMerge}
        onCancel={vi.fn()}
      />,
    );

    const table = within(screen.getByRole('region', { name: 'First rows of the file' }));
    const [head, ...rows] = table.getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'Name', 'Email', 'Address', 'Amount', 'Date', 'Fund']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      '12 Elm St, Springfield, IL 62701',
      '—',
    ]);

    const selected = (label: string) => {
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      return select.selectedOptions[0]?.textContent;
    };
    expect(
      ['Street', 'Second line', 'City', 'State or region', 'Postal code', 'Country'].map(selected),
    ).toEqual(['Street Address', '— none —', 'City', 'State', 'Zip', '— none —']);

    await user.selectOptions(screen.getByLabelText('Amount'), 'Gift');
    await user.selectOptions(screen.getByLabelText('City'), '');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenCalledWith(
      noColumns({ firstName: 0, lastName: 1, amount: 2, date: 3, addressLine1: 4, region: 6, postalCode: 7 }),
      false,
      {},
    );
  });

  it('reads the file again when a column is chosen: the counts and first rows follow the mapping', async () => {
    // Read without an amount column: nothing kept, nothing to show.
    const unread = {
      ...WITH_ADDRESS,
      rowsRead: 3,
      rowsKept: 0,
      sample: [],
      dropped: [{ reason: 'missing_amount', label: 'Amount missing or 0', count: 3, lines: [2, 3, 4] }],
    };
    const fetchMock = mockApi({
      [`POST /api/donors/imports/${DONOR_IMPORT_ID}/preview`]: ({ body }) => ({
        body: {
          ...WITH_ADDRESS,
          mapping: (body as { mapping: ColumnMapping }).mapping,
          problems: [],
          rowsRead: 3,
          rowsKept: 2,
          dropped: [{ reason: 'missing_amount', label: 'Amount missing or 0', count: 1, lines: [4] }],
        },
      }),
    });
    const { user } = renderWithProviders(
      <ImportPreview preview={unread} error={null} merging={false} onMerge={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByText('Rows kept').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('No row of the file could be read with these columns.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Amount'), 'Gift');

    await waitFor(() => expect(screen.getByText('Rows kept').nextElementSibling?.textContent).toBe('2'));
    expect(screen.queryByText('No row of the file could be read with these columns.')).toBeNull();
    const table = within(screen.getByRole('region', { name: 'First rows of the file' }));
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    ).toEqual(['Ann Lee', 'Bo Chen']);
    expect(screen.getByRole('region', { name: 'Rows left out' }).textContent).toContain(
      'Amount missing or 0: 1',
    );
    const [, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(JSON.parse(init.body as string).mapping).toMatchObject({ amount: 2, firstName: 0, lastName: 1 });
  });

  it('locks the columns and says Merging... while the merge runs', () => {
    renderWithProviders(
      <ImportPreview preview={PREVIEW} error={null} merging onMerge={vi.fn()} onCancel={vi.fn()} />,
    );

    expect((screen.getByRole('button', { name: 'Merging...' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Amount') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose another file' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
