import type { SecurityOverview } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

/** Midday UTC: the same day in any test time zone. */
const DUE_AT = '2026-12-16T12:00:00.000Z';

const NOT_ENROLLED: SecurityOverview = {
  totp: { enabled: false, enabledAt: null },
  passkeys: [],
  recoveryCodes: { remaining: 0, generatedAt: null },
  trustedDevices: [],
  sessions: [],
  identities: [],
  required: true,
  stepUp: 'password',
};

function dueBanner() {
  return screen
    .queryAllByRole('status')
    .find((status) => status.textContent?.startsWith('Your organization requires two-step verification'));
}

describe('the shell: two-step verification due at the end of a grace period', () => {
  it('says from when on every page, with a way to set it up, which that page then says in its own words', async () => {
    mockApi({
      ...baseRoutes(sessionFor('user', { twoFactorDueAt: DUE_AT })),
      'GET /api/security': { body: NOT_ENROLLED },
    });
    const { user } = renderApp('/documents');

    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    const banner = dueBanner();
    expect(banner?.textContent).toBe(
      'Your organization requires two-step verification from Dec 16, 2026. Set it up now.',
    );
    const link = within(banner as HTMLElement).getByRole('link', { name: 'Set it up now' });
    expect(link.getAttribute('href')).toBe('/account/security');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Upload',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Upload Documents' });
    expect(dueBanner()).toBeTruthy();

    await user.click(within(dueBanner() as HTMLElement).getByRole('link', { name: 'Set it up now' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' });
    expect(
      await screen.findByText(
        'Your organization requires two-step verification from Dec 16, 2026. Set up an authenticator app or add a passkey before then to keep working.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Set it up now' })).toBeNull();
  });

  it('goes as soon as the member turns on an authenticator app, with no wait for the next session check', async () => {
    let dueAt: string | null = DUE_AT;
    let overview = NOT_ENROLLED;
    mockApi({
      ...baseRoutes(null),
      'GET /api/auth/session': () => ({ body: sessionFor('user', { twoFactorDueAt: dueAt }) }),
      'GET /api/security': () => ({ body: overview }),
      'POST /api/security/totp/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Steward:pat', qrSvg: '<svg/>' },
      },
      'POST /api/security/totp/confirm': () => {
        dueAt = null;
        overview = { ...NOT_ENROLLED, totp: { enabled: true, enabledAt: '2026-12-02T09:00:00.000Z' } };
        return { body: { recoveryCodes: null } };
      },
    });
    const { user } = renderApp('/account/security');

    await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' });
    expect(
      await screen.findByText(/Your organization requires two-step verification from Dec 16, 2026/),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    await waitFor(() =>
      expect(screen.queryByText(/Your organization requires two-step verification/)).toBeNull(),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Upload',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Upload Documents' });
    expect(dueBanner()).toBeUndefined();
  });

  it('is not there when nothing is due', async () => {
    mockApi(baseRoutes(sessionFor('user', { twoFactorDueAt: null })));
    renderApp('/documents');

    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expect(dueBanner()).toBeUndefined();
  });
});
