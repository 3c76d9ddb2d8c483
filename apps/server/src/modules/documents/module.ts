import type { RegisterModule } from '@/platform/module';
import { registerStorageReferences } from '@/platform/storage/garbage';
import { DEFAULT_EXTRACTION_LIMITS } from '@/platform/text-extraction';
import { referencedStorageKeys } from './queries/documents';
import { documentsRoutes } from './routes/documents';
import { filesRoute } from './routes/files';
import { textRoutes } from './routes/text';
import { TextReader } from './service/text-reader';

/** How often a process looks for documents to read when nothing woke it. */
const READ_TEXT_EVERY_MS = 10_000;

/** The document center, the dashboard, the signed file links, and reading documents' text. */
export const register: RegisterModule = async (app, { db, storage, links, config, schedule }) => {
  registerStorageReferences({ owner: 'documents', referenced: referencedStorageKeys });
  const { workers, ...limits } = config.textReading;
  const reader = new TextReader(
    { db, storage, log: app.log },
    { workers, limits: { ...DEFAULT_EXTRACTION_LIMITS, ...limits } },
  );
  if (workers > 0) {
    schedule.add({
      name: 'read document text',
      intervalMs: READ_TEXT_EVERY_MS,
      firstAfterMs: 2_000,
      run: () => reader.drain(),
    });
  }
  app.addHook('onClose', () => reader.close());
  const deps = { db, storage, links, wakeTextReader: () => reader.wake() };
  await app.register(documentsRoutes(deps, config.maxUploadBytes));
  await app.register(textRoutes(deps));
  await app.register(filesRoute(deps));
};
