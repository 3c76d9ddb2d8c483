import type { DuplicatePage } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { baseRoutes, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { donorProfile } from '@/test/donor-records';
import { donorSummary } from '@/test/donors';
import { renderApp } from '@/test/render';

const MARGARET = donorSummary({
  id: '00000000-0000-4000-8000-00000000000a',
  firstName: 'Margaret',
  lastName: "O'Neil",
  email: null,
  phone: '217-555-0101',
  totalAmount: 100,
  donationCount: 1,
  address: {
    line1: '18 Birch Lane',
    line2: null,
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: null,
  },
});
const MARGRET = donorSummary({
  id: '00000000-0000-4000-8000-00000000000b',
  firstName: 'Margret',
  lastName: 'ONeil',
  email: 'margret@example.org',
  phone: '217-555-0101',
  totalAmount: 50,
  donationCount: 1,
  address: {
    line1: '18 Birch Ln',
    line2: null,
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: null,
  },
});

function page(items: DuplicatePage['items']): DuplicatePage {
  return { items, total: items.length, page: 1, pageSize: 25 };
}

function duplicatesApi(
  extra: Record<string, (request: MockRequest) => { status?: number; body?: unknown }> = {},
) {
  const posted: MockRequest[] = [];
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/donors/duplicates': {
      body: page([{ donors: [MARGARET, MARGRET], reasons: ['phone', 'address', 'name'], score: 95 }]),
    },
    'POST /api/donors/duplicates/dismissals': (request) => {
      posted.push(request);
      return { status: 204 };
    },
    'POST /api/donors/00000000-0000-4000-8000-00000000000a/merge': (request) => {
      posted.push(request);
      return { body: { donor: { ...MARGARET, email: 'margret@example.org' }, giftsMoved: 1 } };
    },
    ...extra,
  });
  return { fetchMock, posted };
}

describe('possible duplicates', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('lists each pair with why, and "Not a duplicate" marks the pair', async () => {
    const { posted } = duplicatesApi();
    renderApp('/giving/duplicates');
    expect(await screen.findByText('Possible duplicates: 1')).toBeTruthy();
    const pair = within(screen.getByRole('list', { name: 'Possible duplicates' })).getByRole('listitem');
    expect(
      ['Same phone', 'Same address', 'Similar name'].map((text) => within(pair).getByText(text)),
    ).toHaveLength(3);
    // Each donor's page opens under Giving, whose navigation this list is in.
    expect(within(pair).getByRole('link', { name: "Margaret O'Neil" }).getAttribute('href')).toBe(
      `/giving/donors/${MARGARET.id}`,
    );

    await userEvent.click(within(pair).getByRole('button', { name: 'Not a duplicate' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ donorIds: [MARGARET.id, MARGRET.id] });
  });

  it('merges side by side, keeping the value chosen for each field that differs', async () => {
    const { posted } = duplicatesApi();
    renderApp('/giving/duplicates');
    await userEvent.click(await screen.findByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: "Merge Margaret O'Neil and Margret ONeil" });
    // The phone is the same in both: nothing to choose.
    expect(within(dialog).queryByRole('group', { name: 'Phone' })).toBeNull();
    expect(within(dialog).getByText('The same in both: phone.')).toBeTruthy();
    // Each differing field starts on the staying donor's value, or the other's where it has none.
    expect(
      (
        within(dialog).getByRole('radio', {
          name: "First name of Margaret O'Neil: Margaret",
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(
      (
        within(dialog).getByRole('radio', {
          name: 'Email of Margret ONeil: margret@example.org',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await userEvent.click(
      within(dialog).getByRole('radio', {
        name: 'Address of Margret ONeil: 18 Birch Ln, Springfield, IL 62701',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge donors' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      donorId: MARGRET.id,
      keep: { firstName: 'this', lastName: 'this', email: 'other', address: 'other' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks which household the merged donor stays in when the server says they give in two', async () => {
    const household = (id: string, name: string, donor: typeof MARGARET) => ({
      id,
      name,
      nameChosen: true,
      envelopeNumber: null,
      primaryDonorId: donor.id,
      address: null,
      members: [
        {
          donorId: donor.id,
          firstName: donor.firstName,
          lastName: donor.lastName,
          email: null,
          givesJointly: true,
        },
      ],
    });
    const { posted } = duplicatesApi({
      'POST /api/donors/00000000-0000-4000-8000-00000000000a/merge': (request) => {
        posted.push(request);
        return (request.body as { household?: string }).household
          ? { body: { donor: MARGARET, giftsMoved: 1 } }
          : {
              status: 409,
              body: {
                error: {
                  code: 'household_choice',
                  message:
                    "Margaret O'Neil is in the household The O'Neils and Margret ONeil in The Birches: choose which household the merged donor stays in",
                },
              },
            };
      },
      [`GET /api/donors/${MARGARET.id}`]: () => ({
        body: donorProfile({
          household: household('00000000-0000-4000-8000-0000000000c1', "The O'Neils", MARGARET),
        }),
      }),
      [`GET /api/donors/${MARGRET.id}`]: () => ({
        body: donorProfile({
          household: household('00000000-0000-4000-8000-0000000000c2', 'The Birches', MARGRET),
        }),
      }),
    });
    renderApp('/giving/duplicates');
    await userEvent.click(await screen.findByRole('button', { name: 'Merge' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge donors' }));
    const birches = await dialog.findByRole('radio', { name: 'Stay in the household The Birches' });
    expect(
      (dialog.getByRole('radio', { name: "Stay in the household The O'Neils" }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(birches);
    await userEvent.click(dialog.getByRole('button', { name: 'Merge donors' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toMatchObject({ donorId: MARGRET.id, household: 'other' });
  });

  it('says so when there are none', async () => {
    duplicatesApi({ 'GET /api/donors/duplicates': () => ({ body: page([]) }) });
    renderApp('/giving/duplicates');
    expect(await screen.findByText('No possible duplicates. Every donor is one record.')).toBeTruthy();
    expect(screen.getByText('Possible duplicates: 0')).toBeTruthy();
  });
});
