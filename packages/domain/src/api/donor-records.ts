import { z } from 'zod';
import { GIFT_METHODS } from '../batches/constants';
import { DUPLICATE_REASONS } from '../donors/duplicates';
import { hasControlCharacter } from '../donors/row-problems';
import { LIMITS } from '../limits';
import { mergeChoicesSchema } from './donor-duplicates';
import { donorSummarySchema } from './donors';
import { optionalEmail, optionalText } from './fields';
import { householdSchema } from './households';

/** US dollars with cents, as numbers (amounts are stored as whole cents). */
const dollars = z.number();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const donorParamsSchema = z.object({ id: z.uuid() });

/** Giving summed over one calendar year or one fund. */
const givingTotal = z.object({ amount: dollars, gifts: z.number().int() });

const moment = z.iso.datetime({ offset: true });

/** A correction or reversal of one of the donor's batch gifts: who proposed it, who approved it, when and why. */
export const donorAdjustmentSchema = z.object({
  status: z.enum(['approved', 'pending']),
  batchName: z.string(),
  /** The gift adjusted. */
  giftDate: day,
  method: z.enum(GIFT_METHODS),
  checkNumber: z.string().nullable(),
  /** The gift's amount as committed, and as the correction makes it; null when it is reversed alone. */
  amount: dollars,
  correctedAmount: dollars.nullable(),
  reason: z.string(),
  /** Members by name ("a deleted user" once the account is gone). */
  proposedBy: z.string(),
  proposedAt: moment,
  /** Who carried it out and when; null while it waits. A lone one's proposer carried it out alone. */
  approvedBy: z.string().nullable(),
  approvedAt: moment.nullable(),
  /** Carried out without a second admin: dual control was off (or it was made before it needed one). */
  lone: z.boolean(),
});
export type DonorAdjustment = z.infer<typeof donorAdjustmentSchema>;

/** GET /api/donors/{id}: a donor's page (everything but the gift list, which is paged). */
export const donorProfileSchema = z.object({
  donor: donorSummarySchema,
  /** The household the donor gives with; null when they give alone. */
  household: householdSchema.nullable(),
  /** Oldest year first. */
  years: z.array(givingTotal.extend({ year: z.number().int() })),
  /** Largest first; '' is a gift with no fund in its export. */
  funds: z.array(givingTotal.extend({ fund: z.string() })),
  /**
   * Refunds of the donor's gifts (export rows with a negative amount), newest first, at most
   * LIMITS.donors.refundsShown: kept out of every figure above, subtracted on giving statements.
   */
  refunds: z.array(z.object({ date: day, amount: dollars, fund: z.string() })),
  /**
   * The donor's in-kind (non-cash) gifts in committed contribution batches, newest first, at most
   * LIMITS.donors.inKindShown: described, never valued (IRS Publication 1771), so in no figure above.
   */
  inKindGifts: z.array(z.object({ date: day, description: z.string(), batchName: z.string() })),
  /**
   * Adjustments of the donor's gifts in committed contribution batches, newest first, at most
   * LIMITS.donors.adjustmentsShown. An approved one is in the gifts and figures already (its
   * correction stands in the gift's place); one waiting for a second admin's approval is in none
   * until then. One turned down changed nothing and is not listed.
   */
  adjustments: z.array(donorAdjustmentSchema),
  /**
   * Donors who may be the same person (same email, phone or address, or a close name; never one
   * marked "Not a duplicate"), to merge: each in full, since a merge sets the two side by side.
   */
  possibleDuplicates: z.array(
    donorSummarySchema.extend({
      /** Strongest first. */
      reasons: z.array(z.enum(DUPLICATE_REASONS)),
    }),
  ),
});
export type DonorProfile = z.infer<typeof donorProfileSchema>;

export const donorGiftsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.list.pageSizeMax).default(LIMITS.donors.giftsPageSize),
});
export type DonorGiftsQuery = z.input<typeof donorGiftsQuerySchema>;

/** GET /api/donors/{id}/gifts: newest first. */
export const donorGiftPageSchema = z.object({
  items: z.array(
    z.object({
      date: day,
      amount: dollars,
      /** '' when the export named no fund. */
      fund: z.string(),
      /** The export's own id of the gift, when it had one. */
      externalId: z.string().nullable(),
      /** The contribution batch a gift entered by hand was committed in; null for an imported gift. */
      batchName: z.string().nullable(),
      /** How a gift entered by hand was given (GIFT_METHODS); null for an imported gift. */
      method: z.enum(GIFT_METHODS).nullable(),
      checkNumber: z.string().nullable(),
      /** A gift entered by hand that an approved adjustment corrected: this is the corrected gift. */
      corrected: z.boolean(),
      /**
       * An adjustment of this gift waits for a second admin's approval ("correction waiting for
       * approval"): until then the gift and every figure stay as committed. Null when none waits.
       */
      adjustmentWaiting: z.enum(['reversal', 'correction']).nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DonorGiftPage = z.infer<typeof donorGiftPageSchema>;

/**
 * A donor's values are one line without control characters, as an import keeps them (readableText):
 * PostgreSQL cannot store a NUL, and a line break has no place on an envelope or in a mail header.
 */
const oneLine = (label: string) => ({ error: `${label} must be on one line, without control characters` });
const withoutControlCharacters = (value: string | null) => value === null || !hasControlCharacter(value);

const optional = (max: number, label: string) =>
  optionalText(max, label).refine(withoutControlCharacters, oneLine(label));

/** PATCH /api/donors/{id}: an admin's correction of the contact details (audited). */
export const donorContactUpdateSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: 'First name is required' })
    .max(LIMITS.donors.contactField, {
      error: `First name must be at most ${LIMITS.donors.contactField} characters`,
    })
    .refine(withoutControlCharacters, oneLine('First name')),
  lastName: z
    .string()
    .trim()
    .max(LIMITS.donors.contactField, {
      error: `Last name must be at most ${LIMITS.donors.contactField} characters`,
    })
    .refine(withoutControlCharacters, oneLine('Last name')),
  email: optionalEmail(LIMITS.contact.email),
  phone: optional(LIMITS.contact.phone, 'Phone'),
  address: z.object({
    line1: optional(LIMITS.donors.contactField, 'Street'),
    line2: optional(LIMITS.donors.contactField, 'Second line'),
    city: optional(LIMITS.donors.contactField, 'City'),
    region: optional(LIMITS.donors.contactField, 'State or region'),
    postalCode: optional(LIMITS.donors.contactField, 'Postal code'),
    country: optional(LIMITS.donors.contactField, 'Country'),
  }),
  /**
   * The donor's offering-envelope number, one per donor in the organisation (empty clears it; left
   * out keeps it, so a form without the field changes nothing).
   */
  envelopeNumber: optional(LIMITS.batches.envelopeNumber, 'Envelope number').optional(),
});
export type DonorContactUpdate = z.input<typeof donorContactUpdateSchema>;

/**
 * POST /api/donors: a donor added by hand, with the fields and limits of a correction. The donor's
 * identity is the one an import computes (donorKey), so a later import of the same person adds
 * their gifts to this donor; a name another donor already has (or had) is refused.
 */
export const newDonorSchema = donorContactUpdateSchema;
export type NewDonor = z.input<typeof newDonorSchema>;

/**
 * POST /api/donors/{id}/merge: the other donor's gifts move to this one, which the other becomes.
 * `keep` chooses, field by field, whose value the merged donor has; a field not chosen keeps this
 * donor's value, filled from the other's where this one has none.
 */
export const mergeDonorsRequestSchema = z.object({
  donorId: z.uuid(),
  keep: mergeChoicesSchema.optional(),
  /**
   * When the two are in two households, the one the merged donor stays in: this donor's (the
   * URL's) or the other's. Without it such a merge is refused, saying so.
   */
  household: z.enum(['this', 'other']).optional(),
});
export type MergeDonorsRequest = z.infer<typeof mergeDonorsRequestSchema>;

export const mergeDonorsResultSchema = z.object({
  donor: donorSummarySchema,
  /** Gifts that moved from the merged donor. */
  giftsMoved: z.number().int(),
});
export type MergeDonorsResult = z.infer<typeof mergeDonorsResultSchema>;
