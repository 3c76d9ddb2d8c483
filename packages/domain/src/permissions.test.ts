import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES } from './categories';
import {
  can,
  canAccessDocumentCategory,
  canAccessFundraising,
  memberActions,
  PERMISSIONS,
  type Permission,
} from './permissions';
import { ROLES } from './roles';

describe('permissions (spec 000 §6)', () => {
  const table: Record<Permission, Record<(typeof ROLES)[number], boolean>> = {
    'documents.manage': { user: true, admin: true, master_admin: true },
    'documents.retryText': { user: false, admin: true, master_admin: true },
    'members.view': { user: false, admin: true, master_admin: true },
    'invitations.manage': { user: false, admin: true, master_admin: true },
    'members.deactivate': { user: false, admin: true, master_admin: true },
    'members.changeRole': { user: false, admin: false, master_admin: true },
    'audit.view': { user: false, admin: true, master_admin: true },
    'outbox.view': { user: false, admin: true, master_admin: true },
    'organization.logo': { user: false, admin: true, master_admin: true },
    'departments.manageAccess': { user: false, admin: true, master_admin: true },
    'integrations.manage': { user: false, admin: false, master_admin: true },
    'contacts.edit': { user: false, admin: true, master_admin: true },
    'corporateStatus.edit': { user: false, admin: true, master_admin: true },
    'fundraising.view': { user: false, admin: true, master_admin: true },
    'oauth.configure': { user: false, admin: true, master_admin: true },
    'oauth.connect': { user: false, admin: true, master_admin: true },
    'security.policy': { user: false, admin: true, master_admin: true },
    'security.resetTwoFactor': { user: false, admin: false, master_admin: true },
  };

  it('covers every permission', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  for (const [permission, byRole] of Object.entries(table) as [Permission, Record<string, boolean>][]) {
    it.each(ROLES)(`${permission}: %s`, (role) => {
      expect(can(role, permission)).toBe(byRole[role]);
    });
  }

  it('grants nothing without a role', () => {
    expect(can(null, 'documents.manage')).toBe(false);
    expect(can(undefined, 'members.view')).toBe(false);
  });
});

describe('canAccessFundraising (spec 001 §2, §6)', () => {
  it.each([
    ['user', false],
    ['admin', true],
    ['master_admin', true],
    [null, false],
    [undefined, false],
  ] as const)('%s: %s', (role, allowed) => {
    expect(canAccessFundraising(role)).toBe(allowed);
  });
});

describe('canAccessDocumentCategory (Donor Data is donor data: spec 001 §6)', () => {
  it.each([
    ['user', false],
    ['admin', true],
    ['master_admin', true],
    [null, false],
  ] as const)('Donor Data for %s: %s', (role, allowed) => {
    expect(canAccessDocumentCategory(role, 'Donor Data')).toBe(allowed);
  });

  it('opens every other category to every member', () => {
    for (const category of DOCUMENT_CATEGORIES) {
      expect(canAccessDocumentCategory('user', category)).toBe(true);
    }
  });
});

describe('memberActions (spec 000 §4 User)', () => {
  const master = { userId: 'm', role: 'master_admin' as const };
  const admin = { userId: 'a', role: 'admin' as const };

  it('lets the master admin change roles and deactivate others', () => {
    expect(memberActions(master, { userId: 'u', role: 'user', isActive: true })).toEqual({
      changeRole: true,
      deactivate: true,
      reactivate: false,
    });
  });

  it('offers Reactivate, not Deactivate, on an inactive row', () => {
    expect(memberActions(admin, { userId: 'u', role: 'user', isActive: false })).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: true,
    });
  });

  it('offers nothing on one’s own row', () => {
    expect(memberActions(admin, { userId: 'a', role: 'admin', isActive: true })).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: false,
    });
    expect(memberActions(master, { userId: 'm', role: 'master_admin', isActive: true }).changeRole).toBe(
      false,
    );
  });

  it('offers nothing on a master_admin row', () => {
    expect(memberActions(admin, { userId: 'm', role: 'master_admin', isActive: true })).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: false,
    });
  });

  it('offers a plain user nothing', () => {
    const user = { userId: 'x', role: 'user' as const };
    expect(memberActions(user, { userId: 'u', role: 'user', isActive: true })).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: false,
    });
  });
});
