import {
  displayName,
  formatFileSize,
  type OutboxPage,
  PRODUCT_NAME,
  type SendEmailRequest,
  type SendEmailResponse,
} from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { documentFileLink } from '@/modules/documents/service';
import type { MemberContext } from '@/platform/authorization';
import { notFound } from '@/platform/errors';
import type { FileLinkSigner } from '@/platform/file-links';
import type { Mailer } from '@/platform/mail/mailer';
import type { Storage } from '@/platform/storage/storage';
import * as q from './queries';

/** Links in an email are read later than links opened in the app: they work for 7 days. */
export const EMAIL_LINK_SECONDS = 7 * 24 * 60 * 60;

export interface EmailDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  links: FileLinkSigner;
}

type Sender = MemberContext & { fullName: string | null; organizationName: string };

/**
 * Spec 000 §2 Email Documents modal, for real: the message goes to the outbox in one transaction
 * with links (signed, 7 days) and/or the files attached, and is sent over SMTP after commit. The
 * documents are read under the sender's row-level security: a Donor Data document is not found
 * (404) for a sender without fundraising access.
 */
export async function sendDocuments(
  { db, mailer, storage, links }: EmailDeps,
  sender: Sender,
  input: SendEmailRequest,
  origin: string,
): Promise<SendEmailResponse> {
  const emailId = await withTenant(db, sender, async (tx) => {
    const found = await q.findDocuments(tx, sender.organizationId, input.documentIds);
    if (found.length !== new Set(input.documentIds).size) throw notFound('Document not found');
    // In the order the sender picked them.
    const ordered = input.documentIds.flatMap((id) => found.filter((document) => document.id === id));

    const lines = input.message.trim() ? [input.message.trim(), ''] : [];
    lines.push(`Documents (${ordered.length}):`);
    for (const document of ordered) {
      const size = formatFileSize(Number(document.sizeBytes));
      if (!input.includeLinks) {
        lines.push(`- ${document.name} (${size})`);
        continue;
      }
      const link = await documentFileLink({ storage, links }, sender, document, {
        disposition: 'attachment',
        seconds: EMAIL_LINK_SECONDS,
      });
      // Steward's own links are paths on its origin; a presigned one is already a full URL.
      const url = link.url.startsWith('/') ? `${origin}${link.url}` : link.url;
      lines.push(`- ${document.name} (${size}): ${url}`);
    }
    if (input.includeLinks) lines.push('', 'The links work for 7 days.');
    lines.push(
      '',
      `Sent by ${displayName(sender)} (${sender.email}) of ${sender.organizationName} with ${PRODUCT_NAME}.`,
    );

    const email = await mailer.enqueue(tx, sender.organizationId, {
      to: input.to,
      cc: input.cc,
      bcc: input.bcc,
      subject: input.subject,
      text: lines.join('\n'),
      attachments: input.includeAttachments
        ? ordered.map((document) => ({
            storageKey: document.storageKey,
            filename: document.name,
            contentType: document.contentType,
            sizeBytes: Number(document.sizeBytes),
          }))
        : [],
    });
    return email.id;
  });
  // Awaited, so "sent" is said only once the mail server took it.
  return {
    recipients: [...input.to, ...input.cc, ...input.bcc],
    ...(await mailer.deliverAndReport(emailId)),
  };
}

/** The organisation's outbox, newest first (admins). */
export async function listOutbox(
  db: Db,
  member: MemberContext,
  page: number,
  pageSize: number,
): Promise<OutboxPage> {
  return withTenant(db, member, async (tx) => {
    const total = await q.countOutbox(tx, member.organizationId);
    const rows = await q.listOutbox(tx, member.organizationId, pageSize, (page - 1) * pageSize);
    return {
      items: rows.map((row) => ({
        id: row.id,
        recipients: row.recipients,
        cc: row.cc,
        bcc: row.bcc,
        subject: row.subject,
        textBody: row.textBody,
        attachments: row.attachments.map(({ filename, sizeBytes }) => ({ filename, sizeBytes })),
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
      total,
      page,
      pageSize,
    };
  });
}
