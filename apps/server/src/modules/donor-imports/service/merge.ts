import { type ColumnMapping, type DonorMergeResult, LIMITS, mappingProblems } from '@steward/domain';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { householdsFromImport } from '@/modules/donors/service';
import { type GivingDeps, lockOrganizationDonors } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { invalid } from '@/platform/errors';
import { FileDonors } from '../file-donors';
import type { ParsedFile } from '../parse-file';
import { labelledDrops, labelledProblems } from '../presenter';
import { type ImportReport, saveMerged, trimHistory } from '../queries/donor-imports';
import { householdGroups } from '../queries/import-households';
import {
  createStaging,
  donorAliases,
  hasNoDonors,
  type MergeStep,
  mergeStaged,
  openStaging,
  refreshRollups,
  runStep,
  stageRecords,
  totalRecords,
} from '../queries/merge';
import { parseStored, readingFile } from '../read-donor-file';
import { importFundMapping, saveImportFunds } from './fund-imports';

export interface MergeSource {
  importId: string;
  storageKey: string;
  fileName: string;
  /** Null: detected from the file's header. */
  mapping: ColumnMapping | null;
  /** Set when the file is a Donor Data document (sync). */
  documentId?: string;
  /** Add the file's gifts already entered by hand in a batch too (the admin chose to in the preview). */
  includeHandEntered?: boolean;
  /** A new fund's name -> the fund of the list its gifts go to instead (the admin chose in the preview). */
  fundMapping?: Readonly<Record<string, string>>;
}

/**
 * Spec 001 §5 Merge, in one transaction: the file is read again into a staging table (its donors
 * told apart and its funds mapped onto the fund list on the way), the funds it names that the list
 * lacks are added, and it is merged, its household column's donors joined (householdsFromImport),
 * and its rollups brought up to date; any failure leaves the donor
 * database as it was. `claim` runs first under the organisation's donor lock and may decline (a
 * document another process just merged).
 */
export async function mergeFile(
  deps: GivingDeps,
  member: MemberContext,
  source: MergeSource,
  hooks: {
    claim?: (tx: Tx) => Promise<boolean>;
    after?: (tx: Tx) => Promise<void>;
    /** Runs each step of the merge (the donor bench times them). */
    step?: MergeStep;
  } = {},
): Promise<DonorMergeResult | null> {
  const step = hooks.step ?? runStep;
  const stated = source.mapping ? mappingProblems(source.mapping) : [];
  if (stated.length > 0) throw invalid(stated[0] as string);
  return readingFile(() =>
    withTenant(deps.db, member, async (tx) => {
      await lockOrganizationDonors(tx, member.organizationId);
      if (hooks.claim && !(await hooks.claim(tx))) return null;
      const firstGifts = await hasNoDonors(tx, member.organizationId);
      // A first import has no merged-away names to look for.
      const donors = new FileDonors(firstGifts ? new Map() : await donorAliases(tx, member.organizationId));
      const funds = await importFundMapping(tx, member.organizationId, source.fundMapping ?? {}, false);
      await createStaging(tx);
      const staging = openStaging(tx);
      let parsed: ParsedFile;
      try {
        parsed = await step('read the file into the staging table', async () => {
          const read = await parseStored(deps.storage, source.storageKey, {
            mapping: source.mapping,
            today: new Date(),
            onBatch: (records) => {
              funds.map(records);
              return stageRecords(staging, donors, records);
            },
          });
          await staging.end();
          return read;
        });
      } catch (error) {
        staging.abort(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      const detected = mappingProblems(parsed.mapping);
      if (detected.length > 0) throw invalid(detected[0] as string);
      await saveImportFunds(tx, member, source.fileName, funds);
      const { recordsAdded, donorsAdded, refundsAdded, giftDonors } = await mergeStaged(
        tx,
        member.organizationId,
        source.importId,
        firstGifts,
        step,
        source.includeHandEntered,
      );
      const households =
        donors.households().size === 0
          ? { made: 0, extended: 0 }
          : await step('make the households of the household column', async () =>
              householdsFromImport(
                tx,
                member.organizationId,
                source.importId,
                await householdGroups(tx, donors.households()),
              ),
            );
      await refreshRollups(tx, member.organizationId, source.importId, firstGifts, step);
      const total = await step('count the gifts', () => totalRecords(tx, member.organizationId));
      await saveMerged(tx, {
        id: source.importId,
        organizationId: member.organizationId,
        fileName: source.fileName,
        documentId: source.documentId ?? null,
        source: source.documentId ? 'document' : 'upload',
        createdBy: member.userId,
        mapping: { headers: parsed.headers, columns: parsed.mapping },
        recordsProcessed: parsed.rowsRead,
        recordsAdded,
        totalRecords: total,
        donorsAdded,
        refundsAdded,
        giftDonors,
        report: { dropped: parsed.dropped, rowProblems: parsed.rowProblems } satisfies ImportReport,
      });
      await trimHistory(tx, member.organizationId, LIMITS.donors.importHistory);
      await recordAudit(tx, {
        organizationId: member.organizationId,
        actorId: member.userId,
        action: 'donors_imported',
        target: source.fileName,
        detail:
          `${recordsAdded} of ${parsed.rowsRead} rows added` +
          (households.made + households.extended > 0
            ? `; ${households.made} households made, ${households.extended} joined`
            : ''),
        ipAddress: member.ipAddress,
      });
      await hooks.after?.(tx);
      return {
        importId: source.importId,
        fileName: source.fileName,
        recordsProcessed: parsed.rowsRead,
        recordsAdded,
        donorsAdded,
        giftDonors,
        refundsAdded,
        totalRecords: total,
        dropped: labelledDrops(parsed),
        rowProblems: labelledProblems(parsed),
        households,
      };
    }),
  );
}
