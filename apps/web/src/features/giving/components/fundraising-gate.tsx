import { canAccessFundraising, FUNDRAISING_RESTRICTED } from '@steward/domain';
import type { ReactNode } from 'react';
import { AccessRestricted } from '@/components/access-restricted';
import { useCurrentSession } from '@/lib/session/current-session';

/**
 * Spec 001 §2, §6: only administrators see the fundraising area (the page and its report); others get
 * Access Restricted at once, without asking the server for donor data.
 */
export function FundraisingGate({ children }: { children: ReactNode }) {
  const { role } = useCurrentSession();
  if (!canAccessFundraising(role)) return <FundraisingRestricted />;
  return children;
}

/** Access Restricted for the fundraising area: a non-administrator, or the server's 403. */
export function FundraisingRestricted() {
  return <AccessRestricted message={FUNDRAISING_RESTRICTED} />;
}
