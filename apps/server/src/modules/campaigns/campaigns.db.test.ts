import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { pdfPageLines } from '@test/pdf-text';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A campaign worked by hand: the Roof Campaign (Building Fund, 2023-2025, goal $10,000).
 * - Ruth Oyelaran pledged $3,600 monthly over the three years and gave $3,400 of it; a gift the
 *   day before the campaign does not count.
 * - John and Mary Smith pledged $1,000 as a household over 2024-2025: John $600, Mary $500 less
 *   a $50 refund, $1,050 in all, $50 beyond the pledge.
 * - Ann Lee pledged $500 once in the second half of 2025 and gave only to the General fund, and
 *   to the Building Fund before the campaign: nothing towards it, so she is behind.
 * - Peter Park gave $300 without a pledge.
 * Every pledge has ended, so what each expects is its whole amount whatever day the test runs.
 */
const GIVING = [
  'Gift ID,First Name,Last Name,Amount,Date,Fund',
  'R0,Ruth,Oyelaran,100.00,2022-12-31,Building Fund',
  'R1,Ruth,Oyelaran,1200.00,2023-06-30,Building Fund',
  'R2,Ruth,Oyelaran,1200.00,2024-06-30,Building Fund',
  'R3,Ruth,Oyelaran,1000.00,2025-06-30,Building Fund',
  'J1,John,Smith,600.00,2024-03-01,Building Fund',
  'M1,Mary,Smith,500.00,2025-02-01,Building Fund',
  'M2,Mary,Smith,-50.00,2025-03-01,Building Fund',
  'A0,Ann,Lee,100.00,2022-12-15,Building Fund',
  'A1,Ann,Lee,200.00,2025-07-01,General',
  'P1,Peter,Park,300.00,2025-05-05,Building Fund',
].join('\n');

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
const donors: Record<string, string> = {};
let fundId: string;
let generalFundId: string;
let campaignId: string;
let householdId: string;

const send = (actor: Actor, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(t.app, method, url, { cookie: actor.cookie, ...(payload ? { payload } : {}) });
const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });

const ROOF = {
  name: 'Roof Campaign',
  description: 'A new roof for the sanctuary',
  startDate: '2023-01-01',
  endDate: '2025-12-31',
  goalCents: 1_000_000,
};

async function pledge(giver: { donorId: string } | { householdId: string }, values: object) {
  return send(w.admin, 'POST', `/api/giving/campaigns/${campaignId}/pledges`, { ...giver, ...values });
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'campaigns');
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
  const list = (await get(w.admin, '/api/donors?pageSize=50')).json();
  for (const d of list.items) donors[d.firstName] = d.id;
  const joined = await send(w.admin, 'POST', `/api/donors/${donors.John}/household`, {
    donorId: donors.Mary,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  householdId = joined.json().id;
  const funds = (await get(w.admin, '/api/giving/funds')).json().items as { id: string; name: string }[];
  fundId = (funds.find((f) => f.name === 'Building Fund') as { id: string }).id;
  generalFundId = (funds.find((f) => f.name === 'General') as { id: string }).id;
  const made = await send(w.admin, 'POST', '/api/giving/campaigns', { ...ROOF, fundIds: [fundId] });
  expect(made.statusCode, made.body).toBe(201);
  campaignId = made.json().id;
  for (const [giver, values] of [
    [
      { donorId: donors.Ruth },
      { amountCents: 360_000, frequency: 'monthly', startDate: '2023-01-01', endDate: '2025-12-31' },
    ],
    [
      { householdId },
      { amountCents: 100_000, frequency: 'yearly', startDate: '2024-01-01', endDate: '2025-12-31' },
    ],
    [
      { donorId: donors.Ann },
      { amountCents: 50_000, frequency: 'one-time', startDate: '2025-06-01', endDate: '2025-12-31' },
    ],
  ] as const) {
    const response = await pledge(giver as { donorId: string }, values);
    expect(response.statusCode, response.body).toBe(201);
  }
}, 90_000);
afterAll(() => t.close());

describe('a campaign and its pledges', () => {
  it('counts every gift to its funds in its dates, pledged or not, less refunds', async () => {
    const page = (await get(w.admin, `/api/giving/campaigns/${campaignId}`)).json();
    expect(page).toMatchObject({
      name: 'Roof Campaign',
      status: 'active',
      goalCents: 1_000_000,
      funds: [{ id: fundId, label: 'Building Fund' }],
      // Ruth 3,400 + John 600 + Mary 500 - 50 + Peter 300.
      givenCents: 475_000,
      pledgedCents: 510_000,
      // Ruth 3,400 + the Smiths' 1,000 (of their 1,050) + Ann's 0.
      pledgedGivenCents: 440_000,
      pledgers: 3,
      giversWithoutPledge: 1,
    });
    // Month by month from the campaign's start to its end: running totals.
    expect(page.progress).toHaveLength(36);
    expect(page.progress[0]).toEqual({ month: '2023-01', givenCents: 0, pledgedCents: 360_000 });
    expect(page.progress.find((m: { month: string }) => m.month === '2024-03')).toEqual({
      month: '2024-03',
      givenCents: 180_000,
      pledgedCents: 460_000,
    });
    expect(page.progress.at(-1)).toEqual({ month: '2025-12', givenCents: 475_000, pledgedCents: 510_000 });
  });

  it('reads each pledge from its giver’s gifts: the household’s joint members, the pledge’s own dates', async () => {
    const { pledges } = (await get(w.admin, `/api/giving/campaigns/${campaignId}`)).json();
    const byName = Object.fromEntries(pledges.map((p: { pledger: { name: string } }) => [p.pledger.name, p]));
    expect(byName['Ruth Oyelaran']).toMatchObject({
      amountCents: 360_000,
      instalmentCents: 10_000,
      givenCents: 340_000,
      fulfilledCents: 340_000,
      remainingCents: 20_000,
      beyondCents: 0,
      expectedCents: 360_000,
      standing: 'behind',
      pledger: { kind: 'donor', donorId: donors.Ruth },
    });
    expect(byName['John and Mary Smith']).toMatchObject({
      givenCents: 105_000,
      fulfilledCents: 100_000,
      beyondCents: 5_000,
      remainingCents: 0,
      standing: 'fulfilled',
      pledger: { kind: 'household', id: householdId },
    });
    expect(byName['Ann Lee']).toMatchObject({ givenCents: 0, remainingCents: 50_000, standing: 'behind' });
  });

  it('sums each pledge on the campaign’s page as the pledge read alone is summed', async () => {
    const page = (await get(w.admin, `/api/giving/campaigns/${campaignId}`)).json();
    for (const pledge of page.pledges as { id: string; givenCents: number; pledger: { donorId: string } }[]) {
      const own = (await get(w.admin, `/api/donors/${pledge.pledger.donorId}/pledges`)).json().items as {
        id: string;
        givenCents: number;
      }[];
      expect(own.find((p) => p.id === pledge.id)?.givenCents).toBe(pledge.givenCents);
    }
  });

  it('lists a household’s pledge on each member’s page', async () => {
    const mary = (await get(w.admin, `/api/donors/${donors.Mary}/pledges`)).json();
    expect(mary.items.map((p: { pledger: { name: string } }) => p.pledger.name)).toEqual([
      'John and Mary Smith',
    ]);
    const peter = (await get(w.admin, `/api/donors/${donors.Peter}/pledges`)).json();
    expect(peter.items).toEqual([]);
  });

  it('tells gift entry (a counter too) of a donor’s active pledges and their funds, the household’s included', async () => {
    const lookUp = async (q: string) =>
      (await get(w.counter, `/api/batches/donor-lookup?q=${q}`)).json().items as {
        name: string;
        pledges: unknown[];
      }[];
    // Every pledge has ended (2025): none is active today.
    expect((await lookUp('Ruth')).map((item) => item.pledges)).toEqual([[]]);
    const running = await send(w.admin, 'POST', '/api/giving/campaigns', {
      ...ROOF,
      name: 'Running Drive',
      fundIds: [fundId],
      startDate: '2024-01-01',
      endDate: '2099-12-31',
    });
    const pledgeOf = (giver: object) =>
      send(w.admin, 'POST', `/api/giving/campaigns/${running.json().id}/pledges`, {
        ...giver,
        amountCents: 10_000,
        frequency: null,
        startDate: '2024-01-01',
        endDate: '2099-12-31',
      });
    expect((await pledgeOf({ householdId })).statusCode).toBe(201);
    expect((await lookUp('Mary')).find((item) => item.name === 'Mary Smith')?.pledges).toEqual([
      { campaign: 'Running Drive', funds: ['Building Fund'] },
    ]);
    expect((await lookUp('Ruth'))[0]?.pledges).toEqual([]);
    // A closed campaign takes no gifts worth a word.
    await send(w.admin, 'PATCH', `/api/giving/campaigns/${running.json().id}`, {
      ...ROOF,
      name: 'Running Drive',
      fundIds: [fundId],
      startDate: '2024-01-01',
      endDate: '2099-12-31',
      closed: true,
    });
    expect((await lookUp('Mary')).find((item) => item.name === 'Mary Smith')?.pledges).toEqual([]);
  });

  it('lists the campaigns with their figures, active ones first', async () => {
    const list = (await get(w.admin, '/api/giving/campaigns')).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: campaignId, givenCents: 475_000, pledgedCents: 510_000, pledgers: 3 }),
      expect.objectContaining({ name: 'Running Drive', status: 'closed', pledgers: 1 }),
    ]);
  });
});

describe('pledges on giving statements', () => {
  /** The lines of the donor's statement of one year, as pdf.js reads them. */
  async function statementLines(donorId: string, year: number) {
    const preview = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: { start: `${year}-01-01`, end: `${year}-12-31` }, donorId },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    return (await pdfPageLines(preview.rawPayload)).flat();
  }

  it('shows a three-year pledge on each year’s statement, counting that year’s gifts as this period’s', async () => {
    // Pledged, given this period, given to date, remaining.
    const rows = {
      2023: 'Roof Campaign $3,600.00 $1,200.00 $1,200.00 $2,400.00',
      2024: 'Roof Campaign $3,600.00 $1,200.00 $2,400.00 $1,200.00',
      2025: 'Roof Campaign $3,600.00 $1,000.00 $3,400.00 $200.00',
    };
    for (const [year, row] of Object.entries(rows)) {
      const lines = await statementLines(donors.Ruth as string, Number(year));
      expect(lines, year).toContain(row);
      expect(lines).toContain('Pledges');
    }
    // A pledge is not a gift: the year's total is its gifts alone.
    expect(await statementLines(donors.Ruth as string, 2024)).toContain(
      '1 gift Total contributions: $1,200.00',
    );
  });

  it('shows a household’s pledge on its joint statement, and a pledge nothing was given towards', async () => {
    const smiths = await statementLines(donors.Mary as string, 2025);
    expect(smiths).toContain('Roof Campaign $1,000.00 $450.00 $1,050.00 $0.00');
    expect(await statementLines(donors.Ann as string, 2025)).toContain(
      'Roof Campaign $500.00 $0.00 $0.00 $500.00',
    );
    expect(await statementLines(donors.Peter as string, 2025)).not.toContain('Pledges');
  });
});

describe('what a pledge and a campaign refuse', () => {
  it('refuses a second pledge of the same giver, or of a joint member of a household that pledged, with the first', async () => {
    const again = await pledge(
      { donorId: donors.Ruth as string },
      { amountCents: 1_000, frequency: null, startDate: '2024-01-01', endDate: '2024-12-31' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Ruth Oyelaran already has a pledge to Roof Campaign: add to it instead.',
    );
    const mary = await pledge(
      { donorId: donors.Mary as string },
      { amountCents: 1_000, frequency: null, startDate: '2024-01-01', endDate: '2024-12-31' },
    );
    expect(mary.statusCode).toBe(409);
    expect(mary.json().error.message).toContain('John and Mary Smith already has a pledge');
  });

  it.each([
    [{ amountCents: 0 }, 'The pledge must be more than $0.'],
    [{ amountCents: 1_000_000_001 }, 'The pledge must be at most $10,000,000.00.'],
    [{ startDate: '2025-06-01', endDate: '2025-05-01' }, 'The end date must be on or after the start date.'],
    [
      { startDate: '2022-12-01' },
      "The pledge must start on or after the campaign's start (January 1, 2023).",
    ],
    [{ endDate: '2026-01-31' }, "The pledge must end on or before the campaign's end (December 31, 2025)."],
  ])('refuses %o, naming what is wrong, and saves nothing', async (change, message) => {
    const response = await pledge(
      { donorId: donors.Peter as string },
      { amountCents: 10_000, frequency: null, startDate: '2025-01-01', endDate: '2025-12-31', ...change },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await get(w.admin, `/api/donors/${donors.Peter}/pledges`)).json().items).toEqual([]);
  });

  it('refuses a campaign without a fund, an end before its start and a name taken', async () => {
    const noFund = await send(w.admin, 'POST', '/api/giving/campaigns', {
      ...ROOF,
      name: 'Other',
      fundIds: [],
    });
    expect(noFund.statusCode).toBe(400);
    expect(noFund.json().error.message).toBe('Choose at least one fund.');
    const backwards = await send(w.admin, 'POST', '/api/giving/campaigns', {
      ...ROOF,
      name: 'Other',
      fundIds: [fundId],
      endDate: '2022-01-01',
    });
    expect(backwards.json().error.message).toBe('The end date must be on or after the start date.');
    const taken = await send(w.admin, 'POST', '/api/giving/campaigns', {
      ...ROOF,
      name: 'roof campaign',
      fundIds: [fundId],
    });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses to delete a campaign with pledges, and takes none once closed', async () => {
    const deleted = await send(w.admin, 'DELETE', `/api/giving/campaigns/${campaignId}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toBe('This campaign has pledges: close it instead of deleting it.');
    const closed = await send(w.admin, 'PATCH', `/api/giving/campaigns/${campaignId}`, {
      ...ROOF,
      fundIds: [fundId],
      closed: true,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('closed');
    const late = await pledge(
      { donorId: donors.Peter as string },
      { amountCents: 10_000, frequency: null, startDate: '2025-01-01', endDate: '2025-12-31' },
    );
    expect(late.statusCode).toBe(409);
    const reopened = await send(w.admin, 'PATCH', `/api/giving/campaigns/${campaignId}`, {
      ...ROOF,
      fundIds: [fundId],
      closed: false,
    });
    expect(reopened.json().status).toBe('active');
  });

  it('keeps a pledge within its campaign: dates that would leave one out are refused', async () => {
    const shorter = await send(w.admin, 'PATCH', `/api/giving/campaigns/${campaignId}`, {
      ...ROOF,
      fundIds: [fundId],
      startDate: '2024-01-01',
    });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().error.message).toBe('A pledge lies outside these dates: change its dates first.');
  });

  it('counts a second fund once the campaign has it, and a deleted pledge no more', async () => {
    const wider = await send(w.admin, 'PATCH', `/api/giving/campaigns/${campaignId}`, {
      ...ROOF,
      fundIds: [fundId, generalFundId],
    });
    expect(wider.statusCode, wider.body).toBe(200);
    const ann = wider.json().pledges.find((p: { pledger: { name: string } }) => p.pledger.name === 'Ann Lee');
    expect(ann).toMatchObject({ givenCents: 20_000, standing: 'behind' });
    expect(wider.json().givenCents).toBe(495_000);
    expect((await send(w.admin, 'DELETE', `/api/giving/pledges/${ann.id}`)).statusCode).toBe(204);
    const after = (await get(w.admin, `/api/giving/campaigns/${campaignId}`)).json();
    expect(after).toMatchObject({ pledgers: 2, pledgedCents: 460_000, giversWithoutPledge: 2 });
    await send(w.admin, 'PATCH', `/api/giving/campaigns/${campaignId}`, { ...ROOF, fundIds: [fundId] });
  });
});

describe('who sees campaigns', () => {
  it('keeps them to fundraising admins of the organisation', async () => {
    expect((await get(w.user, `/api/giving/campaigns/${campaignId}`)).statusCode).toBe(403);
    expect((await get(w.counter, '/api/giving/campaigns')).statusCode).toBe(403);
    expect((await get(w.otherMaster, `/api/giving/campaigns/${campaignId}`)).statusCode).toBe(404);
    expect((await get(w.otherMaster, '/api/giving/campaigns')).json().items).toEqual([]);
    const foreign = await call(t.app, 'POST', '/api/giving/campaigns', {
      cookie: w.otherMaster.cookie,
      payload: { ...ROOF, fundIds: [fundId] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Choose the funds from the fund list.');
  });
});

describe('a pledge outlives its giver’s record', () => {
  const later = (values: object) => ({
    frequency: null,
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    ...values,
  });

  beforeAll(async () => {
    // To the General fund, outside the campaign: the figures above stay as they are.
    await importDonorFile(
      t.app,
      w.admin,
      'more.csv',
      [
        'Gift ID,First Name,Last Name,Amount,Date,Fund',
        'Z1,Zed,Adams,50.00,2025-04-01,General',
        'Z2,Zoe,Adams,50.00,2025-04-02,General',
        'Q1,Pete,Park,25.00,2025-08-01,General',
      ].join('\n'),
    );
    const list = (await get(w.admin, '/api/donors?pageSize=50')).json();
    for (const d of list.items) donors[d.firstName] = d.id;
  });

  it('passes a dissolved household’s pledge to the member left', async () => {
    const joined = await send(w.admin, 'POST', `/api/donors/${donors.Zed}/household`, {
      donorId: donors.Zoe,
    });
    const made = await pledge({ householdId: joined.json().id }, later({ amountCents: 30_000 }));
    expect(made.statusCode, made.body).toBe(201);
    expect((await send(w.admin, 'DELETE', `/api/donors/${donors.Zoe}/household`)).statusCode).toBe(204);
    const zed = (await get(w.admin, `/api/donors/${donors.Zed}/pledges`)).json();
    expect(zed.items).toEqual([
      expect.objectContaining({
        amountCents: 30_000,
        pledger: expect.objectContaining({ kind: 'donor', name: 'Zed Adams' }),
      }),
    ]);
  });

  it('joins the pledges of two donors merged into one', async () => {
    expect(
      (
        await pledge(
          { donorId: donors.Peter as string },
          later({ amountCents: 20_000, endDate: '2025-06-30' }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await pledge(
          { donorId: donors.Pete as string },
          later({ amountCents: 10_000, startDate: '2025-03-01' }),
        )
      ).statusCode,
    ).toBe(201);
    const merged = await send(w.admin, 'POST', `/api/donors/${donors.Peter}/merge`, { donorId: donors.Pete });
    expect(merged.statusCode, merged.body).toBe(200);
    const peter = (await get(w.admin, `/api/donors/${donors.Peter}/pledges`)).json();
    expect(peter.items).toEqual([
      expect.objectContaining({ amountCents: 30_000, startDate: '2025-01-01', endDate: '2025-12-31' }),
    ]);
  });
});

describe('a campaign follows its funds', () => {
  it('keeps a renamed fund, and takes the fund a merged one went into', async () => {
    const renamed = await send(w.admin, 'PATCH', `/api/giving/funds/${fundId}`, {
      name: 'Roof and Building',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    let page = (await get(w.admin, `/api/giving/campaigns/${campaignId}`)).json();
    expect(page.funds.map((f: { label: string }) => f.label)).toEqual(['Roof and Building']);
    expect(page.givenCents).toBe(475_000);
    const merged = await send(w.admin, 'POST', `/api/giving/funds/${fundId}/merge`, {
      intoFundId: generalFundId,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    page = (await get(w.admin, `/api/giving/campaigns/${campaignId}`)).json();
    expect(page.funds.map((f: { id: string }) => f.id)).toEqual([generalFundId]);
    // The Building Fund's gifts are the General fund's now, beside Ann's $200 and the $125 of
    // Zed, Zoe and Pete (merged into Peter) to it.
    expect(page.givenCents).toBe(507_500);
  });
});
