import type { Readable } from 'node:stream';
import {
  addressLines,
  type CreateStatementRun,
  centsToDollars,
  dollarsToCents,
  downloadFileName,
  formatDollars,
  householdName,
  isEmailAddress,
  isoDay,
  LIMITS,
  longDate,
  mailingAddress,
  periodText,
  type StatementEmailResult,
  type StatementRecipient,
  type StatementRecipientPage,
  type StatementRun,
  type StatementSelection,
} from '@steward/domain';
import yazl from 'yazl';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { findDonor } from '@/modules/donors/service';
import { type GivingDeps, lockOrganizationDonors } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import type { PdfRenderer } from '@/platform/pdf';
import * as q from '../queries/statements';
import {
  givenInPeriod,
  printedOrganization,
  statementInput,
  statementOrganization,
} from './statement-content';

export const STATEMENT_RUN_NOT_FOUND = 'Statement run not found';
export const STATEMENT_NOT_FOUND = 'Statement not found';
/** Statements print the settings as saved; suggestions never saved would print no EIN or address. */
export const SETTINGS_NOT_SAVED =
  'Save the statement settings before generating statements: every statement prints the legal name, EIN and address saved there';

export interface StatementDeps extends GivingDeps {
  mailer: Mailer;
  renderer: PdfRenderer;
  /** A run was created: its generator starts now rather than at its next round. */
  wakeGenerator: () => void;
}

function selectionOf(row: q.RunRow, donorId: string | null): StatementSelection {
  if (row.selection === 'above') return { kind: 'above', minTotal: centsToDollars(row.minTotalCents ?? 0) };
  if (row.selection === 'one' && donorId) return { kind: 'one', donorId };
  return { kind: 'all' };
}

function toRun(
  row: q.RunRow,
  counts: Record<string, number> | undefined,
  donorId: string | null,
): StatementRun {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    period: { start: row.periodStart, end: row.periodEnd },
    donors: selectionOf(row, donorId),
    settings: row.settings
      ? { legalName: row.settings.legalName, ein: row.settings.ein, address: row.settings.address }
      : null,
    status: row.status,
    donorCount: row.donorCount,
    donorsDone: row.donorsDone,
    error: row.status === 'failed' ? row.error : null,
    statementsFailed: counts?.['not-made'] ?? 0,
    printable: row.combinedKey !== null,
    printError: row.status === 'done' ? row.error : null,
    email: {
      notSent: counts?.['not-sent'] ?? 0,
      inOutbox: counts?.outbox ?? 0,
      queued: counts?.queued ?? 0,
      sent: counts?.sent ?? 0,
      failed: counts?.failed ?? 0,
      noEmail: counts?.['no-email'] ?? 0,
    },
    can: { delete: isDeletable(row) },
    pledges:
      row.campaignName === null
        ? null
        : {
            campaignId: row.campaignId,
            campaignName: row.campaignName,
            asOf: row.periodEnd,
            letter: row.letter ?? '',
          },
  };
}

/** A finished run none of whose statements was ever emailed: nothing of it reached anyone. */
export function isDeletable(row: Pick<q.RunRow, 'status' | 'emailed'>) {
  return (row.status === 'done' || row.status === 'failed') && !row.emailed;
}

async function presentRuns(tx: Tx, organizationId: string, rows: q.RunRow[]) {
  const counts = await q.emailCounts(
    tx,
    organizationId,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      // The one donor of a single-donor run is its one statement.
      const donorId =
        row.selection === 'one'
          ? ((await q.recipientPage(tx, organizationId, row.id, { limit: 1, offset: 0, noEmail: false }))
              .rows[0]?.donorId ?? null)
          : null;
      return toRun(row, counts.get(row.id), donorId);
    }),
  );
}

/** A run just made, as the API shows it. */
export async function presentedRun(tx: Tx, organizationId: string, runId: string): Promise<StatementRun> {
  const row = await q.findRun(tx, organizationId, runId);
  if (!row) throw new Error('statement run vanished');
  return (await presentRuns(tx, organizationId, [row]))[0] as StatementRun;
}

/**
 * Starts a run: the donors who gave in the period (and match the choice) get a statement each,
 * fixed now, as do the saved settings they print; the PDFs are made in the background
 * (StatementGenerator). Without saved settings, or in a period in which nobody (or not the chosen
 * donor) gave, it is refused with a clear message and leaves nothing behind.
 */
export async function createStatementRun(
  deps: StatementDeps,
  member: MemberContext,
  input: CreateStatementRun,
): Promise<StatementRun> {
  const organizationId = member.organizationId;
  const { start, end } = input.period;
  const run = await withTenant(deps.db, member, async (tx) => {
    // The gifts a run covers are read under the donor lock, so an import's undo never misses a run
    // made while it checks what depends on the import.
    await lockOrganizationDonors(tx, organizationId);
    const saved = await q.findSettings(tx, organizationId);
    if (!saved) throw conflict(SETTINGS_NOT_SAVED);
    let donorName: string | null = null;
    if (input.donors.kind === 'one') {
      const donor = await findDonor(tx, organizationId, input.donors.donorId);
      if (!donor) throw notFound('Donor not found');
      donorName = `${donor.first_name} ${donor.last_name}`.trim();
    }
    const minTotalCents = input.donors.kind === 'above' ? dollarsToCents(input.donors.minTotal) : null;
    const runId = await q.insertRun(tx, {
      organizationId,
      createdBy: member.userId,
      periodStart: start,
      periodEnd: end,
      selection: input.donors.kind,
      minTotalCents,
      settings: q.settingsOf(saved),
      donorCount: 0,
    });
    const donorCount = await q.insertRunDocuments(tx, runId, {
      organizationId,
      start,
      end,
      minTotalCents,
      donorId: input.donors.kind === 'one' ? input.donors.donorId : null,
      jointStatements: saved.jointStatements,
    });
    if (donorCount === 0) {
      const period = periodText(start, end, ' and ');
      throw invalid(
        donorName
          ? `${donorName} gave nothing between ${period}: there is no statement to make`
          : minTotalCents !== null
            ? `No donor gave ${formatDollars(centsToDollars(minTotalCents))} or more between ${period}: there are no statements to make`
            : `No gifts between ${period}: there are no statements to make`,
      );
    }
    await q.setDonorCount(tx, runId, donorCount);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'statements_generated',
      target: periodText(start, end),
      detail: `${donorCount} ${donorCount === 1 ? 'donor' : 'donors'}`,
      ipAddress: member.ipAddress,
    });
    return presentedRun(tx, organizationId, runId);
  });
  deps.wakeGenerator();
  return run;
}

export async function listStatementRuns(deps: GivingDeps, member: MemberContext) {
  return withTenant(deps.db, member, async (tx) => ({
    items: await presentRuns(
      tx,
      member.organizationId,
      await q.listRuns(tx, member.organizationId, LIMITS.statements.runsListed),
    ),
  }));
}

async function requireRun(tx: Tx, organizationId: string, id: string) {
  const row = await q.findRun(tx, organizationId, id);
  if (!row) throw notFound(STATEMENT_RUN_NOT_FOUND);
  return row;
}

export async function getStatementRun(deps: GivingDeps, member: MemberContext, id: string) {
  return withTenant(deps.db, member, async (tx) => {
    const row = await requireRun(tx, member.organizationId, id);
    return (await presentRuns(tx, member.organizationId, [row]))[0] as StatementRun;
  });
}

export async function statementRecipients(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  query: { page: number; pageSize: number; noEmail?: boolean | undefined },
): Promise<StatementRecipientPage> {
  return withTenant(deps.db, member, async (tx) => {
    await requireRun(tx, member.organizationId, id);
    const { rows, total } = await q.recipientPage(tx, member.organizationId, id, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      noEmail: query.noEmail ?? false,
    });
    const copies = await q.statementCopiesOf(
      tx,
      member.organizationId,
      id,
      rows.filter((row) => row.givers).map((row) => row.donorId),
    );
    return {
      items: rows.map((row) => ({
        donorId: row.donorId,
        donorName: row.donorName,
        email: row.email,
        postalCode: row.postalCode,
        hasAddress: row.hasAddress,
        total: centsToDollars(row.totalCents),
        gifts: row.giftCount,
        ready: row.storageKey !== null,
        problem: row.renderError,
        ...shownState(row),
        members: jointMembers(row, copies),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });
}

/** An email's state as the list shows it: a message still queued after a failed attempt says why. */
function shownState(email: { emailState: StatementRecipient['emailState']; emailError: string | null }) {
  const { emailState, emailError } = email;
  return { emailState, emailError: emailState === 'failed' || emailState === 'queued' ? emailError : null };
}

/**
 * A joint statement's members, each with the state of the message to their address: the
 * statement's own for the address it carries, a copy's for each other one.
 */
function jointMembers(
  row: q.RecipientRow,
  copies: Awaited<ReturnType<typeof q.statementCopiesOf>>,
): StatementRecipient['members'] {
  if (!row.givers) return [];
  const byAddress = new Map<
    string,
    { emailState: StatementRecipient['emailState']; emailError: string | null }
  >();
  if (row.email) byAddress.set(row.email.toLowerCase(), row);
  for (const copy of copies) if (copy.donorId === row.donorId) byAddress.set(copy.email.toLowerCase(), copy);
  return row.givers.map((giver) => {
    const email = giver.email ? byAddress.get(giver.email.toLowerCase()) : undefined;
    return {
      donorId: giver.donorId,
      name: `${giver.firstName} ${giver.lastName}`.trim(),
      email: giver.email,
      ...shownState(email ?? { emailState: 'no-email', emailError: null }),
    };
  });
}

/** One donor's statement for a period, made on the spot and not kept: the preview. */
export async function previewStatement(
  deps: StatementDeps,
  member: MemberContext,
  input: { period: { start: string; end: string }; donorId: string },
) {
  const organizationId = member.organizationId;
  const { name, address, given, organization } = await withTenant(deps.db, member, async (tx) => {
    const found = await findDonor(tx, organizationId, input.donorId);
    if (!found) throw notFound('Donor not found');
    // A joint member's preview is their household's statement, as a run would make it.
    const joint =
      (await q.findSettings(tx, organizationId))?.jointStatements === false
        ? undefined
        : await q.jointStatementOf(tx, organizationId, found.id);
    const given = (
      await givenInPeriod(
        tx,
        organizationId,
        [{ donorId: found.id, givers: joint?.givers ?? null }],
        input.period,
      )
    )(found.id);
    const donorName = joint
      ? joint.name_chosen
        ? joint.name
        : householdName(joint.givers)
      : `${found.first_name} ${found.last_name}`.trim();
    // A refund alone makes no statement, as in a run.
    if (!given.gifts.some((gift) => gift.amountCents > 0)) {
      throw invalid(
        `${donorName} gave nothing between ${periodText(input.period.start, input.period.end, ' and ')}: there is no statement to make`,
      );
    }
    const primary = joint?.primary_donor_id
      ? await findDonor(tx, organizationId, joint.primary_donor_id)
      : undefined;
    const address = (donor: NonNullable<typeof found>) =>
      addressLines(
        mailingAddress({
          addressLine1: donor.address_line1,
          addressLine2: donor.address_line2,
          city: donor.city,
          region: donor.region,
          postalCode: donor.postal_code,
          country: donor.country,
        }),
      ).join('\n');
    return {
      name: donorName,
      address: (primary && address(primary)) || address(found),
      given,
      organization: await statementOrganization(tx, organizationId, input.period),
    };
  });
  const statement = statementInput(
    await printedOrganization(deps.renderer, organization),
    input.period,
    { donorName: name, address },
    given,
  );
  const rendered = await deps.renderer.statement(statement, { donorId: input.donorId });
  if (!rendered.ok) throw invalid(rendered.reason);
  return {
    bytes: rendered.bytes,
    filename: statementFileName(name, input.period),
    hasAddress: address !== '',
  };
}

/**
 * "Contribution Statement 2025 - Ann Lee.pdf" (a calendar year) or with the dates, and the donor
 * told apart by `tag` when another has the same name ("... - Ann Lee (1a2b3c4d).pdf"). Cleaned
 * as every downloaded name is: no control characters or direction marks, at most 255 bytes.
 */
export function statementFileName(donorName: string, period: RunPeriod, tag?: string) {
  const year = period.start.slice(0, 4);
  const label = period.campaign
    ? `Pledge Statement ${period.campaign} ${period.end}`
    : period.start === `${year}-01-01` && period.end === `${year}-12-31`
      ? `Contribution Statement ${year}`
      : `Contribution Statement ${period.start} to ${period.end}`;
  const ending = tag ? ` (${tag}).pdf` : '.pdf';
  return downloadFileName(`${label} - ${donorName}`.replace(/[\\/:*?"<>|]/g, '_') + ending, ending);
}

/** A run's period, and a pledge statement run's campaign (its name as it was), for its files and emails. */
interface RunPeriod {
  start: string;
  end: string;
  campaign?: string | null;
}

const runPeriod = (run: q.RunRow): RunPeriod => ({
  start: run.periodStart,
  end: run.periodEnd,
  campaign: run.campaignName,
});

/** A stored statement of a run (one donor's, or the combined one) for download. */
export async function statementFile(
  deps: GivingDeps,
  member: MemberContext,
  runId: string,
  donorId: string | 'combined',
) {
  const { key, filename } = await withTenant(deps.db, member, async (tx) => {
    const run = await requireRun(tx, member.organizationId, runId);
    const period = runPeriod(run);
    if (donorId === 'combined') {
      if (!run.combinedKey) {
        throw conflict(
          run.status !== 'done'
            ? 'The statements are still being made'
            : (run.error ?? 'There is nothing to print: no statement of this run could be made'),
        );
      }
      return { key: run.combinedKey, filename: statementFileName('All donors (for printing)', period) };
    }
    const recipient = await q.findRecipient(tx, member.organizationId, runId, donorId);
    if (!recipient) throw notFound(STATEMENT_NOT_FOUND);
    if (recipient.renderError) throw conflict(recipient.renderError);
    if (!recipient.storageKey) throw conflict('This statement is still being made');
    return { key: recipient.storageKey, filename: statementFileName(recipient.donorName, period) };
  });
  return { stream: await deps.storage.get(key), filename };
}

/**
 * The run's statements as one ZIP, streamed: each PDF is read from storage only when the ZIP
 * reaches it (stored, not compressed again: a PDF is compressed already), so memory stays flat.
 */
export async function statementZip(deps: GivingDeps, member: MemberContext, runId: string) {
  const { run, entries } = await withTenant(deps.db, member, async (tx) => {
    const found = await requireRun(tx, member.organizationId, runId);
    if (found.status !== 'done') throw conflict('The statements are still being made');
    return { run: found, entries: await q.storedStatements(tx, member.organizationId, runId) };
  });
  const period = runPeriod(run);
  const zip = new yazl.ZipFile();
  const names = new Set<string>();
  for (const entry of entries) {
    if (!entry.storageKey) continue;
    const key = entry.storageKey;
    // Two donors of one name get two files.
    let name = statementFileName(entry.donorName, period);
    if (names.has(name)) name = statementFileName(entry.donorName, period, entry.donorId.slice(0, 8));
    names.add(name);
    zip.addReadStreamLazy(name, { compress: false }, (callback) => {
      deps.storage.get(key).then(
        (stream) => callback(null, stream),
        (error: Error) => callback(error, null as unknown as Readable),
      );
    });
  }
  if (run.combinedKey) {
    const key = run.combinedKey;
    zip.addReadStreamLazy(
      statementFileName('All donors (for printing)', period),
      { compress: false },
      (callback) => {
        deps.storage.get(key).then(
          (stream) => callback(null, stream),
          (error: Error) => callback(error, null as unknown as Readable),
        );
      },
    );
  }
  zip.end();
  const year = period.start.slice(0, 4);
  return {
    stream: zip.outputStream as Readable,
    filename: `Contribution Statements ${year} (${isoDay(new Date())}).zip`,
  };
}

/** Why a statement's email was not queued: the run keeps the address it was made with. */
export const EMAIL_NOT_VALID =
  "The email address is not valid: correct it on the donor's page, then make their statement again";

/** A value printed on one line (a subject): line breaks become spaces. */
const oneLine = (text: string) => text.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').trim();

/**
 * Queues each donor's statement to their own address, as its only attachment (without a mail
 * server it is kept in the local outbox, and said to be not sent): every donor of the
 * run not sent yet (or whose email failed), or one donor again. The PDF attached is the one stored
 * for that donor's row, and the address is that row's: no donor's statement can go to another.
 * An address that is not one valid email address (a list, a line break, imported before Steward
 * checked) is refused for that donor alone, who is marked failed with the reason; the rest go.
 * A household's joint statement goes to each joint member with an address, one message each.
 */
export async function emailStatements(
  deps: StatementDeps,
  member: MemberContext,
  runId: string,
  donorId: string | null,
): Promise<StatementEmailResult> {
  const organizationId = member.organizationId;
  const { ids, ...result } = await withTenant(deps.db, member, async (tx) => {
    // Held until the emails are queued: the run cannot be deleted meanwhile.
    if (!(await q.lockRun(tx, organizationId, runId, 'share'))) throw notFound(STATEMENT_RUN_NOT_FOUND);
    const run = await requireRun(tx, organizationId, runId);
    if (run.status !== 'done') throw conflict('The statements are still being made');
    const settings = await statementOrganization(
      tx,
      organizationId,
      { start: run.periodStart, end: run.periodEnd },
      run.settings,
    );
    const recipients = await q.statementsToEmail(tx, organizationId, runId, donorId, deps.mailer.configured);
    if (donorId && recipients.length === 0) throw notFound(STATEMENT_NOT_FOUND);
    const period = runPeriod(run);
    const outboxIds: string[] = [];
    let withoutEmail = 0;
    let refused = 0;
    for (const recipient of recipients) {
      if (recipient.renderError || !recipient.storageKey) continue; // nothing to send
      if (!recipient.email) {
        withoutEmail += 1;
        continue;
      }
      // The outbox would refuse it too (one address each), but for every donor at once.
      if (!isEmailAddress(recipient.email)) {
        if (donorId) throw invalid(EMAIL_NOT_VALID);
        await q.setEmail(tx, organizationId, runId, recipient.donorId, { error: EMAIL_NOT_VALID });
        refused += 1;
        continue;
      }
      const email = await deps.mailer.enqueue(
        tx,
        organizationId,
        statementEmail(settings, period, { ...recipient, storageKey: recipient.storageKey }, recipient.email),
      );
      await q.setEmail(tx, organizationId, runId, recipient.donorId, { outboxId: email.id });
      outboxIds.push(email.id);
    }
    // A joint statement's other members each get a message of their own.
    const copies = await q.copiesToEmail(tx, organizationId, runId, donorId, deps.mailer.configured);
    for (const copy of copies) {
      if (!copy.storageKey) continue; // not made yet
      const where = { runId, donorId: copy.donorId, recipientId: copy.recipientId };
      if (!isEmailAddress(copy.email)) {
        await q.setCopyEmail(tx, organizationId, where, { error: EMAIL_NOT_VALID });
        refused += 1;
        continue;
      }
      const email = await deps.mailer.enqueue(
        tx,
        organizationId,
        statementEmail(settings, period, { ...copy, storageKey: copy.storageKey }, copy.email),
      );
      await q.setCopyEmail(tx, organizationId, where, { outboxId: email.id });
      outboxIds.push(email.id);
    }
    if (donorId && outboxIds.length === 0) throw invalid('This donor has no email address on file');
    const emails = `${outboxIds.length} ${outboxIds.length === 1 ? 'email' : 'emails'}`;
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'statements_emailed',
      target: periodText(period.start, period.end),
      detail:
        (deps.mailer.configured
          ? `${emails} queued`
          : `${emails} kept in the outbox, not sent (no mail server)`) +
        (refused > 0 ? `, ${refused} refused (address not valid)` : ''),
      ipAddress: member.ipAddress,
    });
    // Without a mail server the copies stay in the local outbox: none is queued, none is sent.
    const queued = deps.mailer.configured ? outboxIds.length : 0;
    return {
      ids: outboxIds,
      queued,
      inOutbox: outboxIds.length - queued,
      noEmail: withoutEmail,
      failed: refused,
    };
  });
  void deliverAll(deps.mailer, ids);
  return result;
}

/** A statement's message to one address, its stored PDF the only attachment. */
function statementEmail(
  settings: { legalName: string; signerName: string | null; signerTitle: string | null },
  period: RunPeriod,
  statement: { donorName: string; storageKey: string; sizeBytes: number | null },
  to: string,
) {
  const about = period.campaign
    ? [
        `Attached is the statement of your pledge to ${oneLine(period.campaign)}, as of ${longDate(period.end)}:`,
        'what you promised, what you have given towards it, and what remains.',
      ]
    : [
        `Attached is your contribution statement for ${periodText(period.start, period.end, ' to ')}.`,
        'Please keep it for your tax records.',
      ];
  return {
    to: [to],
    subject: period.campaign
      ? `Your pledge to ${oneLine(period.campaign)}: ${oneLine(settings.legalName)}`
      : `Your contribution statement from ${oneLine(settings.legalName)}`,
    text: [
      `Dear ${statement.donorName},`,
      '',
      ...about,
      '',
      'With thanks,',
      settings.signerName
        ? `${settings.signerName}${settings.signerTitle ? `, ${settings.signerTitle}` : ''}`
        : settings.legalName,
      settings.signerName ? settings.legalName : '',
    ]
      .join('\n')
      .trimEnd(),
    attachments: [
      {
        storageKey: statement.storageKey,
        filename: statementFileName(statement.donorName, period),
        contentType: 'application/pdf',
        sizeBytes: statement.sizeBytes ?? 0,
      },
    ],
  };
}

/** Sends the queued emails now, a batch at a time (the mailer sends a few per call); the sweep retries the rest. */
async function deliverAll(mailer: Mailer, ids: string[]) {
  const PER_CALL = 20;
  for (let i = 0; i < ids.length; i += PER_CALL) await mailer.deliver(ids.slice(i, i + PER_CALL));
}
