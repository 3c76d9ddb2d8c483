import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @steward/server` writes a new migration after a schema change.
// The same folder is applied unchanged to PGlite and to PostgreSQL at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
