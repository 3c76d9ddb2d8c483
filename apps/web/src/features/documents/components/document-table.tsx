import { type Document, formatFileSize } from '@steward/domain';
import { Fragment } from 'react';
import { SortableHeader } from '@/components/sortable-header';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDay } from '@/lib/format-day';
import type { ColumnSort, DocumentSort, SortOrder } from '../hooks/use-document-query';
import type { DocumentSelection } from '../hooks/use-document-selection';
import { type DocumentActionHandlers, DocumentActions } from './document-actions';
import { DocumentExpiry } from './document-expiry';
import { DocumentName } from './document-name';
import { DocumentSnippet } from './document-snippet';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentTags } from './document-tags';
import { DocumentTextStatus } from './document-text-status';

/** A category that may break after its slash ("Volunteer/ People Management"), keeping its column narrow. */
function CategoryName({ category }: { category: string }) {
  const [first, ...rest] = category.split('/');
  return (
    <>
      {first}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name, in order.
        <Fragment key={index}>
          /<wbr />
          {part}
        </Fragment>
      ))}
    </>
  );
}

export interface DocumentRowsProps extends DocumentActionHandlers {
  documents: Document[];
  selection: DocumentSelection;
  onTagClick: (tag: string) => void;
}

interface DocumentTableProps extends DocumentRowsProps {
  sort: DocumentSort;
  order: SortOrder;
  onSort: (column: ColumnSort) => void;
}

/**
 * Spec 000 §2 Documents, wide screens: Name (with tags), Category, Upload Date, Expiry Date, Size,
 * Status, Actions. Under the name: where a search found its words in the text, and the text's state
 * (there, not in a column of its own, so the table still fits a 1280-pixel screen).
 */
export function DocumentTable({
  documents,
  selection,
  onTagClick,
  sort,
  order,
  onSort,
  ...handlers
}: DocumentTableProps) {
  const sortProps = { sort, order, onSort };
  return (
    <Table label="Documents">
      <TableHead>
        <tr>
          <TableHeader className="w-10 pr-0">
            <span className="sr-only">Selected</span>
          </TableHeader>
          <SortableHeader column="name" {...sortProps}>
            Name
          </SortableHeader>
          <TableHeader>Category</TableHeader>
          <SortableHeader column="created" {...sortProps}>
            Upload Date
          </SortableHeader>
          <SortableHeader column="expiry" {...sortProps}>
            Expiry Date
          </SortableHeader>
          <SortableHeader column="size" {...sortProps}>
            Size
          </SortableHeader>
          <TableHeader>Status</TableHeader>
          <TableHeader className="pl-0 text-right">Actions</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {documents.map((document) => (
          <tr key={document.id} className={selection.isSelected(document.id) ? 'bg-indigo-50/50' : undefined}>
            <TableCell className="pr-0">
              <Checkbox
                aria-label={`Select ${document.name}`}
                checked={selection.isSelected(document.id)}
                onChange={() => selection.toggle(document)}
              />
            </TableCell>
            <TableCell className="min-w-40">
              <DocumentName document={document} />
              {document.snippet ? <DocumentSnippet parts={document.snippet} className="mt-1 pl-6" /> : null}
              <DocumentTags tags={document.tags} onTagClick={onTagClick} className="mt-1.5 pl-6" />
              <DocumentTextStatus document={document} className="mt-1.5 pl-6" />
            </TableCell>
            <TableCell>
              <CategoryName category={document.category} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(document.uploadDate)}</TableCell>
            <TableCell className="whitespace-nowrap">
              <DocumentExpiry document={document} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatFileSize(document.sizeBytes)}</TableCell>
            <TableCell>
              <DocumentStatusBadge status={document.status} />
            </TableCell>
            <TableCell className="pr-2 pl-0">
              <DocumentActions document={document} compact {...handlers} />
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
