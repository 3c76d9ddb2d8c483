import type { RegisterModule } from '@/platform/module';
import { registerStorageReferences } from '@/platform/storage/garbage';
import { deletePendingWithFile } from './queries/donor-imports';
import { assistantRoutes } from './routes/assistant';
import { donorImportRoutes } from './routes/donor-imports';
import { donorRoutes } from './routes/donors';
import { insightRoutes } from './routes/insights';

/**
 * The fundraising area (spec 001), for administrators: donor imports, the donor database and its
 * analysis, Economic Insights, and the assistant.
 */
export const register: RegisterModule = async (app, { db, storage, config }) => {
  // A previewed upload's file is kept a day (its garbage row says so); once the sweep removes it,
  // the preview can no longer be merged and goes too.
  registerStorageReferences({
    owner: 'donor imports',
    removed: deletePendingWithFile,
  });
  await app.register(donorImportRoutes({ db, storage }, config.maxUploadBytes));
  await app.register(donorRoutes({ db, storage }));
  await app.register(insightRoutes({ db, economicData: config.economicData }));
  await app.register(assistantRoutes({ db, storage, assistant: config.assistant }));
};
