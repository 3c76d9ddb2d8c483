import type { BatchDetail } from '@steward/domain';
import { Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { Card, CardContent } from '@/components/ui/card';
import { BatchActions } from './batch-actions';
import { BatchAdjustments } from './batch-adjustments';
import { BatchDownloads } from './batch-downloads';
import { BatchFacts } from './batch-facts';
import { BatchFigures } from './batch-figures';
import { BatchGiftList } from './batch-gift-list';
import { BatchImages } from './batch-images';
import { BatchJournalExport } from './batch-journal-export';
import { BatchStateBadge } from './batch-state-badge';
import { presenceText } from './batch-texts';
import { ReopenRequest } from './reopen-request';

/**
 * Someone else has the grid open: commit waits for them (the server refuses it until they leave)
 * unless their presence is stale, when it asks about them first. The page reads the batch again
 * every few seconds, so this goes as soon as they leave.
 */
function Entering({ detail }: { detail: BatchDetail }) {
  if (detail.entering.length === 0) return null;
  return (
    <p role="status" className="text-sm text-slate-700">
      Also entering gifts now: {detail.entering.map(presenceText).join(', ')}
    </p>
  );
}

interface BatchPageProps {
  detail: BatchDetail;
  /** An admin (not a counter): the batch's actions, downloads, facts and images. */
  manage: boolean;
  /** The entry grid (gift entry's), shown while the batch is open. */
  entry: ReactNode;
}

/**
 * One batch: its figures against the count sheet, what may be done with it now, and its gifts: the
 * entry grid while it is open, the read-only list with its corrections once committed.
 */
export function BatchPage({ detail, manage, entry }: BatchPageProps) {
  const { batch } = detail;
  const open = batch.state === 'open' || batch.state === 'balanced';
  return (
    <>
      <PageHeader
        title={batch.name}
        icon={<Layers aria-hidden="true" />}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <BatchStateBadge state={batch.state} />
            {batch.loneCommit ? (
              <span className="text-sm text-amber-800">
                Lone commit: committed by the person who entered the most gifts (dual control was off).
              </span>
            ) : null}
          </span>
        }
        actions={manage ? <BatchActions detail={detail} /> : null}
      />
      <div className="flex flex-col gap-6">
        <Entering detail={detail} />
        {manage ? <ReopenRequest detail={detail} /> : null}
        {/* While open, the entry grid shows the figures live, after each save. */}
        {open ? null : (
          <SectionCard title="Figures" description="Entered against the count sheet.">
            <BatchFigures batch={batch} />
          </SectionCard>
        )}
        {/* An open batch's entry row comes first, above the fold at a counting table; its facts follow. */}
        {open ? entry : null}
        {manage ? <BatchAdjustments detail={detail} /> : null}
        {manage ? (
          <Card>
            <CardContent className="flex flex-col gap-4">
              <BatchFacts detail={detail} />
              <BatchDownloads batchId={batch.id} />
              {open ? null : <BatchJournalExport batch={batch} />}
            </CardContent>
          </Card>
        ) : null}
        {manage ? <BatchImages detail={detail} /> : null}
        {open ? null : <BatchGiftList detail={detail} />}
      </div>
    </>
  );
}
