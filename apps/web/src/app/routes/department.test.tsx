import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, sessionFor } from '../../test/api-mock';
import { renderApp } from '../../test/render';

const FUNDRAISING = '/department/fundraising-donor-management';

describe('department page', () => {
  it('shows a department with its description', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    renderApp('/department/worship');

    expect(await screen.findByRole('heading', { level: 1, name: 'Worship' })).toBeTruthy();
    expect(screen.getByText('Worship teams, music and rehearsals.')).toBeTruthy();
  });

  it('restricts Fundraising & Donor Management for the user role', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    const { user } = renderApp(FUNDRAISING);

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(
      screen.getByText(
        "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.",
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it.each(['admin', 'master_admin'] as const)('opens Fundraising & Donor Management for %s', async (role) => {
    mockApi(baseRoutes(sessionFor(role)));
    renderApp(FUNDRAISING);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fundraising & Donor Management' }),
    ).toBeTruthy();
  });

  it('shows "Department Not Found" for an unknown department', async () => {
    mockApi(baseRoutes(sessionFor('admin')));
    renderApp('/department/choir');

    expect(await screen.findByRole('heading', { level: 1, name: 'Department Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });
});
