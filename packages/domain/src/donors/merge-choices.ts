import type { MailingAddress } from '../api/donors';

/**
 * What of two donors' details a merge chooses between, one donor's or the other's. The address is
 * one choice: a statement goes to a street, city and postal code that belong together, never to
 * the street of one record and the postal code of the other.
 */
export const MERGE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const MERGE_FIELD_LABELS: Readonly<Record<MergeField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
};

/** The details a merge chooses between, as the API shows a donor. */
export interface MergeableDetails {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: MailingAddress | null;
}

/** For each field, the donor whose value is kept: the one that stays ('this') or the other. */
export type MergeChoices = Partial<Record<MergeField, 'this' | 'other'>>;

/**
 * The details of two donors merged into one: each field chosen is the chosen donor's; a field not
 * chosen keeps the staying donor's value, or takes the other's where it has none (null).
 */
export function mergedDetails(
  survivor: MergeableDetails,
  other: MergeableDetails,
  choices: MergeChoices = {},
): MergeableDetails {
  const pick = <F extends MergeField>(field: F): MergeableDetails[F] => {
    const choice = choices[field];
    if (choice === 'other') return other[field];
    if (choice === 'this') return survivor[field];
    return survivor[field] ?? other[field];
  };
  return {
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    email: pick('email'),
    phone: pick('phone'),
    address: pick('address'),
  };
}

/** The fields on which two donors differ: the ones a merge asks about. */
export function differingFields(a: MergeableDetails, b: MergeableDetails): MergeField[] {
  return MERGE_FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}
