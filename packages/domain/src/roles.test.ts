import { describe, expect, it } from 'vitest';
import { isAdmin, isMasterAdmin, roleLabel } from './roles';

describe('roles (spec 000 §6)', () => {
  it.each([
    ['user', false, false, 'User'],
    ['admin', true, false, 'Admin'],
    ['master_admin', true, true, 'Master Admin'],
  ] as const)('%s: isAdmin %s, isMasterAdmin %s, badge "%s"', (role, admin, master, label) => {
    expect(isAdmin(role)).toBe(admin);
    expect(isMasterAdmin(role)).toBe(master);
    expect(roleLabel(role)).toBe(label);
  });
});
