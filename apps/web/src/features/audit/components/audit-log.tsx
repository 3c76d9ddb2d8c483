import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useWideLayout } from '@/lib/use-media-query';
import { useAuditLog } from '../api/get-audit-log';
import { AuditCards } from './audit-cards';
import { AuditTable } from './audit-table';

/** Who did what in the organisation (sign-ins, role changes, invitations), newest first, a page at a time. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  const wide = useWideLayout();
  const pageCount = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;

  return (
    <SectionCard title="Audit Log" description="Sign-ins, role changes and invitations in your organization.">
      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError ? (
        <ErrorMessage className="m-4">Error: {errorMessage(audit.error)}</ErrorMessage>
      ) : audit.data.items.length === 0 ? (
        <EmptyState>No activity yet.</EmptyState>
      ) : (
        <>
          {wide ? <AuditTable entries={audit.data.items} /> : <AuditCards entries={audit.data.items} />}
          <nav
            aria-label="Audit log pages"
            className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 sm:px-5"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1 || audit.isPlaceholderData}
              onClick={() => setPage((current) => current - 1)}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <p className="text-sm text-slate-600" aria-live="polite">
              Page {audit.data.page} of {pageCount}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pageCount || audit.isPlaceholderData}
              onClick={() => setPage((current) => current + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        </>
      )}
    </SectionCard>
  );
}
