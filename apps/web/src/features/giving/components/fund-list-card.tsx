import type { Fund } from '@steward/domain';
import { Archive, ArchiveRestore, GitMerge, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useFundList, useUpdateFund } from '@/lib/giving/funds';
import { FundFormDialog } from './fund-form-dialog';
import { MergeFundDialog } from './merge-fund-dialog';

/** The fund as its edit sends it back, archived or not. */
const inputOf = (fund: Fund, archived: boolean) => ({
  name: fund.name,
  description: fund.description,
  restricted: fund.restricted,
  quickbooksAccount: fund.quickbooksAccount,
  xeroAccountCode: fund.xeroAccountCode,
  archived,
});

const account = (value: string | null) =>
  value ? <span className="wrap-anywhere">{value}</span> : <span className="text-slate-400">Not set</span>;

/**
 * The fund list: what gift entry offers and imports map onto, each fund with its ledger accounts
 * for the accounting export. Funds are added, edited, archived (they keep their gifts and take no
 * new ones) and merged (every gift moves).
 */
export function FundListCard() {
  const funds = useFundList();
  const archive = useUpdateFund();
  /** The fund being edited; 'new' while one is added. */
  const [editing, setEditing] = useState<Fund | 'new' | null>(null);
  const [merging, setMerging] = useState<Fund | null>(null);
  const items = funds.data?.items ?? [];

  function setArchived(fund: Fund, archived: boolean) {
    archive.mutate(
      { id: fund.id, input: inputOf(fund, archived) },
      {
        onSuccess: () =>
          toast.success(
            archived ? `${fund.label} archived: it takes no new gifts` : `${fund.label} restored`,
          ),
        onError: (cause) => toast.error(`${fund.label} was not changed: ${errorMessage(cause)}`),
      },
    );
  }

  return (
    <SectionCard
      title="Funds"
      description="Gift entry chooses from these funds, and imports map their funds onto them. Each fund's income account is credited by the accounting export."
      aside={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add fund
        </Button>
      }
    >
      {funds.isPending ? (
        <LoadingState label="Loading the funds..." />
      ) : funds.isError ? (
        <div className="px-4 py-4 sm:px-5">
          <ErrorMessage>Error loading the funds: {errorMessage(funds.error)}</ErrorMessage>
        </div>
      ) : items.length === 0 ? (
        <EmptyState>No fund yet: add one, or import a donor file with a fund column.</EmptyState>
      ) : (
        <Table label="Funds">
          <TableHead>
            <tr>
              <TableHeader>Fund</TableHeader>
              <TableHeader>QuickBooks Online account</TableHeader>
              <TableHeader>Xero code</TableHeader>
              <TableHeader>Status</TableHeader>
              <TableHeader className="text-right">Gifts</TableHeader>
              <TableHeader>
                <span className="sr-only">Actions</span>
              </TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {items.map((fund) => (
              <tr key={fund.id}>
                <th scope="row" className="px-4 py-3 text-left align-middle font-normal">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium wrap-anywhere text-slate-900">{fund.label}</span>
                    {fund.restricted ? <Badge tone="warning">Restricted</Badge> : null}
                  </span>
                  {fund.description ? (
                    <span className="mt-0.5 block text-xs wrap-anywhere text-slate-500">
                      {fund.description}
                    </span>
                  ) : null}
                </th>
                <TableCell>{account(fund.quickbooksAccount)}</TableCell>
                <TableCell>{account(fund.xeroAccountCode)}</TableCell>
                <TableCell>
                  {fund.archived ? <Badge>Archived</Badge> : <Badge tone="success">Active</Badge>}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(fund.giftCount)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Edit ${fund.label}`}
                      title="Edit"
                      onClick={() => setEditing(fund)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={fund.archived ? `Restore ${fund.label}` : `Archive ${fund.label}`}
                      title={fund.archived ? 'Restore' : 'Archive'}
                      disabled={archive.isPending}
                      onClick={() => setArchived(fund, !fund.archived)}
                    >
                      {fund.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Merge ${fund.label} into another fund`}
                      title="Merge into another fund"
                      disabled={items.length < 2}
                      onClick={() => setMerging(fund)}
                    >
                      <GitMerge aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
      <FundFormDialog
        fund={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <MergeFundDialog
        fund={merging}
        funds={items}
        onOpenChange={(open) => (open ? undefined : setMerging(null))}
      />
    </SectionCard>
  );
}
