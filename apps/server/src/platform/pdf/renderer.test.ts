import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pdfPageLines } from '@test/pdf-text';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type BatchReportInput,
  CombinedStatements,
  type DepositSlipInput,
  type StatementInput,
} from './documents';
import { PdfRenderer } from './renderer';

const silent = { error: () => undefined, warn: () => undefined };

function renderer(limits: Partial<ConstructorParameters<typeof PdfRenderer>[0]['limits']> = {}) {
  const made = new PdfRenderer({
    limits: { threads: 1, timeoutMs: 30_000, memoryMb: 256, ...limits },
    log: silent,
  });
  afterAll(() => made.close());
  return made;
}

function statement(name: string, gifts = 1): StatementInput {
  return {
    organization: {
      legalName: 'Grace Community Church',
      ein: null,
      addressLines: [],
      phone: null,
      website: null,
      signerName: null,
      signerTitle: null,
      message: 'Thank you.',
      logoPng: null,
    },
    donor: { name, addressLines: ['12 Elm Street'] },
    period: { start: '2025-01-01', end: '2025-12-31' },
    gifts: Array.from({ length: gifts }, (_, i) => ({ date: '2025-03-01', fund: '', amountCents: 1000 + i })),
    inKind: [],
    issuedOn: '2026-01-05',
  };
}

async function* inputs(...items: StatementInput[]) {
  yield* items;
}

/** The combined PDF's outcome, and its parts as they were written. */
async function combined(made: PdfRenderer, items: AsyncIterable<StatementInput>) {
  const parts: Uint8Array[] = [];
  const outcome = await made.combined(items, async (part) => {
    parts.push(part);
  });
  return { outcome, parts, file: Buffer.concat(parts) };
}

async function text(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

const organization = { legalName: 'Grace Community Church', addressLines: [] };
const checks = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    checkNumber: String(i),
    donorName: `Donor ${i}`,
    amountCents: 100,
  }));

function batchReport(checkCount: number): BatchReportInput {
  return {
    organization,
    batch: {
      name: 'Sunday 9:00',
      receivedDate: '2026-11-22',
      depositDate: null,
      bankAccount: null,
      note: null,
      state: 'committed',
    },
    control: { count: checkCount, totalCents: checkCount * 100, cashCents: null, checkCents: null },
    figures: {
      count: checkCount,
      totalCents: checkCount * 100,
      cashCents: 0,
      checkCents: checkCount * 100,
      inKindCount: 0,
      countVariance: 0,
      totalVariance: 0,
      cashVariance: null,
      checkVariance: null,
    },
    byFund: [],
    byMethod: [],
    checks: checks(checkCount),
    inKind: [],
    adjustments: [],
    hands: [{ name: 'Maria Lopez', giftsEntered: checkCount, changedAt: null }],
    committedBy: 'Tom Hale',
    committedAt: '2026-11-22',
    loneCommit: false,
    generatedOn: '2026-11-25',
  };
}

const depositSlip: DepositSlipInput = {
  organization,
  batchName: 'Sunday 9:00',
  bankAccount: null,
  depositDate: '2026-11-23',
  checks: checks(2),
  cashCents: 500,
  checkCents: 200,
  totalCents: 700,
};

describe('PdfRenderer', () => {
  const shared = renderer();

  it('makes a statement and the combined PDF in worker threads', async () => {
    const one = await shared.statement(statement('Ann Lee'));
    expect(one.ok && (await text(one.bytes))).toContain('Ann Lee');
    const { outcome, file } = await combined(shared, inputs(statement('Ann Lee'), statement('Ben Ray')));
    expect(outcome).toEqual({ ok: true, size: file.length });
    const printed = await text(file);
    expect(printed.indexOf('Ann Lee')).toBeLessThan(printed.indexOf('Ben Ray'));
  });

  it('hands the combined PDF out while it is made: each statement before the next is read', async () => {
    const names = ['Ann Lee', 'Ben Ray', 'Cy Oak', 'Di Ash'];
    const parts: Uint8Array[] = [];
    const writtenBeforeEach: number[] = [];
    async function* watched() {
      for (const name of names) {
        writtenBeforeEach.push(parts.length);
        yield statement(name);
      }
    }
    const outcome = await shared.combined(watched(), async (part) => {
      parts.push(part);
    });
    expect(writtenBeforeEach).toEqual([0, 1, 2, 3]);
    expect(parts).toHaveLength(names.length + 1); // and the file's end
    const file = Buffer.concat(parts);
    expect(outcome).toEqual({ ok: true, size: file.length });
    const pages = await pdfPageLines(file);
    expect(pages.map((lines) => names.find((name) => lines.includes(name)))).toEqual(names);
  });

  it('makes a batch report and a deposit slip in worker threads', async () => {
    const report = await shared.renderBatchReport(batchReport(3));
    expect(report.ok && (await text(report.bytes))).toContain('Committed by: Tom Hale on November 22, 2026');
    const slip = await shared.renderDepositSlip(depositSlip);
    expect(slip.ok && (await text(slip.bytes))).toContain('Total deposit $7.00');
  });

  it('has nothing to combine when no statement was made', async () => {
    expect(await combined(shared, inputs())).toEqual({ outcome: null, parts: [], file: Buffer.alloc(0) });
  });

  it('gives the reason a treasurer reads when a statement or the combined PDF is past its limit', async () => {
    const slow = renderer({ timeoutMs: 200 });
    expect(await slow.statement(statement('Many Gifts', 20_000))).toEqual({
      ok: false,
      reason: 'Making the statement took longer than 0.2 seconds.',
    });
    expect((await combined(slow, inputs(statement('Many Gifts', 20_000)))).outcome).toEqual({
      ok: false,
      reason: 'Making the PDF for printing took longer than 0.2 seconds.',
    });
  });

  it('gives the reason when a batch report or a deposit slip is past its time limit or its input is wrong', async () => {
    const slow = renderer({ timeoutMs: 200 });
    expect(await slow.renderBatchReport(batchReport(20_000))).toEqual({
      ok: false,
      reason: 'Making the batch report took longer than 0.2 seconds.',
    });
    expect(await shared.renderDepositSlip({ ...depositSlip, depositDate: 'tomorrow' })).toEqual({
      ok: false,
      reason: 'Making the deposit slip failed unexpectedly.',
    });
  });

  it('gives the reason when the combined PDF needs more memory than its thread may use', async () => {
    const small = renderer({ memoryMb: 16 });
    const many = Array.from({ length: 400 }, (_, i) => statement(`Donor ${i}`, 50));
    expect((await combined(small, inputs(...many))).outcome).toEqual({
      ok: false,
      reason: 'Making the PDF for printing needed more memory than the 16 MB allowed.',
    });
  });
});

/**
 * The bytes still referenced after a full collection, whenever the collector would have run on
 * its own: the JavaScript heap's and those of the buffers outside it (a PDF part is a Buffer).
 * A thread's memory limit measures the collector's pace as much as what is kept: at 40 MB the
 * 1,500 statements passed with every page kept, and at 32 MB failed with none kept on busy cores.
 */
function liveBytes(): number {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  collect();
  collect(); // what the first one's finalizers let go
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

describe('CombinedStatements (what a combined-PDF thread runs)', () => {
  it('makes the combined PDF of 1,500 statements within the memory of one statement', async () => {
    const many = Array.from({ length: 1_500 }, (_, i) => statement(`Donor ${i}`, 12));
    // A run before, of the same statements, fills what the thread keeps for every run (each name's
    // laid-out line, in a cache of 2,000, and pdf-lib's object references), so the measured run's
    // growth is only what it keeps of what it has written.
    const warmUp = new CombinedStatements();
    for (const input of many) await warmUp.add(input);

    const folder = mkdtempSync(join(tmpdir(), 'steward-combined-'));
    try {
      const path = join(folder, 'statements.pdf');
      const file = openSync(path, 'w'); // the parts leave the heap as the storage takes them
      const made = new CombinedStatements();
      let written = 0;
      let start = { live: 0, written: 0 };
      for (const [index, input] of many.entries()) {
        const part = await made.add(input);
        writeSync(file, part);
        written += part.byteLength;
        if (index + 1 === 150) start = { live: liveBytes(), written };
      }
      const kept = liveBytes() - start.live;
      writeSync(file, made.finish());
      closeSync(file);

      // The 1,350 statements after the 150th wrote about 1.3 MB; of them the run keeps an offset
      // per object and a reference per page (120-140 KB measured). Keeping their pages' objects
      // kept 3.4 MB, keeping their bytes 4.7 MB: either is more than half of what was written.
      expect(kept).toBeLessThan((written - start.written) / 2);
      const doc = await PDFDocument.load(readFileSync(path), { updateMetadata: false });
      expect(doc.getPageCount()).toBe(1_500);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
