import { RotateCw } from 'lucide-react';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

interface DashboardErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Why the totals and lists could not load, with a way to ask again. */
export function DashboardError({ error, retrying, onRetry }: DashboardErrorProps) {
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <ErrorMessage className="w-full sm:flex-1">Error loading dashboard: {errorMessage(error)}</ErrorMessage>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'motion-safe:animate-spin' : undefined} />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
