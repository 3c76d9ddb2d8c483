import { isAdmin } from '@steward/domain';
import { Lock } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { StatusScreen } from '../../components/status-screen';
import { Card, CardContent, CardDescription, CardTitle } from '../../components/ui/card';
import { useCurrentSession } from '../../features/auth/hooks/current-session';

/** "/users" (spec 000 §2 User management): setup without an organisation, else admins only. */
export function UsersRoute() {
  const { organization, role } = useCurrentSession();

  if (!organization) {
    return (
      <>
        <PageHeader title="User Management" description="Set up your organization to invite your team." />
        <Card>
          <CardContent className="flex flex-col gap-1">
            <CardTitle>Set up your organization</CardTitle>
            <CardDescription>Organization setup will appear here.</CardDescription>
          </CardContent>
        </Card>
      </>
    );
  }

  if (!role || !isAdmin(role)) {
    return (
      <StatusScreen title="Access Restricted" tone="warning" icon={<Lock aria-hidden="true" />}>
        <p>You need admin privileges to access user management.</p>
      </StatusScreen>
    );
  }

  return (
    <>
      <PageHeader
        title="User Management"
        description={`Invite people to ${organization.name} and manage their roles.`}
      />
      <Card>
        <CardContent>
          <CardDescription>Members and pending invitations will appear here.</CardDescription>
        </CardContent>
      </Card>
    </>
  );
}
