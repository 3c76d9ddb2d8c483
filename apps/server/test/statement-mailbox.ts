import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { freePort } from './free-port';

/** A loopback SMTP server keeping the giving statements' emails it receives, parsed. */
export interface StatementMailbox {
  /** smtp:// URL to give the app as SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** From now on the server refuses mail to this address (550 at RCPT TO, as for an unknown mailbox). */
  refuse(address: string): void;
  /** Waits until `count` statements arrived (10 s at most), and expects exactly that many. */
  waitFor(count: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts one; only statements' emails are kept (giving and pledge statements): a world's invitations are not. */
export async function startStatementMailbox(): Promise<StatementMailbox> {
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (/^Your (contribution statement|pledge to)/.test(mail.subject ?? '')) received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (address) => refused.add(address),
    async waitFor(count) {
      for (let i = 0; i < 200 && received.length < count; i++) await new Promise((r) => setTimeout(r, 50));
      expect(received).toHaveLength(count);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a message went to. */
export const addressesOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value ?? []).map((to) => to.address);
