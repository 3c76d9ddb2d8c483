import { z } from 'zod';
import { LIMITS } from './limits';

const address = z.email();

/**
 * One email address, as every form of Steward takes it (the donor page, invitations, the email
 * form): no display name, no second address, no line break. Mail is only ever sent to such a value.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= LIMITS.contact.email && address.safeParse(value).success;
}
