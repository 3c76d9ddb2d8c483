import { Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { StatusScreen } from './status-screen';
import { Button } from './ui/button';

/**
 * "Access Restricted" with why and a Return to Dashboard button that goes to / (spec 001 §2: what a
 * non-administrator sees instead of the fundraising department).
 */
export function AccessRestricted({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <StatusScreen
      title="Access Restricted"
      tone="warning"
      icon={<Lock aria-hidden="true" />}
      action={<Button onClick={() => navigate('/')}>Return to Dashboard</Button>}
    >
      <p>{message}</p>
    </StatusScreen>
  );
}
