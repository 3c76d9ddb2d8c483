import { displayName, type Member } from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage } from '@/lib/api-client';
import { useSetMemberCounter } from '../api/set-member-counter';

/**
 * "Counter" for a user-role member: they may then enter gifts into open contribution batches, and
 * see nothing else of fundraising. Admins do everything already, so their rows have no such mark.
 */
export function MemberCounterToggle({ member }: { member: Member }) {
  const setCounter = useSetMemberCounter();
  const id = useId();
  const hintId = `${id}-hint`;
  if (member.role !== 'user') return null;
  // Show the choice while it is on its way; a failure falls back to the server's value.
  const checked = setCounter.isPending ? setCounter.variables.isCounter : member.isCounter;
  const name = displayName(member);
  return (
    <div className="inline-flex items-center gap-2 text-sm text-slate-700">
      <Checkbox
        id={id}
        checked={checked}
        disabled={setCounter.isPending}
        aria-label={`Counter: ${name}`}
        aria-describedby={hintId}
        onChange={(event) => {
          const isCounter = event.target.checked;
          setCounter.mutate(
            { userId: member.id, isCounter },
            {
              onSuccess: () =>
                toast.success(
                  isCounter
                    ? `${name} can now enter gifts into open batches`
                    : `${name} is no longer a counter`,
                ),
              onError: (error) => toast.error(`Failed to update the counter mark: ${errorMessage(error)}`),
            },
          );
        }}
      />
      {/* Named "Counter: {name}" for screen readers: a list of rows each saying "Counter" alone tells none apart. */}
      <label htmlFor={id}>Counter</label>
      <span id={hintId} hidden>
        Enters gifts into open batches; sees nothing else of fundraising.
      </span>
    </div>
  );
}
