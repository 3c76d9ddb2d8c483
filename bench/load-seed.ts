// The load bench's data (bench/load.ts): organisations, members and donors made through Steward's
// own API, as people would, and documents written in SQL (their bytes are never read by the routes
// under load, and 2,000 uploads would take longer than the load itself).

import { readFileSync } from 'node:fs';
import pg from 'pg';
import { writeDonorCsv } from './donor-csv';

/** One organisation under load: its id and the session cookies of its signed-in members. */
export interface Tenant {
  organizationId: string;
  cookies: string[];
}

export interface SeedOptions {
  organizations: number;
  /** Founder (master admin) plus invited admins: admins are the ones who may open the donor directory. */
  membersPerOrganization: number;
  documentsPerOrganization: number;
  /** A donor CSV (spec 001 sample format) imported into every organisation. */
  donorCsv: { path: string; gifts: number; donors: number };
}

const PASSWORD = 'load-bench-password';
const CATEGORIES = ['HR', 'Accounting', 'Governance', 'Legal', 'Reports', 'Financial', 'Operations', 'Other'];
const WORDS = ['budget', 'lease', 'insurance', 'volunteer', 'minutes', 'policy', 'grant', 'payroll', 'audit'];

interface Answer {
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, checked by status only
  json: any;
  cookie: string | undefined;
}

async function api(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  init: { cookie?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  // The header the web app adds to every change; without it the CSRF check answers 403.
  const headers: Record<string, string> = { 'x-steward-csrf': '1' };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | FormData | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`seeding: ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return {
    json: text ? JSON.parse(text) : null,
    cookie: response.headers.getSetCookie()[0]?.split(';')[0],
  };
}

function required(cookie: string | undefined, what: string): string {
  if (!cookie) throw new Error(`seeding: ${what} set no session cookie`);
  return cookie;
}

async function seedOrganization(baseUrl: string, index: number, options: SeedOptions, csv: string) {
  const domain = `church${index + 1}.load.example.org`;
  const founderEmail = `founder@${domain}`;
  const founder = await api(baseUrl, 'POST', '/api/auth/sign-up', {
    json: { email: founderEmail, password: PASSWORD, fullName: `Founder ${index + 1}` },
  });
  const founderCookie = required(
    (await api(baseUrl, 'POST', '/api/auth/sign-in', { json: { email: founderEmail, password: PASSWORD } }))
      .cookie,
    'sign-in',
  );
  const created = await api(baseUrl, 'POST', '/api/organizations', {
    cookie: founderCookie,
    json: { name: `Load Test Church ${index + 1}` },
  });
  const organizationId = created.json.organization.id as string;

  const cookies = [founderCookie];
  for (let i = 1; i < options.membersPerOrganization; i++) {
    const email = `admin${i}@${domain}`;
    const invitation = await api(baseUrl, 'POST', '/api/invitations', {
      cookie: founderCookie,
      json: { email, role: 'admin' },
    });
    const accepted = await api(baseUrl, 'POST', '/api/invitations/accept', {
      json: { token: invitation.json.token, password: PASSWORD },
    });
    cookies.push(required(accepted.cookie, 'accepting an invitation'));
  }

  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'donations.csv');
  const preview = await api(baseUrl, 'POST', '/api/donors/imports', { cookie: founderCookie, form });
  await api(baseUrl, 'POST', `/api/donors/imports/${preview.json.importId}/merge`, {
    cookie: founderCookie,
    json: {},
  });
  return { tenant: { organizationId, cookies }, founderId: founder.json.id as string };
}

/**
 * Seeds `options.organizations` organisations through the API of the Steward server at `baseUrl`,
 * then their documents and the bare route's table (bare_documents, the same rows) in SQL.
 */
export async function seedTenants(baseUrl: string, postgresUrl: string, options: SeedOptions) {
  await writeDonorCsv(options.donorCsv.path, options.donorCsv.gifts, options.donorCsv.donors);
  const csv = readFileSync(options.donorCsv.path, 'utf8');
  const seeded = await Promise.all(
    Array.from({ length: options.organizations }, (_, i) => seedOrganization(baseUrl, i, options, csv)),
  );

  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    for (const { tenant, founderId } of seeded) {
      // Names, categories, tags, upload and expiry dates (a third without one) spread like a real archive.
      await client.query(
        `insert into documents (organization_id, name, category, storage_key, size_bytes, content_type, sha256,
                                tags, description, upload_date, expiry_date, uploaded_by, created_at)
         select $1::uuid,
                initcap(($3::text[])[1 + i % cardinality($3::text[])]) || ' ' || i || '.pdf',
                ($4::text[])[1 + i % cardinality($4::text[])],
                'load-bench/' || $1 || '/' || i, 20000 + i * 37, 'application/pdf', repeat('0', 64),
                array[($3::text[])[1 + (i / 7) % cardinality($3::text[])], 'y' || (2000 + i % 27)],
                'Load bench document number ' || i,
                current_date - (i % 400),
                case when i % 3 = 0 then null else current_date + (i % 900) - 300 end,
                $2::uuid,
                now() - make_interval(mins => i * 17)
         from generate_series(1, $5::int) as i`,
        [tenant.organizationId, founderId, WORDS, CATEGORIES, options.documentsPerOrganization],
      );
    }
    // These documents have no file to read: marked read (no text) so that the text reader, which
    // a new document wakes, does not spend the load retrying files that are not there.
    await client.query(`update document_texts set state = 'no-text'`);
    await client.query(
      `create table bare_documents as
         select id, organization_id, name, category, size_bytes, content_type, tags, description,
                upload_date, expiry_date, version, created_at, updated_at
         from documents`,
    );
    await client.query('alter table bare_documents add primary key (id)');
    await client.query('create index on bare_documents (organization_id, created_at)');
    // The yardstick with a session reads it as Steward's tenant transactions read, as steward_app.
    await client.query('grant select on bare_documents to steward_app');
    await client.query('analyze');
    const [counts] = (
      await client.query<{ documents: string; donors: string; gifts: string }>(
        `select (select count(*) from documents) as documents, (select count(*) from donors) as donors,
                (select count(*) from donations) as gifts`,
      )
    ).rows;
    return {
      tenants: seeded.map((s) => s.tenant),
      documents: Number(counts?.documents),
      donors: Number(counts?.donors),
      gifts: Number(counts?.gifts),
    };
  } finally {
    await client.end();
  }
}
