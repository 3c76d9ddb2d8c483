import type { Document } from '@steward/domain';
import { Upload } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useWideLayout } from '@/lib/use-media-query';
import { DOCUMENT_LIST_PAGE_SIZE, useDocuments } from '../api/get-documents';
import {
  type ColumnSort,
  effectiveSort,
  type SortOrder,
  sortParams,
  useDocumentQuery,
} from '../hooks/use-document-query';
import { useDocumentSelection } from '../hooks/use-document-selection';
import { DocumentCards } from './document-cards';
import { DocumentDialogs, type OpenDialog } from './document-dialogs';
import { DocumentFilters, hasFilters } from './document-filters';
import { DocumentPagination } from './document-pagination';
import { DocumentTable } from './document-table';
import { SelectionBar } from './selection-bar';

/** The first click on a column sorts the way people usually want it: names A–Z, newest and largest first, soonest expiry first. */
const FIRST_ORDER: Record<ColumnSort, SortOrder> = {
  name: 'asc',
  created: 'desc',
  expiry: 'asc',
  size: 'desc',
};

const NO_DOCUMENTS: Document[] = [];

interface DocumentListProps {
  /** What can be done with the checked documents, e.g. email them; `clear` empties the selection. */
  selectionActions?: (selected: Document[], clear: () => void) => ReactNode;
}

/** Spec 000 §2 Documents: search, filters, sortable table (cards on phones), pages, actions and dialogs. */
export function DocumentList({ selectionActions }: DocumentListProps) {
  const { state, update } = useDocumentQuery();
  const { q, category, status, tag, order, page } = state;
  // While searching, with no column chosen, the server ranks by best match: no sort is sent.
  const sort = effectiveSort(state);
  const documents = useDocuments({
    q: q || undefined,
    category: category || undefined,
    status: status || undefined,
    tag: tag || undefined,
    ...sortParams(state),
    page,
    pageSize: DOCUMENT_LIST_PAGE_SIZE,
  });
  const items = documents.data?.items ?? NO_DOCUMENTS;
  const selection = useDocumentSelection(items);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const wide = useWideLayout();

  // A page past the end (its last documents were deleted, or an old link): show the last one instead.
  const pageCount = documents.data
    ? Math.max(1, Math.ceil(documents.data.total / documents.data.pageSize))
    : 1;
  const pastTheEnd = documents.data !== undefined && !documents.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) update({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, update]);

  const rowProps = {
    documents: items,
    selection,
    onTagClick: (clicked: string) => update({ tag: clicked }),
    onView: (document: Document) => setDialog({ kind: 'view', document }),
    onEditProperties: (document: Document) => setDialog({ kind: 'edit', document }),
    onEditContent: (document: Document) => setDialog({ kind: 'content', document }),
    onDeleted: (document: Document) => selection.remove(document.id),
  };

  function handleSort(column: ColumnSort) {
    update({
      sort: column,
      order: column === sort ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[column],
    });
  }

  function body() {
    if (documents.isPending) return <LoadingState />;
    if (documents.isError) {
      return (
        <div className="p-4 sm:p-5">
          <ErrorMessage>
            <span className="block">Error loading documents: {errorMessage(documents.error)}</span>
            <span className="block">Please make sure the backend is properly configured.</span>
          </ErrorMessage>
        </div>
      );
    }
    if (documents.data.total === 0) {
      return hasFilters(state) ? (
        <EmptyState>No documents match your search and filters.</EmptyState>
      ) : (
        <div className="flex flex-col items-center pb-10">
          <EmptyState>No documents found. Upload your first document to get started!</EmptyState>
          <Button asChild>
            <Link to="/upload">
              <Upload aria-hidden="true" />
              Upload Documents
            </Link>
          </Button>
        </div>
      );
    }
    return (
      <>
        {wide ? (
          <DocumentTable {...rowProps} sort={sort} order={order} onSort={handleSort} />
        ) : (
          <DocumentCards {...rowProps} />
        )}
        <DocumentPagination
          page={documents.data.page}
          pageSize={documents.data.pageSize}
          total={documents.data.total}
          more={documents.data.more}
          busy={documents.isPlaceholderData}
          onPage={(next) => update({ page: next })}
        />
      </>
    );
  }

  return (
    <Card className="overflow-hidden">
      <DocumentFilters state={state} update={update} showSortSelect={!wide} />
      <SelectionBar
        selection={selection}
        disabled={items.length === 0}
        actions={selectionActions?.(selection.selected, selection.clear)}
      />
      {body()}
      <DocumentDialogs open={dialog} onChange={setDialog} />
    </Card>
  );
}
