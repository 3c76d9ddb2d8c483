import { z } from 'zod';
import { addDays } from './documents';
import { LIMITS } from './limits';

/** Spec 000 §3 Corporate status. */
export const ENTITY_TYPES = ['Non-Profit Corporation', 'Corporation', 'LLC', 'Partnership', 'Other'] as const;
export const ENTITY_STATUSES = ['Active', 'Inactive', 'Suspended', 'Unknown'] as const;
export const ANNUAL_REPORT_STATUSES = ['Current', 'Due Soon', 'Overdue', 'Unknown'] as const;

export type FilingState = 'unknown' | 'overdue' | 'due-soon' | 'current';

/** Spec 000 §4 Corporate filing state from nextDueDate: none, past, within 30 days, else current. */
export function filingState(nextDueDate: string | null, today: string): FilingState {
  if (!nextDueDate) return 'unknown';
  if (nextDueDate < today) return 'overdue';
  if (nextDueDate <= addDays(today, 30)) return 'due-soon';
  return 'current';
}

/** Spec 000 §2 Corporate Status Dashboard: the banner shown when a filing is overdue or due soon. */
export function filingBanner(state: FilingState): string | null {
  if (state === 'overdue') return 'Filing Overdue!';
  if (state === 'due-soon') return 'Filing Due Soon';
  return null;
}

const day = z
  .union([z.literal(''), z.iso.date({ error: 'Please enter a valid date' })])
  .nullable()
  .optional()
  .transform((value) => value || null);

export const corporateStatusInputSchema = z.object({
  entityName: z
    .string()
    .trim()
    .max(LIMITS.corporateStatus.entityName, {
      error: `Entity name must be at most ${LIMITS.corporateStatus.entityName} characters`,
    })
    .default(''),
  entityType: z.enum(ENTITY_TYPES, { error: 'Please select an entity type' }),
  status: z.enum(ENTITY_STATUSES, { error: 'Please select a status' }),
  filingDate: day,
  nextDueDate: day,
  annualReportStatus: z.enum(ANNUAL_REPORT_STATUSES, { error: 'Please select an annual report status' }),
});
export type CorporateStatusInput = z.input<typeof corporateStatusInputSchema>;

export const corporateStatusSchema = z.object({
  entityName: z.string(),
  entityType: z.enum(ENTITY_TYPES),
  status: z.enum(ENTITY_STATUSES),
  filingDate: z.iso.date().nullable(),
  nextDueDate: z.iso.date().nullable(),
  annualReportStatus: z.enum(ANNUAL_REPORT_STATUSES),
  /** Spec 000 §3 lastUpdated; null until someone saves it. */
  lastUpdated: z.iso.datetime({ offset: true }).nullable(),
  updatedBy: z.object({ email: z.string(), fullName: z.string().nullable() }).nullable(),
  filingState: z.enum(['unknown', 'overdue', 'due-soon', 'current']),
  can: z.object({ edit: z.boolean() }),
});
export type CorporateStatus = z.infer<typeof corporateStatusSchema>;
