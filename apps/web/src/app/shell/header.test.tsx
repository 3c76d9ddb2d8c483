import type { SessionResponse } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const CHANGED_AT = '2025-03-07T12:00:00.000Z';

function withLogo(session: SessionResponse, logoUpdatedAt: string | null): SessionResponse {
  return session.organization
    ? { ...session, organization: { ...session.organization, logoUpdatedAt } }
    : session;
}

function svg(name = 'logo.svg', type = 'image/svg+xml', bytes = 200) {
  return new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'.padEnd(bytes, ' ')], name, { type });
}

function logoCalls(fetchMock: ReturnType<typeof mockApi>, method: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url) === '/api/organizations/logo',
  );
}

async function openChangeLogo() {
  // The picker accepts only SVGs; the test hands it other files to see the checks refuse them.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Change logo' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change logo' }));
  return { user, dialog, picker: dialog.getByLabelText('SVG file') };
}

describe('header logo', () => {
  it('shows the product name until the organisation has a logo', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Steward' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Grace Church logo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change logo' })).toBeNull();
  });

  it('shows the logo, addressed by when it changed, once logoUpdatedAt is set', async () => {
    mockApi(baseRoutes(withLogo(sessionFor('user'), CHANGED_AT)));
    renderApp('/');

    const logo = await screen.findByRole('img', { name: 'Grace Church logo' });
    expect(logo.getAttribute('src')).toBe(`/api/organizations/logo?v=${encodeURIComponent(CHANGED_AT)}`);
    expect(screen.getByRole('link', { name: 'Grace Church logo' }).getAttribute('href')).toBe('/');
  });
});

describe('Change logo (admins)', () => {
  it.each([
    ['a PNG', svg('logo.png', 'image/png'), 'Please upload an SVG file only'],
    ['an SVG name with another type', svg('logo.svg', 'text/plain'), 'Please upload an SVG file only'],
    ['an SVG of 1MB', svg('logo.svg', 'image/svg+xml', 1024 * 1024), 'File size must be less than 1MB'],
  ])('refuses %s with the spec message and sends nothing', async (_, file, message) => {
    const fetchMock = mockApi(baseRoutes(sessionFor('admin')));
    renderApp('/');
    const { user, dialog, picker } = await openChangeLogo();

    await user.upload(picker, file);

    expect(dialog.getByRole('alert').textContent).toBe(message);
    const upload = dialog.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    await user.click(upload);
    expect(logoCalls(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('previews the SVG, uploads it as `file` with the CSRF header and shows the new logo', async () => {
    const session = sessionFor('admin');
    const fetchMock = mockApi({
      ...baseRoutes(session),
      'PUT /api/organizations/logo': { body: withLogo(session, CHANGED_AT) },
    });
    renderApp('/');
    const { user, dialog, picker } = await openChangeLogo();

    await user.upload(picker, svg());
    expect(dialog.getByRole('img', { name: 'Preview of the new logo' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('img', { name: 'Grace Church logo' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, init] = logoCalls(fetchMock, 'PUT')[0] ?? [];
    expect(new Headers(init?.headers).get('X-Steward-CSRF')).toBe('1');
    const body = init?.body as FormData;
    expect((body.get('file') as File).name).toBe('logo.svg');
  });

  it("shows the server's message when the upload is refused", async () => {
    mockApi({
      ...baseRoutes(sessionFor('admin')),
      'PUT /api/organizations/logo': apiError(400, 'bad_request', 'Please upload an SVG file only'),
    });
    renderApp('/');
    const { user, dialog, picker } = await openChangeLogo();

    await user.upload(picker, svg());
    await user.click(dialog.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Please upload an SVG file only')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change logo' })).toBeTruthy();
  });

  it('removes the logo after confirming, back to the product name', async () => {
    const session = withLogo(sessionFor('master_admin'), CHANGED_AT);
    const fetchMock = mockApi({
      ...baseRoutes(session),
      'DELETE /api/organizations/logo': { body: withLogo(session, null) },
    });
    renderApp('/');
    const { user, dialog } = await openChangeLogo();

    await user.click(dialog.getByRole('button', { name: 'Remove logo' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove logo?' }));
    await user.click(confirm.getByRole('button', { name: 'Remove logo' }));

    expect(await screen.findByRole('link', { name: 'Steward' })).toBeTruthy();
    expect(logoCalls(fetchMock, 'DELETE')).toHaveLength(1);
  });
});
