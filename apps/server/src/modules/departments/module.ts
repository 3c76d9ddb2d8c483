import type { RegisterModule } from '@/platform/module';
import { departmentsRoutes } from './routes';

/** The ten department pages and who belongs to each. */
export const register: RegisterModule = async (app, { db }) => {
  await app.register(departmentsRoutes(db));
};
