import type { IntegrationCard } from '@steward/domain';
import { toast } from 'sonner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useUpdateIntegration } from '../api/update-integration';
import { IntegrationForm } from './integration-form';

interface EditIntegrationDialogProps {
  card: IntegrationCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 000 §2 Edit Integration modal for one card (master admin); a built-in card becomes customised. */
export function EditIntegrationDialog({ card, open, onOpenChange }: EditIntegrationDialogProps) {
  const update = useUpdateIntegration();
  return (
    <Dialog open={open} onOpenChange={(next) => (update.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        size="lg"
        title="Edit Integration"
        description={
          card.builtIn
            ? `Your changes replace Steward's card for ${card.name}; Reset puts it back.`
            : `Change how ${card.name} shows on this page.`
        }
      >
        <IntegrationForm
          initial={{
            name: card.name,
            description: card.description,
            url: card.url,
            category: card.category,
            note: card.note ?? '',
          }}
          submitLabel="Save Changes"
          busy={update.isPending}
          onSave={(fields) =>
            update.mutate(
              { key: card.key, ...fields },
              {
                onSuccess: (saved) => {
                  toast.success(`Saved "${saved.name}"`);
                  onOpenChange(false);
                },
                onError: (error) => toast.error(`Failed to save integration: ${errorMessage(error)}`),
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
