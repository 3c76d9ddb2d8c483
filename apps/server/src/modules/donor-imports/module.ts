import type { RegisterModule } from '@/platform/module';
import { registerStorageReferences } from '@/platform/storage/garbage';
import { deletePendingWithFile } from './queries/donor-imports';
import { donorImportRoutes } from './routes/donor-imports';

/**
 * Donor imports (spec 001 §2 Upload Data and Data Management, for administrators): a giving
 * system's export read, mapped and previewed, merged into the donor database, undone; the import
 * history; the Donor Data documents' sync; Clear All Data.
 */
export const register: RegisterModule = async (app, { db, storage, config }) => {
  // A previewed upload's file is kept a day (its garbage row says so); once the sweep removes it,
  // the preview can no longer be merged and goes too.
  registerStorageReferences({
    owner: 'donor imports',
    removed: deletePendingWithFile,
  });
  await app.register(donorImportRoutes({ db, storage }, config.maxUploadBytes));
};
