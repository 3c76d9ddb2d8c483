import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { type StatementMailbox, startStatementMailbox } from '@test/statement-mailbox';
import { generateStatements } from '@test/statement-runs';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let mailbox: StatementMailbox;

beforeAll(async () => {
  mailbox = await startStatementMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
  w = await buildWorld(t.app, 'statements');
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
}, 60_000);
afterAll(async () => {
  await t.close();
  await mailbox.stop();
});

const GIVING = [
  'Gift ID,First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date,Fund',
  'A1,Ann,Lee,ann@example.org,12 Elm Street,Springfield,IL,62704,300.00,2025-01-05,General',
  'A2,Ann,Lee,,,,,,45.50,2025-06-30,Building',
  'A3,Ann,Lee,,,,,,99.00,2024-12-31,General',
  'B1,Ben,Ray,ben@example.org,9 Oak Road,Albany,NY,12203,20.00,2025-03-01,Missions',
  'C1,小明,王,,,,,,250.00,2025-11-20,General',
].join('\n');

async function pdfText(bytes: Uint8Array | Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  const { text } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages };
}

const generate = () => generateStatements(t.app);

function createRun(payload: object, actor: Actor = w.admin) {
  return call(t.app, 'POST', '/api/statements/runs', { cookie: actor.cookie, payload });
}

const YEAR_2025 = { start: '2025-01-01', end: '2025-12-31' };

/** The run's recipients once no email of theirs is still queued (the mail server answers first). */
async function settledRecipients(runId: string) {
  for (let i = 0; i < 100; i++) {
    const page = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients`, { cookie: w.admin.cookie })
    ).json();
    if (!page.items.some((r: { emailState: string }) => r.emailState === 'queued')) return page;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('emails still queued');
}

describe('statement settings', () => {
  it('suggests the organisation name and a message with the Publication 1771 wording until saved', async () => {
    const response = await call(t.app, 'GET', '/api/statements/settings', { cookie: w.admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ saved: false, hasLogo: false });
    expect(body.settings.message).toContain('other than intangible religious benefits');
  });

  it('refuses a malformed EIN and saves nothing; saves the settings and writes the EIN with its dash', async () => {
    const settings = {
      legalName: 'Grace Community Church of Springfield',
      ein: '12-34',
      address: '100 Church Lane\nSpringfield, IL 62701',
      phone: '(217) 555-0100',
      website: 'https://grace.example.org',
      signerName: 'Martha Jones',
      signerTitle: 'Treasurer',
      message:
        'Thank you for your gifts to {organization} between {period}. No goods or services were provided in exchange for these contributions other than intangible religious benefits.',
    };
    const refused = await call(t.app, 'PUT', '/api/statements/settings', {
      cookie: w.admin.cookie,
      payload: settings,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('EIN must be 9 digits, as 12-3456789');
    expect(
      (await call(t.app, 'GET', '/api/statements/settings', { cookie: w.admin.cookie })).json().saved,
    ).toBe(false);

    const saved = await call(t.app, 'PUT', '/api/statements/settings', {
      cookie: w.admin.cookie,
      payload: { ...settings, ein: '123456789' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      saved: true,
      settings: { ein: '12-3456789', signerTitle: 'Treasurer' },
    });
  });
});

describe('generating statements', () => {
  let runId: string;

  it('refuses a period with no gifts with a clear message, and makes no run', async () => {
    const response = await createRun({
      period: { start: '2020-01-01', end: '2020-12-31' },
      donors: { kind: 'all' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'No gifts between January 1, 2020 and December 31, 2020: there are no statements to make',
    );
    expect(
      (await call(t.app, 'GET', '/api/statements/runs', { cookie: w.admin.cookie })).json().items,
    ).toEqual([]);
  });

  it('makes one PDF per donor who gave in the year in the background, each with its gifts and total', async () => {
    const created = await createRun({ period: YEAR_2025, donors: { kind: 'all' } });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json()).toMatchObject({ status: 'queued', donorCount: 3, donorsDone: 0 });
    runId = created.json().id;

    await generate();
    const run = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })
    ).json();
    expect(run).toMatchObject({
      status: 'done',
      donorCount: 3,
      donorsDone: 3,
      email: { notSent: 2, noEmail: 1 },
    });

    const recipients = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients`, { cookie: w.admin.cookie })
    ).json();
    // Postal-code order, the donor without one last.
    expect(recipients.items.map((r: { donorName: string }) => r.donorName)).toEqual([
      'Ben Ray',
      'Ann Lee',
      '小明 王',
    ]);
    expect(recipients.items[1]).toMatchObject({
      total: 345.5,
      gifts: 2,
      ready: true,
      emailState: 'not-sent',
    });

    // Every statement against the database: its gifts of 2025, their amounts and the total.
    const gifts = await queryRows<{ donor: string; gift_date: string; amount_cents: number | string }>(
      t.database.db,
      sql`select trim(d.first_name || ' ' || d.last_name) as donor, g.gift_date::text as gift_date, g.amount_cents
          from donations g join donors d on d.id = g.donor_id
          where g.organization_id = ${w.organizationA} and g.gift_date between '2025-01-01' and '2025-12-31'`,
    );
    for (const recipient of recipients.items) {
      const file = await call(
        t.app,
        'GET',
        `/api/statements/runs/${runId}/recipients/${recipient.donorId}/pdf`,
        {
          cookie: w.admin.cookie,
        },
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const { text } = await pdfText(file.rawPayload);
      expect(text).toContain(recipient.donorName);
      expect(text).toContain('Grace Community Church of Springfield');
      expect(text).toContain('12-3456789');
      const own = gifts.filter((gift) => gift.donor === recipient.donorName);
      for (const gift of own) {
        const dollars = (Number(gift.amount_cents) / 100).toLocaleString('en-US', {
          style: 'currency',
          currency: 'USD',
        });
        expect(text).toContain(dollars);
      }
      expect(text).toContain(recipient.total.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
      // No other donor's name on it.
      for (const other of recipients.items) {
        if (other.donorId !== recipient.donorId) expect(text).not.toContain(other.donorName);
      }
    }
  });

  it('downloads the run as a ZIP of every statement and the combined PDF for printing', async () => {
    const response = await call(t.app, 'GET', `/api/statements/runs/${runId}/zip`, {
      cookie: w.admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      'Contribution Statement 2025 - All donors (for printing).pdf',
      'Contribution Statement 2025 - Ann Lee.pdf',
      'Contribution Statement 2025 - Ben Ray.pdf',
      'Contribution Statement 2025 - 小明 王.pdf',
    ]);
    const combined = await pdfText(
      await (
        zip.file('Contribution Statement 2025 - All donors (for printing).pdf') as JSZip.JSZipObject
      ).async('uint8array'),
    );
    expect(combined.text.indexOf('Ben Ray')).toBeLessThan(combined.text.indexOf('Ann Lee'));
    expect(combined.text).toContain('小明 王');
  });

  it('emails each donor with an address their own statement, and lists the donor without one', async () => {
    const response = await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, {
      cookie: w.admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ queued: 2, inOutbox: 0, noEmail: 1, failed: 0 });
    await mailbox.waitFor(2);
    for (const mail of mailbox.received) {
      const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((address) => address?.value ?? []);
      expect(to).toHaveLength(1);
      const recipient = to[0]?.address;
      const name = recipient === 'ann@example.org' ? 'Ann Lee' : 'Ben Ray';
      expect(mail.attachments).toHaveLength(1);
      const attachment = mail.attachments[0];
      expect(attachment?.filename).toBe(`Contribution Statement 2025 - ${name}.pdf`);
      const { text } = await pdfText(attachment?.content as Buffer);
      expect(text).toContain(name);
      expect(text).not.toContain(name === 'Ann Lee' ? 'Ben Ray' : 'Ann Lee');
    }
    const withoutEmail = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients?noEmail=true`, {
        cookie: w.admin.cookie,
      })
    ).json();
    expect(
      withoutEmail.items.map((r: { donorName: string; emailState: string }) => [r.donorName, r.emailState]),
    ).toEqual([['小明 王', 'no-email']]);
    // Sent ones are not sent again.
    await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, { cookie: w.admin.cookie });
    await new Promise((r) => setTimeout(r, 300));
    expect(mailbox.received).toHaveLength(2);
  });

  it('resends one donor their statement', async () => {
    const recipients = await settledRecipients(runId);
    const ben = recipients.items.find((r: { donorName: string }) => r.donorName === 'Ben Ray');
    expect(ben.emailState).toBe('sent');
    expect(recipients.items.find((r: { donorName: string }) => r.donorName === 'Ann Lee').emailState).toBe(
      'sent',
    );
    const response = await call(
      t.app,
      'POST',
      `/api/statements/runs/${runId}/recipients/${ben.donorId}/email`,
      {
        cookie: w.admin.cookie,
      },
    );
    expect(response.json()).toEqual({ queued: 1, inOutbox: 0, noEmail: 0, failed: 0 });
    await mailbox.waitFor(3);
    expect(mailbox.received[2]?.attachments[0]?.filename).toBe('Contribution Statement 2025 - Ben Ray.pdf');
  });

  it('counts a statement sent only once the mail server accepted it', async () => {
    await settledRecipients(runId);
    const run = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })
    ).json();
    expect(run.email).toEqual({ notSent: 0, inOutbox: 0, queued: 0, sent: 2, failed: 0, noEmail: 1 });
  });

  it('keeps a statement the mail server refuses queued with the reason, then failed with it once Steward gives up', async () => {
    mailbox.refuse('ben@example.org');
    const ben = (await settledRecipients(runId)).items.find(
      (r: { donorName: string }) => r.donorName === 'Ben Ray',
    );
    await call(t.app, 'POST', `/api/statements/runs/${runId}/recipients/${ben.donorId}/email`, {
      cookie: w.admin.cookie,
    });
    const recipient = async () =>
      (await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients`, { cookie: w.admin.cookie }))
        .json()
        .items.find((r: { donorName: string }) => r.donorName === 'Ben Ray');
    // The first attempt was refused: still queued (to be retried), never sent, and why.
    let state = await recipient();
    for (let i = 0; i < 100 && !state.emailError; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = await recipient();
    }
    expect(state).toMatchObject({
      emailState: 'queued',
      emailError: expect.stringContaining('Mailbox unavailable'),
    });
    // The last attempt: Steward gives up, and the statement says failed with the server's reason.
    await t.database.db.execute(
      sql`update outbox set attempts = 4, next_attempt_at = now() where status = 'pending'`,
    );
    await t.app.mailer.deliverDue();
    expect(await recipient()).toMatchObject({
      emailState: 'failed',
      emailError: expect.stringContaining('Mailbox unavailable'),
    });
    const run = (
      await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: w.admin.cookie })
    ).json();
    expect(run.email).toMatchObject({ sent: 1, queued: 0, failed: 1 });
  });

  it("never shows another organisation's run or its statements", async () => {
    const other = w.otherMaster.cookie;
    expect((await call(t.app, 'GET', `/api/statements/runs/${runId}`, { cookie: other })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'GET', `/api/statements/runs/${runId}/zip`, { cookie: other })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `/api/statements/runs/${runId}/email`, { cookie: other })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/statements/runs', { cookie: other })).json().items).toEqual([]);
  });
});

describe('choosing donors', () => {
  it('makes statements only for donors who gave at least an amount, or for one donor', async () => {
    const above = await createRun({ period: YEAR_2025, donors: { kind: 'above', minTotal: 250 } });
    expect(above.statusCode, above.body).toBe(202);
    expect(above.json().donorCount).toBe(2);

    const none = await createRun({ period: YEAR_2025, donors: { kind: 'above', minTotal: 10_000 } });
    expect(none.json().error.message).toBe(
      'No donor gave $10,000.00 or more between January 1, 2025 and December 31, 2025: there are no statements to make',
    );
  });

  it('previews one donor in the browser without keeping anything', async () => {
    const [ann] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from donors where organization_id = ${w.organizationA} and first_name = 'Ann'`,
    );
    const response = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: YEAR_2025, donorId: ann?.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('inline');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('$345.50');
    expect(text).toContain('12 Elm Street');

    const nothing = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: { start: '2019-01-01', end: '2019-12-31' }, donorId: ann?.id },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe(
      'Ann Lee gave nothing between January 1, 2019 and December 31, 2019: there is no statement to make',
    );
  });

  it('keeps a statement of 10,000 gifts paged, with the right total', async () => {
    const [donor] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into donors (organization_id, donor_key, first_name, last_name, total_cents, gift_count)
          values (${w.organizationA}, 'faithful giver', 'Faithful', 'Giver', 0, 0) returning id`,
    );
    await t.database.db.execute(sql`
      insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence)
      select ${w.organizationA}, ${donor?.id}, date '2025-01-01' + (n % 365), 100 + n % 7, 'General', n
      from generate_series(1, 10000) as n`);
    const [expected] = await queryRows<{ cents: number | string }>(
      t.database.db,
      sql`select sum(amount_cents) as cents from donations where donor_id = ${donor?.id}`,
    );
    const response = await call(t.app, 'POST', '/api/statements/preview', {
      cookie: w.admin.cookie,
      payload: { period: YEAR_2025, donorId: donor?.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { text, pages } = await pdfText(response.rawPayload);
    expect(pages).toBeGreaterThan(100);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(
      (Number(expected?.cents) / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
  });
});
