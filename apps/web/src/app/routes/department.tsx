import {
  can,
  type Department,
  type Document,
  FUNDRAISING_DEPARTMENT_SLUG,
  findDepartment,
} from '@steward/domain';
import { ShieldCheck } from 'lucide-react';
import { createElement, useState } from 'react';
import { useParams } from 'react-router';
import { DEPARTMENT_ICONS } from '../../components/area-icons';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useCurrentSession } from '../../features/auth/hooks/current-session';
import { useDepartment } from '../../features/departments/api/get-department';
import { DepartmentFeatures } from '../../features/departments/components/department-features';
import { DepartmentQuickActions } from '../../features/departments/components/department-quick-actions';
import { DepartmentStats } from '../../features/departments/components/department-stats';
import {
  DepartmentNotFound,
  DepartmentRestricted,
} from '../../features/departments/components/department-status';
import { DepartmentTeam } from '../../features/departments/components/department-team';
import { ManageAccessDialog } from '../../features/departments/components/manage-access-dialog';
import { AreaDocumentsPanel } from '../../features/documents/components/area-documents/area-documents-panel';
import { DonorAssistant } from '../../features/donors/components/assistant/donor-assistant';
import { DonorAnalyticsTool } from '../../features/donors/components/donor-analytics-tool';
import { EmailDocumentsDialog } from '../../features/email/components/email-documents-dialog';
import { errorMessage, isApiError } from '../../lib/api-client';

/** "/department/{department}" (spec 000 §2 Department page; spec 001 §2: fundraising is admin-only). */
export function DepartmentRoute() {
  const { department: slug = '' } = useParams();
  const { role } = useCurrentSession();
  const department = findDepartment(slug);

  if (!department) return <DepartmentNotFound />;
  if (department.slug === FUNDRAISING_DEPARTMENT_SLUG && !can(role, 'fundraising.view')) {
    return <DepartmentRestricted name={department.name} />;
  }
  return <DepartmentPage key={department.slug} department={department} />;
}

interface Emailing {
  documents: Document[];
  onSent?: () => void;
}

function DepartmentPage({ department }: { department: Department }) {
  const view = useDepartment(department.slug);
  const [managing, setManaging] = useState(false);
  const [emailing, setEmailing] = useState<Emailing | null>(null);

  // The server has the last word (a role changed since the session was read).
  if (isApiError(view.error) && view.error.status === 403) {
    return <DepartmentRestricted name={department.name} />;
  }

  const data = view.data;
  const manageTeam = data?.can.manageAccess ? () => setManaging(true) : undefined;

  return (
    <>
      <PageHeader
        title={department.name}
        description={department.description}
        icon={createElement(DEPARTMENT_ICONS[department.slug], { 'aria-hidden': true })}
        actions={
          manageTeam ? (
            <Button onClick={manageTeam}>
              <ShieldCheck aria-hidden="true" />
              Manage Access
            </Button>
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        {view.isError ? (
          <div className="flex flex-col items-start gap-3">
            <ErrorMessage>Error loading the department: {errorMessage(view.error)}</ErrorMessage>
            <Button variant="secondary" disabled={view.isFetching} onClick={() => void view.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <DepartmentStats documentCount={data?.documentCount} teamSize={data?.team.length} />
        )}
        {department.slug === FUNDRAISING_DEPARTMENT_SLUG ? <DonorAnalyticsTool /> : null}
        {department.slug === FUNDRAISING_DEPARTMENT_SLUG ? <DonorAssistant /> : null}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <DepartmentFeatures slug={department.slug} />
          </div>
          <div className="flex flex-col gap-6">
            {view.isError ? null : <DepartmentTeam team={data?.team} canManage={manageTeam !== undefined} />}
            <DepartmentQuickActions onManageTeam={manageTeam} />
          </div>
        </div>
        <AreaDocumentsPanel
          area={`department/${department.slug}`}
          title={department.name}
          onEmail={(documents, onSent) => setEmailing({ documents, onSent })}
        />
      </div>
      {data?.can.manageAccess ? (
        <ManageAccessDialog
          department={department}
          team={data.team}
          open={managing}
          onOpenChange={setManaging}
        />
      ) : null}
      <EmailDocumentsDialog
        documents={emailing?.documents ?? []}
        open={emailing !== null}
        onOpenChange={(open) => {
          if (!open) setEmailing(null);
        }}
        onSent={emailing?.onSent}
      />
    </>
  );
}
