import { Link } from 'react-router';
import { StandalonePage } from '../../components/standalone-page';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** "/invite/{token}", outside the signed-in shell (spec 000 §2 Accept invitation). */
export function InviteRoute() {
  useDocumentTitle('Accept Invitation');
  return (
    <StandalonePage>
      <div className="flex flex-col gap-4 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Accept Invitation</h1>
        <p className="text-sm text-slate-600">Your invitation details will appear here.</p>
        <Button asChild variant="secondary">
          <Link to="/">Go to Login</Link>
        </Button>
      </div>
    </StandalonePage>
  );
}
