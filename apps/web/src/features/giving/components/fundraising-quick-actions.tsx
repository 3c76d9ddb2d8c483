import { FileChartColumn, ScrollText, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FUNDRAISING_REPORT_PATH } from '@/lib/giving/fundraising-paths';
import { STATEMENTS_PATH } from '@/lib/giving/statement-paths';
import { AnalyticsSettingsDialog, type AnalyticsSettingsDialogProps } from './analytics-settings-dialog';

interface FundraisingQuickActionsProps {
  /** The Analytics Settings dialog's state, kept by the page. */
  settings: Omit<AnalyticsSettingsDialogProps, 'children'>;
}

/**
 * Spec 001 §2 quick actions of the fundraising area, as list items for the department's Quick Actions
 * card (whose upload link the page labels 'Upload Grant Documents'): 'Generate Reports' (behaviour not
 * shown) opens the printable report of the analysis; 'Giving Statements' the year-end contribution
 * statements; 'Analytics Settings' (behaviour not shown) shows how this area is configured.
 */
export function FundraisingQuickActions({ settings }: FundraisingQuickActionsProps) {
  return (
    <>
      <li>
        <Button asChild variant="secondary" className="w-full justify-start">
          <Link to={FUNDRAISING_REPORT_PATH}>
            <FileChartColumn aria-hidden="true" />
            Generate Reports
          </Link>
        </Button>
      </li>
      <li>
        <Button asChild variant="secondary" className="w-full justify-start">
          <Link to={STATEMENTS_PATH}>
            <ScrollText aria-hidden="true" />
            Giving Statements
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
    </>
  );
}
