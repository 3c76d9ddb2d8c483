import { z } from 'zod';
import { pledgeFrequencySchema, pledgerSchema } from './campaigns';

// The pledge import (Giving -> Campaigns -> Import pledges; not in the spec:
// docs/spec-deviations.md): a CSV of pledges is read and matched to donors, households and
// campaigns, previewed, and only then imported; an import can be undone.

export const pledgeImportParamsSchema = z.object({ id: z.uuid() });

const cents = z.number().int();

/** A row of the file that will become a pledge, as the preview lists it. */
export const pledgeImportMatchSchema = z.object({
  line: z.number().int(),
  pledger: pledgerSchema,
  /** How the row's donor was found: their envelope number, their email, or their name. */
  matchedBy: z.enum(['envelope', 'email', 'name']),
  campaign: z.object({ id: z.uuid(), name: z.string() }),
  amountCents: cents,
  frequency: pledgeFrequencySchema.nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type PledgeImportMatch = z.infer<typeof pledgeImportMatchSchema>;

/** A row of the file that will not become a pledge, and why ("No donor or household matches..."). */
export const pledgeImportRefusalSchema = z.object({
  line: z.number().int(),
  /** Who the row names, as the file writes it ("Ann Lee, ann@example.org"); '' when it names no one. */
  giver: z.string(),
  reason: z.string(),
});
export type PledgeImportRefusal = z.infer<typeof pledgeImportRefusalSchema>;

/**
 * POST /api/giving/pledge-imports (multipart: the file, and optionally `campaignId`, the campaign
 * every row is for), and GET /api/giving/pledge-imports/{id}: what importing would add. Nothing is
 * saved as a pledge until POST /api/giving/pledge-imports/{id}/import.
 */
export const pledgeImportPreviewSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(['previewed', 'imported', 'undone']),
  /** The campaign chosen for every row; null: each row's Campaign column says. */
  campaign: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Rows read after the header, blank rows left out. */
  rowsRead: z.number().int(),
  /** The rows that become pledges (all of them: a file has at most PLEDGE_LIMITS.importRows). */
  matches: z.array(pledgeImportMatchSchema),
  /** The rows that do not, each with its reason, in the file's order. */
  refusals: z.array(pledgeImportRefusalSchema),
  pledgedCents: cents,
});
export type PledgeImportPreview = z.infer<typeof pledgeImportPreviewSchema>;

/** POST /api/giving/pledge-imports/{id}/import: the rows matched again, and the pledges added. */
export const pledgeImportResultSchema = pledgeImportPreviewSchema.extend({
  pledgesAdded: z.number().int(),
});
export type PledgeImportResult = z.infer<typeof pledgeImportResultSchema>;

/** One import of the history (GET /api/giving/pledge-imports), newest first. */
export const pledgeImportHistoryItemSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(['imported', 'undone']),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
  pledgesAdded: z.number().int(),
  /** The pledges of the import still there (a merge or a deletion may have taken some away). */
  pledgesLeft: z.number().int(),
  undoneAt: z.string().nullable(),
});
export type PledgeImportHistoryItem = z.infer<typeof pledgeImportHistoryItemSchema>;

export const pledgeImportHistorySchema = z.object({ items: z.array(pledgeImportHistoryItemSchema) });
export type PledgeImportHistory = z.infer<typeof pledgeImportHistorySchema>;

/** POST /api/giving/pledge-imports/{id}/undo: the import's pledges removed. */
export const pledgeImportUndoneSchema = z.object({ pledgesRemoved: z.number().int() });
export type PledgeImportUndone = z.infer<typeof pledgeImportUndoneSchema>;
