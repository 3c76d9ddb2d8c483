import type { IntegrationCard } from '@steward/domain';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteIntegration } from '../api/delete-integration';

interface IntegrationAdminActionsProps {
  card: IntegrationCard;
  onEdit: () => void;
}

/** Edit, Reset (a customised built-in card) and Remove (a custom one), each as the card's `can` allows. */
export function IntegrationAdminActions({ card, onEdit }: IntegrationAdminActionsProps) {
  const remove = useDeleteIntegration();
  const { name } = card;

  // The promise, not mutate's callbacks, which TanStack Query drops once the removed card unmounts.
  function handleDelete(done: string, failed: string) {
    remove.mutateAsync(card.key).then(
      () => toast.success(done),
      (error) => toast.error(`${failed}: ${errorMessage(error)}`),
    );
  }

  return (
    <div className="-mt-1 -mr-2 flex shrink-0 items-center">
      {card.can.edit ? (
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {card.can.reset ? (
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Reset ${name}`}
              title="Reset"
              disabled={remove.isPending}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          }
          title={`Reset ${name}?`}
          description={`Are you sure you want to reset "${name}"? Its name, description, link, category and note go back to Steward's version; its primary contact stays.`}
          confirmLabel="Reset"
          onConfirm={() =>
            handleDelete(`"${name}" is back to Steward's version`, 'Failed to reset integration')
          }
        />
      ) : null}
      {card.can.remove ? (
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove ${name}`}
              title="Remove"
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          }
          title={`Remove ${name}?`}
          description={`Are you sure you want to remove "${name}"? Its primary contact is removed with it.`}
          confirmLabel="Remove"
          onConfirm={() => handleDelete(`Removed "${name}"`, 'Failed to remove integration')}
        />
      ) : null}
    </div>
  );
}
