import {
  can,
  findOAuthProvider,
  isOAuthProviderId,
  OAUTH_PROVIDERS,
  type OAuthConfigFields,
  type OAuthProvider,
  type OAuthProviderView,
  oauthConfigSchemaFor,
  providerNotFound,
  redirectUri,
} from '@steward/domain';
import type { OAuthProviderOverrides } from '@/config';
import type { Db, Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { invalid, notFound } from '@/platform/errors';
import type { SecretBox } from '@/platform/secret-box';
import { endpointsFor, type ProviderEndpoints } from '../endpoints';
import { connectionView } from '../presenter';
import * as configs from '../queries/configs';
import { activeConnections } from '../queries/connections';
import type { ClientCredentials } from '../token-client';

/** Binds a sealed client secret to its organisation and provider. */
export function secretContext(organizationId: string, providerId: string) {
  return `oauth-config/${organizationId}/${providerId}`;
}

/** The built-in provider with this id; 404 "Provider {id} not found" otherwise. */
export function requireProvider(id: string): OAuthProvider {
  if (!isOAuthProviderId(id)) throw notFound(providerNotFound(id));
  return findOAuthProvider(id) as OAuthProvider;
}

/** Spec 000 §2 /oauth: every provider with this organisation's configuration and connection. */
export async function listProviders(
  db: Db,
  member: MemberContext,
  origin: string,
): Promise<OAuthProviderView[]> {
  const [rows, connections] = await withTenant(db, member, async (tx) => [
    await configs.listConfigs(tx, member.organizationId),
    await activeConnections(tx, member.organizationId),
  ]);
  const byProvider = new Map(rows.map((row) => [row.providerId, row]));
  const connectionOf = new Map(connections.map((row) => [row.connection.providerId, row]));
  const configure = can(member.role, 'oauth.configure');
  const connect = can(member.role, 'oauth.connect');
  return OAUTH_PROVIDERS.map((provider) => {
    const row = byProvider.get(provider.id);
    const connection = connectionOf.get(provider.id);
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
      connection: connection ? connectionView(connection.connection, connection) : null,
      can: { configure, connect },
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
    companyDomain: provider.needsCompanyDomain ? (fields.companyDomain ?? null) : null,
    updatedBy: member.userId,
  };
  await withTenant(db, member, async (tx) => {
    await configs.saveConfig(tx, member.organizationId, provider.id, values);
    await audit(tx, member, provider, 'Client credentials saved');
  });
}

function audit(tx: Tx, member: MemberContext, provider: OAuthProvider, detail: string) {
  return recordAudit(tx, {
    organizationId: member.organizationId,
    actorId: member.userId,
    action: 'oauth_configured',
    target: provider.name,
    detail,
    ipAddress: member.ipAddress,
  });
}

export async function deleteConfig(db: Db, member: MemberContext, providerId: string) {
  const provider = requireProvider(providerId);
  await withTenant(db, member, async (tx) => {
    if (await configs.deleteConfig(tx, member.organizationId, provider.id))
      await audit(tx, member, provider, 'Client credentials removed');
  });
}

/** What Steward needs to call a provider for an organisation, or undefined when it is not configured. */
export async function providerClient(
  tx: Tx,
  box: SecretBox,
  overrides: OAuthProviderOverrides,
  organizationId: string,
  provider: OAuthProvider,
): Promise<{ credentials: ClientCredentials; endpoints: ProviderEndpoints } | undefined> {
  const row = await configs.findConfig(tx, organizationId, provider.id);
  if (!row) return undefined;
  return {
    credentials: {
      clientId: row.clientId,
      clientSecret: box.open(row.clientSecretSealed, secretContext(organizationId, provider.id)),
    },
    endpoints: endpointsFor(provider, overrides, row.companyDomain),
  };
}
