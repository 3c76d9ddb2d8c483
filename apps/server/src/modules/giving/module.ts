import type { RegisterModule } from '@/platform/module';
import { fundRoutes } from './routes/funds';
import { givingSettingsRoutes } from './routes/giving-settings';

/**
 * What the giving areas share (not in spec 001 as such: docs/spec-deviations.md): the fund list
 * and the organisation's giving settings, for admins; the rules every giving area imports from
 * service/index.ts.
 */
export const register: RegisterModule = async (app, { db, storage }) => {
  await app.register(givingSettingsRoutes({ db, storage }));
  await app.register(fundRoutes({ db, storage }));
};
