import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { donorImportPreview, noColumns } from '@/test/donors';
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
    },
  ],
  canMergeDirectly: false,
});

describe('ImportPreview', () => {
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
    for (const label of [...labels, 'Transaction ID']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText('Amount') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Phone') as HTMLSelectElement).value).toBe('');

    await user.selectOptions(screen.getByLabelText('Transaction ID'), 'Batch');
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(onMerge).toHaveBeenCalledWith(
      noColumns({ fullName: 0, email: 1, amount: 2, date: 3, fund: 4, externalId: 5 }),
    );
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
