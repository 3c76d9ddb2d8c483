import { fundKey, fundLabel, type ImportFundsPreview } from '@steward/domain';
import type { Tx } from '@/db/client';
import * as q from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { invalid } from '@/platform/errors';
import { ImportFunds, TOO_MANY_NEW_FUNDS } from '../import-funds';

// An import's funds against the fund list (spec 001 §5 Merge; docs/spec-deviations.md): the file's
// names are mapped as it is read (ImportFunds), the preview says how, the merge adds the rest.

/**
 * How an import maps a file's funds onto the list (ImportFunds), with the admin's choices of the
 * preview (a new fund's name -> the fund it goes to instead), each a fund of the list and active.
 */
export async function importFundMapping(
  tx: Tx,
  organizationId: string,
  chosen: Readonly<Record<string, string>>,
  preview: boolean,
): Promise<ImportFunds> {
  const funds = await q.allFunds(tx, organizationId);
  const byId = new Map(funds.map((fund) => [fund.id, fund]));
  for (const [name, id] of Object.entries(chosen)) {
    const fund = byId.get(id);
    if (!fund) throw invalid(`The fund chosen for "${fundLabel(name)}" is not in the fund list`);
    if (fund.archived)
      throw invalid(`The fund chosen for "${fundLabel(name)}" is archived: it takes no new gifts`);
  }
  return new ImportFunds(
    funds,
    await q.fundAliases(tx, organizationId),
    new Map(Object.entries(chosen).map(([name, id]) => [fundKey(name), id])),
    preview,
    !preview,
  );
}

/** The preview's account of a file's funds: those found under another name, those to be added. */
export async function importFundsPreview(
  tx: Tx,
  organizationId: string,
  funds: ImportFunds,
): Promise<ImportFundsPreview> {
  const landings = [...funds.names];
  const rowsOf = (name: string) =>
    landings.filter(([, l]) => l.how === 'new' && l.target === name).reduce((sum, [, l]) => sum + l.rows, 0);
  return {
    mapped: landings.flatMap(([name, landing]) =>
      landing.fund && (landing.how === 'alias' || landing.how === 'case')
        ? [
            {
              name,
              label: fundLabel(name),
              by: landing.how,
              fundId: landing.fund.id,
              fundLabel: fundLabel(landing.fund.name),
              rows: landing.rows,
            },
          ]
        : [],
    ),
    added: funds.newFunds().map((name) => ({ name, label: fundLabel(name), rows: rowsOf(name) })),
    choices: (await q.activeFunds(tx, organizationId)).map((row) => ({
      id: row.id,
      label: fundLabel(row.name),
    })),
    problem: funds.tooMany ? TOO_MANY_NEW_FUNDS : null,
  };
}

/**
 * After an import's rows are staged: the funds it names that the list lacks are added, and each
 * name the admin mapped onto a fund becomes that fund's alias. Audited per fund added.
 */
export async function saveImportFunds(tx: Tx, member: MemberContext, fileName: string, funds: ImportFunds) {
  const organizationId = member.organizationId;
  await q.lockFunds(tx, organizationId);
  const added = await q.insertImportFunds(tx, organizationId, member.userId, funds.newFunds());
  for (const name of added) {
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'fund_created',
      target: fundLabel(name),
      detail: `Added by the import of ${fileName}`,
      ipAddress: member.ipAddress,
    });
  }
  for (const [name, landing] of funds.names) {
    if (landing.how === 'chosen' && landing.fund)
      await q.setAlias(tx, organizationId, fundKey(name), landing.fund.id);
  }
  return added;
}
