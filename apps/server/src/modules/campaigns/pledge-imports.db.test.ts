import { PLEDGE_LIMITS } from '@steward/domain';
import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { multipartBody } from '@test/multipart';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A stewardship drive's pledge file, worked by hand against the donors below: John and Mary Smith
 * give as a household (envelope 42), Bob and Sue Stone share one email, Peter Park pledged by hand
 * already, and the Summer Drive is closed.
 */
const GIVING = [
  'First Name,Last Name,Email,Amount,Date,Fund',
  'Ruth,Oyelaran,ruth@example.org,100.00,2025-06-30,Building Fund',
  'John,Smith,,50.00,2025-03-01,Building Fund',
  'Mary,Smith,,50.00,2025-02-01,Building Fund',
  'Ann,Lee,,20.00,2025-07-01,General',
  'Peter,Park,,30.00,2025-05-05,Building Fund',
  'Bob,Stone,stone@example.org,10.00,2025-05-05,General',
  'Sue,Stone,stone@example.org,10.00,2025-05-06,General',
].join('\n');

const PLEDGES = [
  'Name,Email,Envelope,Campaign,Amount,Start Date,End Date,Frequency,Pledged By',
  'Ruth Oyelaran,,,Roof Campaign,"$1,200.00",2026-01-01,2026-12-31,Monthly,',
  ',,42,Roof Campaign,$600,,,yearly,',
  'John Smith,,,Roof Campaign,$100,,,,',
  ',stone@example.org,,Roof Campaign,$50,,,,',
  'Nobody Here,,,Roof Campaign,$10,,,,',
  'Ann Lee,,,Summer Drive,$20,,,,',
  'Ann Lee,,,Winter Drive,$20,,,,',
  'Peter Park,,,Roof Campaign,$30,,,,',
  '"Lee, Ann",,,Roof Campaign,$0,,,,',
  'Ann Lee,,,Roof Campaign,$250,2025-06-01,,,',
  ',,,,,,,,',
  '"Lee, Ann",,,ROOF CAMPAIGN,$250,,,once,donor',
  'Mary Smith,,,Roof Campaign,$5,,,,donor',
  'Bob Stone,,,Roof Campaign,$5,,,biweekly,',
  ',ruth@example.org,,Roof Campaign,$5,,,,',
].join('\n');

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let other: World;
const donors: Record<string, string> = {};
let roofId: string;
let householdId: string;

const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });
const send = (actor: Actor, url: string, payload: object = {}, method: 'POST' | 'PATCH' = 'POST') =>
  call(t.app, method, url, { cookie: actor.cookie, payload });

function upload(
  actor: Actor,
  content: string | Buffer,
  fields: Record<string, string> = {},
  filename = 'pledges.csv',
) {
  const body = multipartBody(fields, { filename, content, contentType: 'text/csv' });
  return call(t.app, 'POST', '/api/giving/pledge-imports', {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

async function campaign(name: string, fundName: string, extra: object = {}) {
  const funds = (await get(w.admin, '/api/giving/funds')).json().items as { id: string; name: string }[];
  const fund = funds.find((f) => f.name === fundName) as { id: string };
  const made = await send(w.admin, '/api/giving/campaigns', {
    name,
    description: null,
    fundIds: [fund.id],
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    goalCents: null,
    ...extra,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'pledge-imports');
  other = await buildWorld(t.app, 'pledge-imports-other');
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
  const list = (await get(w.admin, '/api/donors?pageSize=50')).json();
  for (const d of list.items) donors[`${d.firstName} ${d.lastName}`] = d.id;
  const joined = await send(w.admin, `/api/donors/${donors['John Smith']}/household`, {
    donorId: donors['Mary Smith'],
  });
  expect(joined.statusCode, joined.body).toBe(200);
  householdId = joined.json().id;
  const numbered = await send(w.admin, `/api/households/${householdId}`, { envelopeNumber: '42' }, 'PATCH');
  expect(numbered.statusCode, numbered.body).toBe(200);
  roofId = await campaign('Roof Campaign', 'Building Fund');
  await campaign('Summer Drive', 'General', { closed: true });
  const byHand = await send(w.admin, `/api/giving/campaigns/${roofId}/pledges`, {
    donorId: donors['Peter Park'],
    amountCents: 3000,
    frequency: null,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  expect(byHand.statusCode, byHand.body).toBe(201);
}, 90_000);
afterAll(() => t.close());

describe('importing a pledge file', () => {
  let importId: string;

  it('previews what it would add, and why each other row would not be, saving no pledge', async () => {
    const response = await upload(w.admin, PLEDGES);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    importId = preview.id;
    expect(preview).toMatchObject({
      fileName: 'pledges.csv',
      status: 'previewed',
      campaign: null,
      rowsRead: 14,
    });
    expect(
      preview.matches.map(
        (m: { line: number; pledger: { kind: string; name: string }; matchedBy: string }) => [
          m.line,
          m.pledger.kind,
          m.pledger.name,
          m.matchedBy,
        ],
      ),
    ).toEqual([
      [2, 'donor', 'Ruth Oyelaran', 'name'],
      [3, 'household', 'John and Mary Smith', 'envelope'],
      [13, 'donor', 'Ann Lee', 'name'],
    ]);
    expect(preview.matches[0]).toMatchObject({
      campaign: { id: roofId, name: 'Roof Campaign' },
      amountCents: 120_000,
      frequency: 'monthly',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    // No dates in the file: the campaign's.
    expect(preview.matches[1]).toMatchObject({
      amountCents: 60_000,
      frequency: 'yearly',
      startDate: '2026-01-01',
    });
    expect(preview.matches[2]).toMatchObject({ amountCents: 25_000, frequency: 'one-time' });
    expect(preview.pledgedCents).toBe(205_000);
    expect(preview.refusals).toEqual([
      {
        line: 4,
        giver: 'John Smith',
        reason: 'John and Mary Smith pledges to Roof Campaign on line 3 already',
      },
      {
        line: 5,
        giver: 'stone@example.org',
        reason: '2 donors have the email stone@example.org: give their envelope number',
      },
      { line: 6, giver: 'Nobody Here', reason: 'No donor or household matches' },
      { line: 7, giver: 'Ann Lee', reason: 'Summer Drive is closed' },
      { line: 8, giver: 'Ann Lee', reason: 'No campaign is named Winter Drive' },
      { line: 9, giver: 'Peter Park', reason: 'Peter Park already has a pledge to Roof Campaign' },
      { line: 10, giver: 'Lee, Ann', reason: 'Amount "$0" is not more than $0' },
      {
        line: 11,
        giver: 'Ann Lee',
        reason: "The pledge must start on or after the campaign's start (January 1, 2026)",
      },
      { line: 14, giver: 'Mary Smith', reason: 'Mary Smith pledges to Roof Campaign on line 3 already' },
      {
        line: 15,
        giver: 'Bob Stone',
        reason: 'Frequency "biweekly" is not one-time, weekly, monthly, quarterly or yearly',
      },
      {
        line: 16,
        giver: 'ruth@example.org',
        reason: 'Ruth Oyelaran pledges to Roof Campaign on line 2 already',
      },
    ]);
    const roof = (await get(w.admin, `/api/giving/campaigns/${roofId}`)).json();
    expect(roof.pledgers).toBe(1);
    // The preview reads the same again.
    const again = (await get(w.admin, `/api/giving/pledge-imports/${importId}`)).json();
    expect(again.matches).toHaveLength(3);
  });

  it('matches the rows again when imported: a pledge added by hand since refuses its row', async () => {
    const meanwhile = await send(w.admin, `/api/giving/campaigns/${roofId}/pledges`, {
      donorId: donors['Ann Lee'],
      amountCents: 10_000,
      frequency: null,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    expect(meanwhile.statusCode, meanwhile.body).toBe(201);
    const response = await send(w.admin, `/api/giving/pledge-imports/${importId}/import`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ status: 'imported', pledgesAdded: 2 });
    expect(result.refusals).toContainEqual({
      line: 13,
      giver: 'Lee, Ann',
      reason: 'Ann Lee already has a pledge to Roof Campaign',
    });
    const pledges = (await get(w.admin, `/api/giving/campaigns/${roofId}`)).json().pledges as {
      pledger: { name: string };
      amountCents: number;
      imported: boolean;
    }[];
    expect(pledges.map((p) => [p.pledger.name, p.amountCents, p.imported]).sort()).toEqual([
      ['Ann Lee', 10_000, false],
      ['John and Mary Smith', 60_000, true],
      ['Peter Park', 3000, false],
      ['Ruth Oyelaran', 120_000, true],
    ]);
    const again = await send(w.admin, `/api/giving/pledge-imports/${importId}/import`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This file has already been imported.');
  });

  it('lists the import in the history, and its undo removes only its pledges', async () => {
    const history = (await get(w.admin, '/api/giving/pledge-imports')).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        id: importId,
        fileName: 'pledges.csv',
        status: 'imported',
        pledgesAdded: 2,
        pledgesLeft: 2,
      }),
    ]);
    const undone = await send(w.admin, `/api/giving/pledge-imports/${importId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ pledgesRemoved: 2 });
    const pledges = (await get(w.admin, `/api/giving/campaigns/${roofId}`)).json().pledges as {
      pledger: { name: string };
    }[];
    expect(pledges.map((p) => p.pledger.name).sort()).toEqual(['Ann Lee', 'Peter Park']);
    const after = (await get(w.admin, '/api/giving/pledge-imports')).json().items[0];
    expect(after).toMatchObject({ status: 'undone', pledgesLeft: 0 });
    expect(after.undoneAt).not.toBeNull();
    expect((await send(w.admin, `/api/giving/pledge-imports/${importId}/undo`)).statusCode).toBe(409);
    expect((await send(w.admin, `/api/giving/pledge-imports/${importId}/import`)).statusCode).toBe(409);
    const audit = (await get(w.admin, '/api/audit?pageSize=10')).json();
    const actions = (audit.items as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['pledges_imported', 'pledge_import_undone']));
  });

  it('puts every row of a file imported from a campaign into that campaign', async () => {
    const file = ['Envelope,Amount,Campaign', '42,$75,', '42,$75,Roof Campaign'].join('\n');
    const summer = await campaign('Building Drive', 'Building Fund');
    const response = await upload(w.admin, file, { campaignId: summer });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview.campaign).toEqual({ id: summer, name: 'Building Drive' });
    expect(preview.matches.map((m: { line: number }) => m.line)).toEqual([2]);
    expect(preview.refusals).toEqual([
      { line: 3, giver: 'envelope 42', reason: 'The row is for Roof Campaign, not Building Drive' },
    ]);
  });
});

describe('a pledge file that cannot be read', () => {
  it('is refused with the reason, and nothing is kept', async () => {
    const cases: [string | Buffer, string, number, string][] = [
      ['Name,Campaign\nAnn Lee,Roof Campaign\n', 'pledges.csv', 400, 'This file has no Amount column.'],
      [
        'Campaign,Amount\nRoof Campaign,$5\n',
        'pledges.csv',
        400,
        'This file has no column to find the donor by: Name (or First Name and Last Name), Email or Envelope.',
      ],
      [
        'Name,Amount\nAnn Lee,$5\n',
        'pledges.csv',
        400,
        'This file has no Campaign column: import it from the campaign the pledges are for.',
      ],
      ['Name,Amount,Campaign\n', 'pledges.csv', 400, 'No pledges found in the CSV file.'],
      ['Name,Amount\nAnn Lee,$5\n', 'pledges.xlsx', 400, 'Unsupported file format. Please use CSV files.'],
      [
        `Name,Amount,Campaign\n${'Ann Lee,$5,Roof Campaign\n'.repeat(PLEDGE_LIMITS.importRows + 1)}`,
        'pledges.csv',
        400,
        'This file has more than 5,000 pledges: split it into smaller files.',
      ],
      [
        Buffer.alloc(PLEDGE_LIMITS.importBytes + 1, 'a'),
        'big.csv',
        413,
        '"big.csv" is larger than the 2 MB limit of a pledge file.',
      ],
    ];
    const before = (await get(w.admin, '/api/giving/pledge-imports')).json().items.length;
    for (const [content, filename, status, message] of cases) {
      const response = await upload(w.admin, content, {}, filename);
      expect(response.statusCode, `${filename}: ${response.body}`).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    expect((await get(w.admin, '/api/giving/pledge-imports')).json().items).toHaveLength(before);
  });

  it('names a long value and its limit on its row', async () => {
    const file = `Name,Amount,Campaign\n${'x'.repeat(PLEDGE_LIMITS.importFields.name + 1)},$5,Roof Campaign\n`;
    const preview = (await upload(w.admin, file)).json();
    expect(preview.refusals).toEqual([
      expect.objectContaining({ line: 2, reason: 'Name is longer than 200 characters' }),
    ]);
  });
});

describe("another organisation's pledge import", () => {
  it('is not found, and its file cannot name our campaign', async () => {
    const preview = (await upload(w.admin, 'Envelope,Amount\n42,$5\n', { campaignId: roofId })).json();
    expect((await get(other.admin, `/api/giving/pledge-imports/${preview.id}`)).statusCode).toBe(404);
    expect((await send(other.admin, `/api/giving/pledge-imports/${preview.id}/import`)).statusCode).toBe(404);
    expect((await upload(other.admin, 'Envelope,Amount\n42,$5\n', { campaignId: roofId })).statusCode).toBe(
      404,
    );
    expect((await get(other.admin, '/api/giving/pledge-imports')).json().items).toEqual([]);
  });
});
