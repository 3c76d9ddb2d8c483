import { PageHeader } from '@/components/page-header';
import { useOAuthProviders } from '@/features/oauth/api/get-oauth-providers';
import { OAuthSecurityNote } from '@/features/oauth/components/oauth-security-note';
import { ProviderList } from '@/features/oauth/components/provider-list';

/** "/oauth" (spec 000 §2 OAuth management): the providers with their connections, and how they are kept safe. */
export function OAuthRoute() {
  const providers = useOAuthProviders();
  return (
    <>
      <PageHeader
        title="OAuth Management"
        description="Connect external services to your organization securely through OAuth."
      />
      <div className="flex flex-col gap-6">
        <ProviderList providers={providers} />
        <OAuthSecurityNote />
      </div>
    </>
  );
}
