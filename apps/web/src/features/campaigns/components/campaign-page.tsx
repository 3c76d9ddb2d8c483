import type { CampaignDetail, Pledge } from '@steward/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  CircleCheck,
  HandCoins,
  HandHeart,
  Megaphone,
  Plus,
  ScrollText,
  Target,
  Upload,
  UserRound,
  Users,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { StatCard, type StatCardProps } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { formatNumber, formatPercent } from '@/lib/format-money';
import { campaignKeys } from '../api/campaigns';
import { useDeletePledge } from '../api/pledges';
import { CampaignActions } from './campaign-actions';
import { CampaignStatusBadge } from './campaign-badges';
import { GoalProgress } from './campaign-list';
import { CampaignProgress } from './campaign-progress';
import { formatCents, fundsText, periodText } from './campaign-texts';
import { AddPledgeDialog, EditPledgeDialog } from './pledge-form-dialog';
import { PledgeImportDialog } from './pledge-import-dialog';
import { PledgeList } from './pledge-list';
import { PledgeStatementsDialog } from './pledge-statements-dialog';

/** "42.5% of the goal", or nothing without one. */
function ofGoal(cents: number, goalCents: number | null): string | undefined {
  return goalCents !== null && goalCents > 0 ? `${formatPercent(cents / goalCents)} of the goal` : undefined;
}

function figures(campaign: CampaignDetail): StatCardProps[] {
  const { goalCents } = campaign;
  return [
    {
      label: 'Goal',
      value: goalCents === null ? 'No goal' : formatCents(goalCents),
      icon: Target,
      hint: 'What the campaign hopes to raise',
    },
    {
      label: 'Pledged',
      value: formatCents(campaign.pledgedCents),
      icon: HandHeart,
      hint: ofGoal(campaign.pledgedCents, goalCents) ?? 'What donors promised',
    },
    {
      label: 'Given',
      value: formatCents(campaign.givenCents),
      icon: HandCoins,
      tone: 'success',
      hint: ofGoal(campaign.givenCents, goalCents) ?? 'Every gift to its funds in its dates',
    },
    {
      label: 'Given towards pledges',
      value: formatCents(campaign.pledgedGivenCents),
      icon: CircleCheck,
      tone: 'success',
      hint:
        campaign.pledgedCents > 0
          ? `${formatPercent(campaign.pledgedGivenCents / campaign.pledgedCents)} of what was pledged`
          : 'No pledge yet',
    },
    {
      label: 'Pledgers',
      value: formatNumber(campaign.pledgers),
      icon: Users,
      hint: 'Donors and households who pledged',
    },
    {
      label: 'Givers without a pledge',
      value: formatNumber(campaign.giversWithoutPledge),
      icon: UserRound,
      tone: 'warning',
      hint: 'Gave to the campaign, not covered by a pledge',
    },
  ];
}

/**
 * A campaign's page: what it is, its figures against its goal, its progress month by month, and
 * its pledges with their fulfilment, each to edit or remove, and new ones to add while it is active.
 */
export function CampaignPage({ campaign }: { campaign: CampaignDetail }) {
  return (
    <>
      <PageHeader
        title={campaign.name}
        icon={<Megaphone aria-hidden="true" />}
        description={
          <span className="flex flex-col gap-1.5">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <CampaignStatusBadge status={campaign.status} />
              <span>{periodText(campaign)}</span>
              <span className="wrap-anywhere">Funds: {fundsText(campaign)}</span>
            </span>
            {campaign.description ? (
              <span className="whitespace-pre-line wrap-anywhere">{campaign.description}</span>
            ) : null}
          </span>
        }
        actions={<CampaignActions campaign={campaign} />}
      />
      <div className="flex flex-col gap-4 sm:gap-6">
        <ul aria-label="Campaign figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {figures(campaign).map((card) => (
            <li key={card.label}>
              <StatCard dense {...card} />
            </li>
          ))}
        </ul>
        <GoalProgress campaign={campaign} />
        <CampaignProgress campaign={campaign} />
        <PledgeSection campaign={campaign} />
      </div>
    </>
  );
}

/**
 * A section button's props: its action, or, given the id of the reason it cannot be used, marked
 * unavailable and described by that reason (still focusable, so the reason is found).
 */
function actionProps(onClick: () => void, reasonId: string | null) {
  return reasonId === null
    ? { onClick }
    : { 'aria-disabled': true, 'aria-describedby': reasonId, className: 'cursor-not-allowed opacity-60' };
}

function PledgeSection({ campaign }: { campaign: CampaignDetail }) {
  const closedId = useId();
  const noPledgesId = useId();
  const [adding, setAdding] = useState(false);
  const [statements, setStatements] = useState(false);
  const [importing, setImporting] = useState(false);
  /** The pledge being edited, by id: one the server named (already has a pledge) may arrive with the next read. */
  const [editingId, setEditingId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Pledge | null>(null);
  const remove = useDeletePledge();
  const queryClient = useQueryClient();
  /** The row's Remove, where the focus goes back when the question is answered. */
  const removeOpener = useRef<HTMLElement | null>(null);
  const closed = campaign.status === 'closed';
  const noPledges = campaign.pledges.length === 0;
  const editing = campaign.pledges.find((pledge) => pledge.id === editingId) ?? null;

  function confirmRemove(pledge: Pledge) {
    remove.mutate(pledge.id, {
      onSuccess: () => toast.success(`Pledge of ${pledge.pledger.name} removed`),
      onError: (cause) => toast.error(`The pledge was not removed: ${errorMessage(cause)}`),
    });
  }

  return (
    <SectionCard
      title="Pledges"
      description="What each donor or household promised, what they gave towards it, and whether they are on track."
      aside={
        <div className="flex flex-col items-end gap-1">
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              size="sm"
              variant="secondary"
              {...actionProps(() => setStatements(true), noPledges ? noPledgesId : null)}
            >
              <ScrollText aria-hidden="true" />
              Pledge statements
            </Button>
            <Button
              size="sm"
              variant="secondary"
              {...actionProps(() => setImporting(true), closed ? closedId : null)}
            >
              <Upload aria-hidden="true" />
              Import pledges
            </Button>
            <Button size="sm" {...actionProps(() => setAdding(true), closed ? closedId : null)}>
              <Plus aria-hidden="true" />
              Add pledge
            </Button>
          </div>
          {noPledges ? (
            <p id={noPledgesId} className="max-w-xs text-right text-xs text-slate-600">
              No pledges yet: pledge statements are made for the campaign's pledgers.
            </p>
          ) : null}
          {closed ? (
            <p id={closedId} className="max-w-xs text-right text-xs text-slate-600">
              The campaign is closed: reopen it to add a pledge.
            </p>
          ) : null}
        </div>
      }
    >
      {noPledges ? (
        <EmptyState>No pledges yet.</EmptyState>
      ) : (
        <PledgeList
          pledges={campaign.pledges}
          onEdit={(pledge) => setEditingId(pledge.id)}
          onRemove={(pledge) => {
            removeOpener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setRemoving(pledge);
          }}
        />
      )}
      <AddPledgeDialog
        campaign={campaign}
        open={adding}
        onOpenChange={setAdding}
        onEditExisting={(pledgeId) => {
          setAdding(false);
          setEditingId(pledgeId);
          // Made since the page was read: its edit opens once the page is read again.
          if (!campaign.pledges.some((pledge) => pledge.id === pledgeId)) {
            void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaign.id) });
          }
        }}
      />
      <PledgeImportDialog campaign={campaign} open={importing} onOpenChange={setImporting} />
      <PledgeStatementsDialog campaign={campaign} open={statements} onOpenChange={setStatements} />
      <EditPledgeDialog
        campaign={campaign}
        pledge={editing}
        onOpenChange={(open) => (open ? undefined : setEditingId(null))}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        returnFocus={removeOpener}
        title="Remove pledge"
        description={
          removing
            ? `Remove the pledge of ${removing.pledger.name} (${formatCents(removing.amountCents)})? The gifts stay as they are.`
            : ''
        }
        confirmLabel="Remove pledge"
        onConfirm={() => {
          if (removing) confirmRemove(removing);
        }}
      />
    </SectionCard>
  );
}
