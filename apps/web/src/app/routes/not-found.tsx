import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { Button } from '@/components/ui/button';

/** Any other URL inside the signed-in shell. */
export function NotFoundRoute() {
  return (
    <StatusScreen
      title="Page Not Found"
      icon={<Compass aria-hidden="true" />}
      action={
        <Button asChild variant="secondary">
          <Link to="/">Go to Dashboard</Link>
        </Button>
      }
    >
      <p>The page you are looking for does not exist or has moved.</p>
    </StatusScreen>
  );
}
