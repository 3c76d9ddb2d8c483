import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCorporateStatus } from '../api/get-corporate-status';
import { useSaveCorporateStatus } from '../api/save-corporate-status';
import { CorporateStatusDetails } from './corporate-status-details';
import { CorporateStatusForm } from './corporate-status-form';
import { FilingBanner } from './filing-banner';

/**
 * Spec 000 §2 Corporate Status Dashboard (legal category): the filing record for everyone, an Edit form
 * for admins (`can.edit`), and the filing banner when overdue or due soon.
 */
export function CorporateStatusCard() {
  const corporateStatus = useCorporateStatus();
  const save = useSaveCorporateStatus();
  const [editing, setEditing] = useState(false);
  const status = corporateStatus.data;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form (saved or cancelled): focus returns to the Edit button it replaced.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function body() {
    if (corporateStatus.isPending) return <LoadingState />;
    if (corporateStatus.isError) {
      return (
        <ErrorMessage>Error loading the corporate status: {errorMessage(corporateStatus.error)}</ErrorMessage>
      );
    }
    const current = corporateStatus.data;
    return (
      <div className="flex flex-col gap-4">
        <FilingBanner state={current.filingState} nextDueDate={current.nextDueDate} />
        {editing ? (
          <CorporateStatusForm
            status={current}
            busy={save.isPending}
            onCancel={() => setEditing(false)}
            onSave={(input) =>
              save.mutate(input, {
                onSuccess: () => {
                  toast.success('Corporate status saved');
                  setEditing(false);
                },
                onError: (error) => toast.error(`Failed to save corporate status: ${errorMessage(error)}`),
              })
            }
          />
        ) : (
          <CorporateStatusDetails status={current} />
        )}
      </div>
    );
  }

  return (
    <SectionCard
      title="Corporate Status Dashboard"
      description="The organization's legal entity and its state filings."
      aside={
        status?.can.edit && !editing ? (
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> corporate status</span>
          </Button>
        ) : null
      }
    >
      <div className="p-4 sm:p-5">{body()}</div>
    </SectionCard>
  );
}
