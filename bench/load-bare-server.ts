// The load bench's yardstick (bench/load.ts): the least a Fastify + node-postgres server can do for
// a page of 50 documents, with no session, no tenant transaction, no schema and no hooks, in its own
// process like Steward's server so that both are measured the same way.
// Environment: PORT, DATABASE_URL (a database holding bare_documents, see bench/load-seed.ts).

import Fastify from 'fastify';
import pg from 'pg';

// The same pool size as Steward's openPostgres, so neither side has more database connections.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/health', async () => ({ ok: true }));

app.get<{ Querystring: { org?: string } }>('/rows', async (request) => {
  const { rows } = await pool.query(
    `select id, name, category, upload_date, expiry_date, size_bytes, content_type, tags, description,
            version, created_at, updated_at
     from bare_documents where organization_id = $1
     order by created_at desc, id desc limit 50`,
    [request.query.org],
  );
  return rows;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
