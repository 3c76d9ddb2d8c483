import { donorName } from '@steward/domain';
import { AlertDialog } from 'radix-ui';
import { type RefObject, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { overlayClasses, panelClasses } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useDonorProfile } from '../../api/get-donor-profile';
import { useMergeDonors } from '../../api/merge-donors';

interface Named {
  id: string;
  firstName: string;
  lastName: string;
}

/** The donor to merge away; without its gift count the dialog asks the server for it. */
export interface MergeCandidate extends Named {
  donationCount?: number;
}

function gifts(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'gift' : 'gifts'}`;
}

/** What a merge does, said plainly before it is done. */
export function mergeConfirmation(survivor: string, other: string, giftCount: number): string {
  return (
    `${other} will be merged into ${survivor}: ${survivor} keeps its details and receives ` +
    `${gifts(giftCount)} of ${other}; ${other} is removed. This cannot be undone.`
  );
}

/** The toast after a merge: "Merged Jane Smyth into Jane Smith (3 gifts moved)". */
export function mergedMessage(survivor: string, other: string, giftsMoved: number): string {
  return `Merged ${other} into ${survivor} (${gifts(giftsMoved)} moved)`;
}

interface MergeConfirmDialogProps {
  /** The donor of the page: it stays and takes the gifts. */
  survivor: Named;
  /** The donor to merge into it, or null when the dialog is closed. */
  other: MergeCandidate | null;
  onClose: () => void;
  /** Where the focus goes when what opened the dialog is gone (a merged duplicate's row). */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/**
 * Asks before two donors become one, saying which stays, how many gifts move and that the other
 * goes; the merge runs only from here. Focus starts on Cancel, so Enter at once merges nothing.
 */
export function MergeConfirmDialog({ survivor, other, onClose, fallbackFocus }: MergeConfirmDialogProps) {
  const merge = useMergeDonors();
  const opener = useRef<HTMLElement | null>(null);
  /** The donor being merged away: its page is no longer asked for (it answers 404 once merged). */
  const [merging, setMerging] = useState<string | null>(null);
  const known = other?.donationCount;
  // A possible duplicate comes without its gift count: its own page says it.
  const profile = useDonorProfile(other?.id ?? '', {
    enabled: other !== null && known === undefined && other.id !== merging,
  });
  const giftCount = known ?? profile.data?.donor.donationCount;
  const survivorName = donorName(survivor);
  const otherName = other ? donorName(other) : '';
  const busy = merge.isPending;

  function confirm() {
    if (!other || busy || giftCount === undefined) return;
    setMerging(other.id);
    merge.mutate(
      { id: survivor.id, donorId: other.id },
      {
        onSuccess: (result) => {
          toast.success(mergedMessage(survivorName, otherName, result.giftsMoved));
          onClose();
        },
      },
    );
  }

  function description() {
    if (giftCount !== undefined) return mergeConfirmation(survivorName, otherName, giftCount);
    if (profile.isError) return `${otherName} could not be loaded: ${errorMessage(profile.error)}`;
    return `Counting the gifts of ${otherName}...`;
  }

  return (
    <AlertDialog.Root
      open={other !== null}
      onOpenChange={(open) => {
        if (!open && !busy) {
          merge.reset();
          onClose();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          className={panelClasses}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const last = opener.current;
            const target = last?.isConnected && last !== document.body ? last : fallbackFocus.current;
            opener.current = null;
            target?.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">
            Merge {otherName} into {survivorName}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm wrap-anywhere text-slate-600">
            {description()}
          </AlertDialog.Description>
          {merge.isError ? (
            <ErrorMessage className="mt-4">
              Failed to merge the donors: {errorMessage(merge.error)}
            </ErrorMessage>
          ) : null}
          {/* Closing waits for a merge on its way (onOpenChange above), so Cancel stays enabled. */}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not disabled while merging, so the focus stays on it; a second press does nothing. */}
            <Button
              variant="danger"
              disabled={giftCount === undefined}
              aria-disabled={busy || undefined}
              onClick={confirm}
            >
              {busy ? <Spinner className="size-4 text-current" /> : null}
              {busy ? 'Merging...' : 'Merge donors'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
