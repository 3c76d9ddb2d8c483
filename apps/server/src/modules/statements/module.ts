import type { RegisterModule } from '@/platform/module';
import { statementRoutes } from './routes';
import { StatementGenerator } from './service/statement-generator';

/** How often a process looks for statement runs to work on when nothing woke it. */
const GENERATE_STATEMENTS_EVERY_MS = 10_000;

/**
 * Giving statements (for administrators): the settings, runs generated in the background, their
 * recipients, and emailing them.
 */
export const register: RegisterModule = async (app, { db, storage, mailer, schedule, pdf }) => {
  const generator = new StatementGenerator({ db, storage, renderer: pdf, log: app.log });
  schedule.add({
    name: 'generate statements',
    intervalMs: GENERATE_STATEMENTS_EVERY_MS,
    firstAfterMs: 3_000,
    run: () => generator.drain(),
  });
  app.addHook('onClose', () => generator.close());
  await app.register(
    statementRoutes({ db, storage, mailer, renderer: pdf, wakeGenerator: () => generator.wake() }),
  );
};
