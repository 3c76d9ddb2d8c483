import { can, FUNDRAISING_DEPARTMENT_SLUG, findDepartment } from '@steward/domain';
import type { ReactNode } from 'react';
import { useCurrentSession } from '@/features/auth/hooks/current-session';
import { DepartmentRestricted } from '@/features/departments/components/department-status';

const FUNDRAISING_NAME =
  findDepartment(FUNDRAISING_DEPARTMENT_SLUG)?.name ?? 'Fundraising & Donor Management';

/**
 * Spec 001 §2, §6: only administrators see the fundraising area (the page and its report); others get
 * Access Restricted at once, without asking the server for donor data.
 */
export function FundraisingGate({ children }: { children: ReactNode }) {
  const { role } = useCurrentSession();
  if (!can(role, 'fundraising.view')) return <FundraisingRestricted />;
  return children;
}

/** Access Restricted for the fundraising area: a non-administrator, or the server's 403. */
export function FundraisingRestricted() {
  return <DepartmentRestricted name={FUNDRAISING_NAME} />;
}
