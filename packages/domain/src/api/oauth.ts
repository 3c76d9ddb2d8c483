import { z } from 'zod';
import { OAUTH_PROVIDER_CATEGORIES } from '../oauth-providers';

/** One provider of the /oauth page, with this organisation's configuration state. */
export const oauthProviderViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(OAUTH_PROVIDER_CATEGORIES),
  scopes: z.array(z.string()),
  supportsRefresh: z.boolean(),
  supportsRevocation: z.boolean(),
  needsCompanyDomain: z.boolean(),
  /** Spec 000 §3 redirectUri: register this address with the provider. */
  redirectUri: z.string(),
  /** Spec 000 §3 isConfigured. */
  configured: z.boolean(),
  /**
   * Admins only: what is stored. The client secret never leaves the server; only whether it is
   * set is shown.
   */
  configuration: z
    .object({
      clientId: z.string(),
      clientSecretSet: z.boolean(),
      companyDomain: z.string().nullable(),
      updatedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  can: z.object({ configure: z.boolean() }),
});
export type OAuthProviderView = z.infer<typeof oauthProviderViewSchema>;

export const oauthProviderListSchema = z.object({ items: z.array(oauthProviderViewSchema) });

export const oauthProviderParamsSchema = z.object({ provider: z.string().max(100) });
