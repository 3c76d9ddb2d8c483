import type { RegisterModule } from '@/platform/module';
import { systemRoutes } from './routes';

/** Health, app info and the OpenAPI document. */
export const register: RegisterModule = async (app, { config, database }) => {
  await app.register(systemRoutes(config, database));
};
