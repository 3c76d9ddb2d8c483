import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/api-mock';
import { BATCH_ID, fakeBatchServer, JANE, janesCheck, openBatch } from '@/test/batch-entry';
import { renderWithProviders } from '@/test/render';
import { PRESENCE_PING_MS } from '../hooks/use-batch-presence';
import { BatchEntry } from './batch-entry';

/** Presses Tab until `name` has focus, as a counter moves along the row (at most 20 presses). */
async function tabTo(user: UserEvent, name: string | RegExp) {
  for (let presses = 0; presses < 20; presses++) {
    const focused = document.activeElement;
    if (focused && focused !== document.body && matchesName(focused, name)) return focused;
    await user.tab();
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

function matchesName(element: Element, name: string | RegExp): boolean {
  const label =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement || element instanceof HTMLSelectElement
      ? Array.from(element.labels ?? [])
          .map((l) => l.textContent ?? '')
          .join(' ')
      : (element.textContent ?? ''));
  return typeof name === 'string' ? label.trim() === name : name.test(label);
}

/** Types a donor's name into the donor cell and picks them with the arrow keys and Enter. */
async function chooseDonor(user: UserEvent, typed: string, option: RegExp) {
  await tabTo(user, 'Donor');
  await user.keyboard(typed);
  await within(donorList()).findByRole('option', { name: option });
  const options = within(donorList())
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
  const downs = options.findIndex((text) => option.test(text)) + 1;
  await user.keyboard('{ArrowDown}'.repeat(downs));
  await user.keyboard('{Enter}');
}

const donorList = () => screen.getByRole('listbox', { name: 'Donors found' });

function figure(label: string): string {
  const strip = screen.getByRole('region', { name: 'Entered against the count sheet' });
  const term = within(strip).getByText(label, { selector: 'dt' });
  return Array.from(term.parentElement?.querySelectorAll('dd') ?? [])
    .map((dd) => dd.textContent)
    .join(' | ');
}

const status = () => screen.getByRole('status');

/** A fund cell's list of funds. */
const fundList = (cell: string) =>
  document.getElementById(
    screen.getByRole('combobox', { name: cell }).getAttribute('aria-controls') ?? '',
  ) as HTMLElement;

/** What a split's lines leave of the amount typed first, as read out (politely) to screen readers. */
function remaining(): string {
  const total = screen.getByRole('textbox', { name: 'Check total' });
  const said = document.getElementById(total.getAttribute('aria-describedby') ?? '');
  expect(said?.getAttribute('aria-live')).toBe('polite');
  return said?.textContent ?? '';
}

describe('BatchEntry', () => {
  it('enters three gifts by keyboard (a split check and anonymous loose cash) and the figures balance', async () => {
    const server = fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);
    expect(figure('Gifts')).toBe('0 of 3 | Variance −3');
    expect(screen.getByText('Not balanced yet')).toBeTruthy();

    // Jane Doe's check, found by name and picked with the arrow keys and Enter, which moves on to
    // the amount; Enter saves the row.
    await chooseDonor(user, 'Jan', /Jane Doe/);
    expect(screen.getByRole('combobox', { name: 'Donor' })).toHaveProperty('value', 'Jane Doe');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    await user.keyboard('50');
    await tabTo(user, 'Check number');
    await user.keyboard('1042{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe('Gift saved: $50.00 from Jane Doe to General Fund. Entered 1 of 3.'),
    );
    expect(figure('Gifts')).toBe('1 of 3 | Variance −2');
    expect(figure('Checks')).toBe('$50.00 of $150.00 | Variance −$100.00');
    expect(server.sent[0]).toMatchObject({
      donor: { kind: 'existing', donorId: JANE.id },
      method: 'check',
      checkNumber: '1042',
      giftDate: '2026-11-22',
      allocations: [{ fund: 'General Fund', amountCents: 5000 }],
      acknowledgeWarnings: false,
    });
    // The next row starts at the donor, with the batch's defaults.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Donor' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '');

    // Bob Lee's $100 check split between two funds: one gift, two fund lines, the amount typed
    // first kept as the check's total while the lines are filled.
    await chooseDonor(user, 'Bob', /Bob Lee/);
    await user.keyboard('$100');
    await tabTo(user, 'Split across funds');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Check total' })).toHaveProperty('value', '$100');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    expect(remaining()).toBe('$100.00 left to assign');
    await user.keyboard('30');
    expect(remaining()).toBe('$70.00 left to assign');
    await tabTo(user, 'Amount 2');
    await user.keyboard('70.00');
    expect(remaining()).toBe('All of $100.00 assigned');
    await user.tab();
    await user.keyboard('build');
    await user.keyboard('{ArrowDown}');
    expect(within(fundList('Fund 2')).getByRole('option', { selected: true }).textContent).toBe(
      'Building Fund restricted',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Fund 2' })).toHaveProperty('value', 'Building Fund');
    expect(screen.getByText('Restricted fund')).toBeTruthy();
    await tabTo(user, 'Check number');
    await user.keyboard('2001{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe(
        'Gift saved: $100.00 from Bob Lee to General Fund and Building Fund. Entered 2 of 3.',
      ),
    );
    expect(server.sent[1]?.allocations).toEqual([
      { fund: 'General Fund', amountCents: 3000 },
      { fund: 'Building Fund', amountCents: 7000 },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Check total' })).toBeNull();

    // Loose cash from the plate: "Anonymous / loose cash" is always offered, and makes it cash.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(donorList()).getByRole('option', { selected: true }).textContent).toBe(
      'Anonymous / loose cash',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveProperty('value', 'cash');
    expect(screen.getByRole('textbox', { name: 'Check number' })).toHaveProperty('disabled', true);
    await tabTo(user, 'Amount');
    await user.keyboard('20');
    await user.tab();
    await user.clear(screen.getByRole('combobox', { name: 'Fund' }));
    // A fund typed as the list names it (case aside) and saved with Enter straight away.
    await user.keyboard('missions{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe(
        'Gift saved: $20.00 anonymous loose cash to Missions. Entered 3 of 3. The batch balances.',
      ),
    );
    expect(server.sent[2]).toMatchObject({
      donor: { kind: 'anonymous' },
      method: 'cash',
      checkNumber: null,
      allocations: [{ fund: 'Missions', amountCents: 2000 }],
    });
    expect(figure('Total')).toBe('$170.00 of $170.00 | Variance $0.00');
    expect(figure('Cash')).toBe('$20.00 of $20.00 | Variance $0.00');
    expect(screen.getByText('Balanced')).toBeTruthy();
    // The next row has the batch's method and fund again, never the fund of the gift before.
    expect(screen.getByRole('combobox', { name: 'Fund' })).toHaveProperty('value', 'General Fund');
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveProperty('value', 'check');

    const saved = screen.getByRole('table');
    const rows = within(saved).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Anonymous / loose cash',
      'Bob Lee',
      'Jane DoeEnvelope 12',
    ]);
    expect(
      within(rows[1] as HTMLElement).getByText('General Fund $30.00, Building Fund $70.00'),
    ).toBeTruthy();
  }, 30_000);

  it('refuses to save a split until its lines add up to the amount typed first', async () => {
    const server = fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await chooseDonor(user, 'Jane', /Jane Doe/);
    await user.keyboard('200');
    await tabTo(user, 'Split across funds');
    await user.keyboard('{Enter}');
    // Given up, the split leaves the whole amount on the one line, where focus goes back to.
    await tabTo(user, 'Remove fund line 2');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Check total' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    expect(document.activeElement).toHaveProperty('value', '200');
    await tabTo(user, 'Split across funds');
    await user.keyboard('{Enter}');
    await user.keyboard('150');
    await tabTo(user, 'Amount 2');
    await user.keyboard('75');
    expect(remaining()).toBe('$25.00 over the check’s amount');
    await user.keyboard('{Backspace}{Backspace}25');
    expect(remaining()).toBe('$25.00 left to assign');
    await tabTo(user, 'Fund 2');
    await user.keyboard('Building Fund');
    await tabTo(user, 'Check number');
    await user.keyboard('1043{Enter}');

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(
      'The fund lines must add up to the check’s amount, $200.00: $25.00 left to assign',
    );
    const second = screen.getByRole('textbox', { name: 'Amount 2' });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toHaveLength(0);

    await user.clear(second);
    await user.keyboard('50{Enter}');
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Gift saved: $200.00 from Jane Doe to General Fund and Building Fund. Entered 1 of 3.',
      ),
    );
    expect(server.sent[0]?.allocations).toEqual([
      { fund: 'General Fund', amountCents: 15_000 },
      { fund: 'Building Fund', amountCents: 5_000 },
    ]);
  }, 15_000);

  it('lets a counter save only funds of the list', async () => {
    const server = fakeBatchServer(openBatch(), { canCreateFunds: false });
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await chooseDonor(user, 'Jane', /Jane Doe/);
    await user.keyboard('40');
    await tabTo(user, 'Fund');
    await user.clear(screen.getByRole('combobox', { name: 'Fund' }));
    // Matched by label whatever the case, restricted funds marked; nothing to add a fund with.
    await user.keyboard('FUND');
    await user.keyboard('{ArrowDown}');
    expect(
      within(fundList('Fund'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Building Fund restricted', 'General Fund']);
    await user.keyboard('{Escape}');
    await user.clear(screen.getByRole('combobox', { name: 'Fund' }));
    await user.keyboard('Bulding');
    expect(within(fundList('Fund')).queryAllByRole('option')).toEqual([]);
    const fund = screen.getByRole('combobox', { name: 'Fund' });
    expect(fund.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(fund.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fund "Bulding" is not in the fund list',
    );
    await user.keyboard('{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('Fund "Bulding" is not in the fund list');
    expect(document.activeElement).toBe(fund);
    expect(server.sent).toHaveLength(0);
    expect(server.fundsAdded).toEqual([]);
  }, 15_000);

  it('lets an admin add a fund to the list from the row, with "New fund: X" as its last option', async () => {
    const server = fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await chooseDonor(user, 'Bob', /Bob Lee/);
    await user.keyboard('80');
    await tabTo(user, 'Fund');
    await user.clear(screen.getByRole('combobox', { name: 'Fund' }));
    await user.keyboard('Mis');
    await user.keyboard('{ArrowDown}');
    expect(
      within(fundList('Fund'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Missions', 'New fund: Mis']);
    await user.keyboard('{Escape}');
    await user.keyboard('sion Trip');
    // A typo is never a new fund by itself: Enter with no option picked saves nothing.
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fund "Mission Trip" is not in the fund list',
    );
    expect(server.fundsAdded).toEqual([]);

    await user.keyboard('{ArrowUp}');
    expect(within(fundList('Fund')).getByRole('option', { selected: true }).textContent).toBe(
      'New fund: Mission Trip',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.fundsAdded).toEqual(['Mission Trip']));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe('Gift saved: $80.00 from Bob Lee to Mission Trip. Entered 1 of 3.'),
    );
    expect(server.sent[0]?.allocations).toEqual([{ fund: 'Mission Trip', amountCents: 8000 }]);
  }, 15_000);

  it('links the donor whose exact name is typed when Tab leaves the cell, and no one on a part of it', async () => {
    const server = fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    // Typed and left faster than the type-ahead's pause: the name is looked up as Tab leaves.
    await tabTo(user, 'Donor');
    await user.keyboard('jane doe');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    await screen.findByText('Envelope 12 · Springfield');
    expect(screen.getByRole('combobox', { name: 'Donor' })).toHaveProperty('value', 'Jane Doe');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    await user.keyboard('50{Enter}');
    await waitFor(() =>
      expect(status().textContent).toBe('Gift saved: $50.00 from Jane Doe to General Fund. Entered 1 of 3.'),
    );
    expect(server.sent[0]?.donor).toEqual({ kind: 'existing', donorId: JANE.id });

    await user.keyboard('Jane');
    await user.tab();
    await waitFor(() =>
      expect(server.fetchMock.mock.calls.some(([url]) => String(url).endsWith('q=Jane'))).toBe(true),
    );
    await user.keyboard('5{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose the donor, add a new donor, or mark the gift anonymous',
    );
    expect(server.sent).toHaveLength(1);
  }, 15_000);

  it('shows the warnings of a held-back gift and saves it when the counter chooses Save anyway', async () => {
    const warning = {
      kind: 'duplicate_check' as const,
      message: 'Check 1042 from Jane Doe is already in Sunday 9:00, Nov 15 2026',
    };
    const server = fakeBatchServer(openBatch(), {
      refuse: (gift) =>
        gift.acknowledgeWarnings
          ? null
          : { status: 409, body: { error: 'Please check this gift', warnings: [warning] } },
    });
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await chooseDonor(user, 'Jane', /Jane Doe/);
    await tabTo(user, 'Amount');
    await user.keyboard('50');
    await tabTo(user, 'Check number');
    await user.keyboard('1042{Enter}');

    await screen.findByText(warning.message);
    expect(status().textContent).toContain(`Not saved yet. ${warning.message}`);
    expect(figure('Gifts')).toBe('0 of 3 | Variance −3');
    expect(screen.queryByRole('table')).toBeNull();

    await tabTo(user, 'Save anyway');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe('Gift saved: $50.00 from Jane Doe to General Fund. Entered 1 of 3.'),
    );
    expect(server.sent.map((gift) => gift.acknowledgeWarnings)).toEqual([false, true]);
    expect(screen.queryByText(warning.message)).toBeNull();
  }, 15_000);

  it('saves a warned gift when Enter is pressed again, but checks it again once the row changed', async () => {
    const warning = {
      kind: 'unusual_amount' as const,
      message: '$5,000.00 is more than 10 times Jane Doe’s usual gift',
    };
    const server = fakeBatchServer(openBatch(), {
      refuse: (gift) =>
        gift.acknowledgeWarnings
          ? null
          : { status: 409, body: { error: 'Please check this gift', warnings: [warning] } },
    });
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await chooseDonor(user, 'Jane', /Jane Doe/);
    await tabTo(user, 'Amount');
    await user.keyboard('5000{Enter}');
    await screen.findByText(warning.message);
    // A corrected amount is a new row to check: the warning is gone and Enter asks again.
    await user.keyboard('0{Enter}');
    await waitFor(() => expect(server.sent).toHaveLength(2));
    await screen.findByText(warning.message);
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe(
        'Gift saved: $50,000.00 from Jane Doe to General Fund. Entered 1 of 3.',
      ),
    );
    expect(server.sent.map((gift) => gift.acknowledgeWarnings)).toEqual([false, false, true]);
  }, 15_000);

  it('shows a refused row with the reason and keeps everything typed', async () => {
    const reason = 'Only loose cash can be anonymous: please choose the donor';
    const server = fakeBatchServer(openBatch(), { refuse: () => apiError(400, 'bad_request', reason) });
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await tabTo(user, 'Donor');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await tabTo(user, 'Amount');
    await user.keyboard('25');
    await tabTo(user, 'Method');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'check');
    await tabTo(user, 'Check number');
    await user.keyboard('77{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(`This gift was not saved: ${reason}`);
    expect(server.sent).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Donor' })).toHaveProperty('value', 'Anonymous / loose cash');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '25');
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveProperty('value', 'check');
    expect(screen.getByRole('textbox', { name: 'Check number' })).toHaveProperty('value', '77');
    expect(figure('Gifts')).toBe('0 of 3 | Variance −3');
  }, 15_000);

  it('refuses an amount with three decimals or a row without a donor before sending anything', async () => {
    const server = fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await tabTo(user, 'Amount');
    await user.keyboard('12.505{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose the donor, add a new donor, or mark the gift anonymous',
    );
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Donor' }));

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Amount must have at most two decimals');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(document.activeElement).toBe(amount);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toHaveLength(0);

    // Escape clears the row and starts again at the donor.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Donor' })).toHaveProperty('value', '');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never offers the donors of an earlier search for what is typed now', async () => {
    fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await tabTo(user, 'Donor');
    await user.keyboard('Jan');
    await within(donorList()).findByRole('option', { name: /Jane Doe/ });
    // Typed on before the look-up for "Bob" has answered: Jane Doe is no longer offered.
    await user.keyboard('{Backspace}{Backspace}{Backspace}Bob{ArrowDown}');
    expect(within(donorList()).getByRole('option', { selected: true }).textContent).toBe('New donor: Bob');
    expect(within(donorList()).queryByRole('option', { name: /Jane Doe/ })).toBeNull();
    // The answer for "Bob" arrives: the option the arrows are on stays the same.
    await within(donorList()).findByRole('option', { name: /Bob Lee/ });
    expect(within(donorList()).getByRole('option', { selected: true }).textContent).toBe('New donor: Bob');
  });

  it("names a member's household and its envelope beside them, for a joint check", async () => {
    fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);
    await tabTo(user, 'Donor');
    await user.keyboard('Bob');
    const bob = await within(donorList()).findByRole('option', { name: /Bob Lee/ });
    expect(bob.textContent).toBe('Bob LeeBob and Ann Lee, envelope 104');
  });

  it('says so when a donor who pledged gives to another fund, and never changes the fund', async () => {
    fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);
    await chooseDonor(user, 'Bob', /Bob Lee/);
    const fund = screen.getByRole('combobox', { name: 'Fund' }) as HTMLInputElement;
    const before = fund.value;
    expect(before).not.toBe('Building Fund');
    const hints = await screen.findByRole('list', { name: 'Pledges of this donor' });
    expect(hints.textContent).toBe('Bob Lee has a pledge to Roof Campaign: Building Fund');
    expect(fund.value).toBe(before);
    // To the campaign's fund, nothing to say.
    await user.clear(fund);
    await user.keyboard('Building');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Pledges of this donor' })).toBeNull());
    expect(fund.value).toBe('Building Fund');
  });

  it('adds a new donor inside the row, asking for the first name before anything is sent', async () => {
    const server = fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    // One word typed is the family name on the envelope: it becomes the last name.
    await tabTo(user, 'Donor');
    await user.keyboard('Lopez');
    await within(donorList()).findByRole('option', { name: 'New donor: Lopez' });
    await user.keyboard('{ArrowDown}{Enter}');
    const group = screen.getByRole('group', { name: 'New donor' });
    expect(document.activeElement).toBe(within(group).getByRole('textbox', { name: 'First name' }));
    expect(within(group).getByRole('textbox', { name: 'Last name' })).toHaveProperty('value', 'Lopez');
    await tabTo(user, 'Amount');
    await user.keyboard('40{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe('First name is required');
    expect(document.activeElement).toBe(within(group).getByRole('textbox', { name: 'First name' }));
    expect(server.sent).toHaveLength(0);
    await user.keyboard('Maria');
    await tabTo(user, /^Email/);
    await user.keyboard('maria@example.org{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe(
        'Gift saved: $40.00 from Maria Lopez to General Fund. Entered 1 of 3.',
      ),
    );
    expect(server.sent[0]?.donor).toEqual({
      kind: 'new',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@example.org',
      addressLine1: '',
      city: '',
      region: '',
      postalCode: '',
    });
    expect(screen.queryByRole('group', { name: 'New donor' })).toBeNull();
  }, 15_000);

  it('saves an in-kind gift with its description and no amount, outside the figures', async () => {
    const server = fakeBatchServer(openBatch());
    const { user } = renderWithProviders(<BatchEntry batch={openBatch()} />);

    await chooseDonor(user, 'Jane', /Jane Doe/);
    await tabTo(user, 'Method');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'in_kind');
    expect(screen.getByRole('button', { name: 'Split across funds' })).toHaveProperty('disabled', true);
    await tabTo(user, 'Description of the in-kind gift');
    await user.keyboard('20 boxes of canned food{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe(
        'Gift saved: in-kind (20 boxes of canned food) from Jane Doe to General Fund. Entered 0 of 3.',
      ),
    );
    expect(server.sent[0]).toMatchObject({
      method: 'in_kind',
      checkNumber: null,
      inKindDescription: '20 boxes of canned food',
      allocations: [{ fund: 'General Fund', amountCents: null }],
    });
    expect(figure('Gifts')).toBe('0 of 3 | Variance −3');
    expect(screen.getByText('1 in-kind gift, not in the figures')).toBeTruthy();
  }, 15_000);

  it('corrects a saved gift in place and deletes it, the figures following each answer', async () => {
    const batch = openBatch();
    const detail = { ...batch, gifts: [janesCheck()] };
    const server = fakeBatchServer(detail);
    const { user } = renderWithProviders(<BatchEntry batch={detail} />);

    await tabTo(user, 'Edit the gift from Jane Doe');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('form', { name: 'Correct a gift' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Donor' }));
    expect(screen.getByRole('textbox', { name: 'Check number' })).toHaveProperty('value', '1042');
    await tabTo(user, 'Amount');
    expect(document.activeElement).toHaveProperty('value', '50.00');
    await user.clear(document.activeElement as HTMLElement);
    await user.keyboard('60{Enter}');

    await waitFor(() =>
      expect(status().textContent).toBe(
        'Gift updated: $60.00 from Jane Doe to General Fund. Entered 1 of 3.',
      ),
    );
    expect(server.calls('PATCH', `/gifts/${janesCheck().id}`)).toBe(1);
    expect(figure('Checks')).toBe('$60.00 of $150.00 | Variance −$90.00');
    expect(screen.getByRole('form', { name: 'New gift' })).toBeTruthy();

    await tabTo(user, 'Delete the gift from Jane Doe');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this gift?' });
    await tabTo(user, 'Delete gift');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(status().textContent).toBe('Gift deleted. Entered 0 of 3.'));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByText('No gifts entered yet.')).toBeTruthy();
    expect(figure('Gifts')).toBe('0 of 3 | Variance −3');
  }, 15_000);

  it('says the member is entering while the grid is shown, and that they left when it is hidden, closed or the page goes', () => {
    vi.useFakeTimers();
    let visibility: DocumentVisibilityState = 'visible';
    const visible = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const show = (state: DocumentVisibilityState) => {
      visibility = state;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      const server = fakeBatchServer(openBatch());
      const lastCall = () => server.fetchMock.mock.calls.at(-1)?.[1];
      const { unmount } = renderWithProviders(<BatchEntry batch={openBatch()} />);
      expect(server.calls('PUT', '/presence')).toBe(1);

      vi.advanceTimersByTime(PRESENCE_PING_MS);
      expect(PRESENCE_PING_MS).toBe(30_000);
      expect(server.calls('PUT', '/presence')).toBe(2);
      expect(server.calls('DELETE', '/presence')).toBe(0);

      // Another tab, the phone locked: gone at once (the page may never come back), no pings meanwhile.
      show('hidden');
      expect(server.calls('DELETE', '/presence')).toBe(1);
      expect(lastCall()).toMatchObject({ method: 'DELETE', keepalive: true });
      vi.advanceTimersByTime(PRESENCE_PING_MS * 3);
      expect(server.calls('PUT', '/presence')).toBe(2);
      // Back on the page: entering again at once, and pinging again.
      show('visible');
      expect(server.calls('PUT', '/presence')).toBe(3);
      vi.advanceTimersByTime(PRESENCE_PING_MS);
      expect(server.calls('PUT', '/presence')).toBe(4);

      // The tab closed (no React cleanup runs): the leave outlives the page.
      window.dispatchEvent(new Event('pagehide'));
      expect(server.calls('DELETE', '/presence')).toBe(2);
      expect(lastCall()).toMatchObject({ method: 'DELETE', keepalive: true });
      // Restored from the back-forward cache: entering again.
      window.dispatchEvent(new Event('pageshow'));
      expect(server.calls('PUT', '/presence')).toBe(5);

      // Another page of the app: gone, and nothing more is said.
      unmount();
      expect(server.calls('DELETE', '/presence')).toBe(3);
      show('hidden');
      show('visible');
      window.dispatchEvent(new Event('pagehide'));
      vi.advanceTimersByTime(PRESENCE_PING_MS * 2);
      expect(server.calls('DELETE', '/presence')).toBe(3);
      expect(server.calls('PUT', '/presence')).toBe(5);
      const others = server.fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter(
          (url) => url !== '/api/batches/funds' && !url.startsWith(`/api/batches/${BATCH_ID}/presence`),
        );
      expect(others).toEqual([]);
    } finally {
      visible.mockRestore();
      vi.useRealTimers();
    }
  });

  it('opens without a presence while the page is hidden (a tab opened in the background)', () => {
    const visible = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const server = fakeBatchServer(openBatch());
      renderWithProviders(<BatchEntry batch={openBatch()} />);
      expect(server.calls('PUT', '/presence')).toBe(0);
    } finally {
      visible.mockRestore();
    }
  });
});
