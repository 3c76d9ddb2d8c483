import type { Document } from '@steward/domain';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocuments } from '../../api/get-documents';
import { useDocumentSelection } from '../../hooks/use-document-selection';
import { DocumentDialogs, type OpenDialog } from '../document-dialogs';
import { DocumentPagination } from '../document-pagination';
import { DocumentSearch } from '../document-search';
import { SelectionBar } from '../selection-bar';
import { AreaDocumentItem } from './area-document-item';
import { AreaDocumentsEmpty } from './area-documents-empty';

/** Ten to a page keeps the panel short above the tools that follow it. */
const AREA_PAGE_SIZE = 10;
const NO_DOCUMENTS: Document[] = [];

interface AreaDocumentsPanelProps {
  /** `operations/{slug}` or `department/{slug}`: the server picks the documents (domain documentInArea). */
  area: string;
  /** The area's title: the header reads "{title} Documents". */
  title: string;
  /**
   * Opens the page's Email Documents modal (the email feature's) for these documents; `onSent`, when
   * given, is to be called after a successful send (it clears the selection that was emailed).
   */
  onEmail: (documents: Document[], onSent?: () => void) => void;
}

/**
 * Spec 000 §2 Category documents panel: header with count, server-side search, Select All, "Email
 * Selected" when any are selected, and per document View, Download and Email.
 */
export function AreaDocumentsPanel({ area, title, onEmail }: AreaDocumentsPanelProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const documents = useDocuments({ area, q: search || undefined, page, pageSize: AREA_PAGE_SIZE });
  const items = documents.data?.items ?? NO_DOCUMENTS;
  const selection = useDocumentSelection(items);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const headingId = useId();

  function searchFor(query: string) {
    setSearch(query);
    setPage(1);
  }

  function body() {
    if (documents.isPending) return <LoadingState />;
    if (documents.isError) {
      return (
        <div className="p-4 sm:p-5">
          <ErrorMessage>Error loading documents: {errorMessage(documents.error)}</ErrorMessage>
        </div>
      );
    }
    const { total, pageSize } = documents.data;
    if (total === 0) return <AreaDocumentsEmpty title={title} area={area} search={search} />;
    return (
      <>
        <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
          {items.map((document) => (
            <AreaDocumentItem
              key={document.id}
              document={document}
              selection={selection}
              onView={(viewed) => setDialog({ kind: 'view', document: viewed })}
              onEmail={(emailed) => onEmail([emailed])}
              onTagClick={searchFor}
            />
          ))}
        </ul>
        {total > pageSize ? (
          <DocumentPagination
            page={documents.data.page}
            pageSize={pageSize}
            total={total}
            more={documents.data.more}
            busy={documents.isPlaceholderData}
            onPage={setPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <div className="flex items-center gap-2">
          <CardTitle id={headingId}>{title} Documents</CardTitle>
          {documents.data ? (
            <Badge>
              {documents.data.total}
              {documents.data.more ? '+' : ''}
              <span className="sr-only"> {documents.data.total === 1 ? 'document' : 'documents'}</span>
            </Badge>
          ) : null}
        </div>
        <DocumentSearch value={search} onSearch={searchFor} />
      </div>
      <SelectionBar
        selection={selection}
        disabled={items.length === 0}
        actions={
          selection.selected.length > 0 ? (
            <Button size="sm" onClick={() => onEmail(selection.selected, selection.clear)}>
              <Mail aria-hidden="true" />
              Email Selected
            </Button>
          ) : null
        }
      />
      {body()}
      <DocumentDialogs open={dialog} onChange={setDialog} />
    </Card>
  );
}
