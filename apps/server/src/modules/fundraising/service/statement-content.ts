import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DEFAULT_STATEMENT_MESSAGE, isoDay, periodText, statementMessage } from '@steward/domain';
import type { Tx } from '@/db/client';
import * as q from '../queries/statements';
import type { StatementGift, StatementInput, StatementOrganization } from '../statements/pdf';

/** The logo is drawn at most this size (pixels) for print: about 2 x 0.67 inches at 300 dpi. */
const LOGO_BOX = { width: 600, height: 200 };

/**
 * The organisation's logo (an SVG, sanitised when it was uploaded) as a PNG for the PDF, drawn
 * into a fixed box so its declared size cannot ask for more pixels. Null when it cannot be drawn.
 */
async function logoPng(svg: string): Promise<Uint8Array | null> {
  try {
    const image = await loadImage(Buffer.from(svg));
    if (!image.width || !image.height) return null;
    const scale = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height);
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, 0, 0, width, height);
    return canvas.toBuffer('image/png');
  } catch {
    return null;
  }
}

/** What every statement of a period says about the organisation: its settings, or their suggestions. */
export async function statementOrganization(
  tx: Tx,
  organizationId: string,
  period: { start: string; end: string },
): Promise<StatementOrganization> {
  const organization = await q.organizationForStatements(tx, organizationId);
  const settings = await q.findSettings(tx, organizationId);
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
    logoPng: organization?.logoSvg ? await logoPng(organization.logoSvg) : null,
  };
}

/** One donor's statement: the organisation block, the donor, and their gifts of the period. */
export function statementInput(
  organization: StatementOrganization,
  period: { start: string; end: string },
  donor: { donorName: string; address: string | null },
  gifts: StatementGift[],
  issuedOn = isoDay(new Date()),
): StatementInput {
  return {
    organization,
    donor: { name: donor.donorName, addressLines: (donor.address ?? '').split('\n').filter(Boolean) },
    period,
    gifts,
    issuedOn,
  };
}

/** The gifts query's rows grouped by donor, as the renderer takes them. */
export function giftsByDonor(rows: Awaited<ReturnType<typeof q.giftsInPeriod>>) {
  const byDonor = new Map<string, StatementGift[]>();
  for (const row of rows) {
    const gifts = byDonor.get(row.donor_id) ?? [];
    gifts.push({ date: row.gift_date, fund: row.fund, amountCents: Number(row.amount_cents) });
    byDonor.set(row.donor_id, gifts);
  }
  return byDonor;
}
