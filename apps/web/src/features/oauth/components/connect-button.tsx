import type { OAuthProviderView } from '@steward/domain';
import { Link2, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAuthorizeOAuth } from '../api/authorize-oauth';

interface ConnectButtonProps {
  provider: OAuthProviderView;
  /** Reconnect: the same flow, offered when the last refresh was refused. */
  reconnect?: boolean;
  disabled?: boolean;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string;
}

/** Asks the server for the provider's consent page and sends the browser there. */
export function ConnectButton({
  provider,
  reconnect = false,
  disabled = false,
  describedBy,
}: ConnectButtonProps) {
  const authorize = useAuthorizeOAuth();
  const label = reconnect ? 'Reconnect' : 'Connect';

  function handleClick() {
    authorize.mutate(provider.id, {
      onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <Button
      size="sm"
      disabled={disabled || authorize.isPending}
      aria-describedby={describedBy}
      onClick={handleClick}
    >
      {authorize.isPending ? (
        <Spinner className="size-4 text-current" />
      ) : reconnect ? (
        <RefreshCw aria-hidden="true" />
      ) : (
        <Link2 aria-hidden="true" />
      )}
      {authorize.isPending ? 'Connecting...' : label}
      <span className="sr-only"> {provider.name}</span>
    </Button>
  );
}
