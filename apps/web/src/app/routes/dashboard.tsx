import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { StatusScreen } from '@/components/status-screen';
import { Button } from '@/components/ui/button';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { VersionBadges } from '@/features/system/components/version-badges';
import { useCurrentSession } from '@/lib/session/current-session';

/** "/" (spec 000 §2 Dashboard); a user without an organisation is welcomed and sent to set one up. */
export function DashboardRoute() {
  const { organization } = useCurrentSession();

  if (!organization) {
    return (
      <StatusScreen
        title="Welcome"
        tone="accent"
        icon={<Building2 aria-hidden="true" />}
        action={
          <Button asChild>
            <Link to="/users">Set Up Organization</Link>
          </Button>
        }
      >
        <p className="text-base font-medium text-slate-900">Set up your organization</p>
        <p className="mt-1">
          Create your organization to start keeping documents, running operations and inviting your team.
        </p>
      </StatusScreen>
    );
  }

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={<span className="font-medium text-slate-700">{organization.name}</span>}
        actions={<VersionBadges />}
      />
      <DashboardOverview />
    </>
  );
}
