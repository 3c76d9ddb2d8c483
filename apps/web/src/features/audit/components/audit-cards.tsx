import { type AuditEntry, auditActionLabel } from '@steward/domain';
import { CardList, CardListItem } from '@/components/ui/card-list';
import { formatDateTime } from '@/lib/format-date';
import { auditActorName } from './audit-actor';

export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <CardList label="Audit log entries">
      {entries.map((entry) => (
        <CardListItem key={entry.id}>
          <div className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-slate-900">{auditActionLabel(entry.action)}</span>
              <time dateTime={entry.createdAt} className="text-xs text-slate-500">
                {formatDateTime(entry.createdAt)}
              </time>
            </div>
            <p>
              {auditActorName(entry.actor)}
              {entry.target ? <span className="break-all"> · {entry.target}</span> : null}
            </p>
            {entry.detail ? <p className="text-slate-600">{entry.detail}</p> : null}
          </div>
        </CardListItem>
      ))}
    </CardList>
  );
}
