import type { RegisterModule } from '@/platform/module';
import { PledgeFileReader } from './pledge-file/reader';
import { campaignRoutes } from './routes/campaigns';
import { pledgeImportRoutes } from './routes/pledge-imports';

/**
 * Campaigns and pledges (for administrators): a campaign's funds, dates and goal, its pledges and
 * what was given towards each, read from the gifts; pledge files read off the event loop.
 */
export const register: RegisterModule = async (app, { db, storage }) => {
  await app.register(campaignRoutes({ db, storage }));
  const pledgeFileReader = new PledgeFileReader({ log: app.log });
  app.addHook('onClose', () => pledgeFileReader.close());
  await app.register(pledgeImportRoutes({ db, storage, pledgeFileReader }));
};
