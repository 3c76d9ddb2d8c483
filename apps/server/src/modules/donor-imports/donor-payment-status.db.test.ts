import { createTestApp } from '@test/app';
import { mergeDonorImport, previewDonorFile } from '@test/donor-imports';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A payments export lists charges that never paid: Stripe's has failed and uncaptured charges
 * beside the paid ones, and refunded ones with the amount refunded beside them; PayPal's has denied
 * and pending payments. The status and the amount refunded keep them out of the gifts, so no giving
 * statement counts money that never arrived or went back.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'payment-status');
}, 60_000);
afterAll(async () => {
  await t.close();
});

// Stripe's payments export, cut to the columns that matter: Ann paid twice (one charge later
// refunded in part, which stays a gift), Ben's card failed, then paid; Cy's only charge was
// refunded in full; Dee's was never captured.
const STRIPE = [
  'id,Description,Created (UTC),Amount,Amount Refunded,Currency,Status,Customer Email,Card Name',
  'ch_1,Tithe,2025-02-01 14:22:05,100.00,0.00,usd,Paid,ann@example.org,Ann Lee',
  'ch_2,Tithe,2025-03-01 09:10:44,100.00,20.00,usd,Partially refunded,ann@example.org,Ann Lee',
  'ch_3,Missions,2025-03-02 18:01:12,250.00,0.00,usd,Failed,ben@example.org,Ben Ray',
  'ch_4,Missions,2025-03-03 08:30:00,250.00,0.00,usd,Paid,ben@example.org,Ben Ray',
  'ch_5,Building,2025-04-10 11:45:10,75.00,75.00,usd,Refunded,cy@example.org,Cy Fox',
  'ch_6,Building,2025-05-20 16:05:59,40.00,0.00,usd,Uncaptured,dee@example.org,Dee Park',
].join('\n');

function preview(actor: Actor, content: string) {
  return previewDonorFile(t.app, actor, 'unified_payments.csv', content);
}

function merge(actor: Actor, importId: string, mapping?: Record<string, number | null>) {
  return mergeDonorImport(t.app, actor, importId, mapping);
}

async function analysis(actor: Actor) {
  const response = await call(t.app, 'GET', '/api/donors/analysis', { cookie: actor.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("a payments export's status column", () => {
  it('finds the status column and counts the unpaid charges as dropped, by line', async () => {
    const body = await preview(w.admin, STRIPE);
    expect(body.mapping).toMatchObject({
      status: 6,
      amount: 3,
      amountRefunded: 4,
      date: 2,
      fullName: 8,
      email: 7,
    });
    expect(body).toMatchObject({ rowsRead: 6, rowsKept: 3, refunds: 0, canMergeDirectly: true });
    expect(body.dropped).toEqual([
      {
        reason: 'not_paid',
        label: 'Payment failed, pending, canceled or refunded',
        count: 3,
        lines: [4, 6, 7],
      },
    ]);
  });

  it('merges only the paid charges: no donor is made of a charge that never paid', async () => {
    const merged = await merge(w.admin, (await preview(w.admin, STRIPE)).importId);
    expect(merged).toMatchObject({ recordsAdded: 3, donorsAdded: 2 });
    // The screen merges such a file without a preview, so the merge says what it left out.
    expect(merged.dropped).toEqual([
      {
        reason: 'not_paid',
        label: 'Payment failed, pending, canceled or refunded',
        count: 3,
        lines: [4, 6, 7],
      },
    ]);
    expect(await analysis(w.admin)).toMatchObject({ totalDonors: 2, donationCount: 3, totalAmount: 450 });
    const directory = await call(t.app, 'GET', '/api/donors?q=Fox', { cookie: w.admin.cookie });
    expect(directory.json().items).toEqual([]);
  });

  it('adds nothing when a later export shows a charge already merged as refunded in part', async () => {
    const later = STRIPE.replace(',100.00,0.00,usd,Paid,', ',100.00,30.00,usd,Partially refunded,');
    expect(later).not.toBe(STRIPE);
    const merged = await merge(w.admin, (await preview(w.admin, later)).importId);
    expect(merged).toMatchObject({ recordsAdded: 0, donorsAdded: 0 });
    expect(await analysis(w.admin)).toMatchObject({ donationCount: 3, totalAmount: 450 });
  });

  it('imports every charge at its full amount when the admin sets both columns to none', async () => {
    const body = await preview(w.otherMaster, STRIPE);
    const merged = await merge(w.otherMaster, body.importId, {
      ...body.mapping,
      status: null,
      amountRefunded: null,
    });
    expect(merged).toMatchObject({ recordsAdded: 6, donorsAdded: 4, dropped: [] });
    expect(await analysis(w.otherMaster)).toMatchObject({ donationCount: 6, totalAmount: 815 });
    // The other organisation's choice changed nothing here.
    expect(await analysis(w.admin)).toMatchObject({ donationCount: 3, totalAmount: 450 });
  });
});
