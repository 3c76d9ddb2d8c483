import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '@/lib/format-day';
import { useBatchesReceivedOn } from '../api/find-batches';
import { batchPath } from '../paths';
import { BatchStateBadge } from './batch-state-badge';
import { giftsCountText } from './batch-texts';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * A batch of the same day received and the same name exists already: the count was perhaps started
 * before, so the form offers to open it (two batches of one name are also hard to tell apart in the
 * books). Said while typing; creating another stays possible.
 */
export function SameNameWarning({ receivedDate, name }: { receivedDate: string; name: string }) {
  const sameDay = useBatchesReceivedOn(receivedDate);
  const existing = name.trim() === '' ? undefined : sameDay.data?.find((batch) => sameName(batch.name, name));
  return (
    <div role="status">
      {existing ? (
        <div className="mt-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="flex flex-col gap-1">
            <p>
              A batch named “{existing.name}” received on {formatDay(existing.receivedDate)} already exists{' '}
              <BatchStateBadge state={existing.state} />
              {giftsCountText(existing.figures) ? `, with ${giftsCountText(existing.figures)}` : ''}.
            </p>
            <p>
              <Link
                to={batchPath(existing.id)}
                className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-600"
              >
                Open {existing.name}
              </Link>{' '}
              to go on with it, or give this batch another name.
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
