// The load bench's yardsticks (bench/load.ts), in their own process like Steward's server so that
// both are measured the same way, and set up as production runs (request logging at info, gzip
// or brotli responses over 1 KiB, as Steward):
// - /rows: the least a Fastify + node-postgres server can do for a page of 50 documents, with no
//   session, no tenant transaction, no schema and no hooks;
// - /rows-session: the same page after what every signed-in Steward request must do at least:
//   find the session behind the cookie (one query), then read the page in a transaction that sets
//   the tenant (BEGIN with set_config in one message, the query, COMMIT: three round trips);
// - /rows-cached-session: the same with the session kept in memory after its first request, as
//   Steward keeps it: the least a signed-in, tenant-scoped request can cost with this design.
// Environment: PORT, DATABASE_URL (Steward's database, also holding bare_documents, see
// bench/load-seed.ts).

import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
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

async function pageInTenantTransaction(session: Session) {
  const client = await pool.connect();
  try {
    // BEGIN and the settings in one simple-protocol message, as Steward sends them (db/tenant.ts).
    const organizationId = pg.escapeLiteral(session.organization_id ?? '');
    await client.query(
      `begin; select set_config('app.organization_id', ${organizationId}, true),
              set_config('app.user_id', ${pg.escapeLiteral(session.user_id)}, true),
              set_config('role', 'steward_app', true)`,
    );
    const { rows } = await client.query(PAGE, [session.organization_id]);
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

app.get('/rows-session', async (request, reply) => {
  const token = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  const session = token ? await findSession(token) : undefined;
  if (!session?.organization_id || !session.is_active) return reply.code(401).send();
  return pageInTenantTransaction(session);
});

app.get('/rows-cached-session', async (request, reply) => {
  const token = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send();
  let session = sessionCache.get(token);
  if (!session) {
    session = await findSession(token);
    if (session) sessionCache.set(token, session);
  }
  if (!session?.organization_id || !session.is_active) return reply.code(401).send();
  return pageInTenantTransaction(session);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
