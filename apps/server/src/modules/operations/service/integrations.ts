import {
  BUILT_IN_INTEGRATIONS,
  builtInIntegrationsFor,
  can,
  countOAuthReady,
  findBuiltInIntegration,
  findOperationsCategory,
  type IntegrationCard,
  type IntegrationContact,
  type IntegrationFields,
  isAdmin,
  OPERATIONS_CATEGORIES,
  type OperationsCategoryView,
  type OperationsOverview,
} from '@steward/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '@/db/client';
import { documents, integrationContacts, integrations, oauthConnections } from '@/db/schema';
import { type Tx, withTenant } from '@/db/tenant';
import { countInArea } from '@/modules/documents/queries';
import type { MemberContext } from '@/platform/authorization';
import { notFound } from '@/platform/errors';

export const INTEGRATION_NOT_FOUND = 'Integration not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof integrations.$inferSelect;
type ContactRow = typeof integrationContacts.$inferSelect;

function toContact(row: ContactRow | undefined): IntegrationCard['contact'] {
  if (!row) return null;
  const { name, title, email, phone, company, notes } = row;
  return { name, title, email, phone, company, notes };
}

function cardFor(
  member: MemberContext,
  base: { key: string; builtIn: boolean; oauthProvider: string | null; connected: boolean },
  fields: Pick<Row, 'operationsCategory' | 'name' | 'description' | 'url' | 'category' | 'note'>,
  customised: boolean,
  contact: ContactRow | undefined,
): IntegrationCard {
  const manage = can(member.role, 'integrations.manage');
  return {
    key: base.key,
    builtIn: base.builtIn,
    customised,
    operationsCategory: fields.operationsCategory,
    name: fields.name,
    description: fields.description,
    url: fields.url,
    category: fields.category as IntegrationCard['category'],
    note: fields.note ?? null,
    oauthProvider: base.oauthProvider,
    connection: base.connected ? 'connected' : base.oauthProvider ? 'available' : 'manual',
    contact: toContact(contact),
    can: {
      edit: manage,
      reset: manage && base.builtIn && customised,
      remove: manage && !base.builtIn,
      editContact: can(member.role, 'contacts.edit'),
    },
  };
}

/** Providers the organisation holds a working OAuth connection to (spec 000 §2 "OAuth Connected"). */
async function connectedProviders(tx: Tx, organizationId: string) {
  const rows = await tx
    .select({ providerId: oauthConnections.providerId })
    .from(oauthConnections)
    .where(
      and(
        eq(oauthConnections.organizationId, organizationId),
        eq(oauthConnections.isActive, true),
        eq(oauthConnections.needsReconnect, false),
      ),
    );
  return new Set(rows.map((row) => row.providerId));
}

/** The cards of one operations category: built-ins (as customised) first, then custom ones. */
async function cardsOf(tx: Tx, member: MemberContext, slug: string) {
  const rows = await tx
    .select()
    .from(integrations)
    .where(
      and(eq(integrations.organizationId, member.organizationId), eq(integrations.operationsCategory, slug)),
    )
    .orderBy(integrations.createdAt);
  const contacts = new Map(
    (
      await tx
        .select()
        .from(integrationContacts)
        .where(eq(integrationContacts.organizationId, member.organizationId))
    ).map((row) => [row.integrationKey, row]),
  );
  const overrides = new Map(rows.filter((row) => row.builtinId).map((row) => [row.builtinId as string, row]));
  const connected = await connectedProviders(tx, member.organizationId);
  const builtIns = builtInIntegrationsFor(slug).map((builtIn) => {
    const override = overrides.get(builtIn.id);
    return cardFor(
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
      cardFor(
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
  if (!category) throw notFound('Category Not Found');
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
        relatedDocuments: await countInArea(tx, member.organizationId, `operations/${slug}`),
        availableTools: cards.length,
        oauthReady: countOAuthReady(cards),
        activeContacts: cards.filter((card) => card.contact !== null).length,
      },
      integrations: cards,
      can: { addIntegration: can(member.role, 'integrations.manage') },
    };
  });
}

/** Spec 000 §2 Operations Center tiles, with the organisation's real numbers (issue 5). */
export async function overview(db: Db, member: MemberContext): Promise<OperationsOverview> {
  return withTenant(db, member, async (tx) => {
    const configured = await queryRows<{ key: string }>(
      tx,
      sql`select coalesce(builtin_id, id::text) as key from integrations
          where organization_id = ${member.organizationId}
          union
          select integration_key from integration_contacts where organization_id = ${member.organizationId}`,
    );
    const connected = await connectedProviders(tx, member.organizationId);
    const keys = new Set([
      ...configured.map((row) => row.key),
      ...BUILT_IN_INTEGRATIONS.filter((tool) => tool.oauthProvider && connected.has(tool.oauthProvider)).map(
        (tool) => tool.id,
      ),
    ]);
    const [documentTotal] = await tx
      .select({ total: count() })
      .from(documents)
      .where(eq(documents.organizationId, member.organizationId));
    return {
      totalOperations: OPERATIONS_CATEGORIES.length,
      activeIntegrations: keys.size,
      documents: Number(documentTotal?.total ?? 0),
      accessLevel: isAdmin(member.role) ? 'Admin' : 'User',
    };
  });
}

/** The card with this key as the caller sees it, or 404 (another organisation's id included). */
async function findCard(tx: Tx, member: MemberContext, key: string) {
  let slug = findBuiltInIntegration(key)?.operationsCategory as string | undefined;
  if (!slug && UUID.test(key)) {
    const [row] = await tx
      .select({ slug: integrations.operationsCategory })
      .from(integrations)
      .where(and(eq(integrations.organizationId, member.organizationId), eq(integrations.id, key)));
    slug = row?.slug;
  }
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
    const [row] = await tx
      .insert(integrations)
      .values({ organizationId: member.organizationId, ...input, updatedBy: member.userId })
      .returning({ id: integrations.id });
    return findCard(tx, member, row?.id as string);
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
      const values = { ...input, operationsCategory: builtIn.operationsCategory, updatedBy: member.userId };
      await tx
        .insert(integrations)
        .values({ organizationId: member.organizationId, builtinId: key, ...values })
        .onConflictDoUpdate({
          target: [integrations.organizationId, integrations.builtinId],
          set: { ...values, updatedAt: sql`now()` },
        });
    } else {
      if (!UUID.test(key)) throw notFound(INTEGRATION_NOT_FOUND);
      const updated = await tx
        .update(integrations)
        .set({ ...input, updatedBy: member.userId, updatedAt: sql`now()` })
        .where(
          and(
            eq(integrations.organizationId, member.organizationId),
            eq(integrations.id, key),
            isNull(integrations.builtinId),
          ),
        )
        .returning({ id: integrations.id });
      if (updated.length === 0) throw notFound(INTEGRATION_NOT_FOUND);
    }
    return findCard(tx, member, key);
  });
}

/** Reset puts a built-in card back to Steward's version; a custom integration is removed. */
export async function resetOrRemoveIntegration(db: Db, member: MemberContext, key: string) {
  await withTenant(db, member, async (tx) => {
    if (findBuiltInIntegration(key)) {
      await tx
        .delete(integrations)
        .where(and(eq(integrations.organizationId, member.organizationId), eq(integrations.builtinId, key)));
      return;
    }
    if (!UUID.test(key)) throw notFound(INTEGRATION_NOT_FOUND);
    const removed = await tx
      .delete(integrations)
      .where(
        and(
          eq(integrations.organizationId, member.organizationId),
          eq(integrations.id, key),
          isNull(integrations.builtinId),
        ),
      )
      .returning({ id: integrations.id });
    if (removed.length === 0) throw notFound(INTEGRATION_NOT_FOUND);
    await tx
      .delete(integrationContacts)
      .where(
        and(
          eq(integrationContacts.organizationId, member.organizationId),
          eq(integrationContacts.integrationKey, key),
        ),
      );
  });
}

/** Spec 000 §2 Primary Contact block; clearing every field removes the contact. */
export async function saveContact(db: Db, member: MemberContext, key: string, contact: IntegrationContact) {
  return withTenant(db, member, async (tx) => {
    await findCard(tx, member, key);
    const where = and(
      eq(integrationContacts.organizationId, member.organizationId),
      eq(integrationContacts.integrationKey, key),
    );
    if (Object.values(contact).every((value) => value === null)) {
      await tx.delete(integrationContacts).where(where);
    } else {
      const values = { ...contact, updatedBy: member.userId, updatedAt: sql`now()` };
      await tx
        .insert(integrationContacts)
        .values({ organizationId: member.organizationId, integrationKey: key, ...values })
        .onConflictDoUpdate({
          target: [integrationContacts.organizationId, integrationContacts.integrationKey],
          set: values,
        });
    }
    return findCard(tx, member, key);
  });
}
