import type { SecurityOverview } from '@steward/domain';
import { screen, within } from '@testing-library/react';
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

  it('is not there when nothing is due', async () => {
    mockApi(baseRoutes(sessionFor('user', { twoFactorDueAt: null })));
    renderApp('/documents');

    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    expect(dueBanner()).toBeUndefined();
  });
});
