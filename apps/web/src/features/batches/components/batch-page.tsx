import type { BatchDetail } from '@steward/domain';
import { Layers } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { Card, CardContent } from '@/components/ui/card';
import { BatchActions } from './batch-actions';
import { BatchDownloads } from './batch-downloads';
import { BatchFacts } from './batch-facts';
import { BatchFigures } from './batch-figures';
import { BatchGiftList } from './batch-gift-list';
import { BatchImages } from './batch-images';
import { BatchStateBadge } from './batch-state-badge';
import { BatchEntry } from './entry-grid';

/** Someone else has the grid open: commit waits for them (the server refuses it until they leave). */
function Entering({ detail }: { detail: BatchDetail }) {
  if (detail.entering.length === 0) return null;
  const names = detail.entering.map((person) => person.name).join(', ');
  return (
    <p role="status" className="text-sm text-slate-700">
      Also entering gifts now: {names}
    </p>
  );
}

interface BatchPageProps {
  detail: BatchDetail;
  /** An admin (not a counter): the batch's actions, downloads, facts and images. */
  manage: boolean;
}

/**
 * One batch: its figures against the count sheet, what may be done with it now, and its gifts: the
 * entry grid while it is open, the read-only list with its corrections once committed.
 */
export function BatchPage({ detail, manage }: BatchPageProps) {
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
        {/* While open, the entry grid shows the figures live, after each save. */}
        {open ? null : (
          <SectionCard title="Figures" description="Entered against the count sheet.">
            <BatchFigures batch={batch} />
          </SectionCard>
        )}
        {manage ? (
          <Card>
            <CardContent className="flex flex-col gap-4">
              <BatchFacts detail={detail} />
              <BatchDownloads batchId={batch.id} />
            </CardContent>
          </Card>
        ) : null}
        {manage ? <BatchImages detail={detail} /> : null}
        {open ? <BatchEntry batch={detail} /> : <BatchGiftList detail={detail} />}
      </div>
    </>
  );
}
