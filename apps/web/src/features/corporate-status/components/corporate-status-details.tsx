import { type CorporateStatus, displayName } from '@steward/domain';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { formatDay } from '@/lib/format-day';

const STATUS_TONES: Record<CorporateStatus['status'], BadgeTone> = {
  Active: 'success',
  Inactive: 'neutral',
  Suspended: 'danger',
  Unknown: 'neutral',
};

const REPORT_TONES: Record<CorporateStatus['annualReportStatus'], BadgeTone> = {
  Current: 'success',
  'Due Soon': 'warning',
  Overdue: 'danger',
  Unknown: 'neutral',
};

const NOT_SET = <span className="text-slate-500">Not set</span>;

function lastUpdated(status: CorporateStatus): ReactNode {
  if (!status.lastUpdated) return <span className="text-slate-500">Never</span>;
  const by = status.updatedBy ? displayName(status.updatedBy) : null;
  return by ? `${formatDateTime(status.lastUpdated)} by ${by}` : formatDateTime(status.lastUpdated);
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/** Spec 000 §3 Corporate status, read-only: what everyone sees. */
export function CorporateStatusDetails({ status }: { status: CorporateStatus }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      <Detail label="Entity name">{status.entityName || NOT_SET}</Detail>
      <Detail label="Entity type">{status.entityType}</Detail>
      <Detail label="Status">
        <Badge tone={STATUS_TONES[status.status]}>{status.status}</Badge>
      </Detail>
      <Detail label="Filing date">{status.filingDate ? formatDay(status.filingDate) : NOT_SET}</Detail>
      <Detail label="Next due date">{status.nextDueDate ? formatDay(status.nextDueDate) : NOT_SET}</Detail>
      <Detail label="Annual report status">
        <Badge tone={REPORT_TONES[status.annualReportStatus]}>{status.annualReportStatus}</Badge>
      </Detail>
      <Detail label="Last updated">{lastUpdated(status)}</Detail>
    </dl>
  );
}
