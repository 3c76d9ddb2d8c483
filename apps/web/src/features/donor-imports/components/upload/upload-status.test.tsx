import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { DONOR_IMPORT_ID, donorMergeResult } from '@/test/donors';
import { renderWithProviders } from '@/test/render';
import { MergedBox, UploadStatus } from './upload-status';

describe('MergedBox', () => {
  it("keeps the spec's sentence and adds the refunds kept, when there are some", () => {
    renderWithProviders(<MergedBox result={donorMergeResult({ recordsAdded: 1204, refundsAdded: 2 })} />);
    const box = screen.getByRole('status');
    expect(box.textContent).toContain('Added 1,204 new records to your database');
    expect(box.textContent).toContain('Kept 2 refunds for giving statements (not counted as gifts)');
  });

  it("keeps the spec's two lines and says below them how many donors gave, how many are new, with the import's record", () => {
    renderWithProviders(
      <MergedBox result={donorMergeResult({ recordsAdded: 1204, giftDonors: 310, donorsAdded: 12 })} />,
    );
    const lines = [...screen.getByRole('status').querySelectorAll('p')].map((line) => line.textContent);
    expect(lines).toEqual([
      'Data merged successfully!',
      'Added 1,204 new records to your database',
      '1,204 gifts from 310 donors, 12 of them new · See this import',
    ]);
    expect(screen.getByRole('link', { name: 'See this import' }).getAttribute('href')).toBe(
      `/giving/imports/${DONOR_IMPORT_ID}`,
    );
  });

  it("says what the file's household column did, and nothing when it did nothing", () => {
    const { unmount } = renderWithProviders(
      <MergedBox result={donorMergeResult({ households: { made: 2, extended: 1 } })} />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'From the Household column: made 2 households; 1 household gained members',
    );
    unmount();
    renderWithProviders(<MergedBox result={donorMergeResult()} />);
    expect(screen.getByRole('status').textContent).not.toMatch(/household/i);
  });

  it('says nothing of refunds when the file had none', () => {
    renderWithProviders(<MergedBox result={donorMergeResult({ recordsAdded: 4, refundsAdded: 0 })} />);
    expect(screen.getByRole('status').textContent).not.toMatch(/refund/i);
  });
});

describe('UploadStatus after a merge', () => {
  it('lists under the green box the values it could not keep as written, by line', () => {
    const result = donorMergeResult({
      recordsAdded: 3,
      dropped: [{ reason: 'name_too_long', label: 'Name too long', count: 1, lines: [5] }],
      rowProblems: [
        {
          field: 'email',
          problem: 'not_one_email',
          label: 'Email is not one email address: kept without an email',
          count: 1,
          lines: [4],
        },
        {
          field: 'lastName',
          problem: 'too_long',
          label: 'Last name is longer than 200 characters: row left out',
          count: 1,
          lines: [5],
        },
      ],
    });
    renderWithProviders(<UploadStatus state={{ step: 'merged', result }} />);
    expect(screen.getByRole('status').textContent).toContain('Added 3 new records to your database');
    const problems = within(screen.getByRole('region', { name: 'Values corrected or left out' }));
    expect(problems.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 4: Email is not one email address: kept without an email',
      'Line 5: Last name is longer than 200 characters: row left out',
    ]);
    expect(screen.getByRole('region', { name: 'Rows left out' }).textContent).toContain('Name too long: 1');
  });

  it('shows no such list when every value was kept as written', () => {
    renderWithProviders(<UploadStatus state={{ step: 'merged', result: donorMergeResult() }} />);
    expect(screen.queryByRole('region', { name: 'Values corrected or left out' })).toBeNull();
  });
});

describe('UploadStatus: possible duplicates after a merge', () => {
  it("says in the green box how many possible duplicates involve the import's donors, with a link to the list", async () => {
    const fetchMock = mockApi({ 'GET /api/donors/duplicates/count': { body: { count: 3 } } });
    renderWithProviders(<UploadStatus state={{ step: 'merged', result: donorMergeResult() }} />);
    const box = screen.getByRole('status');
    expect(await within(box).findByText(/Found 3 possible duplicates among these donors/)).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'review them' }).getAttribute('href')).toBe(
      '/giving/duplicates',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`importId=${DONOR_IMPORT_ID}`);
  });

  it('says nothing of duplicates when the import found none', async () => {
    const fetchMock = mockApi({ 'GET /api/donors/duplicates/count': { body: { count: 0 } } });
    renderWithProviders(<UploadStatus state={{ step: 'merged', result: donorMergeResult() }} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).not.toMatch(/duplicate/i);
  });
});
