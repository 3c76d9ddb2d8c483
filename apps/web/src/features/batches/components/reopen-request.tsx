import type { BatchDetail } from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useCurrentSession } from '@/lib/session/current-session';
import { useApproveReopen, useRejectReopen } from '../api/reopen-batch';

/**
 * A reopening of a deposited or exported batch, waiting for a second admin: who asked, when and
 * why, with Approve and Turn down as the server allows (the one who asked may withdraw it).
 */
export function ReopenRequest({ detail }: { detail: BatchDetail }) {
  const { user } = useCurrentSession();
  const approve = useApproveReopen();
  const reject = useRejectReopen();
  const headingId = useId();
  const { batch, can, reopenRequest: request } = detail;
  if (!request) return null;
  const mine = request.requestedBy?.id === user.id;
  const busy = approve.isPending || reject.isPending;

  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Reopening waiting for approval
          </h2>
          <p className="text-sm text-slate-700">
            {request.requestedBy ? `${request.requestedBy.name} asked` : 'Asked'} on{' '}
            {formatDateTime(request.requestedAt)} to reopen this batch. A second admin must approve it; until
            then its gifts keep counting.
          </p>
          <p className="text-sm whitespace-pre-line text-slate-900 wrap-anywhere">
            <span className="font-medium">Reason: </span>
            {request.reason}
          </p>
          {can.approveReopen || can.rejectReopen ? (
            <div className="flex flex-wrap gap-2">
              {can.approveReopen ? (
                <Button
                  disabled={busy}
                  onClick={() =>
                    approve.mutate(batch.id, {
                      onSuccess: () => toast.success('Reopening approved: the batch is open again'),
                      onError: (cause) =>
                        toast.error(`The reopening was not approved: ${errorMessage(cause)}`),
                    })
                  }
                >
                  Approve reopening
                </Button>
              ) : null}
              {can.rejectReopen ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    reject.mutate(batch.id, {
                      onSuccess: () =>
                        toast.success(
                          mine
                            ? 'Reopening withdrawn: the batch stays committed'
                            : 'Reopening turned down: the batch stays committed',
                        ),
                      onError: (cause) =>
                        toast.error(`The reopening was not turned down: ${errorMessage(cause)}`),
                    })
                  }
                >
                  {mine ? 'Withdraw' : 'Turn down'}
                </Button>
              ) : null}
            </div>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
