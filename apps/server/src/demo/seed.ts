import { createHash, randomUUID } from 'node:crypto';
import { DONOR_DATA_CATEGORY, INVITATION_VALIDITY_DAYS } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { documents, invitations, memberships, organizations, users } from '@/db/schema';
import { syncDocuments } from '@/modules/donor-imports/service';
import { hashPassword } from '@/platform/passwords';
import type { Storage } from '@/platform/storage/storage';
import { newToken, tokenDigest } from '@/platform/tokens';
import { DEMO_CREDENTIALS } from './credentials';
import { seedDemoBatches, seedDemoFunds } from './sample-batches';
import { seedDemoCampaign } from './sample-campaign';
import { sampleContent } from './sample-content';
import {
  DEMO_MEMBERS,
  DEMO_ORGANIZATION_NAME,
  DEMO_PENDING_INVITATIONS,
  SAMPLE_DOCUMENTS,
} from './sample-data';
import { DEMO_SEPARATE_FILER, sampleGivingCsv } from './sample-giving';

const SEED_LOCK_KEY = 7_302_114_502;
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Fills an empty database with the demo organisation. Runs on every start in demo mode and does
 * nothing once any organisation exists; the advisory lock keeps two processes from both seeding.
 */
export async function seedDemoData(database: Database, storage: Storage, now = new Date()): Promise<boolean> {
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: organizations.id }).from(organizations).limit(1);
    if (existing) return null;

    const memberIds = new Map<string, string>();
    for (const member of DEMO_MEMBERS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: member.email,
          fullName: member.fullName,
          passwordHash: await hashPassword(DEMO_CREDENTIALS.password),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('Demo user insert returned nothing');
      memberIds.set(member.email, user.id);
    }
    const ownerId = memberIds.get(DEMO_CREDENTIALS.email);
    const [organization] = await tx
      .insert(organizations)
      .values({ name: DEMO_ORGANIZATION_NAME, createdBy: ownerId })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('Demo organisation insert returned nothing');

    await tx.insert(memberships).values(
      DEMO_MEMBERS.map((member) => ({
        organizationId: organization.id,
        userId: memberIds.get(member.email) as string,
        role: member.role,
        isCounter: member.isCounter ?? false,
        isActive: member.isActive,
        invitedBy: member.role === 'master_admin' ? null : ownerId,
        invitedAt: member.role === 'master_admin' ? null : new Date(now.getTime() - 200 * DAY_MS),
      })),
    );

    await tx.insert(invitations).values(
      DEMO_PENDING_INVITATIONS.map((invitation) => {
        const sentAt = new Date(now.getTime() - invitation.sentDaysAgo * DAY_MS);
        return {
          organizationId: organization.id,
          email: invitation.email,
          fullName: invitation.fullName,
          role: invitation.role,
          tokenHash: tokenDigest(newToken()),
          invitedBy: ownerId,
          createdAt: sentAt,
          expiresAt: new Date(sentAt.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS),
        };
      }),
    );

    const rows = [];
    for (const doc of SAMPLE_DOCUMENTS) {
      const uploadedAt = new Date(now.getTime() - doc.uploadedDaysAgo * DAY_MS);
      const uploadDate = isoDate(uploadedAt);
      const expiryDate =
        doc.scan?.expiryDate ??
        (doc.expiresInDays === null ? null : isoDate(new Date(now.getTime() + doc.expiresInDays * DAY_MS)));
      const { body, contentType } = await sampleContent(doc, DEMO_ORGANIZATION_NAME, {
        uploadDate,
        expiryDate,
      });
      const storageKey = `org/${organization.id}/documents/${randomUUID()}`;
      await storage.put(storageKey, body);
      rows.push({
        organizationId: organization.id,
        name: doc.name,
        category: doc.category,
        storageKey,
        sizeBytes: body.length,
        contentType,
        sha256: createHash('sha256').update(body).digest('hex'),
        tags: doc.tags,
        description: doc.description,
        uploadDate,
        expiryDate,
        uploadedBy: ownerId,
        createdAt: uploadedAt,
        updatedAt: uploadedAt,
      });
    }
    // A giving export in the Donor Data category, merged below as an admin's sync would.
    const giving = Buffer.from(sampleGivingCsv(now));
    const givingKey = `org/${organization.id}/documents/${randomUUID()}`;
    await storage.put(givingKey, giving);
    const givingAt = new Date(now.getTime() - 3 * DAY_MS);
    rows.push({
      organizationId: organization.id,
      name: 'Online Giving Export.csv',
      category: DONOR_DATA_CATEGORY,
      storageKey: givingKey,
      sizeBytes: giving.length,
      contentType: 'text/csv',
      sha256: createHash('sha256').update(giving).digest('hex'),
      tags: ['donor', 'giving'],
      description: 'Gifts from the online giving system for the last 30 months.',
      uploadDate: isoDate(givingAt),
      expiryDate: null,
      uploadedBy: ownerId,
      createdAt: givingAt,
      updatedAt: givingAt,
    });
    await tx.insert(documents).values(rows);
    const counter = DEMO_MEMBERS.find((member) => member.isCounter) as (typeof DEMO_MEMBERS)[number];
    return {
      organizationId: organization.id,
      ownerId: ownerId as string,
      counter: { userId: memberIds.get(counter.email) as string, email: counter.email },
    };
  });
  if (!seeded) return false;
  const owner = {
    organizationId: seeded.organizationId,
    userId: seeded.ownerId,
    role: 'master_admin',
    isCounter: false,
    email: DEMO_CREDENTIALS.email,
    ipAddress: null,
  } as const;
  await seedDemoFunds(database, storage, owner);
  await syncDocuments({ db: database.db, storage }, owner);
  // The export's household ids made the demo's households; the grown child files separately.
  await database.db.execute(sql`
    update household_members m set gives_jointly = false
    from donors d
    where d.id = m.donor_id and d.organization_id = ${seeded.organizationId}
      and d.first_name = ${DEMO_SEPARATE_FILER.firstName} and d.last_name = ${DEMO_SEPARATE_FILER.lastName}`);
  await seedDemoBatches(
    database,
    storage,
    seeded.organizationId,
    {
      treasurer: owner,
      counter: {
        ...seeded.counter,
        organizationId: seeded.organizationId,
        role: 'user',
        isCounter: true,
        ipAddress: null,
      },
    },
    now,
  );
  await seedDemoCampaign(database, storage, owner, now);
  return true;
}
