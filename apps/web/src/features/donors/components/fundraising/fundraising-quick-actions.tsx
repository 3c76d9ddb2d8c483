import { FileChartColumn, Settings, Upload, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../../components/section-card';
import { Button } from '../../../../components/ui/button';
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
    <SectionCard title="Quick Actions">
      <ul aria-label="Quick Actions" className="flex flex-col gap-2 px-4 py-4 sm:px-5">
        <li>
          <Button asChild variant="secondary" className="w-full justify-start">
            <Link to="/upload">
              <Upload aria-hidden="true" />
              Upload Grant Documents
            </Link>
          </Button>
        </li>
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
