import { useParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';

/** "/oauth/callback/{provider}", outside the signed-in shell (spec 000 §2 OAuth callback). */
export function OAuthCallbackRoute() {
  const { provider } = useParams();
  useDocumentTitle('Connecting...');
  return (
    <StandalonePage>
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Spinner className="size-8" />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Connecting...</h1>
        <p className="text-sm text-slate-600">
          {provider ? `Completing your connection to ${provider}.` : 'Completing your connection.'}
        </p>
      </div>
    </StandalonePage>
  );
}
