import { z } from 'zod';
import { hasControlCharacter } from '../donors/row-problems';
import { LIMITS } from '../limits';
import { donorSummarySchema, mailingAddressSchema } from './donors';

export const householdParamsSchema = z.object({ id: z.uuid() });
export const householdMemberParamsSchema = z.object({ id: z.uuid(), donorId: z.uuid() });

/** One donor of a household, as the household's page and a member's donor page list them. */
export const householdMemberSchema = z.object({
  donorId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** False: the member opted out (files separately), so their gifts stay on a statement of their own. */
  givesJointly: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** GET /api/households/{id}: a giving unit of two or more donors. */
export const householdSchema = z.object({
  id: z.uuid(),
  /** For statements and letters: the members' names until an admin writes one of their own. */
  name: z.string(),
  /** True once an admin wrote the name: it no longer follows who joins or leaves. */
  nameChosen: z.boolean(),
  envelopeNumber: z.string().nullable(),
  /** The member whose mailing address is the household's; their address, null when unknown. */
  primaryDonorId: z.uuid().nullable(),
  address: mailingAddressSchema.nullable(),
  /** In the order they joined. */
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** POST /api/donors/{id}/household: "Join with...": the donor joins `donorId`'s household, or both form one. */
export const joinHouseholdRequestSchema = z.object({ donorId: z.uuid() });
export type JoinHouseholdRequest = z.infer<typeof joinHouseholdRequestSchema>;

/**
 * A text a PATCH may change: left out, it stays as it is; empty or null, it is cleared; otherwise
 * trimmed, at most `max` characters on one line.
 */
const patchText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !hasControlCharacter(value), {
      error: `${label} must be on one line, without control characters`,
    })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/**
 * PATCH /api/households/{id}: the household's name (cleared: the members' names again), envelope
 * number and primary member. A field left out stays as it is.
 */
export const householdUpdateSchema = z.object({
  name: patchText(LIMITS.donors.householdName, 'Household name'),
  envelopeNumber: patchText(LIMITS.batches.envelopeNumber, 'Envelope number'),
  primaryDonorId: z.uuid().optional(),
});
export type HouseholdUpdate = z.input<typeof householdUpdateSchema>;

/** PATCH /api/households/{id}/members/{donorId}: give jointly, or opt out and file separately. */
export const householdMemberUpdateSchema = z.object({ givesJointly: z.boolean() });

/** Two to LIMITS.donors.householdMembers donors, each once. */
const householdDonorIds = z
  .array(z.uuid())
  .min(2, { error: 'A household has at least two donors' })
  .max(LIMITS.donors.householdMembers, {
    error: `A household has at most ${LIMITS.donors.householdMembers} members`,
  })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each donor can be listed once' });

/**
 * POST /api/households: the donors give together from now on, as a new household or joining the
 * one of them already in one (a suggestion accepted). The request is the person's confirmation.
 */
export const createHouseholdRequestSchema = z.object({ donorIds: householdDonorIds });
export type CreateHouseholdRequest = z.infer<typeof createHouseholdRequestSchema>;

export const householdSuggestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.list.pageSizeMax).default(LIMITS.list.pageSize),
});
export type HouseholdSuggestionsQuery = z.input<typeof householdSuggestionsQuerySchema>;

/** Donors of one last name at one address: a household to make, or one for them to join. */
export const householdSuggestionSchema = z.object({
  /** The household's members first (when there is one), then those giving alone. */
  donors: z.array(donorSummarySchema),
  /** The household some of them are in already, which the others would join. */
  household: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type HouseholdSuggestion = z.infer<typeof householdSuggestionSchema>;

/** GET /api/households/suggestions: a page of them, by last name. */
export const householdSuggestionPageSchema = z.object({
  items: z.array(householdSuggestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HouseholdSuggestionPage = z.infer<typeof householdSuggestionPageSchema>;

/** POST /api/households/suggestions/dismissals: "Not a household", remembered for these donors. */
export const householdSuggestionDismissalSchema = z.object({ donorIds: householdDonorIds });

export const GIVING_UNIT_SORTS = ['totalAmount', 'name', 'lastDonation'] as const;

/** GET /api/households: the organisation's giving units, a household as one line. */
export const givingUnitsQuerySchema = z.object({
  q: z.string().trim().max(LIMITS.list.search).optional(),
  sort: z.enum(GIVING_UNIT_SORTS).default('totalAmount'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.list.pageSizeMax)
    .default(LIMITS.donors.directoryPageSize),
});
export type GivingUnitsQuery = z.input<typeof givingUnitsQuerySchema>;

/** A household (its members' giving together) or a donor who gives alone. */
export const givingUnitSchema = z.object({
  kind: z.enum(['household', 'donor']),
  /** The household's id, or the donor's. */
  id: z.uuid(),
  /** Whose page the line opens: the donor's, or the household's mailing member (else its first). */
  donorId: z.uuid(),
  name: z.string(),
  /** A household's members' names, in the order they joined; empty for a donor. */
  members: z.array(z.string()),
  totalAmount: z.number(),
  donationCount: z.number().int(),
  /** yyyy-MM-dd; null before any gift. */
  lastDonation: z.string().nullable(),
});
export type GivingUnit = z.infer<typeof givingUnitSchema>;

export const givingUnitPageSchema = z.object({
  items: z.array(givingUnitSchema),
  /** Giving units matching the search. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GivingUnitPage = z.infer<typeof givingUnitPageSchema>;
