import { can } from '@steward/domain';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { StatusScreen } from '@/components/status-screen';
import { useOutbox } from '@/features/outbox/api/get-outbox';
import { OutboxMessages } from '@/features/outbox/components/outbox-messages';
import { isApiError } from '@/lib/api-client';
import { useCurrentSession } from '@/lib/session/current-session';

function AccessRestricted() {
  return (
    <StatusScreen title="Access Restricted" tone="warning" icon={<Lock aria-hidden="true" />}>
      <p>You need admin privileges to view the email outbox.</p>
    </StatusScreen>
  );
}

function EmailOutbox() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);

  // The session may be older than a role change: the server's 403 has the last word.
  if (outbox.isError && isApiError(outbox.error) && outbox.error.status === 403) return <AccessRestricted />;
  return (
    <>
      <PageHeader
        title="Email Outbox"
        description="Every email Steward sent for your organization. Without a configured mail server, messages are kept here instead of being sent."
      />
      <OutboxMessages outbox={outbox} onPageChange={setPage} />
    </>
  );
}

/** "/outbox": every email Steward sent for the organisation, or kept for lack of a mail server (admins only). */
export function OutboxRoute() {
  const { role } = useCurrentSession();
  if (!can(role, 'outbox.view')) return <AccessRestricted />;
  return <EmailOutbox />;
}
