import { displayName, type Member } from '@steward/domain';
import { Ellipsis, ShieldOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { useResetTwoFactor } from '../api/reset-two-factor';

interface MemberSecurityActionsProps {
  member: Member;
  /** The member has two-step verification: there is something to reset. */
  hasTwoStep: boolean;
}

/**
 * The member's actions menu with "Reset two-step verification", for a master admin, on another
 * member's row: the way back in for someone who lost their authenticator and every recovery code.
 * It asks first, saying everything the reset removes. The menu stays when there is nothing to reset
 * (the item is then disabled and says why), so the focus it returns to after a reset is still there.
 */
export function MemberSecurityActions({ member, hasTwoStep }: MemberSecurityActionsProps) {
  const reset = useResetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(member);
  const hintId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={menuButton} variant="ghost" size="icon-sm">
            <Ellipsis aria-hidden="true" />
            <span className="sr-only">More actions for {name}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem
            tone="danger"
            disabled={!hasTwoStep || reset.isPending}
            aria-describedby={hasTwoStep ? undefined : hintId}
            onSelect={() => setConfirming(true)}
          >
            <ShieldOff aria-hidden="true" />
            <span className="flex flex-col">
              Reset two-step verification
              {hasTwoStep ? null : (
                // Out of the item's name, read as its description instead.
                <span id={hintId} aria-hidden="true" className="text-xs text-slate-500">
                  Not set up
                </span>
              )}
            </span>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocus={menuButton}
        title={`Reset two-step verification for ${name}?`}
        description={
          <>
            This removes {name}'s authenticator app, passkeys, recovery codes and remembered devices, and
            signs them out everywhere. They are emailed that it was reset. If your organization requires
            two-step verification, they set it up again at their next sign-in.
          </>
        }
        confirmLabel="Reset two-step verification"
        onConfirm={() =>
          reset.mutate(member.id, {
            onSuccess: () => toast.success(`Two-step verification reset for ${name}`),
            onError: (error) => toast.error(`Failed to reset two-step verification: ${errorMessage(error)}`),
          })
        }
      />
    </>
  );
}
