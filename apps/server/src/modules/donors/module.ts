import type { RegisterModule } from '@/platform/module';
import { DuplicateFinder } from './duplicates/finder';
import { donorRecordRoutes } from './routes/donor-records';
import { donorRoutes } from './routes/donors';
import { duplicateRoutes } from './routes/duplicates';
import { householdRoutes } from './routes/households';

/**
 * The donor database (spec 001, for administrators): donors' pages, possible duplicates and
 * merging them, households, the directory and its export, the donor look-up of gift entry.
 */
export const register: RegisterModule = async (app, { db, storage, config, mailer }) => {
  await app.register(donorRoutes({ db, storage }));
  await app.register(donorRecordRoutes({ db, storage }));
  await app.register(householdRoutes({ db, storage, mailer }));
  const duplicateFinder = new DuplicateFinder({ limits: config.duplicateFinding, log: app.log });
  app.addHook('onClose', () => duplicateFinder.close());
  await app.register(duplicateRoutes({ db, storage, duplicateFinder }));
};
