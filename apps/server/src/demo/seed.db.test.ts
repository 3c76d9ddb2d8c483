import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { quickbooksAccountProblem, UPLOAD_CATEGORIES, xeroAccountCodeProblem } from '@steward/domain';
import { createTestDatabase, type TestDatabase } from '@test/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, invitations, memberships, organizations } from '@/db/schema';
import { withTenant } from '@/db/tenant';
import { campaignPledges } from '@/modules/campaigns/service/pledges';
import { verifyPassword } from '@/platform/passwords';
import { LocalDiskStorage } from '@/platform/storage/local-disk';
import { seedDemoData } from './seed';

const dataDir = mkdtempSync(join(tmpdir(), 'steward-seed-'));
const storage = new LocalDiskStorage(dataDir);
const now = new Date('2026-11-22T12:00:00Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('creates one organisation with the demo master admin, admins and users', async () => {
    expect(await seedDemoData(database, storage, now)).toBe(true);
    const orgs = await database.db.select().from(organizations);
    expect(orgs.map((o) => o.name)).toEqual(['Grace Community Church']);
    const members = await database.db.select().from(memberships);
    const roles = members.map((m) => m.role);
    expect(roles.filter((r) => r === 'master_admin')).toHaveLength(1);
    expect(roles.filter((r) => r === 'admin').length).toBeGreaterThanOrEqual(2);
    expect(roles.filter((r) => r === 'user').length).toBeGreaterThanOrEqual(2);
    const demo = await database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'demo@example.org'),
    });
    expect(demo && (await verifyPassword(demo.passwordHash, 'demo1234'))).toBe(true);
    const demoMembership = members.find((m) => m.userId === demo?.id);
    expect(demoMembership?.role).toBe('master_admin');
  });

  it('leaves one invitation pending, still inside its 7 days', async () => {
    const pending = await database.db.select().from(invitations);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.acceptedAt).toBeNull();
    expect(pending[0]?.expiresAt.getTime()).toBeGreaterThan(now.getTime());
  });

  it('adds about forty documents across the categories (Donor Data too): overdue, expiring within 30 days, and without expiry', async () => {
    const rows = await database.db.select().from(documents);
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(rows.length).toBeLessThanOrEqual(45);
    expect(new Set(rows.map((d) => d.category))).toEqual(new Set(UPLOAD_CATEGORIES));
    const today = '2026-11-22';
    const in30 = '2026-12-22';
    const overdue = rows.filter((d) => d.expiryDate !== null && d.expiryDate < today);
    const soon = rows.filter((d) => d.expiryDate !== null && d.expiryDate >= today && d.expiryDate <= in30);
    const none = rows.filter((d) => d.expiryDate === null);
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(soon.length).toBeGreaterThanOrEqual(3);
    expect(none.length).toBeGreaterThanOrEqual(10);
  });

  it('stores real bytes for every document, matching the recorded size and SHA-256', async () => {
    const rows = await database.db.select().from(documents);
    for (const doc of rows) {
      expect(doc.storageKey).not.toContain(doc.name);
      const body = await buffer(await storage.get(doc.storageKey));
      expect(body.length).toBe(doc.sizeBytes);
      expect(createHash('sha256').update(body).digest('hex')).toBe(doc.sha256);
    }
    const pdf = rows.find((d) => d.contentType === 'application/pdf');
    const pdfBytes = await text(await storage.get(pdf?.storageKey as string));
    expect(pdfBytes.startsWith('%PDF-1.4')).toBe(true);
    expect(pdfBytes.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('states in sentences what each PDF is and when it ends, and keeps one as a scan', async () => {
    const rows = await database.db.select().from(documents);
    const insurance = rows.find((d) => d.name === 'Property Insurance Policy.pdf');
    const insuranceText = await text(await storage.get(insurance?.storageKey as string));
    expect(insuranceText).toMatch(/Policy period: \w+ \d+, \d{4} to \w+ \d+, \d{4}\./);
    const scan = rows.find((d) => d.name === 'Fire Extinguisher Inspection.pdf');
    expect(scan?.expiryDate).toBe('2026-07-31');
    const scanBytes = await buffer(await storage.get(scan?.storageKey as string));
    // An image on the page and no text drawn: only OCR can read it.
    expect(scanBytes.includes('/DCTDecode')).toBe(true);
    expect(scanBytes.includes(' Tj')).toBe(false);
    // Every document waits for its text to be read.
    const [queued] = await database.db
      .execute(sql`select count(*)::int as n from document_texts where state = 'waiting'`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(queued?.n).toBe(rows.length);
  });

  it('fills the donor database from a Donor Data giving export, flagged as processed', async () => {
    const [giving] = await database.db
      .select({ processed: documents.isDonorDataProcessed, error: documents.donorDataError })
      .from(documents)
      .where(sql`${documents.category} = 'Donor Data'`);
    expect(giving).toEqual({ processed: true, error: null });
    const [totals] = await database.db
      .execute(sql`
      select count(*)::int as donors, sum(gift_count)::int as gifts,
        count(*) filter (where gift_count = 1)::int as once, count(*) filter (where gift_count >= 7)::int as often,
        min(first_gift)::text as first, max(last_gift)::text as last
      from donors`)
      .then((result) => (result as unknown as { rows: Record<string, number | string>[] }).rows);
    expect(Number(totals?.donors)).toBeGreaterThan(100);
    expect(Number(totals?.gifts)).toBeGreaterThan(2000);
    // Every frequency class is there, and the gifts run up to the day before the demo's "now".
    expect(Number(totals?.once)).toBeGreaterThan(0);
    expect(Number(totals?.often)).toBeGreaterThan(0);
    expect(String(totals?.last) <= '2026-11-22').toBe(true);
    expect(String(totals?.first) >= '2024-05-01').toBe(true);
  });

  it("makes households from the export's household ids, one with a member who files separately", async () => {
    const rows = await database.db
      .execute(sql`
      select h.name, count(*)::int as members, count(*) filter (where not m.gives_jointly)::int as separate
      from households h join household_members m on m.household_id = h.id group by h.id, h.name order by h.name`)
      .then(
        (result) =>
          (result as unknown as { rows: { name: string; members: number; separate: number }[] }).rows,
      );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.find((row) => row.name === 'James, Linda and Patricia Anderson')).toEqual({
      name: 'James, Linda and Patricia Anderson',
      members: 3,
      separate: 1,
    });
    expect(rows.filter((row) => row.separate > 0)).toHaveLength(1);
  });

  it('adds two committed batches and an open one, with cash, checks, a split and an in-kind gift, committed into donations', async () => {
    const batches = await database.db
      .execute(sql`
      select b.status, count(distinct g.id)::int as gifts,
        count(distinct g.id) filter (where g.method = 'cash')::int as cash,
        count(distinct g.id) filter (where g.method = 'check')::int as checks,
        count(distinct g.id) filter (where g.method = 'in_kind')::int as in_kind,
        count(distinct a.gift_id) filter (where a.position = 1)::int as split,
        (select count(*)::int from donations x where x.batch_id = b.id) as donations
      from contribution_batches b
      join batch_gifts g on g.batch_id = b.id
      join batch_gift_allocations a on a.gift_id = g.id
      group by b.id, b.status, b.received_date order by b.received_date`)
      .then((result) => (result as unknown as { rows: Record<string, number | string>[] }).rows);
    expect(batches.map((b) => b.status)).toEqual(['deposited', 'committed', 'open']);
    for (const batch of batches) {
      expect(Number(batch.cash)).toBeGreaterThan(0);
      expect(Number(batch.checks)).toBeGreaterThan(0);
    }
    expect(batches.map((b) => Number(b.split))).toEqual([1, 0, 1]);
    expect(batches.map((b) => Number(b.in_kind))).toEqual([0, 1, 1]);
    // One donation per fund of each gift with a donor and an amount: loose cash and in-kind stay out.
    expect(batches.map((b) => Number(b.donations))).toEqual([5, 2, 0]);
  });

  it('lists each demo fund once, with accounts both accounting imports take, every gift on a fund of the list', async () => {
    const funds = await database.db
      .execute(sql`select name, quickbooks_account, xero_account_code from funds order by name`)
      .then((result) => (result as unknown as { rows: Record<string, string>[] }).rows);
    expect(funds.map((f) => f.name)).toEqual(['Building Fund', 'General Fund', 'Missions', 'Youth']);
    for (const fund of funds) {
      expect(quickbooksAccountProblem(fund.quickbooks_account as string), fund.name).toBeNull();
      expect(xeroAccountCodeProblem(fund.xero_account_code as string), fund.name).toBeNull();
    }
    const unlisted = await database.db
      .execute(sql`
        select fund from donations union select fund from batch_gift_allocations
        union select default_fund from contribution_batches
        except select name from funds`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows);
    expect(unlisted).toEqual([]);
    // A visitor's file without a fund, or naming "General", lands on General Fund too.
    const aliases = await database.db
      .execute(
        sql`select a.alias, f.name from fund_aliases a join funds f on f.id = a.fund_id order by a.alias`,
      )
      .then((result) => (result as unknown as { rows: Record<string, string>[] }).rows);
    expect(aliases).toEqual([
      { alias: '', name: 'General Fund' },
      { alias: 'general', name: 'General Fund' },
    ]);
  });

  it('runs a roof campaign with a goal and thirty pledges: households among them, fulfilled, on track, behind and not started', async () => {
    const [campaign] = await database.db
      .execute(sql`select c.id, c.name, c.goal_cents, c.organization_id, c.start_date::text as start_date,
          (select array_agg(f.name) from campaign_funds cf join funds f on f.id = cf.fund_id where cf.campaign_id = c.id) as funds
        from campaigns c`)
      .then((result) => (result as unknown as { rows: Record<string, string>[] }).rows);
    expect(campaign).toMatchObject({
      name: 'Roof Campaign 2026',
      start_date: '2026-01-01',
      funds: ['Building Fund'],
    });
    expect(Number(campaign?.goal_cents)).toBeGreaterThan(0);
    const member = {
      organizationId: campaign?.organization_id as string,
      userId: randomUUID(),
      role: 'master_admin',
      isCounter: false,
      email: 'demo@example.org',
      ipAddress: null,
    } as const;
    // Read as of the seed's day, so the states do not depend on the day the test runs.
    const pledges = await withTenant(database.db, member, (tx) =>
      campaignPledges(tx, member.organizationId, campaign?.id as string, '2026-11-22'),
    );
    expect(pledges).toHaveLength(30);
    expect(pledges.some((p) => p.pledger.kind === 'household')).toBe(true);
    expect(new Set(pledges.map((p) => p.standing))).toEqual(
      new Set(['fulfilled', 'on-track', 'behind', 'not-started']),
    );
    expect(pledges.some((p) => p.beyondCents > 0)).toBe(true);
  });

  it('does nothing on the next start, and two starts at once seed only once', async () => {
    const results = await Promise.all([
      seedDemoData(database, storage, now),
      seedDemoData(database, storage, now),
    ]);
    expect(results).toEqual([false, false]);
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(memberships);
    expect(count?.n).toBe(6);
  });
});
