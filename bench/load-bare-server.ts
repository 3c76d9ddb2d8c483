// The load bench's yardsticks (bench/load.ts), in their own process like Steward's server so that
// both are measured the same way, and set up as production runs (request logging at info, gzip
// or brotli responses over 1 KiB, as Steward):
// - /rows: the least a Fastify + node-postgres server can do for a page of 50 documents, with no
//   session, no tenant transaction, no schema and no hooks;
// - /rows-session: the same page after what every signed-in Steward request must do at least:
//   find the session behind the cookie (one query), then read the page in a transaction that sets
//   the tenant (BEGIN with set_config in one message, the query, COMMIT: three round trips);
// - /rows-cached-session: the same with the session kept in memory after its first request, as
//   Steward keeps it: the least a signed-in, tenant-scoped request can cost with this design;
// - /documents-cached-session: the same, reading the page Steward's list reads, with its own
//   statement (a named prepared statement, as Steward's), and answering what it answers, byte for
//   byte once parsed (bench/load.ts compares them before the load): the least this page can cost,
//   so that what separates Steward from it is Steward's own work, not the page's.
// Environment: PORT, DATABASE_URL (Steward's database, also holding bare_documents, see
// bench/load-seed.ts).

import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import {
  can,
  canAccessFundraising,
  documentStatus,
  isoDay,
  isTextEditable,
  type Role,
} from '@steward/domain';
import Fastify from 'fastify';
import pg from 'pg';

// The same pool size as Steward's openPostgres, so neither side has more database connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: { level: 'info' } });
await app.register(fastifyCompress, { threshold: 1024 });

const PAGE = `select id, name, category, upload_date, expiry_date, size_bytes, content_type, tags, description,
    version, created_at, updated_at
  from bare_documents where organization_id = $1
  order by created_at desc, id desc limit 50`;

app.get('/health', async () => ({ ok: true }));

app.get<{ Querystring: { org?: string } }>('/rows', async (request) => {
  const { rows } = await pool.query(PAGE, [request.query.org]);
  return rows;
});

const SESSION_COOKIE = /(?:^|;\s*)steward_session=([^;]+)/;

interface Session {
  user_id: string;
  organization_id: string | null;
  role: Role | null;
  is_active: boolean | null;
}

async function findSession(token: string): Promise<Session | undefined> {
  const { rows } = await pool.query<Session>(
    `select s.user_id, m.organization_id, m.role, m.is_active
     from sessions s join users u on u.id = s.user_id
     left join memberships m on m.user_id = u.id left join organizations o on o.id = m.organization_id
     where s.id = $1 and s.expires_at > now()`,
    [createHash('sha256').update(decodeURIComponent(token)).digest('hex')],
  );
  return rows[0];
}

const sessionCache = new Map<string, Session>();

async function inTenantTransaction<T>(session: Session, read: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    // BEGIN and the settings in one simple-protocol message, as Steward sends them (db/tenant.ts).
    const organizationId = pg.escapeLiteral(session.organization_id ?? '');
    const fundraising = canAccessFundraising(session.role) ? 'on' : '';
    await client.query(
      `begin; select set_config('app.organization_id', ${organizationId}, true),
              set_config('app.user_id', ${pg.escapeLiteral(session.user_id)}, true),
              set_config('app.fundraising', '${fundraising}', true),
              set_config('role', 'steward_app', true)`,
    );
    const result = await read(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const pageInTenantTransaction = (session: Session) =>
  inTenantTransaction(session, async (client) => (await client.query(PAGE, [session.organization_id])).rows);

app.get('/rows-session', async (request, reply) => {
  const token = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  const session = token ? await findSession(token) : undefined;
  if (!session?.organization_id || !session.is_active) return reply.code(401).send();
  return pageInTenantTransaction(session);
});

async function cachedSession(cookie: string | undefined): Promise<Session | undefined> {
  const token = SESSION_COOKIE.exec(cookie ?? '')?.[1];
  if (!token) return undefined;
  let session = sessionCache.get(token);
  if (!session) {
    session = await findSession(token);
    if (session) sessionCache.set(token, session);
  }
  return session?.organization_id && session.is_active ? session : undefined;
}

app.get('/rows-cached-session', async (request, reply) => {
  const session = await cachedSession(request.headers.cookie);
  if (!session) return reply.code(401).send();
  return pageInTenantTransaction(session);
});

// Steward's first page of the document list, newest first, as documentPage in
// apps/server/src/modules/documents/queries/documents.ts writes it with no filter.
const DOCUMENT_PAGE = `select d.id, d.name, d.category, d.storage_key, d.size_bytes, d.content_type, d.tags,
    d.description, d.upload_date, d.expiry_date, d.suggested_expiry_date, d.suggested_expiry_sentence,
    d.version, d.created_at, d.updated_at, u.email as uploader_email, u.full_name as uploader_name,
    t.state as text_state, t.pages as text_pages, t.pages_read as text_pages_read, t.words as text_words,
    t.ocr as text_ocr, t.progress_page as text_progress_page, t.progress_pages as text_progress_pages,
    t.reason as text_reason, page.total
  from (
    select documents.id as id, count(*) over () as total,
      row_number() over (order by documents.created_at desc, documents.id desc) as position
    from documents where documents.organization_id = $1
    order by documents.created_at desc, documents.id desc limit $2 offset $3
  ) page
  join documents d on d.id = page.id
  left join users u on u.id = d.uploaded_by
  left join document_texts t on t.document_id = d.id
  order by page.position`;

// Dates and timestamps as text, as Steward's driver leaves them (drizzle's node-postgres session).
const DATE_TYPES = new Set([1082, 1114, 1184]);
const textDates = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    DATE_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

// biome-ignore lint/suspicious/noExplicitAny: the statement's row, mapped as Steward's presenter maps it
function documentOf(row: any, role: Role | null, today: string) {
  const manage = can(role, 'documents.manage');
  const reading = row.text_state === 'reading';
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    uploadDate: row.upload_date,
    expiryDate: row.expiry_date,
    suggestedExpiry: row.suggested_expiry_date
      ? { date: row.suggested_expiry_date, sentence: row.suggested_expiry_sentence ?? '' }
      : null,
    sizeBytes: Number(row.size_bytes),
    contentType: row.content_type,
    status: documentStatus(row.expiry_date, today),
    tags: row.tags,
    description: row.description,
    version: row.version,
    uploadedBy: row.uploader_email ? { email: row.uploader_email, fullName: row.uploader_name } : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    text: {
      state: row.text_state ?? 'waiting',
      progress:
        reading && row.text_progress_page !== null && row.text_progress_pages !== null
          ? { page: row.text_progress_page, pages: row.text_progress_pages }
          : null,
      pages: row.text_pages,
      pagesRead: row.text_pages_read,
      words: row.text_words,
      ocr: row.text_ocr ?? false,
      reason: row.text_reason,
    },
    can: {
      edit: manage,
      editContent: manage && isTextEditable(row.name),
      delete: manage,
      retryText: can(role, 'documents.retryText'),
    },
  };
}

app.get('/documents-cached-session', async (request, reply) => {
  const session = await cachedSession(request.headers.cookie);
  if (!session) return reply.code(401).send();
  const rows = await inTenantTransaction(session, async (client) => {
    const query = { name: 'bench-document-page', text: DOCUMENT_PAGE, types: textDates };
    return (await client.query({ ...query, values: [session.organization_id, 50, 0] })).rows;
  });
  const today = isoDay(new Date());
  return {
    items: rows.map((row) => documentOf(row, session.role, today)),
    total: Number(rows[0]?.total ?? 0),
    more: false,
    page: 1,
    pageSize: 50,
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
