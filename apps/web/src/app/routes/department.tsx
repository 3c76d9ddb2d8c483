import {
  type Department,
  type DepartmentView,
  type Document,
  FUNDRAISING_DEPARTMENT_SLUG,
  findDepartment,
  fundraisingRestrictedMessage,
} from '@steward/domain';

import { ShieldCheck } from 'lucide-react';
import { createElement, type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { AccessRestricted } from '@/components/access-restricted';
import { DEPARTMENT_ICONS } from '@/components/area-icons';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { CampaignsCard } from '@/features/campaigns/components/campaigns-card';
import { useDepartment } from '@/features/departments/api/get-department';
import { DepartmentFeatures } from '@/features/departments/components/department-features';
import { DepartmentQuickActions } from '@/features/departments/components/department-quick-actions';
import { DepartmentStats } from '@/features/departments/components/department-stats';
import { DepartmentNotFound } from '@/features/departments/components/department-status';
import { DepartmentTeam } from '@/features/departments/components/department-team';
import { ManageAccessDialog } from '@/features/departments/components/manage-access-dialog';
import { TeamPicker } from '@/features/departments/components/team-picker';
import { AreaDocumentsPanel } from '@/features/documents/components/area-documents/area-documents-panel';
import type { DonorToolTabRequest } from '@/features/donor-imports/components/donor-analytics-tool';
import { EmailDocumentsDialog } from '@/features/email/components/email-documents-dialog';
import { FundraisingCapabilities } from '@/features/giving/components/fundraising-capabilities';
import { FundraisingGate } from '@/features/giving/components/fundraising-gate';
import { FundraisingQuickActions } from '@/features/giving/components/fundraising-quick-actions';
import { FundraisingStats } from '@/features/giving/components/fundraising-stats';
import { DonorAssistant } from '@/features/insights/components/assistant/donor-assistant';
import { useMembers } from '@/features/members/api/get-members';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAppInfo } from '@/lib/app-info';
import { useDonorAnalysis } from '@/lib/giving/get-donor-analysis';
import { FundraisingDonorTool } from './fundraising-donor-tool';

/** "/department/{department}" (spec 000 §2 Department page; spec 001 §2: the fundraising page, admins only). */
export function DepartmentRoute() {
  const { department: slug = '' } = useParams();
  const department = findDepartment(slug);

  if (!department) return <DepartmentNotFound />;
  if (department.slug === FUNDRAISING_DEPARTMENT_SLUG) {
    return (
      <FundraisingGate>
        <FundraisingPage department={department} />
      </FundraisingGate>
    );
  }
  return <GenericDepartmentPage key={department.slug} department={department} />;
}

interface Emailing {
  documents: Document[];
  onSent?: () => void;
}

/** What the page shows of the department's API view and the Manage Access it allows. */
interface DepartmentContext {
  /** Undefined while loading. */
  data: DepartmentView | undefined;
  /** Opens Manage Access; absent for those who may not manage the team. */
  manageTeam: (() => void) | undefined;
}

/** The parts of a department page that differ between departments. */
interface DepartmentParts {
  /** Above the header (the fundraising page's back button). */
  before?: ReactNode;
  stats: ReactNode;
  /** Under the stat cards (the donor analytics tool). */
  tool?: ReactNode;
  features: ReactNode;
  quickActions: ReactNode;
  /** After the page (the assistant, dialogs). */
  after?: ReactNode;
}

/** Spec 000 §2 Department page: the features list, Team Members total and Quick Actions of every department. */
function GenericDepartmentPage({ department }: { department: Department }) {
  return (
    <DepartmentPage
      department={department}
      parts={({ data, manageTeam }) => ({
        stats: <DepartmentStats documentCount={data?.documentCount} teamSize={data?.team.length} />,
        features: <DepartmentFeatures slug={department.slug} />,
        quickActions: <DepartmentQuickActions onManageTeam={manageTeam} />,
      })}
    />
  );
}

/**
 * Spec 001 §2 Fundraising page (admins only): a back button, four stat cards, the capabilities list,
 * the donor analytics tool and its assistant, the documents and its own quick actions.
 */
function FundraisingPage({ department }: { department: Department }) {
  const appInfo = useAppInfo();
  const analysis = useDonorAnalysis();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [tabRequest, setTabRequest] = useState<DonorToolTabRequest>();
  const donorCount = analysis.isError ? null : analysis.data?.totalDonors;

  return (
    <DepartmentPage
      department={department}
      parts={({ data, manageTeam }) => ({
        before: <BackLink to="/">Back to Dashboard</BackLink>,
        stats: (
          <FundraisingStats
            documentCount={data?.documentCount}
            aiAssistant={appInfo.data?.services.aiAssistant}
            donorCount={donorCount}
          />
        ),
        tool: (
          <>
            <CampaignsCard />
            <FundraisingDonorTool request={tabRequest} />
          </>
        ),
        features: <FundraisingCapabilities />,
        quickActions: (
          <DepartmentQuickActions uploadLabel="Upload Grant Documents" onManageTeam={manageTeam}>
            <FundraisingQuickActions
              settings={{
                open: settingsOpen,
                onOpenChange: setSettingsOpen,
                onOpenDataManagement: () => {
                  setSettingsOpen(false);
                  setTabRequest((last) => ({ tab: 'data', seq: (last?.seq ?? 0) + 1 }));
                },
              }}
            />
          </DepartmentQuickActions>
        ),
        after: (
          <>
            {/* Room under the page's end for the assistant's floating button, which would cover it. */}
            <div aria-hidden="true" className="h-16 print:hidden" />
            <DonorAssistant />
          </>
        ),
      })}
    />
  );
}

function DepartmentPage({
  department,
  parts,
}: {
  department: Department;
  parts: (context: DepartmentContext) => DepartmentParts;
}) {
  const view = useDepartment(department.slug);
  const [managing, setManaging] = useState(false);
  const [emailing, setEmailing] = useState<Emailing | null>(null);

  // The server has the last word (a role changed since the session was read).
  if (isApiError(view.error) && view.error.status === 403) {
    return <AccessRestricted message={fundraisingRestrictedMessage(department.name)} />;
  }

  const data = view.data;
  const manageTeam = data?.can.manageAccess ? () => setManaging(true) : undefined;
  const { before, stats, tool, features, quickActions, after } = parts({ data, manageTeam });

  return (
    <>
      {before}
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
          stats
        )}
        {tool}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">{features}</div>
          <div className="flex flex-col gap-6">
            {view.isError ? null : <DepartmentTeam team={data?.team} canManage={manageTeam !== undefined} />}
            {quickActions}
          </div>
        </div>
        <AreaDocumentsPanel
          area={`department/${department.slug}`}
          title={department.name}
          onEmail={(documents, onSent) => setEmailing({ documents, onSent })}
        />
      </div>
      {after}
      {data?.can.manageAccess ? (
        <ManageAccessDialog department={department} open={managing} onOpenChange={setManaging}>
          <MembersTeamPicker department={department} team={data.team} onDone={() => setManaging(false)} />
        </ManageAccessDialog>
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

/** Manage Access's picker, over the organisation's members (read when the dialog opens). */
function MembersTeamPicker({
  department,
  team,
  onDone,
}: {
  department: Department;
  team: DepartmentView['team'];
  onDone: () => void;
}) {
  const members = useMembers();
  if (members.isPending) return <LoadingState />;
  if (members.isError) return <ErrorMessage>{errorMessage(members.error)}</ErrorMessage>;
  return <TeamPicker department={department} team={team} members={members.data.items} onDone={onDone} />;
}
