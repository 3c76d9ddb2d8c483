import type { DuplicateReason } from '@steward/domain';

/** Why the server thinks two donors may be one person. */
export const DUPLICATE_REASON_LABELS: Readonly<Record<DuplicateReason, string>> = {
  email: 'Same email',
  phone: 'Same phone',
  address: 'Same address',
  name: 'Similar name',
};
