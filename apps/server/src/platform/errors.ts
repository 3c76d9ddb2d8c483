import type { ErrorCode } from '@steward/domain';

/** A failure the user can act on; the error handler turns it into `{error: {code, message}}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** The record in the way (a conflict), so the screen can link to it. */
    readonly existingId?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string) => new AppError(400, 'bad_request', message);
export const unauthorized = (message = 'Please sign in to continue') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, existingId?: string) =>
  new AppError(409, 'conflict', message, existingId);
/** A merge of donors of two households that did not say which one the person stays in. */
export const householdChoiceNeeded = (message: string) => new AppError(409, 'household_choice', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const tooManyRequests = (message: string) => new AppError(429, 'rate_limited', message);
