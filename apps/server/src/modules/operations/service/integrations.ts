import {
  BUILT_IN_INTEGRATIONS,
  builtInIntegrationsFor,
  CATEGORY_NOT_FOUND,
  can,
  countOAuthReady,
  findBuiltInIntegration,
  findOperationsCategory,
  type IntegrationContact,
  type IntegrationFields,
  isAdmin,
  OPERATIONS_CATEGORIES,
  type OperationsCategoryView,
  type OperationsOverview,
} from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { countDocuments, countDocumentsInArea } from '@/modules/documents/service';
import { connectedProviders } from '@/modules/oauth/service';
import type { MemberContext } from '@/platform/authorization';
import { notFound } from '@/platform/errors';
import { toIntegrationCard } from '../presenter';
import * as q from '../queries';

export const INTEGRATION_NOT_FOUND = 'Integration not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cards of one operations category: built-ins (as customised) first, then custom ones. */
async function cardsOf(tx: Tx, member: MemberContext, slug: string) {
  const rows = await q.integrationsOf(tx, member.organizationId, slug);
  const contacts = new Map(
    (await q.contactsOf(tx, member.organizationId)).map((row) => [row.integrationKey, row]),
  );
  const overrides = new Map(rows.filter((row) => row.builtinId).map((row) => [row.builtinId as string, row]));
  const connected = await connectedProviders(tx, member.organizationId);
  const builtIns = builtInIntegrationsFor(slug).map((builtIn) => {
    const override = overrides.get(builtIn.id);
    return toIntegrationCard(
      member,
      {
        key: builtIn.id,
        builtIn: true,
        oauthProvider: builtIn.oauthProvider,
        connected: builtIn.oauthProvider !== null && connected.has(builtIn.oauthProvider),
      },
      override ?? { ...builtIn, note: builtIn.note ?? null },
      override !== undefined,
      contacts.get(builtIn.id),
    );
  });
  const custom = rows
    .filter((row) => !row.builtinId)
    .map((row) =>
      toIntegrationCard(
        member,
        { key: row.id, builtIn: false, oauthProvider: null, connected: false },
        row,
        false,
        contacts.get(row.id),
      ),
    );
  return [...builtIns, ...custom];
}

function requireCategory(slug: string) {
  const category = findOperationsCategory(slug);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

/** Spec 000 §2 Category page: the four stat tiles by the spec's counting rules, and the cards. */
export async function categoryView(
  db: Db,
  member: MemberContext,
  slug: string,
): Promise<OperationsCategoryView> {
  requireCategory(slug);
  return withTenant(db, member, async (tx) => {
    const cards = await cardsOf(tx, member, slug);
    return {
      slug,
      stats: {
        relatedDocuments: await countDocumentsInArea(tx, member.organizationId, `operations/${slug}`),
        availableTools: cards.length,
        oauthReady: countOAuthReady(cards),
        activeContacts: cards.filter((card) => card.contact !== null).length,
      },
      integrations: cards,
      can: { addIntegration: can(member.role, 'integrations.manage') },
    };
  });
}

/** Spec 000 §2 Operations Center tiles, with the organisation's real numbers. */
export async function overview(db: Db, member: MemberContext): Promise<OperationsOverview> {
  return withTenant(db, member, async (tx) => {
    const configured = await q.configuredIntegrationKeys(tx, member.organizationId);
    const connected = await connectedProviders(tx, member.organizationId);
    const keys = new Set([
      ...configured,
      ...BUILT_IN_INTEGRATIONS.filter((tool) => tool.oauthProvider && connected.has(tool.oauthProvider)).map(
        (tool) => tool.id,
      ),
    ]);
    return {
      totalOperations: OPERATIONS_CATEGORIES.length,
      activeIntegrations: keys.size,
      documents: await countDocuments(tx, member.organizationId),
      accessLevel: isAdmin(member.role) ? 'Admin' : 'User',
    };
  });
}

/** The card with this key as the caller sees it, or 404 (another organisation's id included). */
async function findCard(tx: Tx, member: MemberContext, key: string) {
  let slug = findBuiltInIntegration(key)?.operationsCategory as string | undefined;
  if (!slug && UUID.test(key)) slug = await q.categoryOfCustom(tx, member.organizationId, key);
  const card = slug
    ? (await cardsOf(tx, member, slug)).find((candidate) => candidate.key === key)
    : undefined;
  if (!card) throw notFound(INTEGRATION_NOT_FOUND);
  return card;
}

/** Master admin adds a custom integration to a category page. */
export async function createIntegration(
  db: Db,
  member: MemberContext,
  input: IntegrationFields & { operationsCategory: string },
) {
  return withTenant(db, member, async (tx) => {
    const id = await q.insertCustom(tx, member.organizationId, { ...input, updatedBy: member.userId });
    return findCard(tx, member, id);
  });
}

/** Edits a card: a built-in gets (or updates) its customisation; a custom one is updated. */
export async function updateIntegration(
  db: Db,
  member: MemberContext,
  key: string,
  input: IntegrationFields,
) {
  return withTenant(db, member, async (tx) => {
    const builtIn = findBuiltInIntegration(key);
    if (builtIn) {
      await q.saveCustomisation(tx, member.organizationId, key, {
        ...input,
        operationsCategory: builtIn.operationsCategory,
        updatedBy: member.userId,
      });
    } else {
      if (!UUID.test(key)) throw notFound(INTEGRATION_NOT_FOUND);
      const updated = await q.updateCustom(tx, member.organizationId, key, {
        ...input,
        updatedBy: member.userId,
      });
      if (!updated) throw notFound(INTEGRATION_NOT_FOUND);
    }
    return findCard(tx, member, key);
  });
}

/** Reset puts a built-in card back to Steward's version; a custom integration is removed. */
export async function resetOrRemoveIntegration(db: Db, member: MemberContext, key: string) {
  await withTenant(db, member, async (tx) => {
    if (findBuiltInIntegration(key)) {
      await q.deleteCustomisation(tx, member.organizationId, key);
      return;
    }
    if (!UUID.test(key)) throw notFound(INTEGRATION_NOT_FOUND);
    if (!(await q.deleteCustom(tx, member.organizationId, key))) throw notFound(INTEGRATION_NOT_FOUND);
    await q.deleteContact(tx, member.organizationId, key);
  });
}

/** Spec 000 §2 Primary Contact block; clearing every field removes the contact. */
export async function saveContact(db: Db, member: MemberContext, key: string, contact: IntegrationContact) {
  return withTenant(db, member, async (tx) => {
    await findCard(tx, member, key);
    if (Object.values(contact).every((value) => value === null)) {
      await q.deleteContact(tx, member.organizationId, key);
    } else {
      await q.saveContact(tx, member.organizationId, key, { ...contact, updatedBy: member.userId });
    }
    return findCard(tx, member, key);
  });
}
