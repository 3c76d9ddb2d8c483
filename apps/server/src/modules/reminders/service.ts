import { filingBanner, isoDay, PRODUCT_NAME } from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { Mailer } from '@/platform/mail/mailer';
import * as q from './queries';

const HEADINGS: Record<q.Threshold, string> = {
  overdue: 'Overdue',
  '7': 'Expiring within 7 days',
  '30': 'Expiring within 30 days',
};

type Filing = Awaited<ReturnType<typeof q.claimFilingReminder>>;

function digestText(
  organizationName: string,
  documents: { name: string; category: string; expiryDate: string; threshold: q.Threshold }[],
  filing: Filing,
  origin: string | null,
) {
  const lines = [`Renewal reminder for ${organizationName}`, ''];
  if (filing) {
    lines.push(
      `Corporate filing: ${filingBanner(filing.state)} The next filing is due ${filing.nextDueDate}.`,
    );
    if (origin) lines.push(`See the Corporate Status Dashboard: ${origin}/operations/legal`);
    lines.push('');
  }
  for (const threshold of ['overdue', '7', '30'] as const) {
    const group = documents.filter((d) => d.threshold === threshold);
    if (group.length === 0) continue;
    lines.push(`${HEADINGS[threshold]}:`);
    for (const d of group) lines.push(`- ${d.name} (${d.category}), expires ${d.expiryDate}`);
    lines.push('');
  }
  if (origin && documents.length > 0) lines.push(`Manage them in ${PRODUCT_NAME}: ${origin}/documents`, '');
  lines.push(`You get this because you are an admin of ${organizationName} in ${PRODUCT_NAME}.`);
  return lines.join('\n');
}

/**
 * Renewal reminders, which the spec does not have (docs/spec-deviations.md): once a day each
 * organisation's admins get one digest of the documents that became overdue or now expire within
 * 7 or 30 days, and of a corporate filing that became due soon or overdue. A document is reminded
 * once per threshold and expiry date (document_reminders), and an organisation gets one digest per day
 * (reminder_digests): both are unique keys written in the digest's own transaction, so restarts
 * and several server processes never send one twice. A day with nothing new sends nothing.
 */
export async function sendReminderDigests(
  db: Db,
  mailer: Mailer,
  options: { now?: Date; origin: string | null },
) {
  const today = isoDay(options.now ?? new Date());
  const emailIds: string[] = [];
  for (const organizationId of await q.organizationIds(db)) {
    // The digest goes to the admins, so it lists what they may see, Donor Data documents included.
    const emailId = await withTenant(db, { organizationId, userId: null, role: 'admin' }, async (tx) => {
      if (!(await q.claimDigest(tx, organizationId, today))) return null;
      const due = await q.dueDocuments(tx, organizationId, today);
      const fresh = await q.recordReminders(tx, organizationId, due);
      const documents = due.filter((d) => fresh.has(d.id));
      const filing = await q.claimFilingReminder(tx, organizationId, today);
      await q.setDigestCount(tx, organizationId, today, documents.length);
      const recipients = await q.adminEmails(tx, organizationId);
      if ((documents.length === 0 && !filing) || recipients.length === 0) return null;
      const name = await q.organizationName(tx, organizationId);
      const subject =
        documents.length > 0
          ? `${documents.length} document${documents.length === 1 ? '' : 's'} to renew at ${name}`
          : `Corporate filing ${filing?.state === 'overdue' ? 'overdue' : 'due soon'} at ${name}`;
      const email = await mailer.enqueue(tx, organizationId, {
        to: recipients,
        subject,
        text: digestText(name, documents, filing, options.origin),
      });
      return email.id;
    });
    if (emailId) emailIds.push(emailId);
  }
  await mailer.deliver(emailIds);
  return emailIds.length;
}
