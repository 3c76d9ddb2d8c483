import { z } from 'zod';
import { INTEGRATION_CATEGORIES, integrationInputSchema } from '../integrations';
import { LIMITS } from '../limits';
import { CATEGORY_NOT_FOUND } from '../messages';
import { OPERATIONS_CATEGORIES } from '../operations';

const contactSchema = z.object({
  name: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  notes: z.string().nullable(),
});
export type IntegrationCardContact = z.infer<typeof contactSchema>;

/** One card of the "Integration Tools & OAuth Connections" grid (spec 000 §2 Integration card). */
export const integrationCardSchema = z.object({
  /** The built-in id, or the custom integration's id: the key for edits and the contact. */
  key: z.string(),
  builtIn: z.boolean(),
  /** A built-in card this organisation edited (Reset puts it back). */
  customised: z.boolean(),
  operationsCategory: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
  category: z.enum(INTEGRATION_CATEGORIES),
  note: z.string().nullable(),
  oauthProvider: z.string().nullable(),
  /** OAuth Connected / OAuth Available / Manual Access. */
  connection: z.enum(['connected', 'available', 'manual']),
  contact: contactSchema.nullable(),
  can: z.object({ edit: z.boolean(), reset: z.boolean(), remove: z.boolean(), editContact: z.boolean() }),
});
export type IntegrationCard = z.infer<typeof integrationCardSchema>;

/** Spec 000 §2 Category page: the four stat tiles and the integration grid. */
export const operationsCategoryViewSchema = z.object({
  slug: z.string(),
  stats: z.object({
    relatedDocuments: z.number().int(),
    availableTools: z.number().int(),
    oauthReady: z.number().int(),
    activeContacts: z.number().int(),
  }),
  integrations: z.array(integrationCardSchema),
  can: z.object({ addIntegration: z.boolean() }),
});
export type OperationsCategoryView = z.infer<typeof operationsCategoryViewSchema>;

/** Spec 000 §2 Operations Center summary tiles, with the organisation's real numbers, not fixed ones. */
export const operationsOverviewSchema = z.object({
  totalOperations: z.number().int(),
  /** Integrations the organisation has set up: customised, added, with a contact, or connected through OAuth. */
  activeIntegrations: z.number().int(),
  documents: z.number().int(),
  accessLevel: z.enum(['Admin', 'User']),
});
export type OperationsOverview = z.infer<typeof operationsOverviewSchema>;

export const operationsCategoryParamsSchema = z.object({ category: z.string().max(LIMITS.pathKey) });
export type OperationsCategoryParams = z.infer<typeof operationsCategoryParamsSchema>;

export const createIntegrationRequestSchema = integrationInputSchema.extend({
  operationsCategory: z.enum(OPERATIONS_CATEGORIES.map((c) => c.slug) as [string, ...string[]], {
    error: CATEGORY_NOT_FOUND,
  }),
});
export type CreateIntegrationRequest = z.input<typeof createIntegrationRequestSchema>;

export const integrationKeyParamsSchema = z.object({ key: z.string().min(1).max(LIMITS.pathKey) });
export type IntegrationKeyParams = z.infer<typeof integrationKeyParamsSchema>;
