import { can, type Role } from '@steward/domain';
import { Lock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { StatusScreen } from '@/components/status-screen';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { AuditLog } from '@/features/audit/components/audit-log';
import { useStartSession } from '@/features/auth/hooks/use-start-session';
import { InviteUserDialog } from '@/features/invitations/components/invite-user-dialog';
import { PendingInvitations } from '@/features/invitations/components/pending-invitations';
import { useMemberSecurity } from '@/features/members/api/get-member-security';
import { useMembers } from '@/features/members/api/get-members';
import { MemberList } from '@/features/members/components/member-list';
import { OrganizationSetupForm } from '@/features/organizations/components/organization-setup-form';
import { SignInPolicyCard } from '@/features/sign-in-policy/components/sign-in-policy-card';
import { policyMembers } from '@/features/sign-in-policy/policy-coverage';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCurrentSession } from '@/lib/session/current-session';

const TITLE = 'User Management';

function AccessRestricted() {
  return (
    <StatusScreen title="Access Restricted" tone="warning" icon={<Lock aria-hidden="true" />}>
      <p>You need admin privileges to access user management.</p>
    </StatusScreen>
  );
}

/**
 * The sign-in policy, members (with their two-step status), pending invitations and the audit log;
 * each part shows as the role's permissions allow. The policy comes first, above the members it
 * covers, and counts them as the admin chooses a rule.
 */
function UserManagement({ organizationName, role }: { organizationName: string; role: Role }) {
  const members = useMembers();
  const canInvite = can(role, 'invitations.manage');
  const canSetPolicy = can(role, 'security.policy');
  const security = useMemberSecurity(canSetPolicy);

  // The session may be older than a role change: the server's 403 has the last word.
  if (members.isError && isApiError(members.error) && members.error.status === 403) {
    return <AccessRestricted />;
  }

  const items = members.data?.items;
  return (
    <>
      <PageHeader
        title={TITLE}
        description={`Invite people to ${organizationName} and manage their roles.`}
        actions={
          <>
            {can(role, 'outbox.view') ? (
              <Button asChild variant="secondary">
                <Link to="/outbox">
                  <Mail aria-hidden="true" />
                  Email Outbox
                </Link>
              </Button>
            ) : null}
            {canInvite && items ? <InviteUserDialog /> : null}
          </>
        }
      />
      {members.isPending ? (
        <LoadingState />
      ) : members.isError ? (
        <ErrorMessage>Error: {errorMessage(members.error)}</ErrorMessage>
      ) : (
        <div className="flex flex-col gap-6">
          {canSetPolicy ? (
            <SignInPolicyCard
              members={security.data ? policyMembers(members.data.items, security.data) : null}
            />
          ) : null}
          <SectionCard
            title="Members"
            description="Deactivated users can no longer sign in."
            aside={<Badge>{members.data.items.length}</Badge>}
          >
            <MemberList
              members={members.data.items}
              showTwoStep={canSetPolicy}
              canResetTwoFactor={can(role, 'security.resetTwoFactor')}
            />
          </SectionCard>
          {canInvite ? <PendingInvitations /> : null}
          {can(role, 'audit.view') ? <AuditLog /> : null}
        </div>
      )}
    </>
  );
}

/**
 * "/users" (spec 000 §2 User management): organisation setup while the user has none, "Access Restricted"
 * for a role without members.view, else the full view.
 */
export function UsersRoute() {
  const { organization, role } = useCurrentSession();
  const startSession = useStartSession();

  if (!organization) {
    return (
      <>
        <PageHeader title={TITLE} description="Set up your organization to invite your team." />
        <OrganizationSetupForm onCreated={startSession} />
      </>
    );
  }
  if (!role || !can(role, 'members.view')) return <AccessRestricted />;
  return <UserManagement organizationName={organization.name} role={role} />;
}
