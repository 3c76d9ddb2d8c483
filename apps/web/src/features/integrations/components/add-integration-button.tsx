import { NEW_INTEGRATION_DEFAULTS } from '@steward/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useCreateIntegration } from '../api/create-integration';
import { IntegrationForm } from './integration-form';

interface AddIntegrationButtonProps {
  /** The operations category page the integration is added to. */
  operationsCategory: string;
  /** The page's title, for the dialog's description. */
  categoryTitle: string;
}

/** Spec 000 §2 "Add Integration" (master admin): the Edit Integration modal, filled with the defaults. */
export function AddIntegrationButton({ operationsCategory, categoryTitle }: AddIntegrationButtonProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateIntegration();

  return (
    <Dialog open={open} onOpenChange={(next) => (create.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Integration
        </Button>
      </DialogTrigger>
      <DialogContent
        size="lg"
        title="Edit Integration"
        description={`A new tool for ${categoryTitle}. Change the defaults to describe it.`}
      >
        <IntegrationForm
          initial={{ ...NEW_INTEGRATION_DEFAULTS, note: '' }}
          submitLabel="Add Integration"
          busy={create.isPending}
          onSave={(fields) =>
            create.mutate(
              { ...fields, operationsCategory },
              {
                onSuccess: (card) => {
                  toast.success(`Added "${card.name}"`);
                  setOpen(false);
                },
                onError: (error) => toast.error(`Failed to add integration: ${errorMessage(error)}`),
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
