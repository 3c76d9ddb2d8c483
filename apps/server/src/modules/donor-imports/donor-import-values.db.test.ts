import { createTestApp } from '@test/app';
import { importDonorFile, mergeDonorImport, previewDonorFile } from '@test/donor-imports';
import { buildWorld, call, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'donor-import-values');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
});

/**
 * Letters that PostgreSQL cannot compress (a run of one letter it can), as a hostile export writes
 * them: the same every run.
 */
function letters(length: number, seed = 1): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(97 + (state % 26));
  }
  return text;
}

interface Listed {
  firstName: string;
  lastName: string;
  email: string | null;
  donationCount: number;
  address: Record<string, string | null> | null;
}

/** The organisation's donors, by last name. */
async function donors(): Promise<Listed[]> {
  const response = await call(t.app, 'GET', '/api/donors', { cookie: w.admin.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as Listed[]).sort((a, b) => a.lastName.localeCompare(b.lastName));
}

async function donor(lastName: string): Promise<Listed> {
  const found = (await donors()).find((item) => item.lastName === lastName);
  if (!found) throw new Error(`no donor ${lastName}`);
  return found;
}

const HEADER = 'First Name,Last Name,Email,Amount,Date,Street Address,City';

function csv(rows: string[], header = HEADER) {
  return [header, ...rows].join('\n');
}

describe('over-long values in a donor file', () => {
  it('leaves out a row whose name is too long (a 500,000-letter name used to fail the merge with 500), naming its line and field', async () => {
    // The export of the issue: a last name of 200,000 characters and an address of 600,000 (800 KB).
    const file = csv([
      'Ann,Lee,ann@example.org,$50.00,2024-03-01,12 Elm St,Springfield',
      `Eve,${letters(200_000)},eve@example.org,$10.00,2024-03-02,${letters(600_000, 2)},Nowhere`,
      `${letters(500_000, 3)},Moe,moe@example.org,$10.00,2024-03-03,,`,
      `Bo,Chen,bo@example.org,$20.00,2024-03-04,${letters(300, 4)},Springfield`,
    ]);
    const preview = await previewDonorFile(t.app, w.admin, 'hostile.csv', file);
    expect(preview).toMatchObject({ rowsRead: 4, rowsKept: 2, canMergeDirectly: true });
    expect(preview.dropped).toEqual([
      { reason: 'name_too_long', label: 'Name too long', count: 2, lines: [3, 4] },
    ]);
    expect(preview.rowProblems).toEqual([
      {
        field: 'lastName',
        problem: 'too_long',
        label: 'Last name is longer than 200 characters: row left out',
        count: 1,
        lines: [3],
      },
      {
        field: 'firstName',
        problem: 'too_long',
        label: 'First name is longer than 200 characters: row left out',
        count: 1,
        lines: [4],
      },
      {
        field: 'addressLine1',
        problem: 'too_long',
        label: 'Street is longer than 200 characters: kept without an address',
        count: 1,
        lines: [5],
      },
    ]);

    const merged = await mergeDonorImport(t.app, w.admin, preview.importId);
    expect(merged).toMatchObject({ recordsProcessed: 4, recordsAdded: 2, donorsAdded: 2 });
    expect(merged.dropped).toEqual(preview.dropped);
    expect(merged.rowProblems).toEqual(preview.rowProblems);
    expect((await donors()).map((d) => [d.firstName, d.lastName, d.address?.city ?? null])).toEqual([
      ['Bo', 'Chen', null],
      ['Ann', 'Lee', 'Springfield'],
    ]);
    const [longest] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select max(greatest(length(first_name), length(last_name), length(coalesce(address_line1, ''))))::int as n from donors`,
    );
    expect(longest?.n).toBeLessThanOrEqual(200);
  });
});

describe('an email that is not one address', () => {
  it('keeps the gift without it, lists its lines, and a donor keeps the email they had', async () => {
    await importDonorFile(t.app, w.admin, 'first.csv', csv(['Ann,Lee,ann@example.org,$50.00,2024-03-01,,']));
    const merged = await importDonorFile(
      t.app,
      w.admin,
      'second.csv',
      csv([
        'Ann,Lee,"ann@example.org, attacker@example.net",$60.00,2024-04-01,,',
        'Bo,Chen,"Bo Chen <bo@example.org>, b@example.net",$20.00,2024-04-02,,',
        'Cy,Park,cy@example.org;cy@example.net,$30.00,2024-04-03,,',
        'Cy,Park,cy@example.org,$30.00,2024-04-04,,',
        'Di,Ross,"di@example.org\nBcc: someone@example.net",$40.00,2024-04-05,,',
      ]),
    );
    expect(merged).toMatchObject({ recordsProcessed: 5, recordsAdded: 5, donorsAdded: 3 });
    expect(merged.rowProblems).toEqual([
      {
        field: 'email',
        problem: 'not_one_email',
        label: 'Email is not one email address: kept without an email',
        count: 4,
        lines: [2, 3, 4, 6],
      },
    ]);
    expect((await donors()).map((d) => [d.lastName, d.email, d.donationCount])).toEqual([
      ['Chen', null, 1],
      ['Lee', 'ann@example.org', 2],
      ['Park', 'cy@example.org', 2],
      ['Ross', null, 1],
    ]);
  });
});

describe('control characters in a donor file', () => {
  it('previews a NUL in a name, an email, an address and a header as row problems, and merges them without error', async () => {
    const file = csv(
      [
        'Ann,Le\u0000e,ann@example.org,$50.00,2024-03-01,12 Elm St,Springfield',
        'Bo,Chen,bo@example.org\u0000,$20.00,2024-03-02,,',
        'Cy,Park,cy@example.org,$30.00,2024-03-03,"9 Harbor Rd\u0000\r\nUpper Room",Joppa',
      ],
      'First Name,Last Name,Email\u0000,Amount,Date,Street Address,City',
    );
    const preview = await previewDonorFile(t.app, w.admin, 'nul.csv', file);
    expect(preview.headers[2]).toBe('Email');
    expect(preview).toMatchObject({ rowsRead: 3, rowsKept: 3, dropped: [], canMergeDirectly: true });
    expect(preview.rowProblems.map(({ field, problem, lines }) => ({ field, problem, lines }))).toEqual([
      { field: 'lastName', problem: 'control_characters', lines: [2] },
      { field: 'email', problem: 'control_characters', lines: [3] },
      { field: 'addressLine1', problem: 'line_breaks', lines: [4] },
      { field: 'addressLine1', problem: 'control_characters', lines: [4] },
    ]);
    expect(preview.rowProblems[0]?.label).toBe('Last name has control characters: kept without them');
    expect(preview.rowProblems[2]?.label).toBe('Street is on several lines: kept on one');

    const merged = await mergeDonorImport(t.app, w.admin, preview.importId);
    expect(merged).toMatchObject({ recordsAdded: 3, donorsAdded: 3 });
    expect(merged.rowProblems).toEqual(preview.rowProblems);
    expect(await donor('Lee')).toMatchObject({ firstName: 'Ann', email: 'ann@example.org' });
    expect(await donor('Chen')).toMatchObject({ email: 'bo@example.org' });
    expect((await donor('Park')).address).toMatchObject({ line1: '9 Harbor Rd Upper Room', city: 'Joppa' });
  });
});

describe('a Donor Data document synced from the document center', () => {
  it('is read by the same rules: a name too long is left out, an email that is not one address too', async () => {
    const content = csv([
      'Ann,Lee,"ann@example.org, attacker@example.net",$50.00,2024-03-01,"12 Elm St\nApt 4",Springfield',
      `Eve,${letters(300)},eve@example.org,$10.00,2024-03-02,,`,
    ]);
    const document = await upload(
      t.app,
      w.admin,
      { filename: 'giving.csv', content, contentType: 'text/csv' },
      { category: 'Donor Data' },
    );
    expect(document.statusCode, document.body).toBe(201);
    const synced = await call(t.app, 'POST', '/api/donors/sync', { cookie: w.admin.cookie });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().processed).toEqual([
      { documentId: document.json().id, name: 'giving.csv', recordsAdded: 1 },
    ]);
    expect(await donors()).toMatchObject([
      { firstName: 'Ann', lastName: 'Lee', email: null, address: { line1: '12 Elm St Apt 4' } },
    ]);
  });
});
