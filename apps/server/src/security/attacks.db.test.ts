import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { cookiePair, createTestApp } from '@test/app';
import { multipartBody } from '@test/multipart';
import { buildWorld, call, PASSWORD, upload, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

// The attack catalogue of docs/security.md: the cases no other suite covers, each asserting the
// safe outcome through the HTTP API. The catalogue names the tests elsewhere that cover the rest
// (route table, CSRF, brute force, invitations, OAuth state, signed links...).

/** Secret values configured for this app; none may ever appear in an answer. */
const SECRETS = {
  appSecret: 'canary-app-secret-0123456789-abcdefghij',
  smtpPassword: 'canary-smtp-password-5e1f',
  anthropic: 'canary-anthropic-key-77aa',
  fred: 'canary-fred-key-31c2',
  bea: 'canary-bea-key-90d4',
  noaa: 'canary-noaa-token-e5b8',
  oauthClientSecret: 'canary-oauth-client-secret-4f0e',
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp(
    {
      APP_SECRET: SECRETS.appSecret,
      // A mail server that is not there: messages wait in the outbox, the password is still configured.
      SMTP_URL: `smtp://steward:${SECRETS.smtpPassword}@127.0.0.1:9`,
      // Services that are not there either (the economic ones' addresses are the test default).
      ANTHROPIC_API_KEY: SECRETS.anthropic,
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9',
      FRED_API_KEY: SECRETS.fred,
      BEA_API_KEY: SECRETS.bea,
      NOAA_TOKEN: SECRETS.noaa,
    },
    {
      config: (config) => ({
        ...config,
        assistant: { ...config.assistant, timeoutMs: 500 },
        economicData: { ...config.economicData, timeoutMs: 500 },
      }),
    },
  );
  w = await buildWorld(t.app, 'attacks');
}, 60_000);
afterAll(() => t.close());

async function roleOf(userId: string) {
  const [row] = await queryRows<{ role: string; is_active: boolean }>(
    t.database.db,
    sql`select role, is_active from memberships where user_id = ${userId}`,
  );
  return row;
}

async function documentCount() {
  const [row] = await queryRows<{ n: number | string }>(
    t.database.db,
    sql`select count(*) as n from documents where organization_id = ${w.organizationA}`,
  );
  return Number(row?.n);
}

/** Every file Steward has stored on disk for organisation A. */
function storedFiles(): string[] {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      );
    } catch {
      return [];
    }
  };
  return walk(t.dataDir).filter((path) => path.includes(w.organizationA));
}

const message = (response: { json(): { error: { message: string } } }) => response.json().error.message;

describe('role escalation', () => {
  it('a user cannot make themselves an admin', async () => {
    const response = await call(t.app, 'PATCH', `/api/members/${w.user.id}/role`, {
      cookie: w.user.cookie,
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(403);
    expect((await roleOf(w.user.id))?.role).toBe('user');
  });

  it('an admin cannot make themselves master admin, nor anyone else admin', async () => {
    // master_admin is no role anyone can be given (400); admin is for the master admin to give (403).
    for (const [target, role, status] of [
      [w.admin.id, 'master_admin', 400],
      [w.user.id, 'admin', 403],
    ] as const) {
      const response = await call(t.app, 'PATCH', `/api/members/${target}/role`, {
        cookie: w.admin.cookie,
        payload: { role },
      });
      expect(response.statusCode).toBe(status);
    }
    expect((await roleOf(w.admin.id))?.role).toBe('admin');
    expect((await roleOf(w.user.id))?.role).toBe('user');
  });

  it('the master admin cannot hand out master admin, nor change their own role', async () => {
    const handOut = await call(t.app, 'PATCH', `/api/members/${w.admin.id}/role`, {
      cookie: w.master.cookie,
      payload: { role: 'master_admin' },
    });
    expect(handOut.statusCode).toBe(400);
    const own = await call(t.app, 'PATCH', `/api/members/${w.master.id}/role`, {
      cookie: w.master.cookie,
      payload: { role: 'user' },
    });
    expect(own.statusCode).toBe(403);
    expect(message(own)).toBe('You cannot change your own role');
    expect((await roleOf(w.master.id))?.role).toBe('master_admin');
    expect((await roleOf(w.admin.id))?.role).toBe('admin');
  });

  it('nobody deactivates themselves or the master admin', async () => {
    const self = await call(t.app, 'POST', `/api/members/${w.admin.id}/deactivate`, {
      cookie: w.admin.cookie,
    });
    expect(self.statusCode).toBe(403);
    expect(message(self)).toBe('You cannot deactivate your own account');
    const master = await call(t.app, 'POST', `/api/members/${w.master.id}/deactivate`, {
      cookie: w.admin.cookie,
    });
    expect(master.statusCode).toBe(403);
    expect(message(master)).toBe('You cannot deactivate the master admin');
    expect((await roleOf(w.admin.id))?.is_active).toBe(true);
    expect((await roleOf(w.master.id))?.is_active).toBe(true);
  });

  it('an invitation cannot carry the master admin role', async () => {
    const response = await call(t.app, 'POST', '/api/invitations', {
      cookie: w.master.cookie,
      payload: { email: 'climber@example.org', role: 'master_admin' },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from invitations where email = 'climber@example.org'`,
    );
    expect(Number(row?.n)).toBe(0);
  });

  it('a document cannot be moved into another organisation by a field in its body', async () => {
    const created = await upload(t.app, w.user, { filename: 'mine.txt', content: 'mine' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await call(t.app, 'PATCH', `/api/documents/${id}`, {
      cookie: w.user.cookie,
      payload: {
        category: 'Other',
        tags: [],
        expiryDate: null,
        description: null,
        organizationId: w.organizationB,
      },
    });
    const [row] = await queryRows<{ organization_id: string }>(
      t.database.db,
      sql`select organization_id from documents where id = ${id}`,
    );
    expect(row?.organization_id).toBe(w.organizationA);
  });
});

describe('session cookie behind HTTPS', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax and for the whole site', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://steward.example.org' });
    try {
      const headers = { origin: 'https://steward.example.org', 'x-steward-csrf': '1' };
      const account = { email: 'secure-cookie@example.org', password: PASSWORD };
      const created = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers,
        payload: account,
      });
      expect(created.statusCode, created.body).toBe(201);
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers,
        payload: account,
      });
      expect(response.statusCode, response.body).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-steward_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/);
    } finally {
      await https.close();
    }
  });
});

describe('uploaded file names and contents', () => {
  it.each([
    ['../../../etc/passwd.txt', 'passwd.txt'],
    ['..\\..\\windows\\win.ini.txt', 'win.ini.txt'],
    ['nul\u0000byte.txt', 'nulbyte.txt'],
    ['bell\u0007and\u001bescape\t\u007f.txt', 'bellandescape.txt'],
    ['right\u202Etxt.exe.txt', 'righttxt.exe.txt'],
  ])('stores %j under the clean name %j, and the file under a key without it', async (filename, clean) => {
    const response = await upload(t.app, w.user, { filename, content: 'plain text' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().name).toBe(clean);
    const [row] = await queryRows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from documents where id = ${response.json().id}`,
    );
    expect(row?.storage_key).not.toContain('..');
    expect(row?.storage_key).not.toContain(clean);
    expect(storedFiles().every((path) => path.startsWith(t.dataDir))).toBe(true);
  });

  it('shortens a 300-character name to 255, keeping the extension', async () => {
    const response = await upload(t.app, w.user, { filename: `${'n'.repeat(300)}.txt`, content: 'long' });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toHaveLength(255);
    expect(response.json().name.endsWith('.txt')).toBe(true);
  });

  it.each([
    ['invoice.pdf.exe', 'MZ\u0090\u0000 program', /is not a supported file type/],
    [
      'picture.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      /is not a supported file type/,
    ],
    ['invoice.exe.pdf', 'MZ\u0090\u0000 program', /does not match its \.pdf extension/],
    [
      'report.pdf',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      /does not match its \.pdf extension/,
    ],
    [
      'notes.txt',
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00]),
      /does not match its \.txt extension/,
    ],
  ])('refuses %s with a clear message, storing nothing', async (filename, content, expected) => {
    const documentsBefore = await documentCount();
    const filesBefore = storedFiles().length;
    const response = await upload(t.app, w.user, { filename, content });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(expected);
    expect(await documentCount()).toBe(documentsBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });
});

describe('donor CSV files', () => {
  async function preview(filename: string, content: string | Buffer) {
    const body = multipartBody({}, { filename, content, contentType: 'text/csv' });
    return call(t.app, 'POST', '/api/donors/imports', {
      cookie: w.admin.cookie,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
  }

  async function donorCount() {
    return (await call(t.app, 'GET', '/api/donors/analysis', { cookie: w.admin.cookie })).json().totalDonors;
  }

  it('refuses a 10 MB line with the spec message and keeps nothing', async () => {
    const before = await donorCount();
    const response = await preview(
      'one-line.csv',
      `First Name,Last Name,Amount,Date\n${'x'.repeat(10 * 1024 * 1024)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(
      'CSV parsing error: A record is longer than 1 MB; is this a CSV file? (line 2)',
    );
    expect(await donorCount()).toBe(before);
  });

  it('refuses an unbalanced quote with its line', async () => {
    const response = await preview('quote.csv', 'First Name,Last Name,Amount,Date\nAnn,"Lee,$5,2024-01-01\n');
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('CSV parsing error: A quoted field is never closed (line 2)');
  });

  it('reads 200 columns, finding the four it needs among them', async () => {
    const filler = Array.from({ length: 196 }, (_, i) => `Extra ${i}`);
    const header = ['First Name', ...filler.slice(0, 98), 'Last Name', 'Amount', ...filler.slice(98), 'Date'];
    const row = [
      'Ann',
      ...filler.map(() => 'x').slice(0, 98),
      'Lee',
      '$5.00',
      ...filler.map(() => 'y').slice(98),
      '2024-01-02',
    ];
    expect(header).toHaveLength(200);
    const response = await preview('wide.csv', `${header.join(',')}\n${row.join(',')}\n`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rowsKept: 1, problems: [] });
    expect(response.json().sample[0]).toMatchObject({ firstName: 'Ann', lastName: 'Lee', amount: 5 });
  });

  it('reads a Windows-1252 export, accents included', async () => {
    const latin1 = Buffer.from(
      'First Name,Last Name,Amount,Date\nJos\xe9,Mu\xf1oz,$10.00,2024-03-04\n',
      'latin1',
    );
    const response = await preview('legacy.csv', latin1);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().sample[0]).toMatchObject({ firstName: 'José', lastName: 'Muñoz' });
  });

  it('exports names beginning with =, +, - and @ as text, not formulas', async () => {
    const csv = [
      'First Name,Last Name,Amount,Date',
      '=1+1,Equals,$1,2024-01-01',
      '+SUM(A1),Plus,$1,2024-01-01',
      '-2+3,Minus,$1,2024-01-01',
      '@cmd,At,$1,2024-01-01',
    ].join('\n');
    const previewed = await preview('formulas.csv', csv);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const merged = await call(t.app, 'POST', `/api/donors/imports/${previewed.json().importId}/merge`, {
      cookie: w.admin.cookie,
      payload: {},
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const exported = (await call(t.app, 'GET', '/api/donors/export', { cookie: w.admin.cookie })).body;
    for (const name of ["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd"]) {
      expect(exported).toContain(`\r\n${name},`);
    }
  });
});

describe('mail headers', () => {
  async function aDocument() {
    const created = await upload(t.app, w.admin, { filename: 'share.txt', content: 'share me' });
    return created.json().id as string;
  }

  async function outboxSize() {
    const [row] = await queryRows<{ n: number | string }>(
      t.database.db,
      sql`select count(*) as n from outbox where organization_id = ${w.organizationA}`,
    );
    return Number(row?.n);
  }

  it.each([
    ['a subject', { subject: 'Hello\r\nBcc: victim@example.org' }, 'Subject must be on one line'],
    [
      'a recipient',
      { to: ['friend@example.org\r\nBcc: victim@example.org'] },
      /is not a valid email address/,
    ],
    ['a cc', { cc: ['friend@example.org\nX-Injected: yes'] }, /is not a valid email address/],
  ])('refuses a line break in %s and sends nothing', async (_, override, expected) => {
    const documentId = await aDocument();
    const before = await outboxSize();
    const response = await call(t.app, 'POST', '/api/email', {
      cookie: w.admin.cookie,
      payload: { to: ['friend@example.org'], subject: 'Files', documentIds: [documentId], ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toMatch(expected);
    expect(await outboxSize()).toBe(before);
  });
});

describe('addresses Steward is given', () => {
  let listener: Server;
  let connections = 0;
  let port = 0;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('never fetches an integration address a user typed, even one on loopback', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/admin`,
      `http://[::1]:${port}/`,
      `http://localhost:${port}/`,
    ]) {
      const created = await call(t.app, 'POST', '/api/integrations', {
        cookie: w.master.cookie,
        payload: { operationsCategory: 'hr', name: 'Internal', description: 'x', url, category: 'Safety' },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await call(t.app, 'GET', '/api/operations/hr', { cookie: w.user.cookie })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections).toBe(0);
  });
});

describe('OAuth redirect address', () => {
  it('comes from PUBLIC_URL, not from a Host header the request names', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      const world = await buildWorld(app.app, 'redirect');
      const saved = await call(app.app, 'PUT', '/api/oauth/configs/google-workspace', {
        cookie: world.admin.cookie,
        payload: { clientId: 'id', clientSecret: 'secret-value' },
      });
      expect(saved.statusCode, saved.body).toBe(204);
      const response = await call(app.app, 'POST', '/api/oauth/google-workspace/authorize', {
        cookie: world.admin.cookie,
        headers: { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const url = new URL(response.json().authorizationUrl);
      expect(url.searchParams.get('redirect_uri')).toBe(
        'http://localhost:3000/oauth/callback/google-workspace',
      );
    } finally {
      await app.close();
    }
  });
});

describe('secrets', () => {
  beforeAll(async () => {
    const saved = await call(t.app, 'PUT', '/api/oauth/configs/slack', {
      cookie: w.master.cookie,
      payload: { clientId: 'slack-client', clientSecret: SECRETS.oauthClientSecret },
    });
    expect(saved.statusCode, saved.body).toBe(204);
    // The assistant and the economic data try their (unreachable) services once, so their
    // failure messages are part of what is checked.
    await call(t.app, 'POST', '/api/assistant', {
      cookie: w.master.cookie,
      payload: { question: 'How are we doing?' },
    });
  });

  it('no configured secret appears in any answer of any GET route, headers included', async () => {
    const document = await upload(t.app, w.master, { filename: 'secret-check.txt', content: 'text' });
    const id = document.json().id;
    const urls = [
      '/api/health',
      '/api/app-info',
      '/api/openapi.json',
      '/api/auth/session',
      '/api/members',
      '/api/invitations',
      '/api/audit',
      '/api/documents',
      `/api/documents/${id}`,
      `/api/documents/${id}/content`,
      `/api/documents/${id}/link`,
      '/api/dashboard',
      '/api/outbox',
      '/api/departments/fundraising-donor-management',
      '/api/operations',
      '/api/operations/hr',
      '/api/organizations/logo',
      '/api/oauth/providers',
      '/api/donors/imports',
      '/api/donors/sync',
      '/api/donors/analysis',
      '/api/donors',
      '/api/donors/export',
      '/api/insights/economic',
      '/api/insights/weather',
      '/api/corporate-status',
    ];
    for (const url of urls) {
      const response = await call(t.app, 'GET', url, { cookie: w.master.cookie });
      // 404: no custom logo; 502: an unreachable outside service, said in words.
      expect([200, 404, 502], `${url}: ${response.body}`).toContain(response.statusCode);
      const seen = `${JSON.stringify(response.headers)}\n${response.body}`;
      for (const [name, value] of Object.entries(SECRETS)) {
        expect(seen.includes(value), `${name} in the answer of GET ${url}`).toBe(false);
      }
    }
  });

  it('signing in sends back a session cookie that is not the APP_SECRET or derived in the open', async () => {
    const response = await call(t.app, 'POST', '/api/auth/sign-in', {
      payload: { email: w.user.email, password: PASSWORD },
    });
    const cookie = cookiePair(response.headers['set-cookie']);
    expect(cookie).not.toContain(SECRETS.appSecret);
  });
});
