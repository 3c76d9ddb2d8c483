/** Spec 000 §1, §6: the three roles of a member of an organisation. */
export const ROLES = ['user', 'admin', 'master_admin'] as const;
export type Role = (typeof ROLES)[number];

const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  admin: 'Admin',
  master_admin: 'Master Admin',
};

/** The role badge text of the top bar (spec 000 §2 Shell). */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/** Spec 000 §6: isAdmin is true for admin and master_admin. */
export function isAdmin(role: Role): boolean {
  return role === 'admin' || role === 'master_admin';
}

/** Spec 000 §6: isMasterAdmin only for master_admin. */
export function isMasterAdmin(role: Role): boolean {
  return role === 'master_admin';
}
