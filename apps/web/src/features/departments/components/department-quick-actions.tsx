import { Upload, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';

interface DepartmentQuickActionsProps {
  /** Opens Manage Access; absent for those who may not manage the team. */
  onManageTeam?: () => void;
  /** The upload link's text (the fundraising page says "Upload Grant Documents"). */
  uploadLabel?: string;
  /** A department's own actions, as list items, between upload and Manage Team. */
  children?: ReactNode;
}

/**
 * Spec 000 §2 Quick Actions. "Department Settings" is left out: the spec gives it no behaviour and a
 * department has nothing to set beyond its team.
 */
export function DepartmentQuickActions({
  onManageTeam,
  uploadLabel = 'Upload Documents',
  children,
}: DepartmentQuickActionsProps) {
  return (
    <SectionCard title="Quick Actions">
      <ul aria-label="Quick Actions" className="flex flex-col gap-2 px-4 py-4 sm:px-5">
        <li>
          <Button asChild variant="secondary" className="w-full justify-start">
            <Link to="/upload">
              <Upload aria-hidden="true" />
              {uploadLabel}
            </Link>
          </Button>
        </li>
        {children}
        {onManageTeam ? (
          <li>
            <Button variant="secondary" className="w-full justify-start" onClick={onManageTeam}>
              <UserCog aria-hidden="true" />
              Manage Team
            </Button>
          </li>
        ) : null}
      </ul>
    </SectionCard>
  );
}
