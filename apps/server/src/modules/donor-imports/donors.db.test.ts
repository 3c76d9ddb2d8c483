import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { forecast } from '@steward/domain';
import { createTestApp } from '@test/app';
import { addGiftOk, check, createBatch, looseCash, newDonor, seedFunds } from '@test/batches';
import { multipartBody } from '@test/multipart';
import { type Actor, buildWorld, call, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'donors');
  await seedFunds(t.database.db, w.organizationA);
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  for (const actor of [w.admin, w.otherMaster]) {
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie })).statusCode).toBe(204);
  }
});

/** The spec's sample format (spec 001 §2 Upload panel, Supported Data Format). */
const SAMPLE = [
  'transaction ID,first name,last name,amount,received on',
  'T-1001,John,Smith,"$1,250.00",01/15/2024',
  'T-1002,Mary,Johnson,$500.00,01/20/2024',
  'T-1003,John,Smith,$250.00,02/15/2024',
  'T-1004,Robert,Williams,$75.50,03/01/2024',
  ',,,,',
  'T-1005,Mary,Johnson,$0.00,03/05/2024',
].join('\n');

async function preview(actor: Actor, filename: string, content: string | Buffer) {
  const body = multipartBody({}, { filename, content, contentType: 'text/csv' });
  return call(t.app, 'POST', '/api/donors/imports', {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

async function merge(actor: Actor, importId: string, mapping?: Record<string, number | null>) {
  return call(t.app, 'POST', `/api/donors/imports/${importId}/merge`, {
    cookie: actor.cookie,
    payload: mapping ? { mapping } : {},
  });
}

/** Upload and merge in one go, as the screen does when every column is recognised. */
async function importFile(actor: Actor, filename: string, content: string) {
  const previewed = await preview(actor, filename, content);
  expect(previewed.statusCode, previewed.body).toBe(200);
  const merged = await merge(actor, previewed.json().importId);
  expect(merged.statusCode, merged.body).toBe(200);
  return merged.json();
}

/** Organisation A's admin as the services see a member, for calling them without HTTP. */
function adminOfA() {
  return {
    userId: w.admin.id,
    organizationId: w.organizationA,
    role: 'admin' as const,
    isCounter: false,
    email: w.admin.email,
    ipAddress: null,
  };
}

async function analysis(actor: Actor) {
  const response = await call(t.app, 'GET', '/api/donors/analysis', { cookie: actor.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('donor import', () => {
  it('previews the spec sample: columns found, rows kept and dropped with reasons, nothing merged yet', async () => {
    const response = await preview(w.admin, 'Giving.CSV', SAMPLE);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      fileName: 'Giving.CSV',
      headers: ['transaction ID', 'first name', 'last name', 'amount', 'received on'],
      mapping: { externalId: 0, firstName: 1, lastName: 2, amount: 3, date: 4 },
      problems: [],
      rowsRead: 6,
      rowsKept: 4,
      canMergeDirectly: true,
    });
    expect(body.dropped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'blank', count: 1, lines: [6] }),
        expect.objectContaining({ reason: 'missing_amount', count: 1, lines: [7] }),
      ]),
    );
    expect(body.sample[0]).toEqual({
      line: 2,
      firstName: 'John',
      lastName: 'Smith',
      email: null,
      phone: null,
      amount: 1250,
      date: '2024-01-15',
      fund: null,
      externalId: 'T-1001',
      address: null,
    });
    expect((await analysis(w.admin)).totalDonors).toBe(0);
  });

  it('merges the file, and merging the same file again adds 0 records', async () => {
    const first = await importFile(w.admin, 'giving.csv', SAMPLE);
    expect(first).toEqual({
      importId: expect.any(String),
      fileName: 'giving.csv',
      recordsProcessed: 6,
      recordsAdded: 4,
      donorsAdded: 3,
      giftDonors: 3,
      refundsAdded: 0,
      totalRecords: 4,
      dropped: [
        { reason: 'blank', label: 'All values blank', count: 1, lines: [6] },
        { reason: 'missing_amount', label: 'Amount missing or 0', count: 1, lines: [7] },
      ],
      rowProblems: [],
      households: { made: 0, extended: 0 },
    });
    const again = await importFile(w.admin, 'giving.csv', SAMPLE);
    expect(again).toMatchObject({ recordsAdded: 0, donorsAdded: 0, totalRecords: 4 });

    const result = await analysis(w.admin);
    expect(result).toMatchObject({
      totalDonors: 3,
      totalAmount: 2075.5,
      donationCount: 4,
      averageDonation: 518.88,
    });
    expect(result.topDonors[0]).toMatchObject({
      firstName: 'John',
      lastName: 'Smith',
      totalAmount: 1500,
      donationCount: 2,
      firstDonation: '2024-01-15',
      lastDonation: '2024-02-15',
      frequency: 'occasional',
    });
    expect(result.monthlyTrends).toEqual([
      {
        month: '2024-01',
        label: 'Jan 2024',
        year: 2024,
        amount: 1750,
        donorCount: 2,
        giftCount: 2,
        averageDonation: 875,
      },
      {
        month: '2024-02',
        label: 'Feb 2024',
        year: 2024,
        amount: 250,
        donorCount: 1,
        giftCount: 1,
        averageDonation: 250,
      },
      {
        month: '2024-03',
        label: 'Mar 2024',
        year: 2024,
        amount: 75.5,
        donorCount: 1,
        giftCount: 1,
        averageDonation: 75.5,
      },
    ]);
    expect(result.donorRetention).toMatchObject({ newDonors: 2, returningDonors: 1 });
    expect(result.donorRetention.retentionRate).toBeCloseTo(1 / 3, 10);
    expect(result.donorRetention.churnRate).toBeCloseTo(2 / 3, 10);

    const history = (await call(t.app, 'GET', '/api/donors/imports', { cookie: w.admin.cookie })).json();
    expect(history.items.map((item: { recordsAdded: number }) => item.recordsAdded)).toEqual([0, 4]);
    expect(history.items[0]).toMatchObject({ fileName: 'giving.csv', totalRecords: 4, source: 'upload' });
  });

  it("counts a donor once in a month of their first import's gifts, however often they gave in it", async () => {
    const csv = [
      'First Name,Last Name,Amount,Date',
      'John,Smith,$10.00,2024-05-05',
      'John,Smith,$20.00,2024-05-12',
      'John,Smith,$20.00,2024-05-12',
      'Mary,Johnson,$5.00,2024-05-31',
      'Mary,Johnson,$7.00,2024-06-01',
    ].join('\n');
    expect(await importFile(w.admin, 'may.csv', csv)).toMatchObject({ recordsAdded: 5, giftDonors: 2 });
    const trends: { month: string; amount: number; giftCount: number; donorCount: number }[] = (
      await analysis(w.admin)
    ).monthlyTrends;
    expect(
      trends.map(({ month, amount, giftCount, donorCount }) => ({ month, amount, giftCount, donorCount })),
    ).toEqual([
      { month: '2024-05', amount: 55, giftCount: 4, donorCount: 2 },
      { month: '2024-06', amount: 7, giftCount: 1, donorCount: 1 },
    ]);
  });

  it('merges an overlapping export: only new gifts are added, a missing email is filled, names match whatever their case', async () => {
    await importFile(w.admin, 'january.csv', SAMPLE);
    const second = [
      'First Name,Last Name,Email,Amount,Date,Fund',
      'JOHN,smith,john@example.org,"$1,250.00",2024-01-15,',
      'Mary,Johnson,,$500.00,2024-01-20,',
      'Mary,Johnson,mary@example.org,$500.00,2024-01-20,Missions',
      'Ann,Lee,ann@example.org,$40.00,2024-04-07,General',
      'Ann,Lee,,$40.00,2024-04-07,General',
    ].join('\r\n');
    const merged = await importFile(w.admin, 'export.csv', second);
    // The same gift to Missions on the same day is a different gift; Ann gave $40 twice that day.
    expect(merged).toMatchObject({ recordsProcessed: 5, recordsAdded: 3, donorsAdded: 1, totalRecords: 7 });
    const donors = (await call(t.app, 'GET', '/api/donors?sort=name', { cookie: w.admin.cookie })).json();
    const john = donors.items.find((d: { lastName: string }) => d.lastName === 'Smith');
    expect(john).toMatchObject({ firstName: 'John', email: 'john@example.org', donationCount: 2 });
    const ann = donors.items.find((d: { lastName: string }) => d.lastName === 'Lee');
    expect(ann).toMatchObject({ donationCount: 2, totalAmount: 80 });
    // The month rollups grew by the new gifts; Mary gave in January before, so January still has 2 donors.
    const trends = (await analysis(w.admin)).monthlyTrends;
    expect(trends.find((m: { month: string }) => m.month === '2024-01')).toMatchObject({
      amount: 2250,
      giftCount: 3,
      donorCount: 2,
    });
    expect(trends.find((m: { month: string }) => m.month === '2024-04')).toMatchObject({
      amount: 80,
      giftCount: 2,
      donorCount: 1,
    });
  });

  it('refuses what it cannot read with the spec messages, and merges nothing', async () => {
    const folder = join(t.dataDir, 'files', 'org', w.organizationA, 'donor-imports');
    const storedUploads = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    const uploadsBefore = storedUploads();
    const wrong = await preview(w.admin, 'giving.xlsx', 'a,b');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Unsupported file format. Please use CSV files.');

    for (const empty of ['', 'First Name,Last Name,Amount,Date\n', '\n\n']) {
      const response = await preview(w.admin, 'empty.csv', empty);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('No data found in the CSV file');
    }

    const broken = await preview(
      w.admin,
      'broken.csv',
      `${SAMPLE}\nT-9,"Unclosed,Smith,$5,03/09/2024\nT-10,A,B,$1,03/10/2024\n`,
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('CSV parsing error: A quoted field is never closed (line 8)');

    const [imports] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from donor_imports`,
    );
    expect(Number(imports?.n)).toBe(0);
    expect((await analysis(w.admin)).totalDonors).toBe(0);
    // Nothing of the refused files is kept in storage either.
    expect(storedUploads()).toEqual(uploadsBefore);
  });

  it('asks for the columns it could not find, and merges with the ones the admin picks', async () => {
    const csv = ['Donor,Paid,When', 'Ann Lee,$20,2024-05-05', 'Bo Chen,$30,2024-05-06'].join('\n');
    const response = await preview(w.admin, 'odd.csv', csv);
    const body = response.json();
    expect(body.canMergeDirectly).toBe(false);
    expect(body.problems.length).toBeGreaterThan(0);

    const refused = await merge(w.admin, body.importId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(body.problems[0]);

    const bad = await merge(w.admin, body.importId, { ...body.mapping, amount: 9 });
    expect(bad.statusCode).toBe(400);

    const mapping = { ...body.mapping, fullName: 0, firstName: null, lastName: null, amount: 1, date: 2 };
    const merged = await merge(w.admin, body.importId, mapping);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ recordsAdded: 2, donorsAdded: 2 });
    const again = await merge(w.admin, body.importId, mapping);
    expect(again.statusCode).toBe(409);
  });

  it('previews the file again with the columns the admin picks: the counts and first rows Merge will keep', async () => {
    const csv = [
      'Donor,Paid,When',
      'Ann Lee,$20,2024-05-05',
      'Bo Chen,$30,2024-05-06',
      'Cy Fox,,2024-05-07',
    ].join('\n');
    const body = (await preview(w.admin, 'odd.csv', csv)).json();
    expect(body).toMatchObject({ rowsRead: 3, rowsKept: 0, sample: [] });
    const repreview = (mapping: Record<string, number | null>) =>
      call(t.app, 'POST', `/api/donors/imports/${body.importId}/preview`, {
        cookie: w.admin.cookie,
        payload: { mapping },
      });

    const mapping = { ...body.mapping, fullName: 0, firstName: null, lastName: null, amount: 1, date: 2 };
    const again = await repreview(mapping);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      importId: body.importId,
      mapping,
      problems: [],
      rowsRead: 3,
      rowsKept: 2,
      dropped: [{ reason: 'missing_amount', count: 1, lines: [4] }],
      sample: [
        { line: 2, firstName: 'Ann', lastName: 'Lee', amount: 20, date: '2024-05-05' },
        { line: 3, firstName: 'Bo', lastName: 'Chen', amount: 30, date: '2024-05-06' },
      ],
    });
    expect((await repreview({ ...mapping, amount: 9 })).statusCode).toBe(400);
    // Nothing merged by a preview; the merge with these columns keeps what it showed.
    expect(
      (await call(t.app, 'GET', '/api/donors/analysis', { cookie: w.admin.cookie })).json().donationCount,
    ).toBe(0);
    expect((await merge(w.admin, body.importId, mapping)).json()).toMatchObject({ recordsAdded: 2 });
    expect((await repreview(mapping)).statusCode).toBe(409);
  });

  it('keeps two imports at the same moment from creating the same donor twice', async () => {
    const a = ['First Name,Last Name,Amount,Date', 'Zoe,Park,$10,2024-06-01', 'Yan,Li,$15,2024-06-02'].join(
      '\n',
    );
    const b = ['First Name,Last Name,Amount,Date', 'zoe,park,$12,2024-06-03', 'Yan,Li,$15,2024-06-02'].join(
      '\n',
    );
    const [pa, pb] = await Promise.all([preview(w.admin, 'a.csv', a), preview(w.admin, 'b.csv', b)]);
    const [ma, mb] = await Promise.all([
      merge(w.admin, pa.json().importId),
      merge(w.admin, pb.json().importId),
    ]);
    expect([ma.statusCode, mb.statusCode]).toEqual([200, 200]);
    expect(ma.json().recordsAdded + mb.json().recordsAdded).toBe(3);
    const result = await analysis(w.admin);
    expect(result.totalDonors).toBe(2);
    expect(result.donationCount).toBe(3);
  });

  it('reads semicolon-separated UTF-16 exports with the last name first', async () => {
    const text = 'Nachname;Last Name;First Name;Amount;Date\r\nx;Müller;José;10,00;15.01.2024\r\n';
    const le = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text.replace('Nachname;', 'Note;').replace('x;', 'n;'), 'utf16le'),
    ]);
    const response = await preview(w.admin, 'export.csv', le);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().headers).toEqual(['Note', 'Last Name', 'First Name', 'Amount', 'Date']);
    expect(response.json().mapping).toMatchObject({ lastName: 1, firstName: 2, amount: 3, date: 4 });
  });
});

describe('donor directory, export and clear', () => {
  const FILE = [
    'First Name,Last Name,Email,Phone,Amount,Date',
    // An email is one address (its local part may begin with - or +), so "=cmd@..." is no email.
    '=HYPERLINK("http://evil"),Doe,-cmd@example.org,+1 555 0100,$10,2024-01-01',
    'Ann,Adams,ann@example.org,,$100,2024-01-01',
    'Ann,Adams,,,$100,2024-02-01',
    'Ann,Adams,,,$100,2024-03-01',
    'Ann,Adams,,,$100,2024-04-01',
    'Bob,Brown,bob@example.org,,$300,2024-05-01',
  ].join('\n');

  it('searches, filters by frequency and sorts descending, with the totals', async () => {
    await importFile(w.admin, 'd.csv', FILE);
    const get = async (query: string) =>
      (await call(t.app, 'GET', `/api/donors?${query}`, { cookie: w.admin.cookie })).json();
    expect((await get('sort=totalAmount')).items.map((d: { lastName: string }) => d.lastName)).toEqual([
      'Adams',
      'Brown',
      'Doe',
    ]);
    expect((await get('sort=averageDonation')).items[0].lastName).toBe('Brown');
    expect((await get('sort=donationCount')).items[0].lastName).toBe('Adams');
    const regular = await get('frequency=regular');
    expect(regular).toMatchObject({ total: 3, filteredTotal: 1 });
    expect(regular.items[0]).toMatchObject({ lastName: 'Adams', frequency: 'regular', averageDonation: 100 });
    expect((await get('q=BOB@EXAMPLE')).items.map((d: { firstName: string }) => d.firstName)).toEqual([
      'Bob',
    ]);
    expect((await get('q=adams ann')).filteredTotal).toBe(1);
    expect((await get('q=100%25')).filteredTotal).toBe(0);
    const page = await get('pageSize=1&page=2&sort=totalAmount');
    expect(page.items.map((d: { lastName: string }) => d.lastName)).toEqual(['Brown']);
  });

  it('exports the spec columns with formula-looking cells neutralised', async () => {
    await importFile(w.admin, 'd.csv', FILE);
    const response = await call(t.app, 'GET', '/api/donors/export', { cookie: w.admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/donor-data-export-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Phone,Total Amount,Donation Count,Average Donation,First Donation,Last Donation,Frequency,' +
        'Address Line 1,Address Line 2,City,State/Region,Postal Code,Country',
    );
    expect(lines).toContain('Ann,Adams,ann@example.org,,400.00,4,100.00,2024-01-01,2024-04-01,Regular,,,,,,');
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil"")",Doe,'-cmd@example.org,'+1 555 0100,10.00,1,10.00,2024-01-01,2024-01-01,One-time,,,,,,`,
    );
  });

  it('clears this organisation only', async () => {
    await importFile(w.admin, 'd.csv', FILE);
    await importFile(w.otherMaster, 'other.csv', SAMPLE);
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
    expect((await analysis(w.admin)).totalDonors).toBe(0);
    expect(
      (await call(t.app, 'GET', '/api/donors/imports', { cookie: w.admin.cookie })).json().items,
    ).toEqual([]);
    expect((await analysis(w.otherMaster)).totalDonors).toBe(3);
  });

  it('never shows one organisation the donors of another', async () => {
    await importFile(w.otherMaster, 'other.csv', SAMPLE);
    expect((await analysis(w.admin)).totalDonors).toBe(0);
    const list = (await call(t.app, 'GET', '/api/donors', { cookie: w.admin.cookie })).json();
    expect(list.total).toBe(0);
    const pending = (await preview(w.otherMaster, 'x.csv', SAMPLE)).json();
    const stolen = await merge(w.admin, pending.importId);
    expect(stolen.statusCode).toBe(404);
  });
});

describe('sync from the document center', () => {
  it('merges Donor Data documents oldest first, skips and reports one it cannot read, and flags the rest', async () => {
    const good = await upload(
      t.app,
      w.admin,
      { filename: 'q1-giving.csv', content: SAMPLE, contentType: 'text/csv' },
      {
        category: 'Donor Data',
      },
    );
    expect(good.statusCode, good.body).toBe(201);
    const bad = await upload(
      t.app,
      w.admin,
      { filename: 'broken.csv', content: 'First Name,Amount\n"Ann,5\n', contentType: 'text/csv' },
      { category: 'Donor Data' },
    );
    expect(bad.statusCode, bad.body).toBe(201);

    const synced = await call(t.app, 'POST', '/api/donors/sync', { cookie: w.admin.cookie });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json()).toEqual({
      message: 'Synced 1 document: added 4 new records',
      processed: [{ documentId: good.json().id, name: 'q1-giving.csv', recordsAdded: 4 }],
      failed: [
        {
          documentId: bad.json().id,
          name: 'broken.csv',
          error: 'CSV parsing error: A quoted field is never closed (line 2)',
        },
      ],
    });
    const status = (await call(t.app, 'GET', '/api/donors/sync', { cookie: w.admin.cookie })).json();
    expect(status).toMatchObject({ pending: 1, processed: 1 });
    expect(status.failed[0].name).toBe('broken.csv');

    const again = await call(t.app, 'POST', '/api/donors/sync', { cookie: w.admin.cookie });
    expect(again.json().message).toBe(
      'Sync failed: CSV parsing error: A quoted field is never closed (line 2)',
    );
    expect((await analysis(w.admin)).donationCount).toBe(4);
    const history = (await call(t.app, 'GET', '/api/donors/imports', { cookie: w.admin.cookie })).json();
    expect(history.items[0]).toMatchObject({
      fileName: 'q1-giving.csv',
      source: 'document',
      recordsAdded: 4,
    });

    await call(t.app, 'DELETE', `/api/documents/${bad.json().id}`, { cookie: w.admin.cookie });
    const nothing = await call(t.app, 'POST', '/api/donors/sync', { cookie: w.admin.cookie });
    expect(nothing.json()).toEqual({
      message: 'No new donor data documents found to sync',
      processed: [],
      failed: [],
    });
  });
});

describe('year figures', () => {
  it('counts year-over-year retention, LYBUNT and SYBUNT against the current year', async () => {
    const year = new Date().getUTCFullYear();
    const csv = [
      'First Name,Last Name,Amount,Date',
      `Kept,Giver,$10,${year - 2}-03-01`,
      `Kept,Giver,$10,${year - 1}-03-01`,
      `Kept,Giver,$10,${year}-01-02`,
      `Lapsed,Lastyear,$10,${year - 2}-03-01`,
      `Lapsed,Lastyear,$10,${year - 1}-03-01`,
      `Some,Yearago,$10,${year - 3}-03-01`,
    ].join('\n');
    await importFile(w.admin, 'years.csv', csv);
    const result = await analysis(w.admin);
    expect(result.yearOverYear).toEqual({
      year: year - 1,
      previousYearDonors: 2,
      retainedDonors: 2,
      retentionRate: 1,
    });
    expect(result.lybunt).toBe(1);
    expect(result.sybunt).toBe(1);
  });
});

describe('a file that fails part-way', () => {
  it('merges nothing of it, whatever came before the failure (property)', async () => {
    const { mergeFile } = await import('./service/merge');
    await importFile(w.admin, 'base.csv', SAMPLE);
    const member = adminOfA();
    const row = fc.record({
      first: fc.constantFrom('Ann', 'Bo', 'Cy', 'Di', '', ' '),
      last: fc.constantFrom('Lee', 'Park', 'Ng', ''),
      amount: fc.constantFrom('$5', '10.50', '"$1,000.00"', 'abc', '0', '-3'),
      date: fc.constantFrom('2024-01-02', '03/04/2024', 'soon', ''),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 40 }), async (rows) => {
        const before = await analysis(w.admin);
        const key = `org/${w.organizationA}/donor-imports/${randomUUID()}.csv`;
        const lines = rows.map((r) => `${r.first},${r.last},${r.amount},${r.date}`);
        // Valid rows, then a quote that never closes: the whole file is refused.
        await t.app.storage.put(
          key,
          Buffer.from(['First Name,Last Name,Amount,Date', ...lines, '"Broken,Row,$5,2024-01-01'].join('\n')),
        );
        await expect(
          mergeFile({ db: t.database.db, storage: t.app.storage }, member, {
            importId: randomUUID(),
            storageKey: key,
            fileName: 'broken.csv',
            mapping: null,
          }),
        ).rejects.toThrow(/CSV parsing error: A quoted field is never closed/);
        const after = await analysis(w.admin);
        expect(after).toEqual(before);
      }),
      { numRuns: 15 },
    );
    const [imports] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from donor_imports where organization_id = ${w.organizationA}`,
    );
    expect(Number(imports?.n)).toBe(1);
  });

  it('abandons a bulk load already under way, and the next import works', async () => {
    const { mergeFile } = await import('./service/merge');
    const member = adminOfA();
    // Large enough that many batches reach the database before the broken last line is read.
    const rows = Array.from(
      { length: 60_000 },
      (_, i) => `Giver,Number${i % 900},$${(i % 50) + 1},2024-02-03`,
    );
    const key = `org/${w.organizationA}/donor-imports/${randomUUID()}.csv`;
    await t.app.storage.put(
      key,
      Buffer.from(['First Name,Last Name,Amount,Date', ...rows, '"Broken,Row,$5,2024-01-01'].join('\n')),
    );
    await expect(
      mergeFile({ db: t.database.db, storage: t.app.storage }, member, {
        importId: randomUUID(),
        storageKey: key,
        fileName: 'broken.csv',
        mapping: null,
      }),
    ).rejects.toThrow(/CSV parsing error: A quoted field is never closed \(line 60002\)/);
    expect((await analysis(w.admin)).donationCount).toBe(0);
    expect((await importFile(w.admin, 'after.csv', SAMPLE)).recordsAdded).toBe(4);
  });
});

describe('upload history', () => {
  it('keeps the last 50 merges, newest first', async () => {
    for (let i = 1; i <= 52; i++) {
      await importFile(
        w.admin,
        `week-${i}.csv`,
        `First Name,Last Name,Amount,Date\nAnn,Lee,$${i},2024-01-01\n`,
      );
    }
    const history = (await call(t.app, 'GET', '/api/donors/imports', { cookie: w.admin.cookie })).json();
    expect(history.items).toHaveLength(50);
    expect(history.items[0]).toMatchObject({ fileName: 'week-52.csv', recordsAdded: 1, totalRecords: 52 });
    expect(history.items.at(-1).fileName).toBe('week-3.csv');
    const [stored] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from donor_imports where organization_id = ${w.organizationA}`,
    );
    expect(Number(stored?.n)).toBe(50);
  });
});

describe('forecast', () => {
  it('fits the complete months only: the month under way is left out', async () => {
    const { analyse } = await import('@/modules/insights/service/analysis');
    await importFile(
      w.admin,
      'months.csv',
      [
        'First Name,Last Name,Amount,Date',
        'Ann,Lee,$100,2024-01-10',
        'Ann,Lee,$200,2024-02-10',
        'Ann,Lee,$300,2024-03-10',
        'Ann,Lee,$10,2024-04-02',
      ].join('\n'),
    );
    const member = adminOfA();
    const result = await analyse(
      { db: t.database.db, storage: t.app.storage },
      member,
      new Date('2024-04-10T12:00:00Z'),
    );
    expect(result.monthlyTrends.map((m) => m.amount)).toEqual([100, 200, 300, 10]);
    expect(result.forecast.trendDirection).toBe('up');
    expect(result.forecast.nextMonth.predictedAmount).toBeCloseTo(400, 6);
    expect(result.forecast.nextMonth.confidence).toBeCloseTo(1, 6);
  });
});

describe('loose cash', () => {
  it('counts in the money, the gifts, the months and the forecast of committed batches, never as a donor', async () => {
    const { analyse } = await import('@/modules/insights/service/analysis');
    await importFile(
      w.admin,
      'autumn.csv',
      [
        'First Name,Last Name,Amount,Date',
        'Ann,Lee,$100,2026-08-09',
        'Ann,Lee,$100,2026-09-13',
        'Ann,Lee,$100,2026-10-11',
      ].join('\n'),
    );
    const donors = (await call(t.app, 'GET', '/api/donors?q=Ann', { cookie: w.admin.cookie })).json();
    const ann = donors.items[0].id as string;
    const ben = await newDonor(t.app, w.admin, 'Ben', 'Ray');
    // Sunday Nov 29: two checks and $20 from the plate; $15 more of loose cash counted on Tuesday.
    const batchId = await createBatch(t.app, w.admin, {
      receivedDate: '2026-11-29',
      expectedCount: 4,
      expectedTotalCents: 18_500,
      expectedCashCents: 3_500,
      expectedCheckCents: 15_000,
    });
    const sunday = { giftDate: '2026-11-29' };
    await addGiftOk(t.app, w.counter, batchId, { ...check(ann, 10_000, '1042'), ...sunday });
    await addGiftOk(t.app, w.counter, batchId, { ...check(ben, 5_000, '77'), ...sunday });
    const plate = await addGiftOk(t.app, w.counter, batchId, { ...looseCash(2_000), ...sunday });
    await addGiftOk(t.app, w.counter, batchId, { ...looseCash(1_500), giftDate: '2026-12-01' });
    await call(t.app, 'DELETE', `/api/batches/${batchId}/presence`, { cookie: w.counter.cookie });
    const before = await analysis(w.admin);
    const figures = (result: typeof before) => ({
      totalAmount: result.totalAmount,
      donationCount: result.donationCount,
      totalDonors: result.totalDonors,
      months: result.monthlyTrends.map(
        (m: { month: string; amount: number; giftCount: number; donorCount: number }) => [
          m.month,
          m.amount,
          m.giftCount,
          m.donorCount,
        ],
      ),
    });
    expect(figures(before)).toEqual({
      totalAmount: 300,
      donationCount: 3,
      totalDonors: 1,
      months: [
        ['2026-08', 100, 1, 1],
        ['2026-09', 100, 1, 1],
        ['2026-10', 100, 1, 1],
      ],
    });

    const committed = await call(t.app, 'POST', `/api/batches/${batchId}/commit`, { cookie: w.admin.cookie });
    expect(committed.statusCode, committed.body).toBe(200);
    const after = await analysis(w.admin);
    expect(figures(after)).toEqual({
      totalAmount: 485,
      donationCount: 7,
      totalDonors: 2,
      months: [
        ['2026-08', 100, 1, 1],
        ['2026-09', 100, 1, 1],
        ['2026-10', 100, 1, 1],
        ['2026-11', 170, 3, 2],
        ['2026-12', 15, 1, 0],
      ],
    });
    expect(after.averageDonation).toBeCloseTo(485 / 7, 2);
    // The donors' own figures know nothing of the cash.
    expect(after.topDonors.map((d: { totalAmount: number }) => d.totalAmount)).toEqual([400, 50]);
    expect(after.frequencyCounts).toEqual({ frequent: 0, regular: 1, occasional: 0, 'one-time': 1 });
    const forecastOf = async (today: string) =>
      (await analyse({ db: t.database.db, storage: t.app.storage }, adminOfA(), new Date(today))).forecast;
    expect(await forecastOf('2027-01-10T12:00:00Z')).toEqual(forecast([100, 100, 100, 170, 15]));

    // A correction of the plate's cash counts nowhere while it waits for a second admin; approved,
    // it stands in the cash's place, and the reversed gift and the reversal count nowhere.
    const proposed = await call(t.app, 'POST', `/api/batches/${batchId}/gifts/${plate}/adjust`, {
      cookie: w.admin.cookie,
      payload: { reason: 'Recounted: $25', corrected: { ...looseCash(2_500), ...sunday } },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(figures(await analysis(w.admin))).toEqual(figures(after));
    const adjustment = proposed.json().adjustments[0].id as string;
    const approved = await call(t.app, 'POST', `/api/batches/${batchId}/adjustments/${adjustment}/approve`, {
      cookie: w.master.cookie,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(figures(await analysis(w.admin))).toMatchObject({
      totalAmount: 490,
      donationCount: 7,
      totalDonors: 2,
      months: expect.arrayContaining([['2026-11', 175, 3, 2]]),
    });

    const reopened = await call(t.app, 'POST', `/api/batches/${batchId}/reopen`, {
      cookie: w.admin.cookie,
      payload: { reason: 'Recount the plate' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(figures(await analysis(w.admin))).toEqual(figures(before));
  });
});
