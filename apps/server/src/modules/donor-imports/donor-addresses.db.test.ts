import { createTestApp } from '@test/app';
import { importDonorFile, previewDonorFile } from '@test/donor-imports';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'donor-addresses');
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  expect((await call(t.app, 'DELETE', '/api/donors', { cookie: w.admin.cookie })).statusCode).toBe(204);
});

function preview(actor: Actor, filename: string, content: string) {
  return previewDonorFile(t.app, actor, filename, content);
}

interface Listed {
  firstName: string;
  lastName: string;
  address: Record<string, string | null> | null;
}

async function donor(lastName: string): Promise<Listed> {
  const response = await call(t.app, 'GET', `/api/donors?q=${encodeURIComponent(lastName)}`, {
    cookie: w.admin.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  const found = (response.json().items as Listed[]).find((item) => item.lastName === lastName);
  if (!found) throw new Error(`no donor ${lastName}`);
  return found;
}

const address = (parts: Partial<Record<string, string | null>>) => ({
  line1: null,
  line2: null,
  city: null,
  region: null,
  postalCode: null,
  country: null,
  ...parts,
});

/** A Breeze contributions export with the giver's address (its own column names). */
const BREEZE = [
  'Payment ID,Date,Person ID,First Name,Last Name,Amount,Fund(s),Street Address,City,State,Zip',
  'P-1,01/05/2025,11,Ann,Lee,$50.00,General,12 Elm St,Springfield,IL,62701',
  'P-2,02/05/2025,11,Ann,Lee,$50.00,General,12 Elm St,Springfield,IL,62701',
  'P-3,01/12/2025,12,Bo,Chen,$20.00,Missions,,,,',
].join('\n');

describe('donor addresses in the import', () => {
  it('previews the address columns and the address of each row', async () => {
    const body = await preview(w.admin, 'breeze.csv', BREEZE);
    expect(body.mapping).toMatchObject({
      addressLine1: 7,
      addressLine2: null,
      city: 8,
      region: 9,
      postalCode: 10,
      country: null,
    });
    expect(body.canMergeDirectly).toBe(true);
    expect(body.sample[0]).toMatchObject({
      line: 2,
      firstName: 'Ann',
      address: address({ line1: '12 Elm St', city: 'Springfield', region: 'IL', postalCode: '62701' }),
    });
    expect(body.sample[2]).toMatchObject({ line: 4, firstName: 'Bo', address: null });
  });

  it('keeps the address with the donor: the directory, the analysis and the export show it', async () => {
    await importDonorFile(t.app, w.admin, 'breeze.csv', BREEZE);
    expect((await donor('Lee')).address).toEqual(
      address({ line1: '12 Elm St', city: 'Springfield', region: 'IL', postalCode: '62701' }),
    );
    expect((await donor('Chen')).address).toBeNull();

    const analysis = await call(t.app, 'GET', '/api/donors/analysis', { cookie: w.admin.cookie });
    expect(analysis.json().topDonors[0]).toMatchObject({ lastName: 'Lee', address: { city: 'Springfield' } });

    const exported = await call(t.app, 'GET', '/api/donors/export', { cookie: w.admin.cookie });
    const lines = exported.body.trimEnd().split('\r\n');
    expect(lines[0]?.split(',').slice(-6)).toEqual([
      'Address Line 1',
      'Address Line 2',
      'City',
      'State/Region',
      'Postal Code',
      'Country',
    ]);
    expect(lines).toContain(
      'Ann,Lee,,,100.00,2,50.00,2025-01-05,2025-02-05,Occasional,12 Elm St,,Springfield,IL,62701,',
    );
    expect(lines).toContain('Bo,Chen,,,20.00,1,20.00,2025-01-12,2025-01-12,One-time,,,,,,');
  });

  it('keeps the latest non-empty value of each part: a later file with a new city and no street', async () => {
    await importDonorFile(t.app, w.admin, 'breeze.csv', BREEZE);
    const later = [
      'First Name,Last Name,Amount,Date,Address,City,State,Zip,Country',
      'Ann,Lee,$75.00,2025-06-01,,Peoria,,,USA',
      'Bo,Chen,$20.00,2025-06-02,9 Oak Ave,Decatur,IL,62521,',
    ].join('\n');
    await importDonorFile(t.app, w.admin, 'later.csv', later);
    expect((await donor('Lee')).address).toEqual(
      address({ line1: '12 Elm St', city: 'Peoria', region: 'IL', postalCode: '62701', country: 'USA' }),
    );
    expect((await donor('Chen')).address).toEqual(
      address({ line1: '9 Oak Ave', city: 'Decatur', region: 'IL', postalCode: '62521' }),
    );
  });

  it('takes, within a file, the part given with the latest gift, whatever the order of the lines', async () => {
    const file = [
      'First Name,Last Name,Amount,Date,Street,City',
      'Cy,Ng,$10,2025-03-01,3 New Rd,Newtown',
      'Cy,Ng,$10,2024-03-01,1 Old Rd,Oldtown',
      'Cy,Ng,$10,2025-01-01,,Middleton',
      'Di,Park,$10,2025-02-01,1 First St,',
      'Di,Park,$12,2025-02-01,2 Second St,',
    ].join('\n');
    await importDonorFile(t.app, w.admin, 'mixed.csv', file);
    expect((await donor('Ng')).address).toEqual(address({ line1: '3 New Rd', city: 'Newtown' }));
    // Two gifts on one day: the later line.
    expect((await donor('Park')).address).toEqual(address({ line1: '2 Second St' }));
  });

  it('never rolls an address back with an older export, but fills the parts still missing', async () => {
    await importDonorFile(t.app, w.admin, 'breeze.csv', BREEZE);
    const older = [
      'First Name,Last Name,Amount,Date,Address,City,State,Zip,Country',
      'Ann,Lee,$40.00,2024-05-01,77 Former Ln,Joliet,IL,60431,USA',
      'Bo,Chen,$40.00,2024-05-01,5 Elder St,Urbana,IL,61801,',
    ].join('\n');
    await importDonorFile(t.app, w.admin, 'older.csv', older);
    expect((await donor('Lee')).address).toEqual(
      address({ line1: '12 Elm St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'USA' }),
    );
    expect((await donor('Chen')).address).toEqual(
      address({ line1: '5 Elder St', city: 'Urbana', region: 'IL', postalCode: '61801' }),
    );
  });

  it('takes a corrected street, city or postal code from the same export again, though it adds no gift', async () => {
    await importDonorFile(t.app, w.admin, 'breeze.csv', BREEZE);
    const corrected = BREEZE.replace(
      'P-2,02/05/2025,11,Ann,Lee,$50.00,General,12 Elm St,Springfield',
      'P-2,02/05/2025,11,Ann,Lee,$50.00,General,14 Elm St,Chatham',
    ).replace(
      'P-3,01/12/2025,12,Bo,Chen,$20.00,Missions,,,,',
      'P-3,01/12/2025,12,Bo,Chen,$20.00,Missions,,,,60000',
    );
    expect(await importDonorFile(t.app, w.admin, 'breeze.csv', corrected)).toMatchObject({ recordsAdded: 0 });
    expect((await donor('Lee')).address).toEqual(
      address({ line1: '14 Elm St', city: 'Chatham', region: 'IL', postalCode: '62701' }),
    );
    expect((await donor('Chen')).address).toEqual(address({ postalCode: '60000' }));
  });

  it('moves the second line with its street: a new street without one drops the old apartment', async () => {
    const first = [
      'First Name,Last Name,Amount,Date,Address Line 1,Address Line 2,City',
      'Eve,Moss,$10,2025-01-01,12 Elm St,Apt 4,Springfield',
    ].join('\n');
    await importDonorFile(t.app, w.admin, 'first.csv', first);
    expect((await donor('Moss')).address).toEqual(
      address({ line1: '12 Elm St', line2: 'Apt 4', city: 'Springfield' }),
    );

    // A city alone leaves both lines of the street as they are.
    await importDonorFile(
      t.app,
      w.admin,
      'city.csv',
      'First Name,Last Name,Amount,Date,City\nEve,Moss,$10,2025-02-01,Peoria\n',
    );
    expect((await donor('Moss')).address).toEqual(
      address({ line1: '12 Elm St', line2: 'Apt 4', city: 'Peoria' }),
    );

    await importDonorFile(
      t.app,
      w.admin,
      'moved.csv',
      'First Name,Last Name,Amount,Date,Street Address\nEve,Moss,$10,2025-03-01,99 Oak Ave\n',
    );
    expect((await donor('Moss')).address).toEqual(address({ line1: '99 Oak Ave', city: 'Peoria' }));
  });

  it('merges with address columns the admin picks, and with a mapping sent without them', async () => {
    const csv = ['Giver,Gift,On,Where,Town', 'Fay Wu,$30,2025-04-01,8 Pine Ct,Normal'].join('\n');
    const body = await preview(w.admin, 'odd.csv', csv);
    expect(body.mapping).toMatchObject({ addressLine1: null, city: 4 });
    const picked = { ...body.mapping, fullName: 0, amount: 1, date: 2, addressLine1: 3 };
    const merged = await call(t.app, 'POST', `/api/donors/imports/${body.importId}/merge`, {
      cookie: w.admin.cookie,
      payload: { mapping: picked },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await donor('Wu')).address).toEqual(address({ line1: '8 Pine Ct', city: 'Normal' }));

    // A screen loaded before the address fields existed sends a mapping without them.
    const again = await preview(
      w.admin,
      'old-screen.csv',
      'Name,Amount,Date,City\nGus Ray,$5,2025-04-02,Normal\n',
    );
    const { addressLine1, addressLine2, city, region, postalCode, country, ...withoutAddress } =
      again.mapping;
    const old = await call(t.app, 'POST', `/api/donors/imports/${again.importId}/merge`, {
      cookie: w.admin.cookie,
      payload: { mapping: withoutAddress },
    });
    expect(old.statusCode, old.body).toBe(200);
    expect((await donor('Ray')).address).toBeNull();
  });
});
