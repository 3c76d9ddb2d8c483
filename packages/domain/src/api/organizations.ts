import { z } from 'zod';
import { LIMITS } from '../limits';

/** Spec 000 §5: organisation name required, trimmed. */
export const createOrganizationRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Please enter your organization name' })
    .max(LIMITS.account.organizationName, {
      error: `Organization name must be at most ${LIMITS.account.organizationName} characters`,
    }),
});
export type CreateOrganizationRequest = z.infer<typeof createOrganizationRequestSchema>;
