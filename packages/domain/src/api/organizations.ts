import { z } from 'zod';

/** Spec 000 §5: organisation name required, trimmed. */
export const createOrganizationRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter your organization name' }).max(200, {
    error: 'Organization name must be at most 200 characters',
  }),
});
export type CreateOrganizationRequest = z.infer<typeof createOrganizationRequestSchema>;
