import { type Document, formatFileSize } from '@steward/domain';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDay } from '@/lib/format-day';
import type { DocumentSort, SortOrder } from '../hooks/use-document-query';
import type { DocumentSelection } from '../hooks/use-document-selection';
import { type DocumentActionHandlers, DocumentActions } from './document-actions';
import { DocumentName } from './document-name';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentTags } from './document-tags';
import { SortableHeader } from './sortable-header';

export interface DocumentRowsProps extends DocumentActionHandlers {
  documents: Document[];
  selection: DocumentSelection;
  onTagClick: (tag: string) => void;
}

interface DocumentTableProps extends DocumentRowsProps {
  sort: DocumentSort;
  order: SortOrder;
  onSort: (column: DocumentSort) => void;
}

/** Spec 000 §2 Documents, wide screens: Name (with tags), Category, Upload Date, Expiry Date, Size, Status, Actions. */
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
            <TableCell className="min-w-52">
              <DocumentName document={document} />
              <DocumentTags tags={document.tags} onTagClick={onTagClick} className="mt-1.5 pl-6" />
            </TableCell>
            <TableCell>{document.category}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(document.uploadDate)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {document.expiryDate ? formatDay(document.expiryDate) : 'N/A'}
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
