import type { RegisterModule } from '@/platform/module';
import { membersRoutes } from './routes';

/** The organisation's members: roles, deactivation (spec 000 §2 User management). */
export const register: RegisterModule = async (app, { db }) => {
  await app.register(membersRoutes(db));
};
