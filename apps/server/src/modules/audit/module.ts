import type { RegisterModule } from '@/platform/module';
import { auditRoutes } from './routes';

/** Reading the audit log; entries are written through platform/audit-log.ts. */
export const register: RegisterModule = async (app, { db }) => {
  await app.register(auditRoutes(db));
};
