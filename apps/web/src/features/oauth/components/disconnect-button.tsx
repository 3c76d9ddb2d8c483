import {
  disconnectConfirmation,
  disconnectFailed,
  type OAuthConnectionView,
  type OAuthDisconnectResponse,
  type OAuthProviderView,
} from '@steward/domain';
import { Unlink } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDisconnectOAuth } from '../api/disconnect-oauth';

/** What happened at the provider: nothing to add when it confirmed the revocation. */
function revocationNote(name: string, { revokedAtProvider }: OAuthDisconnectResponse): string | undefined {
  if (revokedAtProvider === false) {
    return `${name} did not confirm that Steward's access was revoked. You can remove the app in ${name}'s own settings.`;
  }
  if (revokedAtProvider === null) {
    return `${name} offers no way for Steward to revoke its access. You can remove the app in ${name}'s own settings.`;
  }
  return undefined;
}

interface DisconnectButtonProps {
  provider: OAuthProviderView;
  connection: OAuthConnectionView;
}

/** Spec 000 §4 OAuth connection: "Are you sure you want to disconnect {provider}?", "Disconnecting..." meanwhile. */
export function DisconnectButton({ provider, connection }: DisconnectButtonProps) {
  const disconnect = useDisconnectOAuth();
  const { name } = provider;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={disconnect.isPending}>
          <Unlink aria-hidden="true" />
          {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
          <span className="sr-only"> {name}</span>
        </Button>
      }
      title={`Disconnect ${name}?`}
      description={disconnectConfirmation(name)}
      confirmLabel="Disconnect"
      onConfirm={() =>
        disconnect.mutate(connection.id, {
          onSuccess: (result) =>
            toast.success(`Disconnected from ${name}`, { description: revocationNote(name, result) }),
          onError: (error) => toast.error(disconnectFailed(errorMessage(error, ''))),
        })
      }
    />
  );
}
