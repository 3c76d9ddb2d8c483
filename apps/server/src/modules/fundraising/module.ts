import type { RegisterModule } from '@/platform/module';
import { PdfRenderer } from '@/platform/pdf';
import { registerStorageReferences } from '@/platform/storage/garbage';
import { DuplicateFinder } from './duplicates/finder';
import { deletePendingWithFile } from './queries/donor-imports';
import { assistantRoutes } from './routes/assistant';
import { batchEntryExtraRoutes } from './routes/batch-entry-extras';
import { batchOutputRoutes } from './routes/batch-outputs';
import { batchRoutes } from './routes/batches';
import { donorImportRoutes } from './routes/donor-imports';
import { donorRecordRoutes } from './routes/donor-records';
import { donorRoutes } from './routes/donors';
import { duplicateRoutes } from './routes/duplicates';
import { fundRoutes } from './routes/funds';
import { givingSettingsRoutes } from './routes/giving-settings';
import { insightRoutes } from './routes/insights';
import { statementRoutes } from './routes/statements';
import { StatementGenerator } from './service/statement-generator';

/** How often a process looks for statement runs to work on when nothing woke it. */
const GENERATE_STATEMENTS_EVERY_MS = 10_000;

/**
 * The fundraising area (spec 001), for administrators: donor imports, the donor database and its
 * analysis, donors' pages, contribution batches (which counters enter too), giving statements,
 * Economic Insights, and the assistant.
 */
export const register: RegisterModule = async (app, { db, storage, config, mailer, schedule }) => {
  // A previewed upload's file is kept a day (its garbage row says so); once the sweep removes it,
  // the preview can no longer be merged and goes too.
  registerStorageReferences({
    owner: 'donor imports',
    removed: deletePendingWithFile,
  });
  await app.register(donorImportRoutes({ db, storage }, config.maxUploadBytes));
  await app.register(donorRoutes({ db, storage }));
  await app.register(donorRecordRoutes({ db, storage }));
  await app.register(batchEntryExtraRoutes({ db, storage }, config.maxUploadBytes));
  await app.register(batchRoutes({ db, storage }));
  await app.register(givingSettingsRoutes({ db, storage }));
  await app.register(fundRoutes({ db, storage }));
  const duplicateFinder = new DuplicateFinder({ limits: config.duplicateFinding, log: app.log });
  app.addHook('onClose', () => duplicateFinder.close());
  await app.register(duplicateRoutes({ db, storage, duplicateFinder }));
  await app.register(insightRoutes({ db, economicData: config.economicData }));
  const renderer = new PdfRenderer({ limits: config.pdfRendering, log: app.log });
  const generator = new StatementGenerator({ db, storage, renderer, log: app.log });
  schedule.add({
    name: 'generate statements',
    intervalMs: GENERATE_STATEMENTS_EVERY_MS,
    firstAfterMs: 3_000,
    run: () => generator.drain(),
  });
  app.addHook('onClose', async () => {
    await generator.close();
    await renderer.close();
  });
  await app.register(
    statementRoutes({ db, storage, mailer, renderer, wakeGenerator: () => generator.wake() }),
  );
  await app.register(assistantRoutes({ db, storage, assistant: config.assistant }));
  await app.register(batchOutputRoutes({ db, storage, renderer }));
};
