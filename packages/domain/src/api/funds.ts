import { z } from 'zod';
import { LIMITS } from '../limits';
import { fundNameField } from './batches';
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

/** POST /api/giving/funds and PATCH /api/giving/funds/{id} (admins). Audited. */
export const fundInputSchema = z.object({
  name: fundNameField.pipe(z.string().min(1, { error: 'Please enter the fund’s name' })),
  description: multiLineText(LIMITS.batches.note, 'Description'),
  restricted: z.boolean().default(false),
  quickbooksAccount: z.string().trim().max(LIMITS.batches.ledgerAccount).nullable().default(null),
  xeroAccountCode: z.string().trim().max(LIMITS.batches.ledgerAccount).nullable().default(null),
  /** Archived: keeps its gifts, takes no new ones. */
  archived: z.boolean().default(false),
});
export type FundInput = z.input<typeof fundInputSchema>;

/** POST /api/giving/funds/{id}/merge (admins): every gift of the fund moves to `intoFundId`. Audited. */
export const fundMergeInputSchema = z.object({ intoFundId: z.uuid() });
export type FundMergeInput = z.infer<typeof fundMergeInputSchema>;
