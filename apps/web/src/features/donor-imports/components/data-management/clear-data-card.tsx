import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useClearDonorData } from '../../api/clear-donor-data';

/** Spec 001 §5: the question asked before every donor record goes. */
export const CLEAR_CONFIRMATION =
  'Are you sure you want to clear all donor data? This action cannot be undone.';

/** Spec 001 §4 Clear all data: no donors, no analysis, and the Upload tab (`onCleared`). */
export function ClearDataCard({ onCleared }: { onCleared: () => void }) {
  const clear = useClearDonorData();
  return (
    <Card className="border-red-200">
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-0.5">
          <CardTitle>Clear All Data</CardTitle>
          <CardDescription>
            Removes every donor, gift and upload history entry of your organization. Documents in the document
            center stay, and are not synced again.
          </CardDescription>
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="danger" className="self-start" disabled={clear.isPending}>
              <Trash2 aria-hidden="true" />
              {clear.isPending ? 'Clearing...' : 'Clear All Data'}
            </Button>
          }
          title="Clear all donor data?"
          description={CLEAR_CONFIRMATION}
          confirmLabel="Clear All Data"
          onConfirm={() =>
            clear.mutate(undefined, {
              onSuccess: () => {
                toast.success('All donor data cleared');
                onCleared();
              },
              onError: (error) => toast.error(`Failed to clear donor data: ${errorMessage(error)}`),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
