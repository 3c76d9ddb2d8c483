import { createTestDatabase, type TestDatabase } from '@test/database';
import { documentRow } from '@test/two-organisations';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from './client';
import { openPostgres, queryRows } from './client';
import {
  auditLog,
  documents,
  documentTexts,
  invitations,
  memberships,
  organizations,
  outbox,
  users,
} from './schema';
import { type TenantContext, withTenant } from './tenant';

let database: TestDatabase;
let orgA: string;
let orgB: string;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [user] = await db.insert(users).values({ email: 'a@example.org', passwordHash: 'x' }).returning();
  userId = user?.id as string;
  const inserted = await db
    .insert(organizations)
    .values([{ name: 'Org A' }, { name: 'Org B' }])
    .returning({ id: organizations.id });
  orgA = inserted[0]?.id as string;
  orgB = inserted[1]?.id as string;
  await db
    .insert(documents)
    .values([documentRow(orgA, 'a1.txt'), documentRow(orgA, 'a2.txt'), documentRow(orgB, 'b1.txt')]);
});
afterAll(() => database.destroy());

describe('row-level security (the second wall behind every scoped query)', () => {
  it('shows a transaction only its own organisation’s rows, even with no where clause', async () => {
    const seenByA = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx.select({ name: documents.name }).from(documents),
    );
    const seenByB = await withTenant(database.db, { userId, organizationId: orgB }, (tx) =>
      tx.select({ name: documents.name }).from(documents),
    );
    expect(seenByA.map((d) => d.name).sort()).toEqual(['a1.txt', 'a2.txt']);
    expect(seenByB.map((d) => d.name)).toEqual(['b1.txt']);
    const organizationsSeenByA = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx.select({ name: organizations.name }).from(organizations),
    );
    expect(organizationsSeenByA).toEqual([{ name: 'Org A' }]);
  });

  it('refuses to write a row into another organisation', async () => {
    await expect(
      withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
        tx.insert(documents).values(documentRow(orgB, 'smuggled.txt')),
      ),
    ).rejects.toThrow();
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(sql`${documents.name} = 'smuggled.txt'`);
    expect(count?.n).toBe(0);
  });

  it('cannot update or delete another organisation’s rows', async () => {
    const updated = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx
        .update(documents)
        .set({ name: 'renamed' })
        .where(sql`${documents.organizationId} = ${orgB}`)
        .returning(),
    );
    const deleted = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx.delete(documents).where(sql`${documents.organizationId} = ${orgB}`).returning(),
    );
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    const [b1] = await database.db.select().from(documents).where(sql`${documents.organizationId} = ${orgB}`);
    expect(b1?.name).toBe('b1.txt');
  });

  it('ends the role switch with the transaction', async () => {
    await withTenant(database.db, { userId, organizationId: orgA }, async () => {});
    const [row] = await queryRows<{ role: string }>(database.db, sql`select current_user as role`);
    expect(row?.role).not.toBe('steward_app');
  });

  it('refuses an organisation or user that is not a uuid, before anything reaches the database', async () => {
    // On PostgreSQL the settings are literals in one simple-protocol message with BEGIN.
    const smuggled = `${orgA}', true), set_config('role', 'postgres', true), ('`;
    const work = async () => 'ran';
    await expect(withTenant(database.db, { userId, organizationId: smuggled }, work)).rejects.toThrow(
      'must be uuids',
    );
    await expect(withTenant(database.db, { userId: smuggled, organizationId: orgA }, work)).rejects.toThrow(
      'must be uuids',
    );
  });

  it('rolls back a failed transaction and leaves its connection usable', async () => {
    await expect(
      withTenant(database.db, { userId, organizationId: orgA }, async (tx) => {
        await tx.insert(documents).values(documentRow(orgA, 'rolled-back.txt'));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    const names = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx.select({ name: documents.name }).from(documents),
    );
    expect(names.map((d) => d.name).sort()).toEqual(['a1.txt', 'a2.txt']);
  });

  it('leaves no tenant behind on a connection used by two organisations in turn', async () => {
    // One connection for everything: PGlite has only one; on PostgreSQL a pool of one.
    const single = database.pool
      ? await openPostgres(database.pool.options.connectionString ?? '', { max: 1 })
      : database;
    try {
      const seen = (organizationId: string, fail: boolean) =>
        withTenant(single.db, { userId, organizationId }, async (tx) => {
          const names = (await tx.select({ name: documents.name }).from(documents)).map((row) => row.name);
          const [setting] = await queryRows<{ org: string }>(
            tx,
            sql`select current_setting('app.organization_id') as org`,
          );
          if (fail) throw new Error('rolled back');
          return { org: setting?.org, names: names.sort() };
        }).catch((error: Error) => error.message);
      // Interleaved and queued on the one connection: A, B, A failing, B, A...
      const runs = await Promise.all(
        Array.from({ length: 12 }, (_, i) => seen(i % 2 === 0 ? orgA : orgB, i % 4 === 2)),
      );
      runs.forEach((run, i) => {
        if (i % 4 === 2) expect(run).toBe('rolled back');
        else if (i % 2 === 0) expect(run).toEqual({ org: orgA, names: ['a1.txt', 'a2.txt'] });
        else expect(run).toEqual({ org: orgB, names: ['b1.txt'] });
      });
      // Outside a transaction the connection has no organisation, no user and its own role again,
      // so a query that forgets withTenant sees no tenant's rows through the policies.
      const [after] = await queryRows<{ org: string | null; member: string | null; role: string }>(
        single.db,
        sql`select current_setting('app.organization_id', true) as org,
          current_setting('app.user_id', true) as member, current_user as role`,
      );
      expect(after?.org || null).toBeNull();
      expect(after?.member || null).toBeNull();
      expect(after?.role).not.toBe('steward_app');
    } finally {
      if (single !== database) await single.close();
    }
  });

  it('cannot read sessions or password hashes, even by a query that asks for them', async () => {
    const context = { userId, organizationId: orgA };
    // drizzle wraps the driver's error; PostgreSQL's own message is its cause.
    const denied = { cause: { message: expect.stringMatching(/permission denied/) } };
    await expect(
      withTenant(database.db, context, (tx) => tx.select({ hash: users.passwordHash }).from(users)),
    ).rejects.toMatchObject(denied);
    await expect(
      withTenant(database.db, context, (tx) => queryRows(tx, sql`select * from sessions`)),
    ).rejects.toMatchObject(denied);
    const names = await withTenant(database.db, context, (tx) =>
      tx.select({ email: users.email }).from(users),
    );
    expect(names).toEqual([{ email: 'a@example.org' }]);
  });
});

/** PostgreSQL's own message, which drizzle keeps as the cause of its error. */
const failsWith = (pattern: RegExp) => ({ cause: { message: expect.stringMatching(pattern) } });
const RLS_VIOLATION = /new row violates row-level security policy/;
const PERMISSION_DENIED = /permission denied/;

/** A rolled-back transaction whose work succeeded up to the deliberate throw. */
const ROLLBACK = new Error('deliberate rollback');

/**
 * The organisation-scoped tables added with accounts, invitations, audit and mail. Each row is
 * told apart by a tag (the invited email, the audit target, the email subject).
 */
const tenantTables = [
  {
    name: 'invitations',
    insert: (tx: Tx, organizationId: string, tag: string) =>
      tx.insert(invitations).values({
        organizationId,
        email: tag,
        role: 'user',
        tokenHash: `hash-${tag}`,
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    tags: async (db: Tx | TestDatabase['db'], organizationId?: string) =>
      (
        await db
          .select({ tag: invitations.email })
          .from(invitations)
          .where(organizationId ? sql`${invitations.organizationId} = ${organizationId}` : undefined)
      ).map((row) => row.tag),
  },
  {
    name: 'audit_log',
    insert: (tx: Tx, organizationId: string, tag: string) =>
      tx.insert(auditLog).values({ organizationId, action: 'invitation_sent', target: tag }),
    tags: async (db: Tx | TestDatabase['db'], organizationId?: string) =>
      (
        await db
          .select({ tag: auditLog.target })
          .from(auditLog)
          .where(organizationId ? sql`${auditLog.organizationId} = ${organizationId}` : undefined)
      ).map((row) => row.tag),
  },
  {
    name: 'outbox',
    insert: (tx: Tx, organizationId: string, tag: string) =>
      tx.insert(outbox).values({
        organizationId,
        recipients: ['someone@example.org'],
        subject: tag,
        textBody: 'body',
        status: 'local',
      }),
    tags: async (db: Tx | TestDatabase['db'], organizationId?: string) =>
      (
        await db
          .select({ tag: outbox.subject })
          .from(outbox)
          .where(organizationId ? sql`${outbox.organizationId} = ${organizationId}` : undefined)
      ).map((row) => row.tag),
  },
] as const;

describe('row-level security on invitations, audit log and outbox', () => {
  beforeAll(async () => {
    // Written as the owner (no RLS), one row per organisation and table.
    await database.db.transaction(async (tx) => {
      for (const table of tenantTables) {
        await table.insert(tx, orgA, `a-${table.name}@example.org`);
        await table.insert(tx, orgB, `b-${table.name}@example.org`);
      }
    });
  });

  it.each(tenantTables)('$name: a transaction sees only its own organisation’s rows', async (table) => {
    const seenByA = await withTenant(database.db, { userId, organizationId: orgA }, (tx) => table.tags(tx));
    const seenByB = await withTenant(database.db, { userId, organizationId: orgB }, (tx) => table.tags(tx));
    expect(seenByA).toEqual([`a-${table.name}@example.org`]);
    expect(seenByB).toEqual([`b-${table.name}@example.org`]);
    // Asking for B's rows by name from A's transaction finds nothing.
    const askedForB = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      table.tags(tx, orgB),
    );
    expect(askedForB).toEqual([]);
  });

  it.each(tenantTables)('$name: refuses to insert a row into another organisation', async (table) => {
    const tag = `smuggled-${table.name}@example.org`;
    await expect(
      withTenant(database.db, { userId, organizationId: orgA }, (tx) => table.insert(tx, orgB, tag)),
    ).rejects.toMatchObject(failsWith(RLS_VIOLATION));
    expect(await table.tags(database.db)).not.toContain(tag);
    // The same insert into its own organisation is allowed: the refusal is the policy's.
    await expect(
      withTenant(database.db, { userId, organizationId: orgA }, async (tx) => {
        await table.insert(tx, orgA, `own-${table.name}@example.org`);
        throw ROLLBACK;
      }),
    ).rejects.toBe(ROLLBACK);
  });

  it.each(['invitations', 'outbox'])(
    '%s: cannot change or delete another organisation’s rows, nor move its own there',
    async (name) => {
      const table = sql.identifier(name);
      const context = { userId, organizationId: orgA };
      const updated = await withTenant(database.db, context, (tx) =>
        queryRows(
          tx,
          sql`update ${table} set created_at = now() where organization_id = ${orgB} returning id`,
        ),
      );
      const deleted = await withTenant(database.db, context, (tx) =>
        queryRows(tx, sql`delete from ${table} where organization_id = ${orgB} returning id`),
      );
      expect(updated).toEqual([]);
      expect(deleted).toEqual([]);
      await expect(
        withTenant(database.db, context, (tx) =>
          tx.execute(sql`update ${table} set organization_id = ${orgB} where organization_id = ${orgA}`),
        ),
      ).rejects.toMatchObject(failsWith(RLS_VIOLATION));
      const [counts] = await queryRows<{ a: number; b: number }>(
        database.db,
        sql`select count(*) filter (where organization_id = ${orgA})::int as a,
                   count(*) filter (where organization_id = ${orgB})::int as b from ${table}`,
      );
      expect(counts).toEqual({ a: 1, b: 1 });
    },
  );
});

describe('who can see whom in the users table', () => {
  let teamA: string;
  let teamB: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Organisations of their own, so that Org A above keeps no members.
    const teams = await database.db
      .insert(organizations)
      .values([{ name: 'Team A' }, { name: 'Team B' }])
      .returning({ id: organizations.id });
    teamA = teams[0]?.id as string;
    teamB = teams[1]?.id as string;
    const people = await database.db
      .insert(users)
      .values(
        ['alice', 'anna', 'bob', 'loner'].map((name) => ({
          email: `${name}@team.example.org`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const person of people) ids[person.email.split('@')[0] as string] = person.id;
    await database.db.insert(memberships).values([
      { organizationId: teamA, userId: ids.alice as string, role: 'master_admin' },
      { organizationId: teamA, userId: ids.anna as string, role: 'user' },
      { organizationId: teamB, userId: ids.bob as string, role: 'master_admin' },
    ]);
  });

  async function emailsSeen(user: string, organizationId: string, where?: ReturnType<typeof sql>) {
    const rows = await withTenant(database.db, { userId: ids[user] as string, organizationId }, (tx) =>
      tx.select({ email: users.email }).from(users).where(where),
    );
    return rows.map((row) => row.email).sort();
  }

  it('shows the members of the current organisation and nobody from another', async () => {
    expect(await emailsSeen('alice', teamA)).toEqual(['alice@team.example.org', 'anna@team.example.org']);
    expect(await emailsSeen('bob', teamB)).toEqual(['bob@team.example.org']);
  });

  it('finds nothing when asked for a user of another organisation by id', async () => {
    expect(await emailsSeen('alice', teamA, inArray(users.id, [ids.bob as string]))).toEqual([]);
    expect(await emailsSeen('bob', teamB, inArray(users.id, [ids.alice as string]))).toEqual([]);
  });

  it('shows the current user even before they belong to the organisation', async () => {
    expect(await emailsSeen('loner', teamA)).toEqual([
      'alice@team.example.org',
      'anna@team.example.org',
      'loner@team.example.org',
    ]);
    expect(await emailsSeen('loner', teamB)).toEqual(['bob@team.example.org', 'loner@team.example.org']);
  });
});

describe('privileges of the steward_app role', () => {
  it.each([
    'select * from sessions',
    "insert into sessions (id, user_id, expires_at) values ('s', gen_random_uuid(), now())",
    'delete from sessions',
    'select * from throttle_events',
    "insert into throttle_events (bucket, key) values ('sign-in', 'someone')",
    'delete from throttle_events',
    'select password_hash from users',
    'select * from users',
    "update users set password_hash = 'x'",
    "insert into users (email, password_hash) values ('new@example.org', 'x')",
    "update audit_log set detail = 'rewritten'",
    'delete from audit_log',
    'truncate audit_log',
  ])('is refused: %s', async (statement) => {
    await expect(
      withTenant(database.db, { userId, organizationId: orgA }, (tx) => tx.execute(sql.raw(statement))),
    ).rejects.toMatchObject(failsWith(PERMISSION_DENIED));
  });

  it('can append to the audit log and read it back, but not rewrite or delete the entry', async () => {
    const context = { userId, organizationId: orgB };
    const [entry] = await withTenant(database.db, context, (tx) =>
      tx
        .insert(auditLog)
        .values({ organizationId: orgB, actorId: userId, action: 'role_changed', target: 'append-only' })
        .returning({ id: auditLog.id }),
    );
    const id = entry?.id as string;
    const readBack = await withTenant(database.db, context, (tx) =>
      tx
        .select({ target: auditLog.target })
        .from(auditLog)
        .where(inArray(auditLog.id, [id])),
    );
    expect(readBack).toEqual([{ target: 'append-only' }]);

    await expect(
      withTenant(database.db, context, (tx) =>
        tx
          .update(auditLog)
          .set({ target: 'rewritten' })
          .where(inArray(auditLog.id, [id])),
      ),
    ).rejects.toMatchObject(failsWith(PERMISSION_DENIED));
    await expect(
      withTenant(database.db, context, (tx) => tx.delete(auditLog).where(inArray(auditLog.id, [id]))),
    ).rejects.toMatchObject(failsWith(PERMISSION_DENIED));
    const [kept] = await database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.id, [id]));
    expect(kept?.target).toBe('append-only');
    // Tidy up as the owner, so the per-organisation counts above stay exact.
    await database.db.delete(auditLog).where(inArray(auditLog.id, [id]));
  });
});

describe('Donor Data documents: fundraising data, seen only with fundraising access (spec 001 §6)', () => {
  let orgD: string;
  const as = (role: TenantContext['role']): TenantContext => ({ userId, organizationId: orgD, role });

  beforeAll(async () => {
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Org D' })
      .returning({ id: organizations.id });
    orgD = organization?.id as string;
    // Written as the owner; the insert trigger queues each document's text row.
    await database.db
      .insert(documents)
      .values([documentRow(orgD, 'notes.txt'), documentRow(orgD, 'gifts.csv', 'Donor Data')]);
  });

  /** The names of the documents, and of the documents whose text rows, the transaction sees. */
  async function seen(context: TenantContext) {
    return withTenant(database.db, context, async (tx) => ({
      documents: (await tx.select({ name: documents.name }).from(documents)).map((row) => row.name).sort(),
      texts: (
        await queryRows<{ name: string }>(
          tx,
          sql`select (select name from documents where id = t.document_id) as name from ${documentTexts} t`,
        )
      )
        .map((row) => row.name)
        .sort(),
    }));
  }

  it('hides Donor Data documents and their text without fundraising access, even with no where clause', async () => {
    const hidden = { documents: ['notes.txt'], texts: ['notes.txt'] };
    expect(await seen(as('user'))).toEqual(hidden);
    // The server's own jobs name no role: they see no donor data either.
    expect(await seen({ userId, organizationId: orgD })).toEqual(hidden);
    const everything = { documents: ['gifts.csv', 'notes.txt'], texts: ['gifts.csv', 'notes.txt'] };
    expect(await seen(as('admin'))).toEqual(everything);
    expect(await seen(as('master_admin'))).toEqual(everything);
  });

  it('refuses to file a document under Donor Data, or move one into or out of it, without fundraising access', async () => {
    await expect(
      withTenant(database.db, as('user'), (tx) =>
        tx.insert(documents).values(documentRow(orgD, 'smuggled.csv', 'Donor Data')),
      ),
    ).rejects.toMatchObject(failsWith(RLS_VIOLATION));
    await expect(
      withTenant(database.db, as('user'), (tx) =>
        tx.update(documents).set({ category: 'Donor Data' }).where(sql`${documents.name} = 'notes.txt'`),
      ),
    ).rejects.toMatchObject(failsWith(RLS_VIOLATION));
    const movedOut = await withTenant(database.db, as('user'), (tx) =>
      tx
        .update(documents)
        .set({ category: 'Other' })
        .where(sql`${documents.category} = 'Donor Data'`)
        .returning({ name: documents.name }),
    );
    expect(movedOut).toEqual([]);
    const rows = await database.db
      .select({ name: documents.name, category: documents.category })
      .from(documents)
      .where(sql`${documents.organizationId} = ${orgD}`);
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'gifts.csv', category: 'Donor Data' },
      { name: 'notes.txt', category: 'Other' },
    ]);
    // An admin may: the refusals are the policy's.
    await expect(
      withTenant(database.db, as('admin'), async (tx) => {
        await tx.insert(documents).values(documentRow(orgD, 'more-gifts.csv', 'Donor Data'));
        await tx
          .update(documents)
          .set({ category: 'Donor Data' })
          .where(sql`${documents.name} = 'notes.txt'`);
        throw ROLLBACK;
      }),
    ).rejects.toBe(ROLLBACK);
  });
});
