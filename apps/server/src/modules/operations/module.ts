import type { RegisterModule } from '@/platform/module';
import { operationsRoutes } from './routes';

/** The Operations Center, its category pages, integrations, contacts and corporate status. */
export const register: RegisterModule = async (app, { db }) => {
  await app.register(operationsRoutes(db));
};
