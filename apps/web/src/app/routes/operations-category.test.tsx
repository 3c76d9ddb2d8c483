import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, sessionFor } from '../../test/api-mock';
import { renderApp } from '../../test/render';

describe('operations category page', () => {
  it('shows the category title and description', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    renderApp('/operations/hr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Human Resources' })).toBeTruthy();
    expect(screen.getByText(/Staff records, payroll, benefits/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Human Resources · Steward'));
  });

  it('shows "Category Not Found" for an unknown category, with a way back', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    const { user } = renderApp('/operations/finance');

    expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to Operations Center' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Operations Center' })).toBeTruthy();
  });
});
