import { z } from 'zod';
import { LIMITS } from '../limits';
import { calendarDay, optionalText } from './fields';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a date' });
const dollars = z.number();

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** `{label} must be on one line`: the value is printed on one line, and the legal name is a subject line. */
function oneLine<T extends z.ZodType<string | null>>(schema: T, label: string) {
  return schema.refine((value) => value === null || !LINE_BREAK.test(value), {
    error: `${label} must be on one line`,
  });
}

/** GET and PUT /api/statements/settings: what every statement says about the organisation. */
export const statementSettingsSchema = z.object({
  legalName: oneLine(
    z
      .string()
      .trim()
      .min(1, { error: 'Legal name is required' })
      .max(LIMITS.statements.field, {
        error: `Legal name must be at most ${LIMITS.statements.field} characters`,
      }),
    'Legal name',
  ),
  ein: optionalText(20, 'EIN')
    .refine((value) => value === null || /^\d{2}-?\d{7}$/.test(value), {
      error: 'EIN must be 9 digits, as 12-3456789',
    })
    .transform((value) => (value && !value.includes('-') ? `${value.slice(0, 2)}-${value.slice(2)}` : value)),
  /** One line per line. */
  address: optionalText(LIMITS.statements.address, 'Mailing address'),
  phone: oneLine(optionalText(LIMITS.contact.phone, 'Phone'), 'Phone'),
  website: oneLine(optionalText(LIMITS.statements.field, 'Website'), 'Website'),
  signerName: oneLine(optionalText(LIMITS.statements.field, "Signer's name"), "Signer's name"),
  signerTitle: oneLine(optionalText(LIMITS.statements.field, "Signer's title"), "Signer's title"),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Statement message is required' })
    .max(LIMITS.statements.message, {
      error: `Statement message must be at most ${LIMITS.statements.message} characters`,
    }),
  /**
   * A household's members who give jointly get one statement together; off, every
   * donor gets their own. A form from before the setting leaves it on.
   */
  jointStatements: z.boolean().default(true),
});
export type StatementSettingsInput = z.input<typeof statementSettingsSchema>;
export type StatementSettings = z.output<typeof statementSettingsSchema>;

/** The settings as saved (what statementSettingsSchema makes of a form). */
const savedSettings = z.object({
  legalName: z.string(),
  ein: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  signerName: z.string().nullable(),
  signerTitle: z.string().nullable(),
  message: z.string(),
  jointStatements: z.boolean(),
});

export const statementSettingsResponseSchema = z.object({
  settings: savedSettings,
  /** False until an admin saves them: the values are suggestions (the organisation's name, the default message). */
  saved: z.boolean(),
  /** The organisation has a logo, which statements carry. */
  hasLogo: z.boolean(),
});
export type StatementSettingsResponse = z.infer<typeof statementSettingsResponseSchema>;

/** Which donors get a statement. */
export const statementSelectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({
    kind: z.literal('above'),
    minTotal: z.number().positive({ error: 'Enter an amount above $0' }),
  }),
  z.object({ kind: z.literal('one'), donorId: z.uuid() }),
]);
export type StatementSelection = z.infer<typeof statementSelectionSchema>;

const period = z
  .object({ start: day, end: day })
  .refine(({ start, end }) => start <= end, { error: 'The period must end on or after its start' });

/** POST /api/statements/runs: generate statements in the background. */
export const createStatementRunSchema = z.object({ period, donors: statementSelectionSchema });
export type CreateStatementRun = z.infer<typeof createStatementRunSchema>;

/**
 * POST /api/statements/pledge-runs: a statement for each pledger of one campaign (not in the spec:
 * docs/spec-deviations.md), of their pledge and what was given towards it up to `asOf`, with the
 * organisation's letter (DEFAULT_PLEDGE_LETTER's fields filled in) in the statement message's place.
 */
export const createPledgeStatementRunSchema = z.object({
  campaignId: z.uuid(),
  asOf: calendarDay('The date'),
  letter: z
    .string()
    .trim()
    .min(1, { error: 'The letter is required' })
    .max(LIMITS.statements.message, {
      error: `The letter must be at most ${LIMITS.statements.message} characters`,
    }),
});
export type CreatePledgeStatementRun = z.infer<typeof createPledgeStatementRunSchema>;

/** POST /api/statements/preview: one donor's statement as a PDF, made on the spot and not kept. */
export const statementPreviewSchema = z.object({ period, donorId: z.uuid() });
export type StatementPreviewRequest = z.infer<typeof statementPreviewSchema>;
/** Set ("1") on a preview's answer when the donor has no mailing address: it could not be posted. */
export const STATEMENT_PREVIEW_NO_ADDRESS_HEADER = 'Steward-No-Mailing-Address';

export const STATEMENT_RUN_STATUSES = ['queued', 'generating', 'done', 'failed'] as const;

/** The settings a run's statements print, as saved when it was made (null: made before runs kept them). */
export const statementRunSettingsSchema = z.object({
  legalName: z.string(),
  ein: z.string().nullable(),
  address: z.string().nullable(),
});
export type StatementRunSettings = z.infer<typeof statementRunSettingsSchema>;

export const statementRunSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  createdBy: z.string().nullable(),
  period: z.object({ start: day, end: day }),
  donors: statementSelectionSchema,
  settings: statementRunSettingsSchema.nullable(),
  status: z.enum(STATEMENT_RUN_STATUSES),
  donorCount: z.number().int(),
  donorsDone: z.number().int(),
  /** Why the run failed (status failed); null otherwise. */
  error: z.string().nullable(),
  /** Statements that could not be made (each has its `problem`): the run finished without them. */
  statementsFailed: z.number().int(),
  /** The combined PDF for printing is there (a done run whose statements were made). */
  printable: z.boolean(),
  /** Why a done run has no combined PDF for printing, when it should have one. */
  printError: z.string().nullable(),
  /**
   * How the emails stand (only counted once the run is done): `sent` only once the mail server
   * accepted them; `inOutbox` were kept in the local outbox because no mail server is set up, so
   * they are not sent either.
   */
  email: z.object({
    notSent: z.number().int(),
    inOutbox: z.number().int(),
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    noEmail: z.number().int(),
  }),
  /** It can be deleted: it is finished and none of its statements was ever emailed. */
  can: z.object({ delete: z.boolean() }),
  /**
   * A pledge statement run: its campaign (the name as it was), the day its statements are as of
   * (the period's end; the period starts with the campaign) and the letter they print as written
   * (its fields not yet filled in). Null: a giving statement run.
   */
  pledges: z
    .object({ campaignId: z.uuid().nullable(), campaignName: z.string(), asOf: day, letter: z.string() })
    .nullable(),
});
export type StatementRun = z.infer<typeof statementRunSchema>;

export const statementRunListSchema = z.object({ items: z.array(statementRunSchema) });

/** `outbox`: kept in the local outbox, not sent (no mail server set up); `sent`: accepted by one. */
export const STATEMENT_EMAIL_STATES = ['not-sent', 'outbox', 'queued', 'sent', 'failed', 'no-email'] as const;

export const statementRecipientSchema = z.object({
  donorId: z.uuid(),
  donorName: z.string(),
  email: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** The run has a mailing address for them (none: their statement can be neither posted nor, without email, sent). */
  hasAddress: z.boolean(),
  total: dollars,
  gifts: z.number().int(),
  ready: z.boolean(),
  /** Why the statement could not be made (then it has no PDF and no email); null otherwise. */
  problem: z.string().nullable(),
  emailState: z.enum(STATEMENT_EMAIL_STATES),
  /**
   * Why the email failed (or, still queued, why it is being retried), as the mail server said, or
   * why it was not queued at all (an address that is not one valid email address).
   */
  emailError: z.string().nullable(),
  /**
   * A household's joint statement: its joint members, each sent a message of their own (a member
   * without an email: `no-email`); empty for a person's statement.
   */
  members: z.array(
    z.object({
      donorId: z.uuid(),
      name: z.string(),
      email: z.string().nullable(),
      emailState: z.enum(STATEMENT_EMAIL_STATES),
      emailError: z.string().nullable(),
    }),
  ),
});
export type StatementRecipient = z.infer<typeof statementRecipientSchema>;

export const statementRecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.list.pageSizeMax).default(LIMITS.list.pageSize),
  /** Only the donors without an email address (the printable list). */
  noEmail: z.stringbool().optional(),
});

export const statementRecipientPageSchema = z.object({
  items: z.array(statementRecipientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StatementRecipientPage = z.infer<typeof statementRecipientPageSchema>;

export const statementRunParamsSchema = z.object({ id: z.uuid() });
export const statementRecipientParamsSchema = z.object({ id: z.uuid(), donorId: z.uuid() });

/** POST /api/statements/runs/{id}/email: queue every donor's statement not yet sent. */
export const statementEmailResultSchema = z.object({
  /** Queued for the mail server (none without one). */
  queued: z.number().int(),
  /** Kept in the local outbox, not sent: no mail server is set up. */
  inOutbox: z.number().int(),
  noEmail: z.number().int(),
  /** Donors whose address is not one valid email address: marked failed, with the reason. */
  failed: z.number().int(),
});
export type StatementEmailResult = z.infer<typeof statementEmailResultSchema>;
