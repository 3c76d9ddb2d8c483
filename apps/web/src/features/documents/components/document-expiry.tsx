import type { Document } from '@steward/domain';
import { Check, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-day';
import { useAnswerSuggestedExpiry } from '../api/answer-suggested-expiry';

/**
 * A document's expiry date; without one, the date its text suggests ("Suggested expiry", with the
 * words it came from) and, for whoever may edit it, Accept and Dismiss; else "N/A".
 */
export function DocumentExpiry({ document }: { document: Document }) {
  const answer = useAnswerSuggestedExpiry();
  if (document.expiryDate) return <>{formatDay(document.expiryDate)}</>;
  const suggested = document.suggestedExpiry;
  if (!suggested) return <>N/A</>;
  const date = formatDay(suggested.date);
  const context = `suggested expiry ${date} of ${document.name}`;

  function respond(accept: boolean) {
    answer.mutate(
      { id: document.id, accept },
      {
        onSuccess: () =>
          toast.success(accept ? `Expiry date of ${document.name} set to ${date}` : 'Suggestion dismissed'),
        onError: (cause) => toast.error(errorMessage(cause)),
      },
    );
  }

  return (
    <span className="inline-flex flex-col items-start gap-1 whitespace-normal">
      {/* The accent badge's look, but wrapping: a phone's card column is narrower than the mark. */}
      <span
        className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset"
        title={`From the document: “${suggested.sentence}”`}
      >
        Suggested expiry: {date}
      </span>
      {document.can.edit ? (
        <span className="flex flex-wrap gap-1">
          <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => respond(true)}>
            <Check aria-hidden="true" />
            Accept
            <span className="sr-only"> ({context})</span>
          </Button>
          <Button size="sm" variant="ghost" disabled={answer.isPending} onClick={() => respond(false)}>
            <X aria-hidden="true" />
            Dismiss
            <span className="sr-only"> ({context})</span>
          </Button>
        </span>
      ) : null}
    </span>
  );
}
