import { OPERATIONS_CATEGORIES, type OperationsOverview } from '@steward/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const OVERVIEW: OperationsOverview = {
  totalOperations: 9,
  activeIntegrations: 3,
  documents: 41,
  accessLevel: 'Admin',
};

function renderOperations(reply: MockReply, role: 'user' | 'admin' = 'admin') {
  mockApi({ ...baseRoutes(sessionFor(role)), 'GET /api/operations': reply });
  return renderApp('/operations');
}

function tile(label: string): string {
  const tiles = within(screen.getByRole('list', { name: 'Operations summary' })).getAllByRole('listitem');
  const found = tiles.find((item) => item.textContent?.startsWith(label));
  return found?.textContent ?? '';
}

describe('Operations Center', () => {
  it("shows the server's numbers, the nine areas and an admin's full access", async () => {
    renderOperations({ body: OVERVIEW });

    expect(await screen.findByText('Full Access')).toBeTruthy();
    expect(tile('Total Operations')).toBe('Total Operations9Operations areas');
    expect(tile('Active Integrations')).toBe('Active Integrations3Set up by your organization');
    expect(tile('Documents')).toBe('Documents41All documents');
    expect(tile('Access Level')).toBe('Access LevelAdminYour role here');
    expect(
      within(screen.getByRole('list', { name: 'Operations summary' }))
        .getByRole('link', { name: /^Documents/ })
        .getAttribute('href'),
    ).toBe('/documents');

    const areas = within(screen.getByRole('list', { name: 'Operations areas' })).getAllByRole('link');
    expect(areas.map((link) => link.getAttribute('href'))).toEqual(
      OPERATIONS_CATEGORIES.map((category) => `/operations/${category.slug}`),
    );
    expect(areas[0]?.textContent).toContain('Human Resources');

    const note = within(screen.getByRole('region', { name: 'Access Management' }));
    expect(note.getByText('Administrator')).toBeTruthy();
    expect(note.getByText('Full Access')).toBeTruthy();
  });

  it("gives a user's role and restricted access", async () => {
    renderOperations({ body: { ...OVERVIEW, accessLevel: 'User' } }, 'user');

    const note = within(await screen.findByRole('region', { name: 'Access Management' }));
    expect(await note.findByText('Restricted Access')).toBeTruthy();
    expect(note.getByText('User')).toBeTruthy();
    expect(tile('Access Level')).toBe('Access LevelUserYour role here');
  });

  it('still offers the nine areas when the summary cannot be loaded', async () => {
    renderOperations(apiError(403, 'forbidden', 'Not allowed'));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error loading the operations summary: Not allowed',
    );
    expect(within(screen.getByRole('list', { name: 'Operations areas' })).getAllByRole('link')).toHaveLength(
      9,
    );
  });
});
