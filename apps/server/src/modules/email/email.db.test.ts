import { createTestApp } from '@test/app';
import { freePort } from '@test/free-port';
import { SAMPLE_FILES } from '@test/multipart';
import { buildWorld, call, upload, type World } from '@test/world';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
let server: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
let pdfId: string;
let notesId: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailbox the server refuses for now (550 is retried, as a full mailbox may clear).
    onRcptTo(address, _session, callback) {
      if (address.address === 'full@example.org')
        return callback(Object.assign(new Error('Mailbox full'), { responseCode: 550 }));
      callback();
    },
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  w = await buildWorld(t.app, 'mail');
  pdfId = (await upload(t.app, w.user, { filename: 'Budget 2027.pdf', content: SAMPLE_FILES.pdf })).json().id;
  notesId = (await upload(t.app, w.user, { filename: 'Notes.txt', content: 'Board notes' })).json().id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The message with this subject once the loopback server has it (invitations arrive too). */
async function waitForMessage(subject: string) {
  for (let i = 0; i < 100; i++) {
    const message = received.find((m) => m.raw.includes(`Subject: ${subject}`));
    if (message) return message;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no message "${subject}" arrived`);
}

function send(payload: object, cookie = w.user.cookie) {
  return call(t.app, 'POST', '/api/email', { cookie, payload });
}

describe('emailing documents', () => {
  it('sends two documents as attachments with links, to every recipient', async () => {
    const response = await send({
      to: ['Treasurer@Example.org'],
      cc: ['board@example.org'],
      bcc: ['archive@example.org'],
      subject: 'Budget for review',
      message: 'Please review before Sunday.',
      includeLinks: true,
      includeAttachments: true,
      documentIds: [pdfId, notesId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      recipients: ['treasurer@example.org', 'board@example.org', 'archive@example.org'],
      delivery: 'sent',
      error: null,
    });
    const message = await waitForMessage('Budget for review');
    expect(message.to.sort()).toEqual(['archive@example.org', 'board@example.org', 'treasurer@example.org']);
    const raw = message.raw;
    expect(raw).toContain('Subject: Budget for review');
    expect(raw).toContain('Please review before Sunday.');
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename="Budget 2027.pdf"/);
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=Notes.txt/);
    expect(raw).toContain('http://localhost:3000/files/');
    expect(raw).not.toMatch(/^Bcc:/m);
  });

  it('says queued, not sent, with the reason, while the mail server refuses the message', async () => {
    const response = await send({ to: ['full@example.org'], subject: 'Minutes', documentIds: [notesId] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      recipients: ['full@example.org'],
      delivery: 'queued',
      error: expect.stringContaining('Mailbox full'),
    });
  });

  it('keeps the message in the outbox for admins to read', async () => {
    // The server marks the row sent just after the SMTP server has taken the message.
    let latest: { status: string } | undefined;
    for (let i = 0; i < 40 && latest?.status !== 'sent'; i++) {
      const outbox = await call(t.app, 'GET', '/api/outbox', { cookie: w.admin.cookie });
      expect(outbox.statusCode).toBe(200);
      latest = outbox.json().items.find((item: { subject: string }) => item.subject === 'Budget for review');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(latest).toMatchObject({
      subject: 'Budget for review',
      recipients: ['treasurer@example.org'],
      status: 'sent',
      attachments: [
        { filename: 'Budget 2027.pdf', sizeBytes: SAMPLE_FILES.pdf.length },
        { filename: 'Notes.txt', sizeBytes: 11 },
      ],
    });
    expect((await call(t.app, 'GET', '/api/outbox', { cookie: w.user.cookie })).statusCode).toBe(403);
  });

  it.each([
    [{ to: [] }, 'Please enter at least one recipient email address.'],
    [{ to: ['not an address'] }, '"not an address" is not a valid email address'],
    [{ to: ['a@example.org\r\nBcc: victim@example.org'] }, 'is not a valid email address'],
    [{ subject: 'Hello\r\nBcc: victim@example.org' }, 'Subject must be on one line'],
    [{ subject: '  ' }, 'Please enter a subject'],
  ])('refuses %o with a clear message and sends nothing', async (overrides, message) => {
    const before = (await call(t.app, 'GET', '/api/outbox', { cookie: w.admin.cookie })).json().total;
    const response = await send({
      to: ['ok@example.org'],
      subject: 'Files',
      documentIds: [notesId],
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect((await call(t.app, 'GET', '/api/outbox', { cookie: w.admin.cookie })).json().total).toBe(before);
  });

  it('answers 404 for another organisation’s document and sends nothing', async () => {
    const response = await send(
      { to: ['x@example.org'], subject: 'Theirs', documentIds: [pdfId] },
      w.otherMaster.cookie,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('inviting with a mail server', () => {
  it('tells the inviter the invitation email was sent once the mail server took it', async () => {
    const response = await call(t.app, 'POST', '/api/invitations', {
      cookie: w.admin.cookie,
      payload: { email: 'newcomer@example.org', fullName: 'New Comer', role: 'user' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ delivery: 'sent', deliveryError: null });
    expect(received.some((message) => message.to.includes('newcomer@example.org'))).toBe(true);
  });

  it('tells the web app a mail server is set up', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(info.json().services.email).toBe(true);
  });
});
