import type { RegisterModule } from '@/platform/module';
import { oauthCredentialsBox } from '@/platform/secret-box';
import type { OAuthDeps } from './deps';
import { oauthRoutes } from './routes';
import { REFRESH_SWEEP_INTERVAL_MS, sweepTokenRefresh } from './service/connections';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OAuth services' dependencies (tests call the services with them). */
    oauth: OAuthDeps;
  }
}

/** OAuth provider configurations and connections, and the token refresh job. */
export const register: RegisterModule = async (app, { db, config, schedule }) => {
  const deps: OAuthDeps = {
    db,
    box: oauthCredentialsBox(config.appSecret, config.appSecretPrevious),
    overrides: config.oauthProviderOverrides,
  };
  app.decorate('oauth', deps);
  schedule.add({
    name: 'oauth token refresh',
    intervalMs: REFRESH_SWEEP_INTERVAL_MS,
    firstAfterMs: 20_000,
    run: async () => {
      const counts = await sweepTokenRefresh(deps);
      if (counts.refreshed + counts.failed > 0) app.log.info(counts, 'oauth tokens refreshed');
    },
  });
  await app.register(oauthRoutes(deps, config));
};
