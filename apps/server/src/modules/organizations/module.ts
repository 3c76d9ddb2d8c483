import type { RegisterModule } from '@/platform/module';
import { organizationsRoutes } from './routes';

/** Creating the organisation, and its logo. */
export const register: RegisterModule = async (app, { db }) => {
  await app.register(organizationsRoutes(db));
};
