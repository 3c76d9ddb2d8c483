import {
  type CampaignSummary,
  PLEDGE_FREQUENCIES,
  PLEDGE_FREQUENCY_LABELS,
  PLEDGE_LIMITS,
  type PledgeImportMatch,
  type PledgeImportPreview,
  type PledgeImportRefusal,
  type PledgeImportResult,
  pledgeFileTooLarge,
  UNSUPPORTED_FORMAT,
} from '@steward/domain';
import { Upload } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useWideLayout } from '@/lib/use-media-query';
import { useImportPledges, useUploadPledgeFile } from '../api/pledge-imports';
import { formatCents, periodText } from './campaign-texts';

/** The rows each table lists; the rest are counted ("and 40 more."). */
const SHOWN_ROWS = 100;

type ImportCampaign = Pick<CampaignSummary, 'id' | 'name'>;

/** Why the file is not sent at all (the server refuses it in the same words), or null. */
function fileRefusal(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return UNSUPPORTED_FORMAT;
  if (file.size > PLEDGE_LIMITS.importBytes) return pledgeFileTooLarge(file.name);
  return null;
}

const FOUND_BY: Record<PledgeImportMatch['matchedBy'], string> = {
  envelope: 'Envelope',
  email: 'Email',
  name: 'Name',
};

/** "1 pledge", "23 pledges". */
function count(value: number, one: string, many: string): string {
  return `${formatNumber(value)} ${value === 1 ? one : many}`;
}

/** "23 pledges to import, $45,000.00 pledged; 2 rows will not be imported." */
function previewSummary(preview: PledgeImportPreview): string {
  const { matches, refusals } = preview;
  const toImport =
    matches.length === 0
      ? 'No pledges to import'
      : `${count(matches.length, 'pledge', 'pledges')} to import, ${formatCents(preview.pledgedCents)} pledged`;
  const refused =
    refusals.length === 0 ? '' : `; ${count(refusals.length, 'row', 'rows')} will not be imported`;
  return `${toImport}${refused}.`;
}

/** The columns a file may have, in the words its header uses. */
function columnsHelp(campaign: ImportCampaign | null): string {
  const columns = [
    'Name (or First Name and Last Name), Email or Envelope to find the donor',
    ...(campaign ? [] : ['Campaign']),
    'Amount',
    "Start Date and End Date (the campaign's dates when left out)",
    `Frequency (${PLEDGE_FREQUENCIES.join(', ')})`,
    'Pledged By (household or donor) optional',
  ];
  const rows = campaign ? ` Every row is for ${campaign.name}, so the file needs no Campaign column.` : '';
  return `The columns the file may have: ${columns.join('; ')}.${rows} At most ${PLEDGE_LIMITS.importBytes / 1024 / 1024} MB.`;
}

/**
 * Moves the focus to the element on mount: what replaced the control that had it. Not on the
 * dialog's opening, which focuses its first control once it knows what to send the focus back to.
 */
function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T | null>(null);
  const focus = useRef(enabled);
  useEffect(() => {
    if (focus.current) ref.current?.focus();
  }, []);
  return ref;
}

interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Money, right-aligned in the table. */
  numeric?: boolean;
}

/**
 * The first SHOWN_ROWS rows, the line first: a table on a wide screen, a card each on a phone, as
 * the campaign's pledges are.
 */
function FileRows<Row extends { line: number }>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: Row[];
  columns: Column<Row>[];
}) {
  const wide = useWideLayout();
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <>
      {wide ? (
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <Table label={label}>
            <TableHead>
              <tr>
                <TableHeader className="text-right">Line</TableHeader>
                {columns.map((column) => (
                  <TableHeader key={column.label} className={column.numeric ? 'text-right' : undefined}>
                    {column.label}
                  </TableHeader>
                ))}
              </tr>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <tr key={row.line}>
                  <th
                    scope="row"
                    className="px-4 py-3 text-right align-middle font-normal text-slate-600 tabular-nums"
                  >
                    {formatNumber(row.line)}
                  </th>
                  {columns.map((column) => (
                    <TableCell
                      key={column.label}
                      className={
                        column.numeric ? 'text-right whitespace-nowrap tabular-nums' : 'wrap-anywhere'
                      }
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <div className="rounded-lg border border-slate-200">
          <CardList label={label}>
            {shown.map((row) => (
              <CardListItem key={row.line}>
                <Facts
                  items={[
                    ['Line', formatNumber(row.line)],
                    ...columns.map((column): [string, ReactNode] => [column.label, column.cell(row)]),
                  ]}
                />
              </CardListItem>
            ))}
          </CardList>
        </div>
      )}
      {rows.length > shown.length ? (
        <p className="text-sm text-slate-600">and {formatNumber(rows.length - shown.length)} more.</p>
      ) : null}
    </>
  );
}

function PledgedBy({ pledger }: { pledger: PledgeImportMatch['pledger'] }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium wrap-anywhere text-slate-900">{pledger.name}</span>
      {pledger.kind === 'household' ? <Badge>Household</Badge> : null}
    </span>
  );
}

function matchColumns(withCampaign: boolean): Column<PledgeImportMatch>[] {
  return [
    { label: 'Pledged by', cell: (match) => <PledgedBy pledger={match.pledger} /> },
    { label: 'Found by', cell: (match) => FOUND_BY[match.matchedBy] },
    ...(withCampaign ? [{ label: 'Campaign', cell: (match: PledgeImportMatch) => match.campaign.name }] : []),
    { label: 'Amount', cell: (match) => formatCents(match.amountCents), numeric: true },
    {
      label: 'Schedule',
      cell: (match) => (match.frequency === null ? 'No schedule' : PLEDGE_FREQUENCY_LABELS[match.frequency]),
    },
    { label: 'Dates', cell: (match) => <span className="whitespace-nowrap">{periodText(match)}</span> },
  ];
}

const REFUSAL_COLUMNS: Column<PledgeImportRefusal>[] = [
  { label: 'Who', cell: (refusal) => refusal.giver || 'Not named' },
  { label: 'Why', cell: (refusal) => refusal.reason },
];

/**
 * A titled part of the preview: the pledges to import, or the rows that will not be. Its table is
 * the region named by the title, not the part too (one landmark, not two of the same name).
 */
function PreviewPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** The buttons at the foot of each step: on a phone the main one first, full width. */
function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

type Step =
  /** `again`: back from a preview ("Choose another file"), where the focus was. */
  | { step: 'choose'; error: string | null; again?: boolean }
  | { step: 'preview'; preview: PledgeImportPreview; error: string | null }
  /** Imported, but the rows matched again refused others than the preview said: those are shown. */
  | { step: 'imported'; result: PledgeImportResult };

interface ChooseFileProps {
  campaign: ImportCampaign | null;
  /** Back from a preview: the file input takes the focus. */
  again: boolean;
  error: string | null;
  onChoose: (file: File) => void;
  /** The file on its way, and the share of it sent (0 to 100). */
  uploading: { fileName: string; progress: number } | null;
}

function ChooseFile({ campaign, again, error, onChoose, uploading }: ChooseFileProps) {
  const id = useId();
  const errorId = `${id}-problem`;
  const input = useFocusOnMount<HTMLInputElement>(again);
  return (
    <div className="flex flex-col gap-4">
      <FormField
        id={id}
        name="file"
        label="CSV file of pledges"
        hint={columnsHelp(campaign)}
        invalid={error !== null}
        problemId={errorId}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept=".csv"
            disabled={uploading !== null}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Emptied, so that the same file chosen again (corrected) is read again.
              event.currentTarget.value = '';
              if (file) onChoose(file);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-50"
          />
        )}
      </FormField>
      {uploading ? (
        <div className="flex flex-col gap-1.5">
          <ProgressBar value={uploading.progress} label={`Uploading ${uploading.fileName}`} />
          <p className="text-xs wrap-anywhere text-slate-600">Reading {uploading.fileName}...</p>
        </div>
      ) : null}
      {error ? (
        <div id={errorId}>
          <ErrorMessage>{error}</ErrorMessage>
        </div>
      ) : null}
      <p className="text-xs text-slate-500">Nothing is saved until you review the pledges and import them.</p>
      <Actions>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      </Actions>
    </div>
  );
}

interface PreviewProps {
  preview: PledgeImportPreview;
  error: string | null;
  importing: boolean;
  onImport: () => void;
  onChooseAnother: () => void;
}

function Preview({ preview, error, importing, onImport, onChooseAnother }: PreviewProps) {
  const summary = useFocusOnMount<HTMLParagraphElement>();
  const { matches, refusals } = preview;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!importing && matches.length > 0) onImport();
      }}
    >
      <div className="flex flex-col gap-0.5">
        <p ref={summary} tabIndex={-1} className="text-sm font-medium text-slate-900 focus:outline-none">
          {previewSummary(preview)}
        </p>
        <p className="text-xs wrap-anywhere text-slate-500">
          Read from {preview.fileName}
          {preview.campaign ? `, every row for ${preview.campaign.name}` : ''}. Nothing is saved until you
          import.
        </p>
      </div>
      {matches.length > 0 ? (
        <PreviewPart title="Pledges to import">
          <FileRows
            label="Pledges to import"
            rows={matches}
            columns={matchColumns(preview.campaign === null)}
          />
        </PreviewPart>
      ) : null}
      {refusals.length > 0 ? (
        <PreviewPart title="Rows not imported">
          <FileRows label="Rows not imported" rows={refusals} columns={REFUSAL_COLUMNS} />
        </PreviewPart>
      ) : null}
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <Actions>
        <Button variant="secondary" disabled={importing} onClick={onChooseAnother}>
          Choose another file
        </Button>
        <DialogClose asChild>
          <Button variant="secondary" disabled={importing}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={importing} busyLabel="Importing..." disabled={matches.length === 0}>
          Import {count(matches.length, 'pledge', 'pledges')}
        </SubmitButton>
      </Actions>
    </form>
  );
}

/** After the import, the rows refused when they were matched again (the data changed since the preview). */
function Imported({ result }: { result: PledgeImportResult }) {
  const summary = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-0.5">
        <p ref={summary} tabIndex={-1} className="text-sm font-medium text-slate-900 focus:outline-none">
          {count(result.pledgesAdded, 'pledge', 'pledges')} imported, {formatCents(result.pledgedCents)}{' '}
          pledged.
        </p>
        <p className="text-sm text-slate-600">
          The rows were matched again as they were imported, and something had changed since the preview:{' '}
          {count(result.refusals.length, 'row was', 'rows were')} not imported.
        </p>
      </div>
      <PreviewPart title="Rows not imported">
        <FileRows label="Rows not imported" rows={result.refusals} columns={REFUSAL_COLUMNS} />
      </PreviewPart>
      <Actions>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </Actions>
    </div>
  );
}

function PledgeImport({ campaign, onDone }: { campaign: ImportCampaign | null; onDone: () => void }) {
  const [state, setState] = useState<Step>({ step: 'choose', error: null });
  const [uploading, setUploading] = useState<{ fileName: string; progress: number } | null>(null);
  const upload = useUploadPledgeFile();
  const importPledges = useImportPledges();
  const aborter = useRef<AbortController | null>(null);

  // Closing the dialog cancels a file still on its way.
  useEffect(() => () => aborter.current?.abort(), []);

  function choose(file: File) {
    const refusal = fileRefusal(file);
    if (refusal) {
      setState({ step: 'choose', error: refusal });
      return;
    }
    const controller = new AbortController();
    aborter.current = controller;
    setState({ step: 'choose', error: null });
    setUploading({ fileName: file.name, progress: 0 });
    upload
      .mutateAsync({
        file,
        campaignId: campaign?.id,
        signal: controller.signal,
        onProgress: (fraction) =>
          setUploading((current) => (current ? { ...current, progress: fraction * 100 } : current)),
      })
      .then(
        (preview) => setState({ step: 'preview', preview, error: null }),
        (cause) => {
          if (!controller.signal.aborted) setState({ step: 'choose', error: errorMessage(cause) });
        },
      )
      .finally(() => setUploading(null));
  }

  function importPreview(preview: PledgeImportPreview) {
    setState({ step: 'preview', preview, error: null });
    // The promise, not mutate's callbacks, which TanStack Query drops if the dialog closes first.
    importPledges.mutateAsync(preview.id).then(
      (result) => {
        toast.success(`${count(result.pledgesAdded, 'pledge', 'pledges')} imported`);
        // Matched again at import time: rows refused that the preview took (or the other way
        // round) are shown, not passed over in silence.
        if (result.refusals.length !== preview.refusals.length && result.refusals.length > 0) {
          setState({ step: 'imported', result });
        } else {
          onDone();
        }
      },
      (cause) => setState({ step: 'preview', preview, error: errorMessage(cause) }),
    );
  }

  if (state.step === 'imported') return <Imported result={state.result} />;
  if (state.step === 'preview') {
    const { preview } = state;
    return (
      <Preview
        preview={preview}
        error={state.error}
        importing={importPledges.isPending}
        onImport={() => importPreview(preview)}
        onChooseAnother={() => setState({ step: 'choose', error: null, again: true })}
      />
    );
  }
  return (
    <ChooseFile
      campaign={campaign}
      again={state.again === true}
      error={state.error}
      onChoose={choose}
      uploading={uploading}
    />
  );
}

interface PledgeImportDialogProps {
  /** Opened from a campaign's page: every row is for it. Null: each row's Campaign column says. */
  campaign?: ImportCampaign | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Import pledges": a CSV of pledges is read and matched to donors, households and campaigns, then
 * previewed (what becomes a pledge, and why the other rows do not); only its Import saves them.
 */
export function PledgeImportDialog({ campaign = null, open, onOpenChange }: PledgeImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        title="Import pledges"
        description={
          campaign
            ? `Pledges to ${campaign.name} from a CSV file, one row a pledge.`
            : 'Pledges to your campaigns from a CSV file, one row a pledge.'
        }
      >
        {open ? <PledgeImport campaign={campaign} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The "Import pledges" button and its dialog. */
export function ImportPledgesButton({
  campaign = null,
  ...props
}: { campaign?: ImportCampaign | null } & Omit<ComponentProps<typeof Button>, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" />
        Import pledges
      </Button>
      <PledgeImportDialog campaign={campaign} open={open} onOpenChange={setOpen} />
    </>
  );
}
