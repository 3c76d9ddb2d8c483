import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { pdfText } from '@test/pdf-text';
import { addressesOf, type StatementMailbox, startStatementMailbox } from '@test/statement-mailbox';
import { generateStatements } from '@test/statement-runs';
import { buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let mailbox: StatementMailbox;
const ids: Record<string, string> = {};

/**
 * John and Mary Smith give jointly, their son Sam is in the household but files separately, and
 * Ann Lee gives alone. Mary had a refund in the year.
 */
const GIVING = [
  'Gift ID,First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date,Fund',
  'J1,John,Smith,john@example.org,,,,,100.00,2025-01-05,General',
  'M1,Mary,Smith,mary@example.org,12 Elm Street,Springfield,IL,62704,300.00,2025-01-12,Missions',
  'M2,Mary,Smith,,,,,,-50.00,2025-03-01,Missions',
  'J2,John,Smith,,,,,,25.00,2025-06-01,General',
  'S1,Sam,Smith,sam@example.org,,,,,40.00,2025-02-02,Youth',
  'A1,Ann,Lee,ann@example.org,9 Oak Road,Albany,NY,12203,20.00,2025-03-01,General',
  'J0,John,Smith,,,,,,999.00,2024-12-31,General',
].join('\n');

const SETTINGS = {
  legalName: 'Grace Church',
  ein: '12-3456789',
  address: '100 Church Lane',
  phone: '',
  website: '',
  signerName: '',
  signerTitle: '',
  message: 'Thank you. No goods or services were provided in exchange for these contributions.',
};

beforeAll(async () => {
  mailbox = await startStatementMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
  w = await buildWorld(t.app, 'joint');
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
  const donors = (await call(t.app, 'GET', '/api/donors?pageSize=50', { cookie: w.admin.cookie })).json();
  for (const d of donors.items) ids[d.firstName] = d.id;
  const join = (id: string, other: string) =>
    call(t.app, 'POST', `/api/donors/${id}/household`, {
      cookie: w.admin.cookie,
      payload: { donorId: other },
    });
  expect((await join(ids.John as string, ids.Mary as string)).statusCode).toBe(200);
  const household = (await join(ids.Sam as string, ids.John as string)).json();
  await call(t.app, 'PATCH', `/api/households/${household.id}/members/${ids.Sam}`, {
    cookie: w.admin.cookie,
    payload: { givesJointly: false },
  });
  const saved = await call(t.app, 'PUT', '/api/statements/settings', {
    cookie: w.admin.cookie,
    payload: SETTINGS,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  await mailbox.stop();
});

const generate = () => generateStatements(t.app);

const YEAR_2025 = { start: '2025-01-01', end: '2025-12-31' };

async function runFor(donors: object) {
  const created = await call(t.app, 'POST', '/api/statements/runs', {
    cookie: w.admin.cookie,
    payload: { period: YEAR_2025, donors },
  });
  expect(created.statusCode, created.body).toBe(202);
  await generate();
  const runId = created.json().id as string;
  const recipients = (
    await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients`, { cookie: w.admin.cookie })
  ).json();
  return {
    runId,
    recipients: recipients.items as {
      donorId: string;
      donorName: string;
      total: number;
      gifts: number;
      email: string | null;
      members: { name: string; email: string | null; emailState: string }[];
    }[],
  };
}

describe('joint statements of a household', () => {
  it('makes one statement for the joint members: the household name and address, both givers, one total less the refund', async () => {
    const { runId, recipients } = await runFor({ kind: 'all' });
    // Sam opted out: his own statement. John and Mary: one, Mary's (the household's mailing address).
    expect(recipients.map((r) => [r.donorName, r.total, r.gifts]).sort()).toEqual([
      ['Ann Lee', 20, 1],
      ['John and Mary Smith', 375, 3],
      ['Sam Smith', 40, 1],
    ]);
    const joint = recipients.find((r) => r.donorName === 'John and Mary Smith');
    expect(joint?.donorId).toBe(ids.Mary);
    expect(joint?.members.map((m) => [m.name, m.email, m.emailState])).toEqual([
      ['John Smith', 'john@example.org', 'not-sent'],
      ['Mary Smith', 'mary@example.org', 'not-sent'],
    ]);
    expect(recipients.find((r) => r.donorName === 'Ann Lee')?.members).toEqual([]);

    const file = await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients/${ids.Mary}/pdf`, {
      cookie: w.admin.cookie,
    });
    expect(file.statusCode).toBe(200);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('John and Mary Smith');
    expect(text).toContain('12 Elm Street');
    expect(text).toContain('Date Given by Fund Amount');
    expect(text).toContain('Jan 5, 2025 John General $100.00');
    expect(text).toContain('Jan 12, 2025 Mary Missions $300.00');
    expect(text).toContain('Mar 1, 2025 Mary Refund: Missions -$50.00');
    expect(text).toContain('Jun 1, 2025 John General $25.00');
    expect(text).toContain('Total contributions: $375.00');
    expect(text).not.toContain('$999.00');
    expect(text).not.toContain('Youth');
  });

  it('emails the joint statement to each joint member, one message each, and again to both on a resend', async () => {
    const { runId, recipients } = await runFor({ kind: 'all' });
    const before = mailbox.received.length;
    const sent = await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, { cookie: w.admin.cookie });
    // Ann, Sam, and the Smiths' statement twice: to John and to Mary.
    expect(sent.json()).toMatchObject({ queued: 4, noEmail: 0, failed: 0 });
    await mailbox.waitFor(before + 4);
    const mails = mailbox.received.slice(before);
    const to = mails.map((mail) => addressesOf(mail).join()).sort();
    expect(to).toEqual(['ann@example.org', 'john@example.org', 'mary@example.org', 'sam@example.org']);
    for (const address of ['john@example.org', 'mary@example.org']) {
      const mail = mails.find((m) => addressesOf(m).join() === address);
      expect(mail?.text).toContain('Dear John and Mary Smith,');
      expect(mail?.attachments[0]?.filename).toBe('Contribution Statement 2025 - John and Mary Smith.pdf');
      const text = await pdfText(mail?.attachments[0]?.content as Buffer);
      expect(text).toContain('Total contributions: $375.00');
    }
    const joint = recipients.find((r) => r.donorName === 'John and Mary Smith');
    let members: { emailState: string }[] = [];
    for (let i = 0; i < 100; i++) {
      const page = (
        await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients`, { cookie: w.admin.cookie })
      ).json();
      members = page.items.find((r: { donorId: string }) => r.donorId === joint?.donorId).members;
      if (members.every((m) => m.emailState === 'sent')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(members.map((m) => m.emailState)).toEqual(['sent', 'sent']);

    // Sent ones are not sent again; one statement resent goes to both of them.
    await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, { cookie: w.admin.cookie });
    const resent = await call(
      t.app,
      'POST',
      `/api/statements/runs/${runId}/recipients/${joint?.donorId}/email`,
      {
        cookie: w.admin.cookie,
      },
    );
    expect(resent.json()).toMatchObject({ queued: 2 });
    await mailbox.waitFor(before + 6);
    expect(
      mailbox.received
        .slice(before + 4)
        .map((mail) => addressesOf(mail).join())
        .sort(),
    ).toEqual(['john@example.org', 'mary@example.org']);
  });

  it("previews a joint member's statement as the household's", async () => {
    const preview = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: YEAR_2025, donorId: ids.John },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const text = await pdfText(preview.rawPayload);
    expect(text).toContain('John and Mary Smith');
    expect(text).toContain('12 Elm Street');
    expect(text).toContain('Total contributions: $375.00');
    const sam = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: YEAR_2025, donorId: ids.Sam },
    });
    expect(await pdfText(sam.rawPayload)).toContain('Total contributions: $40.00');
  });

  it("makes a joint member's one-donor run the household's statement", async () => {
    const { recipients } = await runFor({ kind: 'one', donorId: ids.John });
    expect(recipients.map((r) => [r.donorName, r.total])).toEqual([['John and Mary Smith', 375]]);
  });

  it('makes every donor their own statement when joint statements are off', async () => {
    await call(t.app, 'PUT', '/api/statements/settings', {
      cookie: w.admin.cookie,
      payload: { ...SETTINGS, jointStatements: false },
    });
    const { recipients } = await runFor({ kind: 'all' });
    expect(recipients.map((r) => [r.donorName, r.total]).sort()).toEqual([
      ['Ann Lee', 20],
      ['John Smith', 125],
      ['Mary Smith', 250],
      ['Sam Smith', 40],
    ]);
    await call(t.app, 'PUT', '/api/statements/settings', { cookie: w.admin.cookie, payload: SETTINGS });
  });

  // Last: the gift it adds changes the Smiths' totals above.
  it("counts a joint statement as holding its other givers' gifts when an import of theirs is undone", async () => {
    const later = await importDonorFile(
      t.app,
      w.admin,
      'july.csv',
      'First Name,Last Name,Amount,Date,Fund\nJohn,Smith,11.00,2025-07-01,General',
    );
    // Made after the import: its joint statement (Mary's) holds John's gift of it.
    await runFor({ kind: 'one', donorId: ids.John });
    const record = (
      await call(t.app, 'GET', `/api/donors/imports/${later.importId}`, { cookie: w.admin.cookie })
    ).json();
    expect(record.dependents).toHaveLength(1);
    expect(record.dependents[0]).toContain('include 1 gift of this import');
  });

  it('keeps a run whose joint statement reached a member, though its own address was refused', async () => {
    // Mary's address (the statement's own) became one that cannot take a message.
    await t.database.db.execute(sql`update donors set email = 'mary at example' where id = ${ids.Mary}`);
    const { runId } = await runFor({ kind: 'one', donorId: ids.John });
    const sent = await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, { cookie: w.admin.cookie });
    expect(sent.json()).toMatchObject({ queued: 1, failed: 1 });
    const deleted = await call(t.app, 'DELETE', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.message).toBe(
      'This run was emailed to donors, so it stays as the record of what they were sent',
    );
  });
});
