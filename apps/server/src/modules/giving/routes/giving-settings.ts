import { givingSettingsInputSchema, givingSettingsSchema } from '@steward/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GivingDeps } from '../deps';
import { requireFundraisingAdmin } from '../service/access';
import { givingSettings, saveGivingSettings } from '../service/giving-settings';

/** The Giving settings page (admins): dual control, the bank accounts and the Xero tax rate of the accounting export. */
export function givingSettingsRoutes(deps: GivingDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['batches'];

    app.get(
      '/api/giving/settings',
      { schema: { tags, response: { 200: givingSettingsSchema } } },
      (request) => givingSettings(deps, requireFundraisingAdmin(request)),
    );

    app.put(
      '/api/giving/settings',
      { schema: { tags, body: givingSettingsInputSchema, response: { 200: givingSettingsSchema } } },
      (request) => saveGivingSettings(deps, requireFundraisingAdmin(request), request.body),
    );
  };
}
