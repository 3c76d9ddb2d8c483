import type { DonorProfile } from '@steward/domain';
import { toast } from 'sonner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useUpdateDonorContact } from '../../api/update-donor-contact';
import { DonorDetailsForm, type DonorDetailsValues } from './donor-details-form';

type Donor = DonorProfile['donor'];

function valuesOf(donor: Donor): DonorDetailsValues {
  return {
    firstName: donor.firstName,
    lastName: donor.lastName,
    email: donor.email ?? '',
    phone: donor.phone ?? '',
    envelopeNumber: donor.envelopeNumber ?? '',
    line1: donor.address?.line1 ?? '',
    line2: donor.address?.line2 ?? '',
    city: donor.address?.city ?? '',
    region: donor.address?.region ?? '',
    postalCode: donor.address?.postalCode ?? '',
    country: donor.address?.country ?? '',
  };
}

function EditDonorForm({ donor, onDone }: { donor: Donor; onDone: () => void }) {
  const update = useUpdateDonorContact();
  return (
    <DonorDetailsForm
      initial={valuesOf(donor)}
      submitLabel="Save details"
      busy={update.isPending}
      onSave={(contact, refuse) =>
        update.mutate(
          { id: donor.id, contact },
          {
            onSuccess: () => {
              toast.success('Donor details saved');
              onDone();
            },
            onError: (cause) => refuse(errorMessage(cause)),
          },
        )
      }
    />
  );
}

interface EditDonorDialogProps {
  donor: Donor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Edit details": an admin corrects the donor's name, email, phone and mailing address. */
export function EditDonorDialog({ donor, open, onOpenChange }: EditDonorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Edit donor details"
        description="Correct the name and contact details. Gifts are not changed."
      >
        {/* Mounted only while open: each opening starts from the details as they are now. */}
        <EditDonorForm donor={donor} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
