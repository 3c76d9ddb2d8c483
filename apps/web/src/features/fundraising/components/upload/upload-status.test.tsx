import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MergedBox } from './upload-status';

describe('MergedBox', () => {
  it("keeps the spec's sentence and adds the refunds kept, when there are some", () => {
    renderWithProviders(<MergedBox recordsAdded={1204} refundsAdded={2} />);
    const box = screen.getByRole('status');
    expect(box.textContent).toContain('Added 1,204 new records to your database');
    expect(box.textContent).toContain('Kept 2 refunds for giving statements (not counted as gifts)');
  });

  it('says nothing of refunds when the file had none', () => {
    renderWithProviders(<MergedBox recordsAdded={4} refundsAdded={0} />);
    expect(screen.getByRole('status').textContent).not.toMatch(/refund/i);
  });
});
