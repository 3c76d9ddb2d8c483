import {
  can,
  findOAuthProvider,
  isOAuthProviderId,
  OAUTH_PROVIDERS,
  type OAuthConfigFields,
  type OAuthProviderView,
  oauthConfigSchemaFor,
  providerNotFound,
  redirectUri,
} from '@steward/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthConfigs } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import type { MemberContext } from '../../platform/authorization';
import { invalid, notFound } from '../../platform/errors';
import type { SecretBox } from '../../platform/secret-box';

/** Binds a sealed client secret to its organisation and provider. */
export function secretContext(organizationId: string, providerId: string) {
  return `oauth-config/${organizationId}/${providerId}`;
}

function requireProvider(id: string) {
  if (!isOAuthProviderId(id)) throw notFound(providerNotFound(id));
  return findOAuthProvider(id) as NonNullable<ReturnType<typeof findOAuthProvider>>;
}

/** Spec 000 §2 /oauth: every provider with whether this organisation configured it. */
export async function listProviders(
  db: Db,
  member: MemberContext,
  origin: string,
): Promise<OAuthProviderView[]> {
  const rows = await withTenant(db, member, (tx) =>
    tx.select().from(oauthConfigs).where(eq(oauthConfigs.organizationId, member.organizationId)),
  );
  const byProvider = new Map(rows.map((row) => [row.providerId, row]));
  const configure = can(member.role, 'oauth.configure');
  return OAUTH_PROVIDERS.map((provider) => {
    const row = byProvider.get(provider.id);
    return {
      id: provider.id,
      name: provider.name,
      description: provider.description,
      category: provider.category,
      scopes: [...provider.scopes],
      supportsRefresh: provider.supportsRefresh,
      supportsRevocation: provider.revocationEndpoint !== null,
      needsCompanyDomain: provider.needsCompanyDomain,
      redirectUri: redirectUri(origin, provider.id),
      configured: row !== undefined,
      configuration:
        configure && row
          ? {
              clientId: row.clientId,
              clientSecretSet: row.clientSecretSealed.length > 0,
              companyDomain: row.companyDomain,
              updatedAt: row.updatedAt.toISOString(),
            }
          : null,
      can: { configure },
    };
  });
}

/** Admins store a provider's client credentials; the secret is sealed before it is written. */
export async function saveConfig(
  db: Db,
  box: SecretBox,
  member: MemberContext,
  providerId: string,
  body: unknown,
) {
  const provider = requireProvider(providerId);
  const parsed = oauthConfigSchemaFor(provider.id).safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid configuration');
  const fields: OAuthConfigFields = parsed.data;
  const values = {
    clientId: fields.clientId,
    clientSecretSealed: box.seal(fields.clientSecret, secretContext(member.organizationId, provider.id)),
    companyDomain: provider.needsCompanyDomain ? fields.companyDomain : null,
    updatedBy: member.userId,
    updatedAt: sql`now()`,
  };
  await withTenant(db, member, (tx) =>
    tx
      .insert(oauthConfigs)
      .values({ organizationId: member.organizationId, providerId: provider.id, ...values })
      .onConflictDoUpdate({ target: [oauthConfigs.organizationId, oauthConfigs.providerId], set: values }),
  );
}

export async function deleteConfig(db: Db, member: MemberContext, providerId: string) {
  const provider = requireProvider(providerId);
  await withTenant(db, member, (tx) =>
    tx
      .delete(oauthConfigs)
      .where(
        and(eq(oauthConfigs.organizationId, member.organizationId), eq(oauthConfigs.providerId, provider.id)),
      ),
  );
}
