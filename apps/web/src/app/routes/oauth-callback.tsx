import { useParams } from 'react-router';
import { StandalonePage } from '@/components/standalone-page';
import { OAuthCallbackStatus } from '@/features/oauth/components/oauth-callback-status';

/** "/oauth/callback/{provider}", outside the signed-in shell (spec 000 §2 OAuth callback). */
export function OAuthCallbackRoute() {
  const { provider = '' } = useParams();
  return (
    <StandalonePage>
      <OAuthCallbackStatus providerId={provider} />
    </StandalonePage>
  );
}
