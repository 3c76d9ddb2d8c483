import type { EmailDelivery } from '@steward/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Db, Tx } from '@/db/client';
import { type OutboxAttachment, outbox } from '@/db/schema';
import type { Storage } from '../storage/storage';

export interface EmailMessage {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string;
  /** Stored objects to attach, read from storage when the message is sent (not when queued). */
  attachments?: OutboxAttachment[];
}

/**
 * A claimed row is left alone by other processes for this long (a crash mid-send retries after
 * it). Rows are claimed one at a time, so a lease only has to cover one send (at most 40 s with
 * the transport's timeouts), never a slow batch.
 */
const LEASE = sql`interval '5 minutes'`;
const MAX_ATTEMPTS = 5;
/** The most one sweep sends, so a large backlog is spread over several sweeps and processes. */
const BATCH = 20;

/** 1, 4, 9, 16 minutes between attempts. */
function retryDelayMinutes(attempts: number) {
  return attempts * attempts;
}

const LINE_BREAK = /[\r\n]/;
const HEADER_LINE_BREAK = 'Email headers must not contain line breaks';

/**
 * Why a recipient cannot be one: each of `to`, `cc` and `bcc` must be exactly one address, as
 * nodemailer reads it ("a@x, b@y", "a@x;b@y" and a group are several: nodemailer would send to
 * each), without a line break. Null for one plain address.
 */
function recipientProblem(value: string): string | null {
  if (LINE_BREAK.test(value)) return HEADER_LINE_BREAK;
  const parsed = addressparser(value, { flatten: true });
  if (parsed.length !== 1 || parsed[0]?.address !== value.trim())
    return `"${value.slice(0, 100)}" is not one email address`;
  return null;
}

/** A message that could never be sent as asked; thrown by enqueue (a caller's bug, not the recipient's). */
class UnsendableEmail extends Error {
  override name = 'UnsendableEmail';
}

/**
 * Sends email through a transactional outbox (see db/schema/mail.ts): `enqueue` writes the
 * message in the caller's transaction; `deliver` and the periodic sweep send what is pending.
 * Without SMTP_URL messages are kept with status `local`, the local outbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: {
      smtpUrl: string | null;
      from: string;
      log: FastifyBaseLogger;
      /** Where attachments are read from; needed only for messages that have some. */
      storage?: Storage;
    },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : null;
  }

  get configured() {
    return this.transport !== null;
  }

  /**
   * Stores the message in the caller's transaction; nothing is sent until it commits. Callers check
   * what users typed first (with its own message); this is the last wall, whatever the caller.
   */
  async enqueue(tx: Tx, organizationId: string, message: EmailMessage) {
    // Line breaks in a header would let a value add headers of its own (header injection).
    if (LINE_BREAK.test(message.subject))
      throw new UnsendableEmail('Email headers must not contain line breaks');
    for (const recipient of [...message.to, ...(message.cc ?? []), ...(message.bcc ?? [])]) {
      const problem = recipientProblem(recipient);
      if (problem) throw new UnsendableEmail(problem);
    }
    const [row] = await tx
      .insert(outbox)
      .values({
        organizationId,
        recipients: message.to,
        cc: message.cc ?? [],
        bcc: message.bcc ?? [],
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: message.attachments ?? [],
        status: this.configured ? 'pending' : 'local',
      })
      .returning({ id: outbox.id, status: outbox.status });
    if (!row) throw new Error('outbox insert returned nothing');
    return row;
  }

  /** Sends the given pending messages now (after their transaction committed); never throws. */
  async deliver(ids: string[]) {
    if (!this.transport || ids.length === 0) return;
    try {
      await this.sendDue(ids);
    } catch (error) {
      this.options.log.error({ err: error }, 'email delivery failed; the sweep will retry');
    }
  }

  /**
   * Sends one message now (after its transaction committed) and says what became of it, as its
   * sender is told: `sent` only when the mail server accepted it. Waits for the server (at most
   * the transport's timeouts); a message it did not take yet stays queued for the sweep.
   */
  async deliverAndReport(id: string): Promise<{ delivery: EmailDelivery; error: string | null }> {
    await this.deliver([id]);
    const [row] = await this.db
      .select({ status: outbox.status, lastError: outbox.lastError })
      .from(outbox)
      .where(eq(outbox.id, id));
    if (!row) throw new Error('outbox row vanished');
    const delivery = ({ sent: 'sent', pending: 'queued', failed: 'failed', local: 'outbox' } as const)[
      row.status
    ];
    return { delivery, error: row.lastError };
  }

  /** Sends every pending message that is due; returns how many went out. */
  async deliverDue(): Promise<number> {
    if (!this.transport) return 0;
    return this.sendDue(null);
  }

  /** Retries due messages every `intervalMs` until stop(); safe in several processes at once. */
  startSweeper(intervalMs = 60_000) {
    if (!this.transport || this.sweeper) return;
    this.sweeper = setInterval(() => {
      this.deliverDue().catch((error) => this.options.log.error({ err: error }, 'email sweep failed'));
    }, intervalMs);
    this.sweeper.unref();
  }

  stop() {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.transport?.close();
  }

  /** Claims and sends due rows (of `ids`, or any) one at a time, up to BATCH; returns how many went out. */
  private async sendDue(ids: string[] | null) {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const row = await this.claimOne(ids);
      if (!row) break;
      if (await this.send(row)) sent += 1;
    }
    return sent;
  }

  /** Takes a lease on one due pending row; rows another process holds are skipped, not waited for. */
  private async claimOne(ids: string[] | null) {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, sql`now()`),
          ids ? inArray(outbox.id, ids) : undefined,
        ),
      )
      .orderBy(outbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + ${LEASE}` })
      .where(inArray(outbox.id, due))
      .returning();
    return row;
  }

  private async openAttachments(attachments: OutboxAttachment[]) {
    if (attachments.length === 0) return [];
    const storage = this.options.storage;
    if (!storage) throw new Error('This message has attachments but the mailer has no storage');
    return Promise.all(
      attachments.map(async (attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: await storage.get(attachment.storageKey),
      })),
    );
  }

  /** Sends one claimed row and records the outcome; true when the server accepted it. */
  private async send(row: typeof outbox.$inferSelect) {
    // A row queued before enqueue checked each recipient is given up, never split among several.
    const problem = [...row.recipients, ...row.cc, ...row.bcc].map(recipientProblem).find(Boolean);
    if (problem) {
      await this.db.update(outbox).set({ status: 'failed', lastError: problem }).where(eq(outbox.id, row.id));
      this.options.log.warn({ outboxId: row.id }, `email not sent: ${problem}`);
      return false;
    }
    try {
      const info = await this.transport?.sendMail({
        from: this.options.from,
        to: row.recipients,
        cc: row.cc,
        bcc: row.bcc,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        attachments: await this.openAttachments(row.attachments),
      });
      // Some recipients refused while others were accepted: nodemailer does not throw. The message
      // cannot be resent to only those without duplicating it for the others, so say so.
      const rejected = (info?.rejected ?? []).map(String);
      const lastError = rejected.length > 0 ? `Refused by the mail server for ${rejected.join(', ')}` : null;
      if (lastError) this.options.log.warn({ outboxId: row.id }, lastError);
      await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError })
        .where(eq(outbox.id, row.id));
      return true;
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await this.db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError,
          nextAttemptAt: sql`now() + make_interval(mins => ${retryDelayMinutes(row.attempts)})`,
        })
        .where(eq(outbox.id, row.id));
      this.options.log.warn(
        { outboxId: row.id, attempts: row.attempts, giveUp },
        `email not sent: ${lastError}`,
      );
      return false;
    }
  }
}
