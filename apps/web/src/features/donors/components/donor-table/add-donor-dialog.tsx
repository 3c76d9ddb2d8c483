import { donorName } from '@steward/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { givingDonorPath } from '@/lib/giving/donor-record-paths';
import { useAddDonor } from '../../api/add-donor';
import { DonorDetailsForm, EMPTY_DONOR_DETAILS } from '../donor-record/donor-details-form';

function AddDonorForm({ onDone }: { onDone: () => void }) {
  const add = useAddDonor();
  const navigate = useNavigate();
  return (
    <DonorDetailsForm
      initial={EMPTY_DONOR_DETAILS}
      submitLabel="Add donor"
      busy={add.isPending}
      onSave={(contact, refuse) =>
        add.mutate(contact, {
          onSuccess: (donor) => {
            toast.success(`${donorName(donor)} added`);
            onDone();
            navigate(givingDonorPath(donor.id));
          },
          // The same person is already there: the way to them, rather than a second record.
          onError: (cause) =>
            refuse(
              errorMessage(cause),
              isApiError(cause) && cause.existingId ? (
                <Link
                  to={givingDonorPath(cause.existingId)}
                  onClick={onDone}
                  className="font-medium underline"
                >
                  Open their page
                </Link>
              ) : undefined,
            ),
        })
      }
    />
  );
}

/**
 * "Add donor": a new donor before any import has a gift of theirs (a family who just joined), named
 * as an import would name them, so the import that brings their gifts finds them.
 */
export function AddDonorButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        Add donor
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          size="lg"
          title="Add donor"
          description="Their gifts come with the next import that names them the same way."
        >
          {/* Mounted only while open: each opening starts empty. */}
          <AddDonorForm onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
