import type { OAuthConfigFields, OAuthProviderView } from '@steward/domain';
import { Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteOAuthConfig } from '../api/delete-oauth-config';
import { useSaveOAuthConfig } from '../api/save-oauth-config';
import { OAuthConfigForm } from './oauth-config-form';

interface RemoveConfigurationButtonProps {
  provider: OAuthProviderView;
  busy: boolean;
  removing: boolean;
  onRemove: () => void;
}

function RemoveConfigurationButton({ provider, busy, removing, onRemove }: RemoveConfigurationButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" disabled={busy}>
          <Trash2 aria-hidden="true" />
          {removing ? 'Removing...' : 'Remove configuration'}
        </Button>
      }
      title={`Remove the ${provider.name} configuration?`}
      description={`Are you sure you want to remove the client ID and secret for ${provider.name}? Connecting ${provider.name} will need them entered again.`}
      confirmLabel="Remove configuration"
      onConfirm={onRemove}
    />
  );
}

/** Spec 000 §3 OAuth config for one provider (admins): client credentials, the redirect URI to register. */
export function ConfigureProviderDialog({ provider }: { provider: OAuthProviderView }) {
  const [open, setOpen] = useState(false);
  const save = useSaveOAuthConfig();
  const remove = useDeleteOAuthConfig();
  const busy = save.isPending || remove.isPending;

  function handleOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      save.reset();
      remove.reset();
    }
    setOpen(next);
  }

  function handleSave({ clientId, clientSecret, companyDomain }: OAuthConfigFields) {
    save.mutate(
      {
        providerId: provider.id,
        clientId,
        clientSecret,
        ...(provider.needsCompanyDomain && companyDomain ? { companyDomain } : {}),
      },
      {
        onSuccess: () => {
          toast.success(`Saved the configuration for ${provider.name}`);
          setOpen(false);
        },
      },
    );
  }

  function handleRemove() {
    remove.mutate(provider.id, {
      onSuccess: () => {
        toast.success(`Removed the configuration for ${provider.name}`);
        setOpen(false);
      },
      onError: (error) => toast.error(`Failed to remove configuration: ${errorMessage(error)}`),
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Settings aria-hidden="true" />
          Configure
          <span className="sr-only"> {provider.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title={`Configure ${provider.name}`}
        description={`Enter the client ID and secret of the OAuth app you created in ${provider.name}'s developer settings.`}
      >
        <OAuthConfigForm
          provider={provider}
          busy={busy}
          error={save.isError ? errorMessage(save.error) : undefined}
          onSave={handleSave}
          removeControl={
            provider.configuration ? (
              <RemoveConfigurationButton
                provider={provider}
                busy={busy}
                removing={remove.isPending}
                onRemove={handleRemove}
              />
            ) : null
          }
        />
      </DialogContent>
    </Dialog>
  );
}
