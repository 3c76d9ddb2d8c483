import { type DonorSummary, donorName } from '@steward/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { FindDonor } from '@/components/find-donor';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useJoinHousehold } from '../../api/households';

/**
 * "Join with...": find the other donor, then confirm, since joining tells each member by email.
 * The donor joins the other's household, or the two form one.
 */
export function JoinDialog({
  donor,
  open,
  onOpenChange,
}: {
  donor: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [other, setOther] = useState<DonorSummary | null>(null);
  const join = useJoinHousehold();

  async function confirm() {
    if (!other || join.isPending) return;
    try {
      await join.mutateAsync({ id: donor.id, donorId: other.id });
      toast.success(`Joined ${donor.name} with ${donorName(other)}`);
      onOpenChange(false);
    } catch {
      // The dialog shows the error.
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setOther(null);
          join.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Join with another donor"
        description={`Find the donor ${donor.name} gives with. Their giving will share one statement; each stays a donor with their own gifts.`}
      >
        {other === null ? (
          <FindDonor pageDonor={donor} onChoose={setOther} />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">
              Join <strong className="font-semibold">{donor.name}</strong> with{' '}
              <strong className="font-semibold">{donorName(other)}</strong>? Each member with an email address
              is told whose giving they now share a statement with.
            </p>
            {join.isError ? <ErrorMessage>Failed to join: {errorMessage(join.error)}</ErrorMessage> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setOther(null)} disabled={join.isPending}>
                Back
              </Button>
              <Button aria-disabled={join.isPending || undefined} onClick={confirm}>
                {join.isPending ? (
                  <Spinner className="size-4 text-current" />
                ) : (
                  <UserPlus aria-hidden="true" />
                )}
                {join.isPending ? 'Joining...' : 'Join household'}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
