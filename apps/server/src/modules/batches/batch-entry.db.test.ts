import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { multipartBody } from '@test/multipart';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { resolveGiftDonor } from './service/batch-gift-donor';
import { giftWarnings } from './service/batch-gift-warnings';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'entry');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from contribution_batches`);
  for (const actor of [w.admin, w.otherMaster]) {
    expect((await call(t.app, 'DELETE', '/api/donors', { cookie: actor.cookie })).statusCode).toBe(204);
  }
});

const HEADER = 'First Name,Last Name,Email,Phone,City,Amount,Date,Fund';

async function importRows(actor: Actor, rows: string[]) {
  await importDonorFile(t.app, actor, 'giving.csv', [HEADER, ...rows].join('\n'));
}

async function donorsOf(organizationId: string) {
  return queryRows<{ id: string; first_name: string; last_name: string; gift_count: number | string }>(
    t.database.db,
    sql`select id, first_name, last_name, gift_count from donors
        where organization_id = ${organizationId} order by last_name, first_name`,
  );
}

async function donorIdOf(organizationId: string, lastName: string) {
  const donor = (await donorsOf(organizationId)).find((row) => row.last_name === lastName);
  if (!donor) throw new Error(`no donor ${lastName}`);
  return donor.id;
}

function lookUp(actor: Actor, q: string) {
  return call(t.app, 'GET', `/api/batches/donor-lookup?q=${encodeURIComponent(q)}`, { cookie: actor.cookie });
}

function patchDonor(actor: Actor, id: string, fields: Record<string, unknown>) {
  return call(t.app, 'PATCH', `/api/donors/${id}`, {
    cookie: actor.cookie,
    payload: { firstName: 'Jane', lastName: 'Doe', email: '', phone: '', address: {}, ...fields },
  });
}

/** The admin of organisation A as a service call sees them. */
function adminOfA(): MemberContext {
  return {
    userId: w.admin.id,
    organizationId: w.organizationA,
    role: 'admin',
    isCounter: false,
    email: w.admin.email,
    ipAddress: null,
  };
}

/** A batch of organisation A, as core's routes would make it (they are not on this branch). */
async function batchOfA(name: string, receivedDate = '2026-11-22', organizationId = w.organizationA) {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into contribution_batches (organization_id, name, received_date, expected_count, expected_total_cents)
        values (${organizationId}, ${name}, ${receivedDate}, 0, 0) returning id`,
  );
  return (row as { id: string }).id;
}

async function giftIn(
  batchId: string,
  donorId: string | null,
  checkNumber: string | null,
  organizationId = w.organizationA,
) {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into batch_gifts (organization_id, batch_id, donor_id, method, check_number, gift_date)
        values (${organizationId}, ${batchId}, ${donorId}, ${checkNumber ? 'check' : 'cash'}, ${checkNumber}, '2026-11-22')
        returning id`,
  );
  return (row as { id: string }).id;
}

describe('the donor look-up of the entry grid', () => {
  beforeEach(async () => {
    await importRows(w.admin, [
      'Jane,Doe,jane@example.org,(217) 555-0142,Springfield,50,2026-01-04,General',
      'John,Smith,js@example.org,,Shelbyville,20,2026-01-04,General',
    ]);
    await importRows(w.otherMaster, ['Jane,Doppel,jd@example.org,217-555-0142,Elsewhere,10,2026-01-04,']);
    await patchDonor(w.admin, await donorIdOf(w.organizationA, 'Smith'), {
      firstName: 'John',
      lastName: 'Smith',
      email: 'js@example.org',
      address: { city: 'Shelbyville' },
      envelopeNumber: '123',
    });
  });

  it('finds donors by name, email, phone and envelope number, and answers names, envelope numbers, cities and active pledges only', async () => {
    for (const q of ['doe', 'Doe Jane', 'jane@example', '555 0142', '2175550142']) {
      const response = await lookUp(w.admin, q);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items, q).toEqual([
        {
          id: await donorIdOf(w.organizationA, 'Doe'),
          name: 'Jane Doe',
          envelopeNumber: null,
          city: 'Springfield',
          household: null,
          pledges: [],
        },
      ]);
    }
    const byEnvelope = await lookUp(w.admin, '123');
    expect(byEnvelope.json().items).toEqual([
      {
        id: await donorIdOf(w.organizationA, 'Smith'),
        name: 'John Smith',
        envelopeNumber: '123',
        city: 'Shelbyville',
        household: null,
        pledges: [],
      },
    ]);
  });

  it("finds a household's members by its name or envelope number, the one it is mailed to first", async () => {
    const jane = await donorIdOf(w.organizationA, 'Doe');
    const john = await donorIdOf(w.organizationA, 'Smith');
    const joined = await call(t.app, 'POST', `/api/donors/${john}/household`, {
      cookie: w.admin.cookie,
      payload: { donorId: jane },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const household = joined.json();
    // Jane's address is the household's; John's envelope moves to the household's own.
    await patchDonor(w.admin, john, {
      firstName: 'John',
      lastName: 'Smith',
      email: 'js@example.org',
      address: { city: 'Shelbyville' },
      envelopeNumber: null,
    });
    await call(t.app, 'PATCH', `/api/households/${household.id}`, {
      cookie: w.admin.cookie,
      payload: { name: 'The Smith-Doe Family', envelopeNumber: '104', primaryDonorId: jane },
    });
    const shared = { name: 'The Smith-Doe Family', envelopeNumber: '104' };
    for (const q of ['104', 'smith-doe']) {
      const found = (await lookUp(w.counter, q)).json().items;
      expect(
        found.map((item: { name: string; household: unknown }) => [item.name, item.household]),
        q,
      ).toEqual([
        ['Jane Doe', { ...shared, primary: true }],
        ['John Smith', { ...shared, primary: false }],
      ]);
    }
  });

  it('is open to a counter, and refused to a plain user', async () => {
    expect((await lookUp(w.counter, 'doe')).json().items).toHaveLength(1);
    const refused = await lookUp(w.user, 'doe');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Doe');
  });

  it("never shows another organisation's donors", async () => {
    expect((await lookUp(w.admin, 'Doppel')).json().items).toEqual([]);
    expect((await lookUp(w.admin, 'jd@example.org')).json().items).toEqual([]);
    const theirs = (await lookUp(w.otherMaster, '5550142')).json().items;
    expect(theirs.map((item: { name: string }) => item.name)).toEqual(['Jane Doppel']);
  });
});

describe('envelope numbers', () => {
  beforeEach(async () => {
    await importRows(w.admin, ['Jane,Doe,,,,50,2026-01-04,General', 'John,Smith,,,,20,2026-01-04,General']);
  });

  it("are set on the donor's page, shown with the donor, and found by the directory's search", async () => {
    const jane = await donorIdOf(w.organizationA, 'Doe');
    const saved = await patchDonor(w.admin, jane, { envelopeNumber: ' 123 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().envelopeNumber).toBe('123');
    const profile = await call(t.app, 'GET', `/api/donors/${jane}`, { cookie: w.admin.cookie });
    expect(profile.json().donor.envelopeNumber).toBe('123');
    const found = await call(t.app, 'GET', '/api/donors?q=123', { cookie: w.admin.cookie });
    expect(found.json().items.map((d: { id: string }) => d.id)).toEqual([jane]);
  });

  it('keeps the number when a correction leaves it out, and clears it when it is emptied', async () => {
    const jane = await donorIdOf(w.organizationA, 'Doe');
    await patchDonor(w.admin, jane, { envelopeNumber: '123' });
    expect((await patchDonor(w.admin, jane, { email: 'jane@example.org' })).json().envelopeNumber).toBe(
      '123',
    );
    expect((await patchDonor(w.admin, jane, { envelopeNumber: '' })).json().envelopeNumber).toBeNull();
  });

  it('are one per donor: a second donor is refused the number, naming who has it', async () => {
    await patchDonor(w.admin, await donorIdOf(w.organizationA, 'Doe'), { envelopeNumber: '123' });
    const smith = await donorIdOf(w.organizationA, 'Smith');
    const refused = await patchDonor(w.admin, smith, {
      firstName: 'John',
      lastName: 'Smith',
      envelopeNumber: '123',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Envelope number 123 already belongs to Jane Doe');
    const added = await call(t.app, 'POST', '/api/donors', {
      cookie: w.admin.cookie,
      payload: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: '',
        phone: '',
        address: {},
        envelopeNumber: '123',
      },
    });
    expect(added.statusCode).toBe(409);
    expect((await donorsOf(w.organizationA)).map((d) => d.last_name)).toEqual(['Doe', 'Smith']);
    // In any case: the look-up finds one as the other.
    await patchDonor(w.admin, await donorIdOf(w.organizationA, 'Doe'), { envelopeNumber: 'A12' });
    const otherCase = await patchDonor(w.admin, smith, {
      firstName: 'John',
      lastName: 'Smith',
      envelopeNumber: 'a12',
    });
    expect(otherCase.json().error.message).toBe('Envelope number a12 already belongs to Jane Doe');
  });

  it('pass to the survivor of a merge that has none, which keeps its own otherwise', async () => {
    const jane = await donorIdOf(w.organizationA, 'Doe');
    const john = await donorIdOf(w.organizationA, 'Smith');
    await patchDonor(w.admin, john, { firstName: 'John', lastName: 'Smith', envelopeNumber: '77' });
    const merged = await call(t.app, 'POST', `/api/donors/${jane}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: john },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().donor.envelopeNumber).toBe('77');
    await importRows(w.admin, ['Ann,Lee,,,,5,2026-01-04,General']);
    const ann = await donorIdOf(w.organizationA, 'Lee');
    await patchDonor(w.admin, ann, { firstName: 'Ann', lastName: 'Lee', envelopeNumber: '78' });
    const again = await call(t.app, 'POST', `/api/donors/${jane}/merge`, {
      cookie: w.admin.cookie,
      payload: { donorId: ann },
    });
    expect(again.json().donor.envelopeNumber).toBe('77');
  });

  it('may repeat in another organisation, whose donors cannot be given one', async () => {
    await patchDonor(w.admin, await donorIdOf(w.organizationA, 'Doe'), { envelopeNumber: '123' });
    await importRows(w.otherMaster, ['Jane,Doe,,,,10,2026-01-04,']);
    const theirs = await donorIdOf(w.organizationB, 'Doe');
    expect((await patchDonor(w.otherMaster, theirs, { envelopeNumber: '123' })).statusCode).toBe(200);
    expect((await patchDonor(w.admin, theirs, { envelopeNumber: '124' })).statusCode).toBe(404);
  });
});

describe('the donor of a gift', () => {
  const newDonor = {
    kind: 'new' as const,
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.org',
    addressLine1: '4 Oak Lane',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
  };

  it('made inline is the donor a later import of that person finds: no second donor', async () => {
    const id = await withTenant(t.database.db, adminOfA(), (tx) =>
      resolveGiftDonor(tx, adminOfA(), newDonor),
    );
    expect(id).toEqual(expect.any(String));
    await importRows(w.admin, ['maria,LOPEZ,,,,75,2026-11-29,General']);
    const donors = await donorsOf(w.organizationA);
    expect(donors).toHaveLength(1);
    expect(donors[0]).toMatchObject({ id, first_name: 'Maria', last_name: 'Lopez' });
    expect(Number(donors[0]?.gift_count)).toBe(1);
  });

  it('made inline is refused when the name is already a donor, with nothing created', async () => {
    await importRows(w.admin, ['Maria,Lopez,,,,75,2026-11-01,General']);
    await expect(
      withTenant(t.database.db, adminOfA(), (tx) => resolveGiftDonor(tx, adminOfA(), newDonor)),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('Maria Lopez is already') });
    expect(await donorsOf(w.organizationA)).toHaveLength(1);
  });

  it('made inline keeps the donor form rules: no control characters in a name', async () => {
    await expect(
      withTenant(t.database.db, adminOfA(), (tx) =>
        resolveGiftDonor(tx, adminOfA(), { ...newDonor, lastName: 'Lo\u0000pez' }),
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await donorsOf(w.organizationA)).toHaveLength(0);
  });

  it("is found among the organisation's donors, another organisation's is 404, and loose cash has none", async () => {
    await importRows(w.admin, ['Jane,Doe,,,,50,2026-01-04,General']);
    await importRows(w.otherMaster, ['Jane,Doe,,,,10,2026-01-04,']);
    const ours = await donorIdOf(w.organizationA, 'Doe');
    const theirs = await donorIdOf(w.organizationB, 'Doe');
    const resolve = (donor: Parameters<typeof resolveGiftDonor>[2]) =>
      withTenant(t.database.db, adminOfA(), (tx) => resolveGiftDonor(tx, adminOfA(), donor));
    expect(await resolve({ kind: 'existing', donorId: ours })).toBe(ours);
    await expect(resolve({ kind: 'existing', donorId: theirs })).rejects.toMatchObject({ statusCode: 404 });
    expect(await resolve({ kind: 'anonymous' })).toBeNull();
  });
});

describe("a gift's warnings", () => {
  const gift: Omit<Parameters<typeof giftWarnings>[3], 'donorId'> = {
    giftId: null,
    method: 'check',
    checkNumber: null,
    giftDate: '2026-11-22',
    totalCents: 5_000,
  };
  const warn = (batchId: string, values: Partial<typeof gift> & { donorId: string | null }) =>
    withTenant(t.database.db, adminOfA(), (tx) =>
      giftWarnings(
        tx,
        w.organizationA,
        { id: batchId, receivedDate: '2026-11-22' },
        { ...gift, ...values },
        'admin',
      ),
    );

  beforeEach(async () => {
    await importRows(w.admin, [
      'Jane,Doe,,,,50,2026-01-04,General',
      'Jane,Doe,,,,50,2026-02-01,General',
      'Jane,Doe,,,,60,2026-03-01,General',
      'Ben,Ray,,,,50,2026-01-04,General',
    ]);
  });

  it('say nothing of an ordinary gift', async () => {
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    expect(
      await warn(batch, { donorId: await donorIdOf(w.organizationA, 'Doe'), checkNumber: '1042' }),
    ).toEqual([]);
  });

  it('name the batch that already has the same check from the same donor, this one or another', async () => {
    const jane = await donorIdOf(w.organizationA, 'Doe');
    const earlier = await batchOfA('Sunday 9:00, Nov 15 2026', '2026-11-15');
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    await giftIn(earlier, jane, '1042');
    const own = await giftIn(batch, jane, '1043');
    expect(await warn(batch, { donorId: jane, checkNumber: '1042' })).toEqual([
      { kind: 'duplicate_check', message: 'Check 1042 from Jane Doe is already in Sunday 9:00, Nov 15 2026' },
    ]);
    expect((await warn(batch, { donorId: jane, checkNumber: '1043' }))[0]?.message).toBe(
      'Check 1043 from Jane Doe is already in Sunday 9:00, Nov 22 2026',
    );
    // The gift being edited is not a duplicate of itself; another donor's check 1042 is not one either.
    expect(await warn(batch, { donorId: jane, checkNumber: '1043', giftId: own })).toEqual([]);
    expect(
      await warn(batch, { donorId: await donorIdOf(w.organizationA, 'Ray'), checkNumber: '1042' }),
    ).toEqual([]);
  });

  it("ignore another organisation's batches", async () => {
    await importRows(w.otherMaster, ['Jane,Doe,,,,10,2026-01-04,']);
    const theirBatch = await batchOfA('Their Sunday', '2026-11-22', w.organizationB);
    await giftIn(theirBatch, await donorIdOf(w.organizationB, 'Doe'), '1042', w.organizationB);
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    expect(
      await warn(batch, { donorId: await donorIdOf(w.organizationA, 'Doe'), checkNumber: '1042' }),
    ).toEqual([]);
  });

  it("warn of ten times the donor's usual gift, once they have given three times", async () => {
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    const jane = await donorIdOf(w.organizationA, 'Doe');
    expect(await warn(batch, { donorId: jane, totalCents: 50_000 })).toEqual([
      { kind: 'unusual_amount', message: "$500.00 is 10 times or more Jane Doe's usual gift of $50.00" },
    ]);
    expect(await warn(batch, { donorId: jane, totalCents: 49_999 })).toEqual([]);
    // One gift says nothing of what is usual.
    expect(
      await warn(batch, { donorId: await donorIdOf(w.organizationA, 'Ray'), totalCents: 500_000 }),
    ).toEqual([]);
  });

  it("warn of a date outside the batch's week, for loose cash too", async () => {
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    expect(await warn(batch, { donorId: null, method: 'cash', giftDate: '2026-11-29' })).toEqual([
      {
        kind: 'date_outside_week',
        message: "Nov 29, 2026 is outside this batch's week (Nov 22, 2026 to Nov 28, 2026)",
      },
    ]);
  });
});

// A 1x1 PNG: the upload checks that the bytes are the image the name says.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function attach(actor: Actor, batchId: string, fields: Record<string, string>, filename = 'check-1042.png') {
  const body = multipartBody(fields, { filename, content: PNG, contentType: 'image/png' });
  return call(t.app, 'POST', `/api/batches/${batchId}/attachments`, {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}

describe('check and count-sheet images', () => {
  it("are kept as Donor Data documents on the gift, readable through the document's link by fundraising access only", async () => {
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    const gift = await giftIn(batch, null, null);
    const response = await attach(w.admin, batch, { giftId: gift });
    expect(response.statusCode, response.body).toBe(201);
    const { documentId } = response.json();
    expect(response.json()).toEqual({ documentId, name: 'check-1042.png', giftId: gift });
    const [stored] = await queryRows<{ image_document_id: string; category: string; processed: boolean }>(
      t.database.db,
      sql`select g.image_document_id, d.category, d.is_donor_data_processed as processed
          from batch_gifts g join documents d on d.id = g.image_document_id where g.id = ${gift}`,
    );
    expect(stored).toEqual({ image_document_id: documentId, category: 'Donor Data', processed: true });
    const link = (actor: Actor) =>
      call(t.app, 'GET', `/api/documents/${documentId}/link`, { cookie: actor.cookie });
    expect((await link(w.admin)).statusCode).toBe(200);
    expect((await link(w.user)).statusCode).toBe(404);
    expect((await link(w.otherMaster)).statusCode).toBe(404);
    // Not a donor file: the donor data sync has nothing to take, and counts it as no synced file.
    const sync = await call(t.app, 'GET', '/api/donors/sync', { cookie: w.admin.cookie });
    expect(sync.json()).toMatchObject({ pending: 0, processed: 0 });
  });

  it('attach to the batch as a whole, and a second image of a gift keeps the first with the batch', async () => {
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    const sheet = await attach(w.admin, batch, {}, 'count-sheet.png');
    expect(sheet.statusCode, sheet.body).toBe(201);
    expect(sheet.json().giftId).toBeNull();
    const gift = await giftIn(batch, null, null);
    const first = (await attach(w.admin, batch, { giftId: gift })).json().documentId;
    const second = (await attach(w.admin, batch, { giftId: gift })).json().documentId;
    const attached = await queryRows<{ document_id: string }>(
      t.database.db,
      sql`select document_id from batch_attachments where batch_id = ${batch} order by created_at`,
    );
    expect(attached.map((row) => row.document_id)).toEqual([sheet.json().documentId, first]);
    const [row] = await queryRows<{ image_document_id: string }>(
      t.database.db,
      sql`select image_document_id from batch_gifts where id = ${gift}`,
    );
    expect(row?.image_document_id).toBe(second);
  });

  it("are refused to a plain user and a counter, and another organisation's batch or gift is 404", async () => {
    const donorDocuments = async () => {
      const [row] = await queryRows<{ n: number | string }>(
        t.database.db,
        sql`select count(*) as n from documents where category = 'Donor Data'`,
      );
      return Number(row?.n);
    };
    const before = await donorDocuments();
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    expect((await attach(w.user, batch, {})).statusCode).toBe(403);
    expect((await attach(w.counter, batch, {})).statusCode).toBe(403);
    expect((await attach(w.otherMaster, batch, {})).statusCode).toBe(404);
    const theirBatch = await batchOfA('Theirs', '2026-11-22', w.organizationB);
    const theirGift = await giftIn(theirBatch, null, null, w.organizationB);
    expect((await attach(w.admin, batch, { giftId: theirGift })).statusCode).toBe(404);
    expect(await donorDocuments()).toBe(before);
  });

  it('are images or PDFs only', async () => {
    const batch = await batchOfA('Sunday 9:00, Nov 22 2026');
    const body = multipartBody({}, { filename: 'notes.txt', content: 'hello' });
    const response = await call(t.app, 'POST', `/api/batches/${batch}/attachments`, {
      cookie: w.admin.cookie,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('is not an image or a PDF');
    expect((await attach(w.admin, batch, {}, 'fake.pdf')).statusCode).toBe(400);
  });
});
