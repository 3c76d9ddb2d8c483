import { useId } from 'react';
import { formatDate } from '@/lib/format-date';
import type { PolicyMember } from '../policy-coverage';

interface GraceStatusProps {
  until: Date;
  /** The members the saved rule covers who have no second factor yet; null while they load. */
  notEnrolled: PolicyMember[] | null;
}

/** While a rule's grace period runs: until when, and who has still to set up two-step verification. */
export function GraceStatus({ until, notEnrolled }: GraceStatusProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        <span className="font-semibold">Grace period until {formatDate(until)}.</span> Members the rule covers
        can keep working without two-step verification until then; after that they must set it up first.
      </p>
      {notEnrolled === null ? null : notEnrolled.length === 0 ? (
        <p>Everyone it covers has set it up.</p>
      ) : (
        <>
          <p id={`${id}-title`} className="font-medium">
            Not set up yet ({notEnrolled.length}):
          </p>
          <ul aria-labelledby={`${id}-title`} className="flex flex-col gap-1">
            {notEnrolled.map((member) => (
              <li key={member.id} className="flex flex-wrap gap-x-2">
                {member.fullName ? <span className="font-medium">{member.fullName}</span> : null}
                <span className="wrap-anywhere text-amber-800">{member.email}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
