import {
  DEFAULT_STATEMENT_MESSAGE,
  isoDay,
  periodText,
  type StatementSettings,
  statementMessage,
} from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { inKindInPeriod } from '@/modules/giving/service';
import type { PdfRenderer, StatementGift, StatementInput, StatementOrganization } from '@/platform/pdf';
import * as q from '../queries/statements';

/** The organisation's side of its statements as stored: its logo still an SVG (the renderer draws it). */
export type StatementOrganizationSource = Omit<StatementOrganization, 'logoPng'> & { logoSvg: string | null };

/**
 * What every statement of a period says about the organisation: the settings given (a run's, as
 * saved when it was made), else those saved now, else their suggestions (a preview before saving).
 */
export async function statementOrganization(
  tx: Tx,
  organizationId: string,
  period: { start: string; end: string },
  given?: StatementSettings | null,
): Promise<StatementOrganizationSource> {
  const organization = await q.organizationForStatements(tx, organizationId);
  const settings = given ?? (await q.findSettings(tx, organizationId));
  const legalName = settings?.legalName ?? organization?.name ?? '';
  return {
    legalName,
    ein: settings?.ein ?? null,
    addressLines: (settings?.address ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    phone: settings?.phone ?? null,
    website: settings?.website ?? null,
    signerName: settings?.signerName ?? null,
    signerTitle: settings?.signerTitle ?? null,
    message: statementMessage(settings?.message ?? DEFAULT_STATEMENT_MESSAGE, {
      organization: legalName,
      period: periodText(period.start, period.end, ' and '),
    }),
    logoSvg: organization?.logoSvg ?? null,
  };
}

/** The organisation as its statements print it: the logo drawn as a PNG, in the renderer's threads. */
export async function printedOrganization(
  renderer: PdfRenderer,
  { logoSvg, ...organization }: StatementOrganizationSource,
): Promise<StatementOrganization> {
  return { ...organization, logoPng: await renderer.logo(logoSvg) };
}

/** One donor's statement: the organisation block, the donor, and their gifts of the period. */
export function statementInput(
  organization: StatementOrganization,
  period: { start: string; end: string },
  donor: { donorName: string; address: string | null },
  given: { gifts: StatementGift[]; inKind: StatementInKind[] },
  issuedOn = isoDay(new Date()),
): StatementInput {
  return {
    organization,
    donor: { name: donor.donorName, addressLines: (donor.address ?? '').split('\n').filter(Boolean) },
    period,
    gifts: given.gifts,
    inKind: given.inKind,
    issuedOn,
  };
}

type StatementInKind = StatementInput['inKind'][number];

/**
 * What the donors gave in the period, as their statements list it: gifts and refunds (donations,
 * committed batches' included), and in-kind gifts of committed batches in their own section.
 */
export async function givenInPeriod(
  db: Db | Tx,
  organizationId: string,
  donorIds: string[],
  period: { start: string; end: string },
) {
  const gifts = giftsByDonor(await q.giftsInPeriod(db, organizationId, donorIds, period.start, period.end));
  const inKind = new Map<string, StatementInKind[]>();
  for (const row of await inKindInPeriod(db, organizationId, donorIds, period.start, period.end)) {
    const items = inKind.get(row.donor_id) ?? [];
    items.push({ date: row.gift_date, description: row.description });
    inKind.set(row.donor_id, items);
  }
  return (donorId: string) => ({ gifts: gifts.get(donorId) ?? [], inKind: inKind.get(donorId) ?? [] });
}

/** The gifts query's rows grouped by donor, as the renderer takes them. */
function giftsByDonor(rows: Awaited<ReturnType<typeof q.giftsInPeriod>>) {
  const byDonor = new Map<string, StatementGift[]>();
  for (const row of rows) {
    const gifts = byDonor.get(row.donor_id) ?? [];
    gifts.push({ date: row.gift_date, fund: row.fund, amountCents: Number(row.amount_cents) });
    byDonor.set(row.donor_id, gifts);
  }
  return byDonor;
}
