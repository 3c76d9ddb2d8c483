import {
  DEFAULT_STATEMENT_MESSAGE,
  isoDay,
  periodText,
  type StatementSettings,
  statementMessage,
} from '@steward/domain';
import type { Db, Tx } from '@/db/client';
import { pledgeStatementContents, pledgesForStatements } from '@/modules/campaigns/service';
import { inKindInPeriod } from '@/modules/giving/service';
import type {
  PdfRenderer,
  StatementGift,
  StatementInput,
  StatementOrganization,
  StatementPledge,
} from '@/platform/pdf';
import type { StatementGiver } from '../queries/statements';
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

/** One donor's statement: the organisation block, the donor, their gifts and pledges of the period. */
export function statementInput(
  organization: StatementOrganization,
  period: { start: string; end: string },
  donor: { donorName: string; address: string | null },
  given: { gifts: StatementGift[]; inKind: StatementInKind[]; pledges: StatementPledge[] },
  options: { issuedOn?: string; title?: string | undefined } = {},
): StatementInput {
  return {
    organization,
    donor: { name: donor.donorName, addressLines: (donor.address ?? '').split('\n').filter(Boolean) },
    period,
    gifts: given.gifts,
    inKind: given.inKind,
    pledges: given.pledges,
    issuedOn: options.issuedOn ?? isoDay(new Date()),
    ...(options.title ? { title: options.title } : {}),
  };
}

type StatementInKind = StatementInput['inKind'][number];

/** A statement as its gifts are read for it: its donor, and a household's givers when it is joint. */
export interface StatementOwner {
  donorId: string;
  givers: StatementGiver[] | null;
}

/**
 * What the statements' donors gave in the period, as their statements list it: gifts and refunds
 * (donations, committed batches' included), and in-kind gifts of committed batches in their own
 * section. A household's joint statement lists every giver's, each with their first name, in date
 * order. Beside them, the pledges running in the period (pledgesForStatements).
 */
export async function givenInPeriod(
  db: Db | Tx,
  organizationId: string,
  statements: StatementOwner[],
  period: { start: string; end: string },
) {
  // Each giver's gifts go to the statement they are on, under their first name when it is joint.
  const onStatement = new Map<string, { statement: string; giver?: string }>();
  for (const { donorId, givers } of statements) {
    if (givers)
      for (const giver of givers)
        onStatement.set(giver.donorId, { statement: donorId, giver: giver.firstName });
    else onStatement.set(donorId, { statement: donorId });
  }
  const donorIds = [...onStatement.keys()];
  const gifts = new Map<string, StatementGift[]>();
  for (const row of await q.giftsInPeriod(db, organizationId, donorIds, period.start, period.end)) {
    const place = onStatement.get(row.donor_id);
    if (!place) continue;
    const items = gifts.get(place.statement) ?? [];
    const gift: StatementGift = {
      date: row.gift_date,
      fund: row.fund,
      amountCents: Number(row.amount_cents),
    };
    items.push(place.giver === undefined ? gift : { ...gift, giver: place.giver });
    gifts.set(place.statement, items);
  }
  const inKind = new Map<string, StatementInKind[]>();
  for (const row of await inKindInPeriod(db, organizationId, donorIds, period.start, period.end)) {
    const place = onStatement.get(row.donor_id);
    if (!place) continue;
    const items = inKind.get(place.statement) ?? [];
    const gift: StatementInKind = { date: row.gift_date, description: row.description };
    items.push(place.giver === undefined ? gift : { ...gift, giver: place.giver });
    inKind.set(place.statement, items);
  }
  for (const { donorId, givers } of statements) {
    if (!givers) continue;
    gifts.get(donorId)?.sort(giftOrder);
    inKind.get(donorId)?.sort((a, b) => a.date.localeCompare(b.date));
  }
  const pledges = await pledgesForStatements(db, organizationId, statements, period);
  return (donorId: string) => ({
    gifts: gifts.get(donorId) ?? [],
    inKind: inKind.get(donorId) ?? [],
    pledges: pledges(donorId),
  });
}

/** The gifts query's order across givers: by date, on one day the gifts first, then fund and amount. */
function giftOrder(a: StatementGift, b: StatementGift) {
  return (
    a.date.localeCompare(b.date) ||
    Number(a.amountCents < 0) - Number(b.amountCents < 0) ||
    a.fund.localeCompare(b.fund) ||
    Math.abs(a.amountCents) - Math.abs(b.amountCents)
  );
}

/** A run's statement as the generator reads it: its owner, and a pledge statement's pledge. */
export interface RunStatement extends StatementOwner {
  pledgeId: string | null;
}

/**
 * What a run's statements list and their heading: a giving run's, every gift of the period
 * (givenInPeriod); a pledge run's, each pledge and the gifts towards it up to the period's end
 * (pledgeStatementContents), under "Pledge Statement: {campaign}".
 */
export function runContents(run: { campaignId: string | null; campaignName: string | null }) {
  if (!run.campaignId) return { read: givenInPeriod, title: undefined };
  return {
    read: (
      db: Db | Tx,
      organizationId: string,
      statements: RunStatement[],
      period: { start: string; end: string },
    ) => pledgeStatementContents(db, organizationId, statements, period.end),
    title: `Pledge Statement: ${run.campaignName ?? ''}`,
  };
}
