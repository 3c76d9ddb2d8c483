import type { AppInfo, SsoProvider } from '@steward/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_INFO, baseRoutes, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { SingleSignOnFields } from './single-sign-on-fields';

const VALUES = {
  twoFactorRequiredFor: 'nobody',
  twoFactorGraceDays: 0,
  ssoDomains: '',
  ssoOnly: false,
  ssoCountsAsSecondFactor: false,
} as const;

function renderFields(providers: SsoProvider[], appInfo: AppInfo) {
  mockApi(baseRoutes(null, appInfo));
  return renderWithProviders(
    <SingleSignOnFields
      providers={providers}
      values={VALUES}
      error={undefined}
      change={() => {}}
      disabled={false}
    />,
  );
}

describe('the single sign-on part of the sign-in policy', () => {
  it('names each provider the server offers as its buttons do, a standard one by its configured name', async () => {
    renderFields(['google', 'oidc'], {
      ...APP_INFO,
      ssoProviders: ['google', 'oidc'],
      ssoProviderNames: { google: 'Google', oidc: 'Diocese Sign-in' },
    });
    expect(await screen.findByText('Members can sign in with Google or Diocese Sign-in.')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', {
        name: 'Count single sign-on as the second step (the provider asks for its own)',
      }),
    ).toBeTruthy();
  });
});
