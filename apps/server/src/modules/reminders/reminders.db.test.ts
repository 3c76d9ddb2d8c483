import { addDays, isoDay } from '@steward/domain';
import { createTestApp } from '@test/app';
import { buildWorld, call, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { sendReminderDigests } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
const today = isoDay(new Date());
const at = (days: number) => new Date(Date.parse(`${addDays(today, days)}T12:00:00Z`));

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'remind');
  const docs: [string, number | null][] = [
    ['Old Lease.pdf', -3],
    ['Insurance.pdf', 5],
    ['Permit.pdf', 20],
    ['Contract.pdf', 60],
    ['Handbook.pdf', null],
  ];
  for (const [name, days] of docs) {
    await upload(
      t.app,
      w.master,
      { filename: name.replace('.pdf', '.txt'), content: name },
      { category: 'Legal', ...(days === null ? {} : { expiryDate: addDays(today, days) }) },
    );
  }
  // Donor Data is fundraising data, which the admins the digest goes to may see.
  await upload(
    t.app,
    w.master,
    { filename: 'Pledges.csv', content: 'Name,Amount\nAnn,5\n' },
    { category: 'Donor Data', expiryDate: addDays(today, 25) },
  );
  // Organisation B has a document due too, but its digest must never reach A's admins.
  await upload(
    t.app,
    w.otherMaster,
    { filename: 'Theirs.txt', content: 'b' },
    { category: 'Legal', expiryDate: addDays(today, 2) },
  );
}, 60_000);
afterAll(() => t.close());

async function digestsOf(organizationId: string, subject = '%to renew%') {
  return queryRows<{ recipients: string[]; subject: string; text_body: string }>(
    t.database.db,
    sql`select recipients, subject, text_body from outbox
        where organization_id = ${organizationId} and subject like ${subject} order by created_at`,
  );
}

function run(now: Date) {
  return sendReminderDigests(t.database.db, t.app.mailer, { now, origin: 'https://steward.example.org' });
}

describe('renewal reminder digest', () => {
  it('emails each organisation’s active admins once, grouped by threshold', async () => {
    expect(await run(at(0))).toBe(2);
    const [digest, ...more] = await digestsOf(w.organizationA);
    expect(more).toHaveLength(0);
    expect(digest?.recipients.sort()).toEqual([w.admin.email, w.master.email].sort());
    expect(digest?.subject).toBe('4 documents to renew at Organisation A');
    const text = digest?.text_body ?? '';
    expect(text).toMatch(/Overdue:\n- Old Lease\.txt \(Legal\)/);
    expect(text).toMatch(/Expiring within 7 days:\n- Insurance\.txt/);
    expect(text).toMatch(
      /Expiring within 30 days:\n- Permit\.txt \(Legal\).*\n- Pledges\.csv \(Donor Data\)/,
    );
    expect(text).not.toContain('Contract.txt');
    expect(text).not.toContain('Theirs.txt');
    expect(text).toContain('https://steward.example.org/documents');
  });

  it('sends nothing more the same day, nor the next day when nothing new is due', async () => {
    expect(await run(at(0))).toBe(0);
    expect(await run(at(1))).toBe(0);
    expect(await digestsOf(w.organizationA)).toHaveLength(1);
  });

  it('reminds a document again only when it reaches the next threshold', async () => {
    // 14 days on: Insurance is now overdue, Permit within 7 days; Contract not yet within 30.
    expect(await run(at(14))).toBe(2);
    const digests = await digestsOf(w.organizationA);
    expect(digests).toHaveLength(2);
    const text = digests[1]?.text_body ?? '';
    expect(text).toMatch(/Overdue:\n- Insurance\.txt/);
    expect(text).toMatch(/Expiring within 7 days:\n- Permit\.txt/);
    expect(text).not.toContain('Old Lease.txt');
  });

  it('sends one digest per organisation when several processes run it at once', async () => {
    const results = await Promise.all([run(at(40)), run(at(40)), run(at(40))]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const digests = await digestsOf(w.organizationA);
    expect(digests).toHaveLength(3);
    expect(digests[2]?.text_body).toMatch(/Expiring within 30 days:\n- Contract\.txt/);
  });
});

describe('corporate filing in the digest', () => {
  it('mentions a filing that became due soon, once, even on a day without documents', async () => {
    const saved = await call(t.app, 'PUT', '/api/corporate-status', {
      cookie: w.master.cookie,
      payload: {
        entityName: 'Organisation A',
        entityType: 'Non-Profit Corporation',
        status: 'Active',
        nextDueDate: addDays(today, 70),
        annualReportStatus: 'Due Soon',
      },
    });
    expect(saved.statusCode).toBe(200);
    // Day 50: the filing (due on day 70) is within 30 days; no document reaches a new threshold.
    expect(await run(at(50))).toBe(1);
    const digests = await digestsOf(w.organizationA, 'Corporate filing%');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text_body).toContain(
      `Corporate filing: Filing Due Soon The next filing is due ${addDays(today, 70)}.`,
    );
    expect(digests[0]?.text_body).toContain('https://steward.example.org/operations/legal');
    expect(await run(at(51))).toBe(0);
    // Past the due date it is reminded once more, as overdue, in that day's digest.
    expect(await run(at(71))).toBe(1);
    const all = await digestsOf(w.organizationA, '%');
    expect(all.at(-1)?.text_body).toContain('Corporate filing: Filing Overdue!');
  });
});
