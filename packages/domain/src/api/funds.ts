import { z } from 'zod';
import { LIMITS } from '../limits';
import { fundNameField, quickbooksAccountField, xeroAccountCodeField } from './batches';
import { multiLineText } from './fields';

// The fund list (Giving -> Settings): the funds gift entry chooses from and imports map onto. Gifts
// carry a fund's name; '' is the fund of gifts that name none, shown as "General" (fundLabel).

export const fundParamsSchema = z.object({ id: z.uuid() });

/** A fund as gift entry offers it (counters too): its name and whether its money is restricted. */
export const entryFundSchema = z.object({
  id: z.uuid(),
  /** What gifts carry ('' for the general fund). */
  name: z.string(),
  /** As the screens show it ("General" for ''). */
  label: z.string(),
  restricted: z.boolean(),
});
export type EntryFund = z.infer<typeof entryFundSchema>;

/** GET /api/batches/funds: the active funds, by label; admins and counters. */
export const entryFundListSchema = z.object({
  items: z.array(entryFundSchema),
  /** The member may add a fund from gift entry ("New fund: X"): admins only. */
  canCreate: z.boolean(),
});
export type EntryFundList = z.infer<typeof entryFundListSchema>;

/** A fund as the fund list shows it to admins. */
export const fundSchema = entryFundSchema.extend({
  description: z.string().nullable(),
  /** Its income account as QuickBooks Online names it (account numbers off), and its Xero code. */
  quickbooksAccount: z.string().nullable(),
  xeroAccountCode: z.string().nullable(),
  archived: z.boolean(),
  /** Gifts that carry it: imported and committed donations and the allocations of batch gifts. */
  giftCount: z.number().int(),
});
export type Fund = z.infer<typeof fundSchema>;

/** GET /api/giving/funds (admins): every fund, active first, by label. */
export const fundListSchema = z.object({ items: z.array(fundSchema) });
export type FundList = z.infer<typeof fundListSchema>;

/** The fund's name asked for: a fund of the list has one ('' is the general fund's alone). */
export const FUND_NAME_MISSING = 'Please enter the fund’s name';

/**
 * PATCH /api/giving/funds/{id} (admins). Audited. A rename moves every gift's fund to the new name
 * (the old one becomes an alias, so the next import that names it lands here). The general fund
 * ('') keeps an empty name or takes one; any other fund's name is required.
 */
export const fundInputSchema = z.object({
  name: fundNameField,
  description: multiLineText(LIMITS.batches.note, 'Description'),
  restricted: z.boolean().default(false),
  /** By name, as QuickBooks Online's journal import takes it ("Contributions:Building Fund"). */
  quickbooksAccount: quickbooksAccountField('QuickBooks Online account'),
  /** By code alone, as Xero's manual journal import takes it ("4100"). */
  xeroAccountCode: xeroAccountCodeField('Xero account code'),
  /** Archived: keeps its gifts, takes no new ones. */
  archived: z.boolean().default(false),
});
export type FundInput = z.input<typeof fundInputSchema>;

/** POST /api/giving/funds (admins, gift entry's "New fund: X" too): a fund with a name. Audited. */
export const newFundInputSchema = fundInputSchema.extend({
  name: fundNameField.pipe(z.string().min(1, { error: FUND_NAME_MISSING })),
});
export type NewFundInput = z.input<typeof newFundInputSchema>;

/** POST /api/giving/funds/{id}/merge (admins): every gift of the fund moves to `intoFundId`. Audited. */
export const fundMergeInputSchema = z.object({ intoFundId: z.uuid() });
export type FundMergeInput = z.infer<typeof fundMergeInputSchema>;

/** What a merge moved to the fund it kept (the audit log says the same). */
export const fundMergeResultSchema = z.object({
  fund: fundSchema,
  moved: z.object({
    /** Imported and committed gifts (donations). */
    gifts: z.number().int(),
    refunds: z.number().int(),
    /** Fund lines of batch gifts; a gift split across both funds keeps one line with the sum. */
    batchLines: z.number().int(),
    /** Batches whose default fund it was. */
    batchDefaults: z.number().int(),
  }),
});
export type FundMergeResult = z.infer<typeof fundMergeResultSchema>;
