import { SMTPServer } from 'smtp-server';
import { freePort } from '../../apps/server/test/free-port';

export interface ReceivedEmail {
  to: string[];
  /** The whole message as sent: headers, body and MIME parts. */
  raw: string;
}

export interface SmtpSink {
  /** smtp:// URL to give the app as SMTP_URL. */
  url: string;
  received: ReceivedEmail[];
  /** Resolves with the first message that `match` accepts, waiting up to `timeoutMs`. */
  waitFor(match: (email: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  stop(): Promise<void>;
}

/** A loopback SMTP server that accepts every message (no TLS, no login) and keeps it for the test. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No matching email in ${timeoutMs} ms (${received.length} received)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
