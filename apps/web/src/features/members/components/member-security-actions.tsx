import { displayName, type Member } from '@steward/domain';
import { Ellipsis, ShieldOff } from 'lucide-react';
import { useState } from 'react';
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

/**
 * The member's actions menu with "Reset two-step verification", for a master admin, on another
 * member who has it: the way back in for someone who lost their authenticator and every recovery
 * code. It asks first, saying everything the reset removes.
 */
export function MemberSecurityActions({ member }: { member: Member }) {
  const reset = useResetTwoFactor();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(member);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" disabled={reset.isPending}>
            <Ellipsis aria-hidden="true" />
            <span className="sr-only">More actions for {name}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
            <ShieldOff aria-hidden="true" />
            Reset two-step verification
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
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
