import { donorName } from '@steward/domain';
import { useRef } from 'react';
import { FindDonor, type FindDonorProps } from '@/components/find-donor';
import { Dialog, DialogContent } from '@/components/ui/dialog';

interface MergeSearchDialogProps {
  /** The donor of the page, who stays. */
  survivor: { id: string; firstName: string; lastName: string };
  onChoose: FindDonorProps['onChoose'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Merge with another donor…": a search over All Donors to choose the donor who will be merged into
 * this one; choosing closes it, and the two are set side by side before anything is merged.
 */
export function MergeSearchDialog({ survivor, open, onOpenChange, onChoose }: MergeSearchDialogProps) {
  /** A donor was chosen: the merge dialog opens next and looks after the focus. */
  const chosen = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Merge with another donor"
        description={`Find the donor to merge into ${donorName(survivor)}. You confirm before anything changes.`}
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
          chosen.current = false;
        }}
      >
        <FindDonor
          pageDonor={survivor}
          onChoose={(donor) => {
            chosen.current = true;
            onChoose(donor);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
