import { Settings } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { useGivingSettings } from '@/features/batches/api/giving-settings';
import { AccountingExportCard } from '@/features/batches/components/accounting-export-card';
import { FundListCard } from '@/features/batches/components/fund-list-card';
import { GivingSettingsForm } from '@/features/batches/components/giving-settings-form';
import { FundraisingRestricted } from '@/features/fundraising/components/overview/fundraising-gate';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * "/giving/settings": dual control, the bank's ledger accounts and Xero's tax rate, the fund list
 * with each fund's accounts, and the accounting export. Admins only.
 */
export function GivingSettingsRoute() {
  const settings = useGivingSettings();
  if (isApiError(settings.error) && settings.error.status === 403) return <FundraisingRestricted />;
  return (
    <>
      <PageHeader
        title="Giving settings"
        description="Who may commit a batch, the funds gifts go to, and how committed gifts reach your accounting software."
        icon={<Settings aria-hidden="true" />}
      />
      <div className="flex flex-col gap-6">
        {settings.isPending ? (
          <LoadingState label="Loading the settings..." />
        ) : settings.isError ? (
          <ErrorMessage>Error loading the settings: {errorMessage(settings.error)}</ErrorMessage>
        ) : (
          <GivingSettingsForm settings={settings.data} />
        )}
        <FundListCard />
        <AccountingExportCard />
      </div>
    </>
  );
}
