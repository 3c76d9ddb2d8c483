import type { RegisterModule } from '@/platform/module';
import { analysisRoutes } from './routes/analysis';
import { assistantRoutes } from './routes/assistant';
import { insightRoutes } from './routes/insights';

/**
 * What the giving says (spec 001, for administrators): the analysis and forecast, Economic
 * Insights with the weather, and the assistant.
 */
export const register: RegisterModule = async (app, { db, storage, config }) => {
  await app.register(analysisRoutes({ db, storage }));
  await app.register(insightRoutes({ db, economicData: config.economicData }));
  await app.register(assistantRoutes({ db, storage, assistant: config.assistant }));
};
