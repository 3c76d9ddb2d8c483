import { FileChartColumn, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DepartmentQuickActions } from '@/features/departments/components/department-quick-actions';
import { AnalyticsSettingsDialog, type AnalyticsSettingsDialogProps } from './analytics-settings-dialog';
import { FUNDRAISING_REPORT_PATH } from './fundraising-paths';

interface FundraisingQuickActionsProps {
  /** The Analytics Settings dialog's state, kept by the page. */
  settings: Omit<AnalyticsSettingsDialogProps, 'children'>;
  /** Opens Manage Access; absent for those who may not manage the team. */
  onManageTeam?: () => void;
}

/**
 * Spec 001 §2 quick actions: 'Upload Grant Documents' goes to /upload; 'Generate Reports' (behaviour not
 * shown) opens the printable report of the analysis; 'Analytics Settings' (behaviour not shown) shows
 * how this area is configured. Manage Team as on every department page.
 */
export function FundraisingQuickActions({ settings, onManageTeam }: FundraisingQuickActionsProps) {
  return (
    <DepartmentQuickActions uploadLabel="Upload Grant Documents" onManageTeam={onManageTeam}>
      <li>
        <Button asChild variant="secondary" className="w-full justify-start">
          <Link to={FUNDRAISING_REPORT_PATH}>
            <FileChartColumn aria-hidden="true" />
            Generate Reports
          </Link>
        </Button>
      </li>
      <li>
        <AnalyticsSettingsDialog {...settings}>
          <Button variant="secondary" className="w-full justify-start">
            <Settings aria-hidden="true" />
            Analytics Settings
          </Button>
        </AnalyticsSettingsDialog>
      </li>
    </DepartmentQuickActions>
  );
}
