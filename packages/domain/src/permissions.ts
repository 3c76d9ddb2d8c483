import { DONOR_DATA_CATEGORY } from './categories';
import type { Role } from './roles';

const EVERYONE = ['user', 'admin', 'master_admin'] as const satisfies readonly Role[];
const ADMINS = ['admin', 'master_admin'] as const satisfies readonly Role[];
const MASTER_ADMIN = ['master_admin'] as const satisfies readonly Role[];

/**
 * Spec 000 §6, the role table, written once: the server enforces it on every route and the web
 * app reads it to decide what to show. A permission lists the roles that hold it.
 */
export const PERMISSIONS = {
  /** View and manage documents. */
  'documents.manage': EVERYONE,
  /** Have a document's text read again after it failed (not in the spec: text reading is Steward's). */
  'documents.retryText': ADMINS,
  /** Open user management: the member list, pending invitations and the audit log. */
  'members.view': ADMINS,
  /** Invite users and cancel pending invitations. */
  'invitations.manage': ADMINS,
  /** Deactivate and reactivate members (never oneself nor a master_admin: see memberActions). */
  'members.deactivate': ADMINS,
  /** Change another member's role between user and admin. */
  'members.changeRole': MASTER_ADMIN,
  /** Read the organisation's audit log. */
  'audit.view': ADMINS,
  /** Read the organisation's outbox (every email Steward sent or keeps for lack of SMTP). */
  'outbox.view': ADMINS,
  /** Upload the organisation's custom logo. */
  'organization.logo': ADMINS,
  /** See the Manage Access button on department pages and the fundraising department. */
  'departments.manageAccess': ADMINS,
  /** Add and edit integrations, customise integration cards. */
  'integrations.manage': MASTER_ADMIN,
  /** Edit an integration's Primary Contact block. */
  'contacts.edit': ADMINS,
  /** Edit the Corporate Status Dashboard on the legal page. */
  'corporateStatus.edit': ADMINS,
  /** Enter an OAuth provider's client credentials for the organisation. */
  'oauth.configure': ADMINS,
  /** Connect and disconnect the organisation's OAuth providers (not in the spec; see spec-deviations). */
  'oauth.connect': ADMINS,
  /** Open the fundraising department and its donor data (spec 001 §2). */
  'fundraising.view': ADMINS,
  /**
   * Read and change the organisation's sign-in policy, and see which members have two-step
   * verification (not in the spec: two-step verification is Steward's).
   */
  'security.policy': ADMINS,
  /**
   * Reset another member's two-step verification when they lost every factor and recovery code;
   * never one's own (that would let a stolen password undo the second factor).
   */
  'security.resetTwoFactor': MASTER_ADMIN,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether a member with this role holds the permission; no role (no organisation) holds none. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * Spec 001 §2, §6: whether the member may open the fundraising department, its report and its donor
 * data. One rule for the page, the navigation's "Admins only" marks, the upload's donor sync and the
 * server's donor routes.
 */
export function canAccessFundraising(role: Role | null | undefined): boolean {
  return can(role, 'fundraising.view');
}

/**
 * Donor Data documents are the giving exports the fundraising area merges (spec 001 §1, §4), so
 * they are donor data (§6: administrators only): a member sees documents of that category, and
 * files a document under it or moves one into or out of it, only with fundraising access. Every
 * other category is open to every member.
 */
export function canAccessDocumentCategory(role: Role | null | undefined, category: string): boolean {
  return category !== DONOR_DATA_CATEGORY || canAccessFundraising(role);
}

/** Spec 000 §6: the text a user sees when user management is closed to them. */
export const USER_MANAGEMENT_RESTRICTED =
  'Access Restricted: You need admin privileges to access user management.';

/** What the acting member may do to one row of the member list (spec 000 §4 User). */
export interface MemberActions {
  changeRole: boolean;
  deactivate: boolean;
  reactivate: boolean;
}

/**
 * Spec 000 §4: Deactivate and Reactivate are never offered on one's own row or on a
 * master_admin row; the role is changeable between user and admin by the master_admin only, and a
 * master_admin's own role is not editable.
 */
export function memberActions(
  actor: { userId: string; role: Role },
  target: { userId: string; role: Role; isActive: boolean },
): MemberActions {
  const editable = actor.userId !== target.userId && target.role !== 'master_admin';
  return {
    changeRole: editable && can(actor.role, 'members.changeRole'),
    deactivate: editable && target.isActive && can(actor.role, 'members.deactivate'),
    reactivate: editable && !target.isActive && can(actor.role, 'members.deactivate'),
  };
}
