import { createTestDatabase, type TestDatabase, testDriver } from '@test/database';
import { freePort } from '@test/free-port';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryRows } from '@/db/client';
import { organizations, outbox, users } from '@/db/schema';
import { withTenant } from '@/db/tenant';
import { type EmailMessage, Mailer } from './mailer';

/** Mirrors MAX_ATTEMPTS in mailer.ts (not exported). */
const MAX_ATTEMPTS = 5;
const FROM = 'Steward <no-reply@steward.test>';

/** One message as the SMTP server received it: the envelope and the raw text, split. */
interface ReceivedMessage {
  envelopeFrom: string | null;
  envelopeTo: string[];
  headers: Map<string, string>;
  rawHeaders: string;
  body: string;
}

function parseMessage(raw: string): Pick<ReceivedMessage, 'headers' | 'rawHeaders' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const rawHeaders = raw.slice(0, split);
  const headers = new Map<string, string>();
  // Unfold continuation lines (RFC 5322 §2.2.3), then read `Name: value`.
  for (const line of rawHeaders.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, rawHeaders, body: raw.slice(split + 4) };
}

/** The loopback SMTP server's behaviour for the next messages. */
let behaviour: 'accept' | 'reject-recipient' | 'reject-data' | 'reject-bad-recipient' = 'accept';
const received: ReceivedMessage[] = [];
/** RCPT TO commands the server saw (accepted or not): one per recipient per delivery attempt. */
let recipientCommands = 0;

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

const warnings: Record<string, unknown>[] = [];
function recordingLogger(): FastifyBaseLogger {
  const ignore = () => {};
  const logger = {
    level: 'warn',
    fatal: ignore,
    error: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    warn: (fields: Record<string, unknown>) => warnings.push(fields),
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

let database: TestDatabase;
let server: SMTPServer;
let smtpUrl: string;
let local: Mailer;
let smtp: Mailer;
let organizationId: string;
let context: { userId: string; organizationId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'sender@example.org', passwordHash: 'x' })
    .returning({ id: users.id });
  const [organization] = await database.db
    .insert(organizations)
    .values({ name: 'Mail Org' })
    .returning({ id: organizations.id });
  organizationId = organization?.id as string;
  context = { userId: user?.id as string, organizationId };

  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientCommands += 1;
      if (behaviour === 'reject-recipient') return callback(smtpError('Mailbox unavailable', 550));
      if (behaviour === 'reject-bad-recipient' && address.address.startsWith('bad@')) {
        return callback(smtpError('Mailbox unavailable', 550));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (behaviour === 'reject-data') return callback(smtpError('Message content rejected', 554));
        const mailFrom = session.envelope.mailFrom;
        received.push({
          envelopeFrom: mailFrom ? mailFrom.address : null,
          envelopeTo: session.envelope.rcptTo.map((address) => address.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  smtpUrl = `smtp://127.0.0.1:${port}`;
  local = new Mailer(database.db, { smtpUrl: null, from: FROM, log: recordingLogger() });
  smtp = new Mailer(database.db, { smtpUrl, from: FROM, log: recordingLogger() });
});

afterAll(async () => {
  local?.stop();
  smtp?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.destroy();
});

beforeEach(() => {
  behaviour = 'accept';
  received.length = 0;
  recipientCommands = 0;
  warnings.length = 0;
});

function message(subject: string, overrides: Partial<EmailMessage> = {}): EmailMessage {
  return { to: ['invitee@example.org'], subject, text: `Body of ${subject}`, ...overrides };
}

/** Enqueues in a committed tenant transaction, as the services do. */
function enqueueCommitted(mailer: Mailer, email: EmailMessage) {
  return withTenant(database.db, context, (tx) => mailer.enqueue(tx, organizationId, email));
}

async function outboxRow(id: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`outbox row ${id} not found`);
  return row;
}

async function outboxCount() {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from outbox`);
  return row?.n as number;
}

/** Moves the row's next attempt into the past, as if the back-off had elapsed. */
async function makeDue(id: string) {
  await database.db.execute(
    sql`update outbox set next_attempt_at = now() - interval '1 second' where id = ${id}`,
  );
}

async function secondsUntilNextAttempt(id: string) {
  const [row] = await queryRows<{ s: number }>(
    database.db,
    sql`select extract(epoch from next_attempt_at - now())::float8 as s from outbox where id = ${id}`,
  );
  return row?.s as number;
}

describe('Mailer without SMTP (local outbox)', () => {
  it('stores the message as local, sends nothing, and a configured mailer does not pick it up', async () => {
    expect(local.configured).toBe(false);
    expect(smtp.configured).toBe(true);
    const { id, status } = await enqueueCommitted(local, message('Local only'));
    expect(status).toBe('local');

    await local.deliver([id]);
    expect(await local.deliverDue()).toBe(0);
    // 'local' is not a queue: even with SMTP available the row is not sent.
    await smtp.deliver([id]);
    expect(await smtp.deliverDue()).toBe(0);

    expect(received).toEqual([]);
    expect(recipientCommands).toBe(0);
    expect(await outboxRow(id)).toMatchObject({
      status: 'local',
      attempts: 0,
      sentAt: null,
      lastError: null,
      subject: 'Local only',
      recipients: ['invitee@example.org'],
    });
  });
});

describe('Mailer with SMTP', () => {
  it('sends nothing at commit, then deliver() sends the message once and marks it sent', async () => {
    const text = 'Hello,\n\nOpen https://steward.test/invite/abc to join.';
    const { id, status } = await enqueueCommitted(
      smtp,
      message('You are invited to Mail Org', { to: ['invitee@example.org'], text }),
    );
    expect(status).toBe('pending');
    expect(received).toEqual([]);

    await smtp.deliver([id]);

    expect(received).toHaveLength(1);
    const [mail] = received as [ReceivedMessage];
    expect(mail.envelopeFrom).toBe('no-reply@steward.test');
    expect(mail.envelopeTo).toEqual(['invitee@example.org']);
    expect(mail.headers.get('from')).toBe(FROM);
    expect(mail.headers.get('to')).toBe('invitee@example.org');
    expect(mail.headers.get('subject')).toBe('You are invited to Mail Org');
    expect(mail.body).toBe('Hello,\r\n\r\nOpen https://steward.test/invite/abc to join.\r\n');

    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(Math.abs((row.sentAt as Date).getTime() - Date.now())).toBeLessThan(60_000);

    // Sent is final: neither deliver() nor the sweep sends it again.
    await smtp.deliver([id]);
    expect(await smtp.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('deliver() sends only the messages it is given; the sweep sends the others', async () => {
    const [first, second] = await withTenant(database.db, context, async (tx) => [
      await smtp.enqueue(tx, organizationId, message('Given')),
      await smtp.enqueue(tx, organizationId, message('Not given')),
    ]);
    await smtp.deliver([first?.id as string]);
    expect(received.map((mail) => mail.headers.get('subject'))).toEqual(['Given']);
    expect(await outboxRow(second?.id as string)).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await smtp.deliverDue()).toBe(1);
    expect(received.map((mail) => mail.headers.get('subject'))).toEqual(['Given', 'Not given']);
    expect(await outboxRow(second?.id as string)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends to every recipient and cc, and keeps bcc addresses out of the headers', async () => {
    const { id } = await enqueueCommitted(
      smtp,
      message('Copies', {
        to: ['one@example.org', 'two@example.org'],
        cc: ['cc@example.org'],
        bcc: ['hidden@example.org'],
      }),
    );
    await smtp.deliver([id]);
    expect(received).toHaveLength(1);
    const [mail] = received as [ReceivedMessage];
    expect(mail.envelopeTo.sort()).toEqual(
      ['cc@example.org', 'hidden@example.org', 'one@example.org', 'two@example.org'].sort(),
    );
    expect(mail.headers.get('to')).toBe('one@example.org, two@example.org');
    expect(mail.headers.get('cc')).toBe('cc@example.org');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.rawHeaders).not.toContain('hidden@example.org');
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('refuses a recipient that is several addresses at enqueue, and gives up a row queued with one before, sending nothing', async () => {
    const before = await outboxCount();
    for (const recipient of [
      'victim@example.org, attacker@example.net',
      'Name <victim@example.org>, attacker@example.net',
      'victim@example.org;attacker@example.net',
      'group: victim@example.org, attacker@example.net;',
    ]) {
      for (const field of ['to', 'cc', 'bcc'] as const) {
        await expect(
          enqueueCommitted(smtp, message('Several', { to: ['one@example.org'], [field]: [recipient] })),
          `${field}: ${recipient}`,
        ).rejects.toThrow(/is not one email address/);
      }
    }
    expect(await outboxCount()).toBe(before);

    // A row stored before enqueue checked its recipients (or by any other way in).
    const [row] = await database.db
      .insert(outbox)
      .values({
        organizationId,
        recipients: ['victim@example.org, attacker@example.net'],
        subject: 'Statement',
        textBody: 'Attached.',
        status: 'pending',
      })
      .returning({ id: outbox.id });
    await smtp.deliver([row?.id as string]);
    expect(recipientCommands).toBe(0);
    expect(received).toEqual([]);
    expect(await outboxRow(row?.id as string)).toMatchObject({
      status: 'failed',
      lastError: '"victim@example.org, attacker@example.net" is not one email address',
    });
  });

  it('records the recipients the server refused when it accepted the others', async () => {
    behaviour = 'reject-bad-recipient';
    const { id } = await enqueueCommitted(
      smtp,
      message('Partly', { to: ['good@example.org', 'bad@example.org'] }),
    );
    await smtp.deliver([id]);
    expect(received.map((mail) => mail.envelopeTo)).toEqual([['good@example.org']]);
    const row = await outboxRow(id);
    expect(row.status).toBe('sent');
    expect(row.lastError).toBe('Refused by the mail server for bad@example.org');
  });

  it('stores nothing and sends nothing when the enqueuing transaction rolls back', async () => {
    const before = await outboxCount();
    let enqueuedId: string | null = null;
    await expect(
      withTenant(database.db, context, async (tx) => {
        enqueuedId = (await smtp.enqueue(tx, organizationId, message('Rolled back'))).id;
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('the change was refused');
    expect(enqueuedId).toMatch(/^[0-9a-f-]{36}$/);

    // Even a caller that kept the id cannot send it.
    await smtp.deliver([enqueuedId as unknown as string]);
    expect(await smtp.deliverDue()).toBe(0);
    expect(received).toEqual([]);
    expect(recipientCommands).toBe(0);
    expect(await outboxCount()).toBe(before);
  });

  it('keeps a refused message pending with back-off, then gives up after MAX_ATTEMPTS attempts', async () => {
    behaviour = 'reject-recipient';
    const { id } = await enqueueCommitted(smtp, message('Refused recipient'));

    await smtp.deliver([id]); // never throws
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
    // First retry after 1 minute (attempts² minutes).
    expect(await secondsUntilNextAttempt(id)).toBeGreaterThan(30);
    expect(await secondsUntilNextAttempt(id)).toBeLessThanOrEqual(60);
    // Not due yet: the sweep leaves it alone.
    expect(await smtp.deliverDue()).toBe(0);
    expect((await outboxRow(id)).attempts).toBe(1);
    expect(recipientCommands).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue(id);
      expect(await smtp.deliverDue()).toBe(0);
      row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/Mailbox unavailable/);
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
      if (attempt < MAX_ATTEMPTS) {
        const delay = attempt * attempt * 60;
        expect(await secondsUntilNextAttempt(id)).toBeGreaterThan(delay - 30);
        expect(await secondsUntilNextAttempt(id)).toBeLessThanOrEqual(delay);
      }
    }
    expect(warnings.at(-1)).toMatchObject({ outboxId: id, attempts: MAX_ATTEMPTS, giveUp: true });

    // Failed is final, even when due and the server accepts again.
    behaviour = 'accept';
    await makeDue(id);
    expect(await smtp.deliverDue()).toBe(0);
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(recipientCommands).toBe(MAX_ATTEMPTS);
    expect(received).toEqual([]);
  });

  it('retries a message refused at DATA and sends it once the server accepts', async () => {
    behaviour = 'reject-data';
    const { id } = await enqueueCommitted(smtp, message('Refused content'));
    await smtp.deliver([id]);
    const refused = await outboxRow(id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(refused.lastError).toMatch(/Message content rejected/);
    expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(received).toEqual([]);

    behaviour = 'accept';
    await makeDue(id);
    expect(await smtp.deliverDue()).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received.map((mail) => mail.headers.get('subject'))).toEqual(['Refused content']);
  });

  it('keeps the message pending when nothing listens on the SMTP port; another process sends it later', async () => {
    const closed = new Mailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: FROM,
      log: recordingLogger(),
    });
    try {
      const { id } = await enqueueCommitted(closed, message('Server down'));
      await closed.deliver([id]);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      await makeDue(id);
      expect(await smtp.deliverDue()).toBe(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(received).toHaveLength(1);
    } finally {
      closed.stop();
    }
  });

  it('delivers each pending message exactly once when two processes sweep at the same time', async () => {
    // On PostgreSQL the second mailer has its own pool, like a second server process.
    const url = database.pool?.options.connectionString;
    const other: Database =
      testDriver() === 'postgres' && url ? await openPostgres(url, { max: 5 }) : database;
    const second = new Mailer(other.db, { smtpUrl, from: FROM, log: recordingLogger() });
    try {
      for (let round = 0; round < 3; round++) {
        received.length = 0;
        // More than one batch (20), so that both sweeps have rows to claim.
        const subjects = Array.from({ length: 30 }, (_, i) => `Concurrent ${round}.${i}`);
        const ids = await withTenant(database.db, context, async (tx) => {
          const rows = [];
          for (const subject of subjects) rows.push(await smtp.enqueue(tx, organizationId, message(subject)));
          return rows.map((row) => row.id);
        });

        const counts = await Promise.all([smtp.deliverDue(), second.deliverDue()]);
        expect(counts[0] + counts[1]).toBe(30);
        expect(received.map((mail) => mail.headers.get('subject')).sort()).toEqual([...subjects].sort());
        const rows = await queryRows<{ status: string; attempts: number }>(
          database.db,
          sql`select status, attempts from outbox where id in ${ids}`,
        );
        expect(rows).toHaveLength(30);
        // attempts 1: no row was claimed twice.
        expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
        expect(await Promise.all([smtp.deliverDue(), second.deliverDue()])).toEqual([0, 0]);
        expect(received).toHaveLength(30);
      }
    } finally {
      second.stop();
      if (other !== database) await other.close();
    }
  });

  it.each<[string, Partial<EmailMessage>]>([
    ['subject', { subject: 'Hello\r\nBcc: victim@example.org' }],
    ['subject (bare LF)', { subject: 'Hello\nX-Injected: yes' }],
    ['to', { to: ['ok@example.org', 'victim@example.org\r\nBcc: more@example.org'] }],
    ['cc', { cc: ['victim@example.org\nX-Injected: yes'] }],
    ['bcc', { bcc: ['victim@example.org\r'] }],
  ])('refuses a line break in %s (header injection) and stores nothing', async (_field, override) => {
    const before = await outboxCount();
    // The refusal is caught inside the transaction, which then commits: a row written before
    // the check would survive.
    const outcome = await withTenant(database.db, context, async (tx) => {
      try {
        await smtp.enqueue(tx, organizationId, message('Injection', override));
        return 'stored';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(outcome).toBe('Email headers must not contain line breaks');
    expect(await outboxCount()).toBe(before);
    expect(await smtp.deliverDue()).toBe(0);
    expect(received).toEqual([]);
  });
});
