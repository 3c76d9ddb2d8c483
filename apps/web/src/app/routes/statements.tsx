import { ScrollText } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { NewStatementsCard } from '@/features/statements/components/new-statements-card';
import { SettingsDraftProvider } from '@/features/statements/components/settings-draft';
import { StatementRunsCard } from '@/features/statements/components/statement-runs-card';
import { StatementSettingsCard } from '@/features/statements/components/statement-settings-card';
import { isApiError } from '@/lib/api-client';
import { FUNDRAISING_PATH } from '@/lib/giving/fundraising-paths';
import { useStatementSettings } from '@/lib/giving/statement-settings';
import { useUnderGiving } from '@/lib/giving/use-under-giving';

/**
 * "/giving/statements", and "/department/fundraising-donor-management/statements" as before:
 * year-end giving statements, admins only.
 */
export function StatementsRoute() {
  return (
    <FundraisingGate>
      <StatementsPage />
    </FundraisingGate>
  );
}

function StatementsPage() {
  const settings = useStatementSettings();
  // Under Giving its navigation is on screen: a way back to the fundraising page would lead away.
  const underGiving = useUnderGiving();

  // The server has the last word (a role changed since the session was read).
  if (isApiError(settings.error) && settings.error.status === 403) return <FundraisingRestricted />;

  return (
    <>
      {underGiving ? null : <BackLink to={FUNDRAISING_PATH}>Back to Fundraising</BackLink>}
      <PageHeader
        title="Giving Statements"
        description="Year-end contribution statements for your donors' tax records: email them, or print them for the post."
        icon={<ScrollText aria-hidden="true" />}
      />
      <div className="flex min-w-0 flex-col gap-6">
        <SettingsDraftProvider>
          <StatementSettingsCard />
          <NewStatementsCard />
        </SettingsDraftProvider>
        <StatementRunsCard />
      </div>
    </>
  );
}
