import { z } from 'zod';

/** Every API error answers with this one shape (ARCHITECTURE.md, Errors). */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  /** 403: the organisation requires a second factor this member must set up before anything else. */
  'enrolment_required',
  'not_found',
  'conflict',
  /** 409: the two donors of a merge give in two households; say which one the merged donor keeps. */
  'household_choice',
  'payload_too_large',
  'rate_limited',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  error: z.object({
    /** Machine-readable reason. */
    code: z.enum(ERROR_CODES),
    /** User-facing text; the spec's wording where the spec has one. */
    message: z.string(),
    /** The record in the way of a conflict (the donor who already has a name), for a link to it. */
    existingId: z.uuid().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
