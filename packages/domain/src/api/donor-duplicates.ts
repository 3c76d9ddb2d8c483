import { z } from 'zod';
import { DUPLICATE_REASONS } from '../donors/duplicates';
import { MERGE_FIELDS, type MergeField } from '../donors/merge-choices';
import { LIMITS } from '../limits';
import { donorSummarySchema } from './donors';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const duplicateReasonSchema = z.enum(DUPLICATE_REASONS);

/**
 * Which possible duplicates: every one, those with a donor whose gifts came with one import, or
 * those with a donor who gave in a statement period.
 */
const filterFields = {
  importId: z.uuid().optional(),
  start: day.optional(),
  end: day.optional(),
};
const bothEnds: [(filter: { start?: string; end?: string }) => boolean, { error: string; path: string[] }] = [
  (filter) => (filter.start === undefined) === (filter.end === undefined),
  { error: 'Give both the start and the end of the period', path: ['end'] },
];

export const duplicateFilterSchema = z.object(filterFields).refine(...bothEnds);
export type DuplicateFilter = z.infer<typeof duplicateFilterSchema>;

/** GET /api/donors/duplicates/count. */
export const duplicateCountSchema = z.object({ count: z.number().int() });
export type DuplicateCount = z.infer<typeof duplicateCountSchema>;

/** GET /api/donors/duplicates: a page of the list, most alike first, filtered as the count is. */
export const duplicateListQuerySchema = z
  .object({
    ...filterFields,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(LIMITS.list.pageSizeMax).default(LIMITS.list.pageSize),
  })
  .refine(...bothEnds);
export type DuplicateListQuery = z.input<typeof duplicateListQuerySchema>;

export const duplicatePairSchema = z.object({
  /** The two donors, the one with more given first (the one a merge keeps unless told otherwise). */
  donors: z.tuple([donorSummarySchema, donorSummarySchema]),
  /** Why they may be one person, strongest first. */
  reasons: z.array(duplicateReasonSchema),
  /** How alike, 1-100. */
  score: z.number().int(),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicatePageSchema = z.object({
  items: z.array(duplicatePairSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DuplicatePage = z.infer<typeof duplicatePageSchema>;

/** POST /api/donors/duplicates/dismissals: "Not a duplicate", kept so the pair is not offered again. */
export const dismissDuplicateSchema = z
  .object({ donorIds: z.tuple([z.uuid(), z.uuid()]) })
  .refine(({ donorIds }) => donorIds[0] !== donorIds[1], {
    error: 'A donor cannot be a duplicate of itself',
    path: ['donorIds'],
  });
export type DismissDuplicate = z.infer<typeof dismissDuplicateSchema>;

/** Which donor's value a merge keeps for each field: this donor's (the URL's) or the other's. */
const side = z.enum(['this', 'other']).optional();
export const mergeChoicesSchema = z.object(
  Object.fromEntries(MERGE_FIELDS.map((field) => [field, side])) as Record<MergeField, typeof side>,
);
