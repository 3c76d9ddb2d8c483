import type { RegisterModule } from '@/platform/module';
import { accountsRoutes } from './routes';

/** Sign-up, sign-in, sign-out and the session (spec 000 §2 Sign-in / sign-up). */
export const register: RegisterModule = async (app, { db, sessionCookie }) => {
  await app.register(accountsRoutes(db, sessionCookie));
};
