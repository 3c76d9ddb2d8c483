import type { RegisterModule } from '@/platform/module';
import { SsoProviders } from './providers';
import { ssoRoutes } from './routes';

/** Sign in with Google, with Microsoft and with a standard OpenID provider (OpenID Connect). */
export const register: RegisterModule = async (app, { db, mailer, config, sessionCookie }) => {
  const providers = new SsoProviders(config);
  await app.register(ssoRoutes({ db, mailer, providers }, config, sessionCookie));
};
