import type { RegisterModule } from '@/platform/module';
import { signInStepCookies } from '@/platform/session/cookie';
import { factorRoutes } from './routes/factors';
import { passkeyRoutes } from './routes/passkeys';
import { policyRoutes } from './routes/policy';
import { secondFactorRoutes } from './routes/second-factor';

/**
 * Sign-in and security: the second step of a sign-in, the member's second factors (authenticator
 * app, passkeys, recovery codes), remembered devices and sessions, and the organisation's sign-in
 * policy with the master admin's reset. Single sign-on is modules/sso.
 */
export const register: RegisterModule = async (app, deps) => {
  const steps = signInStepCookies(deps.config);
  await app.register(secondFactorRoutes(deps, steps));
  await app.register(factorRoutes(deps, steps));
  await app.register(passkeyRoutes(deps, steps));
  await app.register(policyRoutes(deps));
};
