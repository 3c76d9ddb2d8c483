import { Pager } from '@/components/pager';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useWideLayout } from '@/lib/use-media-query';
import type { useOutbox } from '../api/get-outbox';
import { OutboxCards } from './outbox-cards';
import { OutboxTable } from './outbox-table';

interface OutboxMessagesProps {
  /** The page being shown (the caller owns the page number, to tell a refusal apart first). */
  outbox: ReturnType<typeof useOutbox>;
  onPageChange: (page: number) => void;
}

/** The organisation's outbox a page at a time: a table on wide screens, cards on narrow ones. */
export function OutboxMessages({ outbox, onPageChange }: OutboxMessagesProps) {
  const wide = useWideLayout();
  const pageCount = outbox.data ? Math.max(1, Math.ceil(outbox.data.total / outbox.data.pageSize)) : 1;

  return (
    <SectionCard title="Messages" aside={outbox.data ? <Badge>{outbox.data.total}</Badge> : null}>
      {outbox.isPending ? (
        <LoadingState />
      ) : outbox.isError ? (
        <ErrorMessage className="m-4">Error: {errorMessage(outbox.error)}</ErrorMessage>
      ) : outbox.data.items.length === 0 ? (
        <EmptyState>No emails yet. Messages Steward sends for your organization will appear here.</EmptyState>
      ) : (
        <>
          {wide ? <OutboxTable messages={outbox.data.items} /> : <OutboxCards messages={outbox.data.items} />}
          <Pager
            label="Outbox pages"
            page={outbox.data.page}
            pageCount={pageCount}
            busy={outbox.isPlaceholderData}
            onPageChange={onPageChange}
          />
        </>
      )}
    </SectionCard>
  );
}
