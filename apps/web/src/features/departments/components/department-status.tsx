import { fundraisingRestrictedMessage } from '@steward/domain';
import { Lock, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { StatusScreen } from '@/components/status-screen';
import { Button } from '@/components/ui/button';

/** Spec 000 §2: an unknown /department/{department}. */
export function DepartmentNotFound() {
  return (
    <StatusScreen
      title="Department Not Found"
      icon={<SearchX aria-hidden="true" />}
      action={
        <Button asChild variant="secondary">
          <Link to="/">Back to Dashboard</Link>
        </Button>
      }
    >
      <p>The department you are looking for does not exist.</p>
    </StatusScreen>
  );
}

/** Spec 001 §2: what a non-administrator sees instead of the fundraising department. */
export function DepartmentRestricted({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <StatusScreen
      title="Access Restricted"
      tone="warning"
      icon={<Lock aria-hidden="true" />}
      action={<Button onClick={() => navigate('/')}>Return to Dashboard</Button>}
    >
      <p>{fundraisingRestrictedMessage(name)}</p>
    </StatusScreen>
  );
}
