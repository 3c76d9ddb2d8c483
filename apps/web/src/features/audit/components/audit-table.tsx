import { type AuditEntry, auditActionLabel } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { auditActorName } from './audit-actor';

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table label="Audit log entries">
      <TableHead>
        <tr>
          <TableHeader>Time</TableHeader>
          <TableHeader>Who</TableHeader>
          <TableHeader>Action</TableHeader>
          <TableHeader>Target</TableHeader>
          <TableHeader>Detail</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <TableCell className="whitespace-nowrap">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </TableCell>
            <TableCell className="min-w-32">{auditActorName(entry.actor)}</TableCell>
            <TableCell className="min-w-36 font-medium text-slate-900">
              {auditActionLabel(entry.action)}
            </TableCell>
            <TableCell className="min-w-32 break-all">{entry.target ?? '—'}</TableCell>
            <TableCell className="min-w-40">{entry.detail ?? '—'}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
