import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { StatusScreen } from '../../components/status-screen';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../components/ui/card';
import { useCurrentSession } from '../../features/auth/hooks/current-session';
import { VersionBadges } from '../../features/system/components/version-badges';

/** "/" (spec 000 §2 Dashboard). Stat cards, departments and renewals arrive with the documents area. */
export function DashboardRoute() {
  const { user, organization } = useCurrentSession();

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

  const firstName = user.fullName?.trim().split(/\s+/)[0];
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={<span className="font-medium text-slate-700">{organization.name}</span>}
        actions={<VersionBadges />}
      />
      <Card>
        <CardContent className="flex flex-col gap-1">
          <CardTitle>{firstName ? `Welcome back, ${firstName}` : 'Welcome back'}</CardTitle>
          <CardDescription>
            Your documents, upcoming renewals and departments at a glance will appear here.
          </CardDescription>
        </CardContent>
      </Card>
    </>
  );
}
