import type { RegisterModule } from '@/platform/module';
import { signInStepCookies } from '@/platform/session/cookie';
import { accountsRoutes } from './routes';

/** Sign-up, sign-in, sign-out and the session (spec 000 §2 Sign-in / sign-up). */
export const register: RegisterModule = async (app, { db, config, sessionCookie }) => {
  await app.register(accountsRoutes(db, sessionCookie, signInStepCookies(config)));
};
