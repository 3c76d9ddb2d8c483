import type { AssistantConfig, EconomicDataConfig } from '@/config';
import type { Db } from '@/db/client';
import type { Storage } from '@/platform/storage/storage';
import type { DuplicateFinder } from './duplicates/finder';

/** What the donor database's services need: the database and where uploaded files are kept. */
export interface DonorDeps {
  db: Db;
  storage: Storage;
}

/** The possible duplicates: the donor database and the finder that pairs donors off the event loop. */
export interface DuplicateDeps extends DonorDeps {
  duplicateFinder: DuplicateFinder;
}

/** Economic Insights: the database (giving, the shared cache) and the data services' settings. */
export interface InsightDeps {
  db: Db;
  economicData: EconomicDataConfig;
}

/** The assistant reads the donor analysis and asks the AI service configured here. */
export interface AssistantDeps extends DonorDeps {
  assistant: AssistantConfig;
}
