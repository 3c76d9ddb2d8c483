// The batch PDFs bench (target: a batch report and a deposit slip PDF for 500 gifts, each under 2 s):
// a batch of 500 checks rendered as production renders it, by the PdfRenderer in a worker thread
// (its request, the layout, the HarfBuzz subsets and the bytes back), after one warm-up each.
// The API's own share (reading the batch) belongs to the batch routes.

import type { BatchReportInput, DepositSlipInput } from '../apps/server/src/platform/pdf';
import { PdfRenderer } from '../apps/server/src/platform/pdf';

const TARGET_MS = 2_000;
const RUNS = 5;
const GIFTS = 500;

const organization = {
  legalName: 'Grace Community Church',
  addressLines: ['123 Main Street', 'Springfield, IL 62701'],
};
const checks = Array.from({ length: GIFTS }, (_, i) => ({
  checkNumber: String(1000 + i),
  donorName: `Donor Number ${i + 1}`,
  amountCents: 2_500 + ((i * 7919) % 50_000),
}));
const checkCents = checks.reduce((sum, check) => sum + check.amountCents, 0);

const report: BatchReportInput = {
  organization,
  batch: {
    name: 'Sunday 9:00, Nov 22 2026',
    receivedDate: '2026-11-22',
    depositDate: '2026-11-23',
    bankAccount: 'First National 4471',
    note: null,
    state: 'committed',
  },
  control: { count: GIFTS, totalCents: checkCents, cashCents: 0, checkCents },
  figures: {
    count: GIFTS,
    totalCents: checkCents,
    cashCents: 0,
    checkCents,
    inKindCount: 0,
    countVariance: 0,
    totalVariance: 0,
    cashVariance: 0,
    checkVariance: 0,
  },
  byFund: [{ fund: '', count: GIFTS, totalCents: checkCents }],
  byMethod: [{ method: 'Check', count: GIFTS, totalCents: checkCents }],
  checks,
  inKind: [],
  adjustments: [],
  hands: [
    { name: 'Maria Lopez', giftsEntered: GIFTS / 2, changedAt: null },
    { name: 'Tom Hale', giftsEntered: GIFTS / 2, changedAt: null },
  ],
  committedBy: 'Ann Lee',
  committedAt: '2026-11-22',
  loneCommit: false,
  generatedOn: '2026-11-25',
};

const slip: DepositSlipInput = {
  organization,
  batchName: report.batch.name,
  bankAccount: report.batch.bankAccount,
  depositDate: '2026-11-23',
  checks,
  cashCents: 0,
  checkCents,
  totalCents: checkCents,
};

export async function benchBatchPdfs() {
  const renderer = new PdfRenderer({
    limits: { threads: 1, timeoutMs: 60_000, memoryMb: 256 },
    log: console,
  });
  try {
    for (const [label, render] of [
      [`batch report PDF, ${GIFTS} checks (worker)`, () => renderer.renderBatchReport(report)],
      [`deposit slip PDF, ${GIFTS} checks (worker)`, () => renderer.renderDepositSlip(slip)],
    ] as const) {
      const first = await render();
      if (!first.ok) throw new Error(first.reason);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const rendered = await render();
        samples.push(performance.now() - started);
        if (!rendered.ok) throw new Error(rendered.reason);
      }
      const median = [...samples].sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
      console.log(
        `${label.padEnd(52)} median ${median.toFixed(0)} ms over ${RUNS} runs (target < ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'MISSED'}), ${(first.bytes.length / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    await renderer.close();
  }
}
