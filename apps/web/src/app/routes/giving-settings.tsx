import { Settings } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { AccountingExportCard } from '@/features/batches/components/accounting-export-card';
import { FundListCard } from '@/features/giving/components/fund-list-card';
import { FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { GivingSettingsForm } from '@/features/giving/components/giving-settings-form';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useGivingSettings } from '@/lib/giving/giving-settings';

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
