import type { IntegrationCard as Card } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { GUSTO, MASTER_ADMIN_RIGHTS, makeIntegration } from '@/test/operations';
import { renderWithProviders } from '@/test/render';
import { IntegrationCard } from './integration-card';

type Routes = Parameters<typeof mockApi>[0];

function renderCard(card: Card, routes: Routes = {}) {
  const fetchMock = mockApi(routes);
  const view = renderWithProviders(<IntegrationCard card={card} />);
  const article = within(screen.getByRole('article', { name: card.name }));
  return { fetchMock, article, ...view };
}

function requests(fetchMock: ReturnType<typeof mockApi>, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
}

describe('integration card: what it shows', () => {
  it('shows name, category, "Manual Access", description, note and a safe Open Platform link', () => {
    const { article } = renderCard(makeIntegration({ note: 'Ask the office for the sign-in.' }));

    expect(article.getByRole('heading', { level: 3, name: 'GuideStone' })).toBeTruthy();
    expect(article.getByText('Benefits')).toBeTruthy();
    expect(article.getByText('Manual Access')).toBeTruthy();
    expect(article.getByText('Retirement plans and benefits for church staff.')).toBeTruthy();
    expect(article.getByText('Ask the office for the sign-in.')).toBeTruthy();
    const open = article.getByRole('link', { name: 'Open Platform GuideStone (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe('https://www.guidestone.org/');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(article.queryByRole('link', { name: /Connect/ })).toBeNull();
    expect(article.getByText('No primary contact yet')).toBeTruthy();
  });

  it('offers Connect (to OAuth management) on a tool with OAuth, and Launch once connected', () => {
    const { article, unmount } = renderCard(GUSTO);

    expect(article.getByText('OAuth Available')).toBeTruthy();
    expect(article.getByRole('link', { name: 'Connect Gusto' }).getAttribute('href')).toBe('/oauth');
    expect(article.getByRole('link', { name: /^Open Platform Gusto/ })).toBeTruthy();
    unmount();

    const connected = renderCard({ ...GUSTO, connection: 'connected' }).article;
    expect(connected.getByText('OAuth Connected')).toBeTruthy();
    expect(connected.queryByRole('link', { name: 'Connect Gusto' })).toBeNull();
    const launch = connected.getByRole('link', { name: 'Launch (OAuth) Gusto (opens in a new tab)' });
    expect(launch.getAttribute('target')).toBe('_blank');
    expect(connected.queryByRole('link', { name: /Open Platform/ })).toBeNull();
  });

  it('shows the contact with mailto and tel links and the Department/Team', () => {
    const { article } = renderCard(
      makeIntegration({
        contact: {
          name: 'Dana Whitfield',
          title: 'Benefits Advisor',
          email: 'dana@guidestone.test',
          phone: '+1 (555) 010-4477',
          company: 'Church Services',
          notes: 'Mornings are best.',
        },
      }),
    );

    const contact = within(article.getByRole('region', { name: 'Primary Contact' }));
    expect(contact.getByText('Dana Whitfield')).toBeTruthy();
    expect(contact.getByText(/Benefits Advisor/)).toBeTruthy();
    expect(contact.getByRole('link', { name: 'dana@guidestone.test' }).getAttribute('href')).toBe(
      'mailto:dana@guidestone.test',
    );
    expect(contact.getByRole('link', { name: '+1 (555) 010-4477' }).getAttribute('href')).toBe(
      'tel:+15550104477',
    );
    expect(contact.getByText('Department/Team:').parentElement?.textContent).toBe(
      'Department/Team: Church Services',
    );
    expect(contact.getByText('Mornings are best.')).toBeTruthy();
    expect(contact.queryByText('No primary contact yet')).toBeNull();
  });
});

describe('integration card: controls follow `can`', () => {
  it('gives a member without rights no edit controls; Configure on an OAuth tool leads to /oauth', () => {
    const { article, unmount } = renderCard(GUSTO);

    expect(
      article.queryByRole('button', { name: /^(Edit|Reset|Remove|Add contact|Edit contact)/ }),
    ).toBeNull();
    expect(article.getByRole('link', { name: 'Configure Gusto' }).getAttribute('href')).toBe('/oauth');
    unmount();

    const manual = renderCard(makeIntegration()).article;
    expect(manual.queryByRole('button', { name: /Configure/ })).toBeNull();
    expect(manual.queryByRole('link', { name: /Configure/ })).toBeNull();
  });

  it('lets an admin edit only the contact', () => {
    const { article } = renderCard({ ...GUSTO, can: { ...GUSTO.can, editContact: true } });

    expect(article.getByRole('button', { name: 'Add contact for Gusto' })).toBeTruthy();
    expect(article.queryByRole('button', { name: 'Edit Gusto' })).toBeNull();
  });

  it('shows Reset only on a customised built-in card and Remove only on a custom one', () => {
    const { article, unmount } = renderCard(makeIntegration({ can: MASTER_ADMIN_RIGHTS }));
    expect(article.getByRole('button', { name: 'Edit GuideStone' })).toBeTruthy();
    expect(article.getByRole('button', { name: 'Configure GuideStone' })).toBeTruthy();
    expect(article.queryByRole('button', { name: 'Reset GuideStone' })).toBeNull();
    expect(article.queryByRole('button', { name: 'Remove GuideStone' })).toBeNull();
    unmount();

    const customised = renderCard(
      makeIntegration({ customised: true, can: { ...MASTER_ADMIN_RIGHTS, reset: true } }),
    ).article;
    expect(customised.getByRole('button', { name: 'Reset GuideStone' })).toBeTruthy();
  });
});

describe('integration card: editing', () => {
  const editable = makeIntegration({ can: MASTER_ADMIN_RIGHTS });
  const saved = (body: Partial<Card>): MockReply => ({ body: { ...editable, customised: true, ...body } });

  it('refuses a link that is not http(s) without asking the server, then saves the fields', async () => {
    const { article, fetchMock, user } = renderCard(editable, {
      'PUT /api/integrations/guidestone': (request) => saved(request.body as Partial<Card>),
    });

    await user.click(article.getByRole('button', { name: 'Configure GuideStone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Integration' }));
    expect((dialog.getByLabelText('URL') as HTMLInputElement).value).toBe('https://www.guidestone.org/');
    await user.clear(dialog.getByLabelText('Name'));
    await user.clear(dialog.getByLabelText('URL'));
    await user.type(dialog.getByLabelText('URL'), 'javascript:alert(1)');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(dialog.getByText('Please enter a name')).toBeTruthy();
    expect(dialog.getByText('Please enter a web address starting with http:// or https://')).toBeTruthy();
    expect(dialog.getByLabelText('URL').getAttribute('aria-invalid')).toBe('true');
    // The first field in error takes the focus.
    expect(document.activeElement).toBe(dialog.getByLabelText('Name'));
    expect(requests(fetchMock, 'PUT')).toEqual([]);

    await user.type(dialog.getByLabelText('Name'), 'GuideStone Financial');
    await user.clear(dialog.getByLabelText('URL'));
    await user.type(dialog.getByLabelText('URL'), 'https://www.guidestone.org/login');
    await user.selectOptions(dialog.getByLabelText('Category'), 'Insurance');
    await user.type(dialog.getByLabelText('Note (optional)'), 'Plan number 4411');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Saved "GuideStone Financial"')).toBeTruthy();
    expect(requests(fetchMock, 'PUT')).toEqual([
      {
        url: '/api/integrations/guidestone',
        body: {
          name: 'GuideStone Financial',
          description: 'Retirement plans and benefits for church staff.',
          url: 'https://www.guidestone.org/login',
          category: 'Insurance',
          note: 'Plan number 4411',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open and says the server's reason when saving fails", async () => {
    const { article, user } = renderCard(editable, {
      'PUT /api/integrations/guidestone': apiError(
        403,
        'forbidden',
        'Only the master admin can add or edit integrations',
      ),
    });

    await user.click(article.getByRole('button', { name: 'Edit GuideStone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Integration' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText(
        'Failed to save integration: Only the master admin can add or edit integrations',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Integration' })).toBeTruthy();
  });

  it('resets a customised card after confirming', async () => {
    const { article, fetchMock, user } = renderCard(
      makeIntegration({ customised: true, can: { ...MASTER_ADMIN_RIGHTS, reset: true } }),
      { 'DELETE /api/integrations/guidestone': { status: 204 } },
    );

    await user.click(article.getByRole('button', { name: 'Reset GuideStone' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Reset GuideStone?' }));
    expect(confirm.getByText(/^Are you sure you want to reset "GuideStone"\?/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText(`"GuideStone" is back to Steward's version`)).toBeTruthy();
    expect(requests(fetchMock, 'DELETE').map((request) => request.url)).toEqual([
      '/api/integrations/guidestone',
    ]);
  });

  it("removes a custom integration after confirming, or says the server's reason", async () => {
    const custom = makeIntegration({
      key: '0b7c3f4e-1d2a-4c5b-8e9f-a0b1c2d3e4f5',
      builtIn: false,
      name: 'Payroll Portal',
      can: { ...MASTER_ADMIN_RIGHTS, remove: true },
    });
    const { article, user } = renderCard(custom, {
      [`DELETE /api/integrations/${custom.key}`]: apiError(404, 'not_found', 'Integration not found'),
    });

    await user.click(article.getByRole('button', { name: 'Remove Payroll Portal' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Payroll Portal?' }));
    expect(
      confirm.getByText(
        'Are you sure you want to remove "Payroll Portal"? Its primary contact is removed with it.',
      ),
    ).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Failed to remove integration: Integration not found')).toBeTruthy();
  });
});

describe('integration card: editing the contact', () => {
  const withRights = { ...GUSTO, can: { ...GUSTO.can, editContact: true } };

  it('refuses a bad email without asking the server, then saves every field', async () => {
    const { article, fetchMock, user } = renderCard(withRights, {
      'PUT /api/integrations/gusto/contact': (request) => ({
        body: { ...withRights, contact: request.body },
      }),
    });

    await user.click(article.getByRole('button', { name: 'Add contact for Gusto' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Primary Contact' }));
    await user.type(dialog.getByLabelText('Name (optional)'), 'Dana Whitfield');
    await user.type(dialog.getByLabelText('Email (optional)'), 'dana@');
    await user.click(dialog.getByRole('button', { name: 'Save Contact' }));

    expect(dialog.getByText('Please enter a valid email address')).toBeTruthy();
    expect(dialog.getByLabelText('Email (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(requests(fetchMock, 'PUT')).toEqual([]);

    await user.type(dialog.getByLabelText('Email (optional)'), 'gusto.test');
    await user.type(dialog.getByLabelText('Title (optional)'), 'Payroll Specialist');
    await user.type(dialog.getByLabelText('Phone (optional)'), '555 0100');
    await user.type(dialog.getByLabelText('Department/Team (optional)'), 'Finance');
    await user.type(dialog.getByLabelText('Notes (optional)'), 'Mornings');
    await user.click(dialog.getByRole('button', { name: 'Save Contact' }));

    expect(await screen.findByText('Saved the contact for Gusto')).toBeTruthy();
    expect(requests(fetchMock, 'PUT')).toEqual([
      {
        url: '/api/integrations/gusto/contact',
        body: {
          name: 'Dana Whitfield',
          title: 'Payroll Specialist',
          email: 'dana@gusto.test',
          phone: '555 0100',
          company: 'Finance',
          notes: 'Mornings',
        },
      },
    ]);
  });

  it('starts from the current contact and says when emptying it removed it', async () => {
    const contact = { name: 'Dana', title: null, email: null, phone: null, company: null, notes: null };
    const { article, user } = renderCard(
      { ...withRights, contact },
      { 'PUT /api/integrations/gusto/contact': { body: { ...withRights, contact: null } } },
    );

    await user.click(article.getByRole('button', { name: 'Edit contact for Gusto' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Primary Contact' }));
    expect((dialog.getByLabelText('Name (optional)') as HTMLInputElement).value).toBe('Dana');
    await user.clear(dialog.getByLabelText('Name (optional)'));
    await user.click(dialog.getByRole('button', { name: 'Save Contact' }));

    expect(await screen.findByText('Removed the contact for Gusto')).toBeTruthy();
  });
});
