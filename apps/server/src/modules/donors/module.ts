import type { RegisterModule } from '@/platform/module';
import { DuplicateFinder } from './duplicates/finder';
import { donorRecordRoutes } from './routes/donor-records';
import { donorRoutes } from './routes/donors';
import { duplicateRoutes } from './routes/duplicates';

/**
 * The donor database (spec 001, for administrators): donors' pages, possible duplicates and
 * merging them, the directory and its export, the donor look-up of gift entry.
 */
export const register: RegisterModule = async (app, { db, storage, config }) => {
  await app.register(donorRoutes({ db, storage }));
  await app.register(donorRecordRoutes({ db, storage }));
  const duplicateFinder = new DuplicateFinder({ limits: config.duplicateFinding, log: app.log });
  app.addHook('onClose', () => duplicateFinder.close());
  await app.register(duplicateRoutes({ db, storage, duplicateFinder }));
};
