import { ShieldCheck } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { useSecurityOverview } from '@/features/security/api/get-security-overview';
import { SecuritySettings } from '@/features/security/components/security-settings';
import { errorMessage } from '@/lib/api-client';
import { useCurrentSession } from '@/lib/session/current-session';

/** "/account/security": the member's own second factors, remembered devices, sessions and linked accounts. */
export function AccountSecurityRoute() {
  const { user } = useCurrentSession();
  const overview = useSecurityOverview();

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title="Sign-in and security"
        description="How you prove it is you when you sign in, and where you are signed in."
        icon={<ShieldCheck aria-hidden="true" />}
      />
      {overview.isPending ? <LoadingState /> : null}
      {overview.isError ? <ErrorMessage>{errorMessage(overview.error)}</ErrorMessage> : null}
      {overview.data ? <SecuritySettings overview={overview.data} email={user.email} /> : null}
    </div>
  );
}
