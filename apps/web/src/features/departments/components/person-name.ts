/** How a person is named on the department page: the full name, else the email. */
export function personName(person: { fullName: string | null; email: string }): string {
  return person.fullName?.trim() || person.email;
}
