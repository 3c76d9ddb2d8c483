import { z } from 'zod';
import { LIMITS } from '../limits';

const address = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: (issue) => `"${String(issue.input)}" is not a valid email address` }));

/** Addresses as typed in one field: separated by commas, semicolons or spaces. */
export function splitAddresses(input: string): string[] {
  return input
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const MAX_RECIPIENTS = LIMITS.email.recipients;

/** Spec 000 §3 Email draft, with the documents it is about. */
export const sendEmailRequestSchema = z.object({
  /** Spec 000 §5: To is required. */
  to: z
    .array(address)
    .min(1, { error: 'Please enter at least one recipient email address.' })
    .max(MAX_RECIPIENTS, { error: `At most ${MAX_RECIPIENTS} recipients` }),
  cc: z.array(address).max(MAX_RECIPIENTS).default([]),
  bcc: z.array(address).max(MAX_RECIPIENTS).default([]),
  /** Spec 000 §5: required for Send. One line: a line break would start a new mail header. */
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a subject' })
    .max(LIMITS.email.subject, { error: `Subject must be at most ${LIMITS.email.subject} characters` })
    .refine((subject) => !/[\r\n]/.test(subject), { error: 'Subject must be on one line' }),
  message: z
    .string()
    .max(LIMITS.email.message, { error: `Message must be at most ${LIMITS.email.message} characters` })
    .default(''),
  includeLinks: z.boolean().default(true),
  includeAttachments: z.boolean().default(false),
  documentIds: z
    .array(z.uuid())
    .min(1, { error: 'Please select at least one document' })
    .max(LIMITS.email.documents),
});
export type SendEmailInput = z.input<typeof sendEmailRequestSchema>;
export type SendEmailRequest = z.output<typeof sendEmailRequestSchema>;

/**
 * What became of one email, as its sender is told: `sent` only once an SMTP server accepted it;
 * `queued` while it waits for one (a retry after a failed attempt included); `failed` when Steward
 * gave up; `outbox` when no mail server is configured, so it is kept in the local outbox, not sent.
 */
export const EMAIL_DELIVERIES = ['sent', 'queued', 'failed', 'outbox'] as const;
export const emailDeliverySchema = z.enum(EMAIL_DELIVERIES);
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

export const sendEmailResponseSchema = z.object({
  /** Every address the message goes to (to, cc, bcc), for "Email sent successfully to {recipients}!". */
  recipients: z.array(z.string()),
  delivery: emailDeliverySchema,
  /** What the mail server said: why it is not sent yet, why it failed, or whom it refused. */
  error: z.string().nullable(),
});
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'local'] as const;

/** One message of the organisation's outbox, as admins see it. */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  recipients: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  textBody: z.string(),
  attachments: z.array(z.object({ filename: z.string(), sizeBytes: z.number().int() })),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.list.pageSizeMax).default(LIMITS.list.pageSize),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
