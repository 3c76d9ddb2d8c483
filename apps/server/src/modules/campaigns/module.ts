import type { RegisterModule } from '@/platform/module';
import { campaignRoutes } from './routes/campaigns';

/**
 * Campaigns and pledges (for administrators): a campaign's funds, dates and goal, its pledges and
 * what was given towards each, read from the gifts.
 */
export const register: RegisterModule = async (app, { db, storage }) => {
  await app.register(campaignRoutes({ db, storage }));
};
