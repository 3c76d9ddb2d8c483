import type { RegisterModule } from '@/platform/module';
import { batchEntryExtraRoutes } from './routes/batch-entry-extras';
import { batchOutputRoutes } from './routes/batch-outputs';
import { batchRoutes } from './routes/batches';

/**
 * Contribution batches (not in the spec: docs/spec-deviations.md): the Sunday count, gift entry
 * (which counters do too), the lifecycle with its two-person rule, adjustments, attachments, and
 * a batch's printed report, deposit slip and accounting export.
 */
export const register: RegisterModule = async (app, { db, storage, config, pdf }) => {
  await app.register(batchEntryExtraRoutes({ db, storage }, config.maxUploadBytes));
  await app.register(batchRoutes({ db, storage }));
  await app.register(batchOutputRoutes({ db, storage, renderer: pdf }));
};
