import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';
import { corporateStatus, integrationContacts, integrations, users } from '@/db/schema';

export type IntegrationRow = typeof integrations.$inferSelect;
export type ContactRow = typeof integrationContacts.$inferSelect;

/** The organisation's integrations of one operations category (custom and customised built-ins). */
export function integrationsOf(tx: Tx, organizationId: string, slug: string) {
  return tx
    .select()
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.operationsCategory, slug)))
    .orderBy(integrations.createdAt);
}

export function contactsOf(tx: Tx, organizationId: string) {
  return tx.select().from(integrationContacts).where(eq(integrationContacts.organizationId, organizationId));
}

/** The category of a custom integration, or undefined. */
export async function categoryOfCustom(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select({ slug: integrations.operationsCategory })
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.id, id)));
  return row?.slug;
}

/** Keys of every integration the organisation configured or gave a contact (built-in id or custom id). */
export async function configuredIntegrationKeys(tx: Tx, organizationId: string) {
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`select coalesce(builtin_id, id::text) as key from integrations
        where organization_id = ${organizationId}
        union
        select integration_key from integration_contacts where organization_id = ${organizationId}`,
  );
  return rows.map((row) => row.key);
}

type IntegrationValues = Pick<
  typeof integrations.$inferInsert,
  'name' | 'description' | 'url' | 'category' | 'note' | 'operationsCategory' | 'updatedBy'
>;

export async function insertCustom(tx: Tx, organizationId: string, values: IntegrationValues) {
  const [row] = await tx
    .insert(integrations)
    .values({ organizationId, ...values })
    .returning({ id: integrations.id });
  return row?.id as string;
}

/** A built-in integration's customisation, created or replaced. */
export async function saveCustomisation(
  tx: Tx,
  organizationId: string,
  builtinId: string,
  values: IntegrationValues,
) {
  await tx
    .insert(integrations)
    .values({ organizationId, builtinId, ...values })
    .onConflictDoUpdate({
      target: [integrations.organizationId, integrations.builtinId],
      set: { ...values, updatedAt: sql`now()` },
    });
}

const custom = (organizationId: string, id: string) =>
  and(
    eq(integrations.organizationId, organizationId),
    eq(integrations.id, id),
    isNull(integrations.builtinId),
  );

/** True when a custom integration with this id was updated. */
export async function updateCustom(
  tx: Tx,
  organizationId: string,
  id: string,
  values: Omit<IntegrationValues, 'operationsCategory'>,
) {
  const updated = await tx
    .update(integrations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(custom(organizationId, id))
    .returning({ id: integrations.id });
  return updated.length > 0;
}

export async function deleteCustomisation(tx: Tx, organizationId: string, builtinId: string) {
  await tx
    .delete(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.builtinId, builtinId)));
}

/** True when a custom integration with this id was deleted. */
export async function deleteCustom(tx: Tx, organizationId: string, id: string) {
  const removed = await tx
    .delete(integrations)
    .where(custom(organizationId, id))
    .returning({ id: integrations.id });
  return removed.length > 0;
}

const contactOf = (organizationId: string, key: string) =>
  and(eq(integrationContacts.organizationId, organizationId), eq(integrationContacts.integrationKey, key));

export async function deleteContact(tx: Tx, organizationId: string, key: string) {
  await tx.delete(integrationContacts).where(contactOf(organizationId, key));
}

export async function saveContact(
  tx: Tx,
  organizationId: string,
  key: string,
  values: Pick<
    typeof integrationContacts.$inferInsert,
    'name' | 'title' | 'email' | 'phone' | 'company' | 'notes' | 'updatedBy'
  >,
) {
  const set = { ...values, updatedAt: sql`now()` };
  await tx
    .insert(integrationContacts)
    .values({ organizationId, integrationKey: key, ...set })
    .onConflictDoUpdate({
      target: [integrationContacts.organizationId, integrationContacts.integrationKey],
      set,
    });
}

export async function findCorporateStatus(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({
      entityName: corporateStatus.entityName,
      entityType: corporateStatus.entityType,
      status: corporateStatus.status,
      filingDate: corporateStatus.filingDate,
      nextDueDate: corporateStatus.nextDueDate,
      annualReportStatus: corporateStatus.annualReportStatus,
      updatedAt: corporateStatus.updatedAt,
      updaterEmail: users.email,
      updaterName: users.fullName,
    })
    .from(corporateStatus)
    .leftJoin(users, eq(users.id, corporateStatus.updatedBy))
    .where(eq(corporateStatus.organizationId, organizationId));
  return row;
}

export type CorporateStatusRow = NonNullable<Awaited<ReturnType<typeof findCorporateStatus>>>;

export async function saveCorporateStatus(
  tx: Tx,
  organizationId: string,
  values: Pick<
    typeof corporateStatus.$inferInsert,
    'entityName' | 'entityType' | 'status' | 'filingDate' | 'nextDueDate' | 'annualReportStatus' | 'updatedBy'
  >,
) {
  const set = { ...values, updatedAt: sql`now()` };
  await tx
    .insert(corporateStatus)
    .values({ organizationId, ...set })
    .onConflictDoUpdate({ target: corporateStatus.organizationId, set });
}
