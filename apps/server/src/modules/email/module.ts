import type { RegisterModule } from '@/platform/module';
import { emailRoutes } from './routes';

/** Emailing documents, and the outbox. */
export const register: RegisterModule = async (app, { db, storage, links, mailer, config }) => {
  await app.register(emailRoutes({ db, storage, links, mailer }, config));
};
