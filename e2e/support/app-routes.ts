import { DEPARTMENTS, FUNDRAISING_DEPARTMENT_SLUG, OPERATIONS_CATEGORIES } from '@steward/domain';
import type { Page } from 'playwright-core';
import { settled } from './accessibility';

/** One screen of the app: where it is, the h1 it shows, and a short name for its picture. */
export interface AppScreen {
  path: string;
  heading: string | RegExp;
  name: string;
}

export const FUNDRAISING_PATH = `/department/${FUNDRAISING_DEPARTMENT_SLUG}`;

/** The donor analytics tool's tabs on the fundraising page, in the tab bar's order. */
export const FUNDRAISING_TABS = [
  'Upload Data',
  'Analytics',
  'All Donors',
  'Data Management',
  'Security',
  'Economic Insights',
] as const;

/**
 * Every route of apps/web/src/app/router.tsx inside the signed-in shell, as the demo administrator
 * sees it: each operations category and each department from the domain's lists, the unknown ones,
 * the fundraising report and not-found.
 */
export const SHELL_SCREENS: AppScreen[] = [
  { path: '/', heading: 'Dashboard', name: 'dashboard' },
  { path: '/documents', heading: 'Documents', name: 'documents' },
  { path: '/upload', heading: 'Upload Documents', name: 'upload' },
  { path: '/operations', heading: 'Operations Center', name: 'operations' },
  ...OPERATIONS_CATEGORIES.map((category) => ({
    path: `/operations/${category.slug}`,
    heading: category.title,
    name: `operations-${category.slug}`,
  })),
  { path: '/operations/not-a-category', heading: 'Category Not Found', name: 'operations-unknown' },
  ...DEPARTMENTS.map((department) => ({
    path: `/department/${department.slug}`,
    heading: department.name,
    name: `department-${department.slug}`,
  })),
  { path: '/department/not-a-department', heading: 'Department Not Found', name: 'department-unknown' },
  { path: `${FUNDRAISING_PATH}/report`, heading: 'Fundraising Report', name: 'fundraising-report' },
  { path: '/giving/donors', heading: 'Donors', name: 'giving-donors' },
  { path: '/giving/households', heading: 'Suggested Households', name: 'giving-households' },
  { path: '/giving/imports', heading: 'Imports', name: 'giving-imports' },
  { path: '/users', heading: 'User Management', name: 'users' },
  { path: '/outbox', heading: 'Email Outbox', name: 'outbox' },
  { path: '/oauth', heading: 'OAuth Management', name: 'oauth' },
  { path: '/no/such/page', heading: 'Page Not Found', name: 'not-found' },
];

/** Screens outside the shell; the callback and the invitation are opened with made-up values. */
export const STANDALONE_SCREENS: AppScreen[] = [
  {
    path: '/oauth/callback/google-workspace?code=e2e-bogus-code&state=e2e-bogus-state',
    heading: 'Connection failed',
    name: 'oauth-callback-error',
  },
  {
    path: '/invite/e2e-bogus-invitation-token-0123456789',
    heading: 'Accept Invitation',
    name: 'invite-invalid',
  },
];

/** A plain user's screens that differ from the administrator's. */
export const PLAIN_USER_SCREENS: AppScreen[] = [
  { path: '/', heading: 'Dashboard', name: 'user-dashboard' },
  { path: FUNDRAISING_PATH, heading: 'Access Restricted', name: 'user-fundraising-restricted' },
  { path: `${FUNDRAISING_PATH}/report`, heading: 'Access Restricted', name: 'user-fundraising-report' },
  { path: '/giving/donors', heading: 'Access Restricted', name: 'user-giving-donors' },
  { path: '/giving/households', heading: 'Access Restricted', name: 'user-giving-households' },
  { path: '/giving/imports', heading: 'Access Restricted', name: 'user-giving-imports' },
  { path: '/department/worship', heading: 'Worship', name: 'user-department-worship' },
  { path: '/operations/legal', heading: 'Legal & Compliance', name: 'user-operations-legal' },
  { path: '/users', heading: 'Access Restricted', name: 'user-users-restricted' },
  { path: '/outbox', heading: 'Access Restricted', name: 'user-outbox-restricted' },
  { path: '/oauth', heading: 'OAuth Management', name: 'user-oauth' },
];

/** Opens `screen` and waits until it shows its heading and has finished loading. */
export async function openScreen(page: Page, baseUrl: string, screen: AppScreen) {
  await page.goto(`${baseUrl}${screen.path}`);
  await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
  await settled(page);
}

/** Chooses a tab of the fundraising page's donor tool and waits for its panel to finish loading. */
export async function openFundraisingTab(page: Page, tab: string) {
  // A click can land on a tab list the page then mounts again (its chunk or session still loading
  // on a busy machine), which opens the tab it would have opened anyway: choose again until chosen.
  const chosen = page.getByRole('tab', { name: tab, exact: true, selected: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    try {
      await chosen.waitFor({ timeout: 3_000 });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
  await page.getByRole('tabpanel').waitFor();
  await settled(page);
}
