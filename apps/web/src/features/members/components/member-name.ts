import type { Member } from '@steward/domain';

/** How a member is named in the list and in dialogs: the full name, else the email. */
export function memberName(member: Pick<Member, 'fullName' | 'email'>): string {
  return member.fullName?.trim() || member.email;
}
