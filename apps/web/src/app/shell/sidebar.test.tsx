import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { SIDEBAR_COLLAPSED_KEY } from './use-sidebar-collapsed';

async function renderShell(route = '/') {
  const view = renderApp(route);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('sidebar', () => {
  it('is expanded by default and keeps its collapsed state for the session', async () => {
    mockApi(baseRoutes(sessionFor('admin')));
    const { user, unmount } = await renderShell();

    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await user.click(collapse);

    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(window.sessionStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    // Icons only, but every entry keeps its accessible name.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Document Center' }).getAttribute('title')).toBe(
      'Document Center',
    );

    unmount();
    await renderShell();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(window.sessionStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
  });

  it('lists the departments and operations categories in expandable groups', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    const { user } = await renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });

    const departments = within(nav).getByRole('button', { name: 'Business Departments' });
    expect(departments.getAttribute('aria-expanded')).toBe('false');
    await user.click(departments);
    expect(departments.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Worship' }).getAttribute('href')).toBe(
      '/department/worship',
    );
    expect(
      within(nav).getByRole('link', { name: 'Fundraising & Donor Management' }).getAttribute('href'),
    ).toBe('/department/fundraising-donor-management');

    await user.click(within(nav).getByRole('button', { name: 'Operations Center categories' }));
    const legal = within(nav).getByRole('link', { name: 'Legal & Compliance' });
    expect(legal.getAttribute('href')).toBe('/operations/legal');

    await user.click(legal);
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal & Compliance' })).toBeTruthy();
    expect(legal.getAttribute('aria-current')).toBe('page');
  });

  it('marks Fundraising & Donor Management "Admins only" for members who may not open it', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    const { user, unmount } = await renderShell();
    let nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Business Departments' }));

    const fundraising = within(nav).getByRole('link', { name: 'Fundraising & Donor Management' });
    expect(fundraising).toHaveProperty('title', 'Fundraising & Donor Management (Admins only)');
    expect(document.getElementById(fundraising.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Admins only',
    );
    unmount();

    mockApi(baseRoutes(sessionFor('admin')));
    await renderShell();
    nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Business Departments' }));
    const open = within(nav).getByRole('link', { name: 'Fundraising & Donor Management' });
    expect(open.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the Admin group only when the user has a profile in an organisation', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    await renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });

    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/users');
    expect(within(nav).getByRole('link', { name: 'OAuth' }).getAttribute('href')).toBe('/oauth');
  });

  it('shows a counter no link to a page only admins may open', async () => {
    mockApi(baseRoutes(sessionFor('user', { isCounter: true })));
    const { user } = await renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('button', { name: 'Business Departments' }));

    expect(within(nav).getByRole('link', { name: 'Giving' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Worship' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Fundraising & Donor Management' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'OAuth' })).toBeTruthy();
    expect(within(nav).queryByText('Admins only')).toBeNull();
  });

  it('opens as a slide-over from the menu button and closes after navigating', async () => {
    mockApi(baseRoutes(sessionFor('admin')));
    const { user } = await renderShell();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'Document Center' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('carries "Sign-in and security" in the slide-over, where a phone top bar has no room for it', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    const { user } = await renderShell();

    // The desktop sidebar has no account section: the top bar holds the link there.
    expect(screen.getAllByRole('link', { name: 'Sign-in and security' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign-in and security' }).getAttribute('href')).toBe(
      '/account/security',
    );
  });

  it('closes the slide-over on Escape', async () => {
    mockApi(baseRoutes(sessionFor('admin')));
    const { user } = await renderShell();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
