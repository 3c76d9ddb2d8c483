import type { AssistantConfig, EconomicDataConfig } from '@/config';
import type { Db } from '@/db/client';
import type { GivingDeps } from '@/modules/giving/service';

/** Economic Insights: the database (giving, the shared cache) and the data services' settings. */
export interface InsightDeps {
  db: Db;
  economicData: EconomicDataConfig;
}

/** The assistant reads the donor analysis and asks the AI service configured here. */
export interface AssistantDeps extends GivingDeps {
  assistant: AssistantConfig;
}
