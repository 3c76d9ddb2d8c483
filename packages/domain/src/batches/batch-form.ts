import { z } from 'zod';
import { type BatchInput, batchInputSchema } from '../api/batches';
import { GIFT_METHODS } from './constants';
import { optionalTypedDollarsField, typedDollarsField } from './typed-amount';

/**
 * The new-batch form as typed (every field text, dollars as the counter types them), parsed into
 * POST /api/batches' input: a value the server would refuse is refused first, under its field
 * (the keys are the input's, so each message lands on its control).
 */
export const batchFormSchema = z
  .object({
    name: z.string(),
    receivedDate: z.string(),
    depositDate: z.string(),
    bankAccount: z.string(),
    note: z.string(),
    expectedCount: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: 'Expected number of gifts must be a whole number' })
      .transform(Number),
    expectedTotalCents: typedDollarsField('Expected total'),
    expectedCashCents: optionalTypedDollarsField('Expected cash'),
    expectedCheckCents: optionalTypedDollarsField('Expected checks'),
    defaultFund: z.string(),
    defaultMethod: z.enum(GIFT_METHODS),
    defaultGiftDate: z.string(),
  })
  .transform(
    (values): BatchInput => ({
      ...values,
      depositDate: values.depositDate || null,
      defaultGiftDate: values.defaultGiftDate || null,
    }),
  )
  .pipe(batchInputSchema);
export type BatchFormValues = z.input<typeof batchFormSchema>;
