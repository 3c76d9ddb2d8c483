import type { RegisterModule } from '@/platform/module';
import { registerStorageReferences } from '@/platform/storage/garbage';
import { referencedStorageKeys } from './queries';
import { documentsRoutes } from './routes/documents';
import { filesRoute } from './routes/files';

/** The document center, the dashboard, and the signed file links. */
export const register: RegisterModule = async (app, { db, storage, links, config }) => {
  registerStorageReferences({ owner: 'documents', referenced: referencedStorageKeys });
  await app.register(documentsRoutes({ db, storage, links }, config.maxUploadBytes));
  await app.register(filesRoute(storage, links));
};
