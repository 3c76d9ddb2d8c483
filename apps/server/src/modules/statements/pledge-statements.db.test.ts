import { DEFAULT_PLEDGE_LETTER } from '@steward/domain';
import { createTestApp } from '@test/app';
import { importDonorFile } from '@test/donor-imports';
import { pdfText } from '@test/pdf-text';
import { addressesOf, type StatementMailbox, startStatementMailbox } from '@test/statement-mailbox';
import { generateStatements } from '@test/statement-runs';
import { type Actor, buildWorld, call, type World } from '@test/world';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The Roof Campaign (Building Fund, 2023-2025, goal $10,000), its pledge statements as of the end
 * of 2024, worked by hand:
 * - Ruth Oyelaran pledged $3,600 over the three years: $1,200 in 2023 and $1,200 in 2024 count,
 *   $2,400 given, $1,200 remaining; her 2025 gift is after the day, her General gift another fund.
 * - John and Mary Smith pledged $1,000 as a household over 2024-2025: John's $600 of 2024 counts,
 *   $400 remains; Mary's 2025 gifts are after the day. Their statement is one, to both.
 * - Ann Lee's pledge starts in June 2025: no statement as of 2024.
 * The campaign had received $3,000 by then, and $4,600 was promised in two pledges.
 */
const GIVING = [
  'Gift ID,First Name,Last Name,Email,Street Address,City,State,Zip,Amount,Date,Fund',
  'R0,Ruth,Oyelaran,ruth@example.org,4 Hill Road,Dayton,OH,45402,100.00,2022-12-31,Building Fund',
  'R1,Ruth,Oyelaran,,,,,,1200.00,2023-06-30,Building Fund',
  'R2,Ruth,Oyelaran,,,,,,1200.00,2024-06-30,Building Fund',
  'R3,Ruth,Oyelaran,,,,,,1000.00,2025-06-30,Building Fund',
  'R4,Ruth,Oyelaran,,,,,,75.00,2024-05-01,General',
  'J1,John,Smith,john@example.org,12 Elm Street,Springfield,IL,62704,600.00,2024-03-01,Building Fund',
  'M1,Mary,Smith,mary@example.org,,,,,500.00,2025-02-01,Building Fund',
  'A1,Ann,Lee,ann@example.org,,,,,200.00,2025-07-01,Building Fund',
].join('\n');

const SETTINGS = {
  legalName: 'Grace Church',
  ein: '12-3456789',
  address: '100 Church Lane',
  phone: '',
  website: '',
  signerName: '',
  signerTitle: '',
  message: 'The year-end message, not a pledge letter.',
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let other: World;
let mailbox: StatementMailbox;
const donors: Record<string, string> = {};
let roofId: string;
let emptyId: string;

const send = (actor: Actor, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  call(t.app, method, url, { cookie: actor.cookie, payload });
const get = (actor: Actor, url: string) => call(t.app, 'GET', url, { cookie: actor.cookie });

const generate = () => generateStatements(t.app);

async function campaign(name: string, fundId: string) {
  const made = await send(w.admin, 'POST', '/api/giving/campaigns', {
    name,
    description: null,
    fundIds: [fundId],
    startDate: '2023-01-01',
    endDate: '2025-12-31',
    goalCents: 1_000_000,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
}

beforeAll(async () => {
  mailbox = await startStatementMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
  w = await buildWorld(t.app, 'pledge-statements');
  other = await buildWorld(t.app, 'pledge-statements-other');
  await importDonorFile(t.app, w.admin, 'giving.csv', GIVING);
  for (const d of (await get(w.admin, '/api/donors?pageSize=50')).json().items) donors[d.firstName] = d.id;
  const joined = await send(w.admin, 'POST', `/api/donors/${donors.John}/household`, {
    donorId: donors.Mary,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const funds = (await get(w.admin, '/api/giving/funds')).json().items as { id: string; name: string }[];
  const building = (funds.find((f) => f.name === 'Building Fund') as { id: string }).id;
  roofId = await campaign('Roof Campaign', building);
  emptyId = await campaign('Organ Fund', building);
  for (const [giver, values] of [
    [
      { donorId: donors.Ruth },
      { amountCents: 360_000, frequency: 'monthly', startDate: '2023-01-01', endDate: '2025-12-31' },
    ],
    [
      { householdId: joined.json().id },
      { amountCents: 100_000, frequency: 'yearly', startDate: '2024-01-01', endDate: '2025-12-31' },
    ],
    [
      { donorId: donors.Ann },
      { amountCents: 50_000, frequency: 'one-time', startDate: '2025-06-01', endDate: '2025-12-31' },
    ],
  ] as const) {
    const pledged = await send(w.admin, 'POST', `/api/giving/campaigns/${roofId}/pledges`, {
      ...giver,
      ...values,
    });
    expect(pledged.statusCode, pledged.body).toBe(201);
  }
}, 90_000);
afterAll(async () => {
  await t.close();
  await mailbox.stop();
});

const LETTER = 'Dear friend, thank you for your pledge to {campaign} at {organization}, read as of {asOf}.';

describe('pledge statements of a campaign', () => {
  let runId: string;

  it('are refused until the statement settings are saved', async () => {
    const refused = await send(w.admin, 'POST', '/api/statements/pledge-runs', {
      campaignId: roofId,
      asOf: '2024-12-31',
      letter: LETTER,
    });
    expect(refused.statusCode).toBe(409);
    expect((await get(w.admin, '/api/statements/runs')).json().items).toEqual([]);
    expect((await send(w.admin, 'PUT', '/api/statements/settings', SETTINGS)).statusCode).toBe(200);
  });

  it('make one statement per pledge started by the day, each with the gifts towards it up to then', async () => {
    const created = await send(w.admin, 'POST', '/api/statements/pledge-runs', {
      campaignId: roofId,
      asOf: '2024-12-31',
      letter: LETTER,
    });
    expect(created.statusCode, created.body).toBe(202);
    const run = created.json();
    runId = run.id;
    expect(run).toMatchObject({
      period: { start: '2023-01-01', end: '2024-12-31' },
      donorCount: 2,
      pledges: { campaignId: roofId, campaignName: 'Roof Campaign', asOf: '2024-12-31', letter: LETTER },
    });
    await generate();
    const recipients = (await get(w.admin, `/api/statements/runs/${runId}/recipients`)).json().items as {
      donorId: string;
      donorName: string;
      totalCents: number;
    }[];
    expect(recipients.map((r) => r.donorName).sort()).toEqual(['John and Mary Smith', 'Ruth Oyelaran']);

    const ruth = await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients/${donors.Ruth}/pdf`, {
      cookie: w.admin.cookie,
    });
    expect(ruth.statusCode).toBe(200);
    const text = await pdfText(ruth.rawPayload);
    expect(text).toContain('Pledge Statement: Roof Campaign');
    expect(text).toContain('January 1, 2023 – December 31, 2024');
    expect(text).toContain('Jun 30, 2023 Building Fund $1,200.00');
    expect(text).toContain('Jun 30, 2024 Building Fund $1,200.00');
    expect(text).toContain('Total contributions: $2,400.00');
    // Before the campaign, after the day, to another fund: none of them.
    expect(text).not.toContain('$100.00');
    expect(text).not.toContain('$1,000.00');
    expect(text).not.toContain('$75.00');
    expect(text).toContain('Roof Campaign $3,600.00 $2,400.00 $2,400.00 $1,200.00');
    expect(text).toContain(
      'Dear friend, thank you for your pledge to Roof Campaign at Grace Church, read as of December 31, 2024.',
    );
    expect(text).toContain(
      'As of December 31, 2024, Roof Campaign has received $3,000.00 towards its goal of $10,000.00 (30.0%), and $4,600.00 has been promised in 2 pledges.',
    );
    expect(text).not.toContain('The year-end message');

    const household = recipients.find((r) => r.donorName === 'John and Mary Smith') as { donorId: string };
    const smiths = await pdfText(
      (
        await call(t.app, 'GET', `/api/statements/runs/${runId}/recipients/${household.donorId}/pdf`, {
          cookie: w.admin.cookie,
        })
      ).rawPayload,
    );
    expect(smiths).toContain('Mar 1, 2024 John Building Fund $600.00');
    expect(smiths).toContain('Roof Campaign $1,000.00 $600.00 $600.00 $400.00');
    expect(smiths).not.toContain('$500.00');
  });

  it('are emailed as a pledge statement, the household’s to each of its members', async () => {
    const before = mailbox.received.length;
    const sent = await send(w.admin, 'POST', `/api/statements/runs/${runId}/email`);
    expect(sent.json()).toMatchObject({ queued: 3, noEmail: 0, failed: 0 });
    await mailbox.waitFor(before + 3);
    const mails = mailbox.received.slice(before);
    expect(mails.map((mail) => addressesOf(mail).join()).sort()).toEqual([
      'john@example.org',
      'mary@example.org',
      'ruth@example.org',
    ]);
    const ruth = mails.find((mail) => addressesOf(mail).join() === 'ruth@example.org') as ParsedMail;
    expect(ruth.subject).toBe('Your pledge to Roof Campaign: Grace Church');
    expect(ruth.text).toContain(
      'Attached is the statement of your pledge to Roof Campaign, as of December 31, 2024:',
    );
    expect(ruth.attachments[0]?.filename).toBe(
      'Pledge Statement Roof Campaign 2024-12-31 - Ruth Oyelaran.pdf',
    );
  });

  it('refuses a day before the campaign, a campaign without pledges, a blank letter and another organisation', async () => {
    const cases: [Actor, object, number, string][] = [
      [
        w.admin,
        { campaignId: roofId, asOf: '2022-12-31', letter: LETTER },
        400,
        "The date must be on or after the campaign's start (January 1, 2023).",
      ],
      [
        w.admin,
        { campaignId: emptyId, asOf: '2024-12-31', letter: DEFAULT_PLEDGE_LETTER },
        400,
        'Organ Fund has no pledge running by December 31, 2024: there are no statements to make',
      ],
      [w.admin, { campaignId: roofId, asOf: '2024-12-31', letter: '   ' }, 400, 'The letter is required'],
      [
        w.admin,
        { campaignId: roofId, asOf: '2024-02-30', letter: LETTER },
        400,
        'The date must be a real date, as YYYY-MM-DD',
      ],
    ];
    for (const [actor, payload, status, message] of cases) {
      const refused = await send(actor, 'POST', '/api/statements/pledge-runs', payload);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().error.message).toBe(message);
    }
    expect((await send(other.admin, 'PUT', '/api/statements/settings', SETTINGS)).statusCode).toBe(200);
    const elsewhere = await send(other.admin, 'POST', '/api/statements/pledge-runs', {
      campaignId: roofId,
      asOf: '2024-12-31',
      letter: LETTER,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await get(w.admin, '/api/statements/runs')).json().items).toHaveLength(1);
  });
});
