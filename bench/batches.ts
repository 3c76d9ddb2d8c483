// The contribution batches bench (issue: gifts entered by hand), on a throwaway PostgreSQL 15 through
// the real API: saving one gift with 10,000 gifts already entered in the organisation's year
// (target p99 under 50 ms), committing a batch of 500 gifts (target under 1 s, with the analytics
// right afterwards), and the batch report and deposit slip PDFs of that batch (target under 2 s).

import type { InjectOptions } from 'fastify';
import { withStewardOnPostgres } from './steward-on-postgres';

const line = (label: string, text: string) => console.log(`${label.padEnd(52)} ${text}`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const YEAR = new Date().getUTCFullYear();
const RECEIVED = `${YEAR}-03-01`;

export async function benchBatches() {
  return withStewardOnPostgres(
    { settings: ['fsync=off', 'synchronous_commit=off'] },
    async ({ app, cookie, admin }) => {
      const headers = { cookie, 'x-steward-csrf': '1', 'content-type': 'application/json' };
      const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
        const options: InjectOptions = { method, url, headers };
        if (payload !== undefined) options.payload = payload as object;
        const response = await app.inject(options);
        if (response.statusCode >= 300)
          throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
        return response;
      };
      const [{ organization } = { organization: '' }] = (
        await admin.query<{ organization: string }>(
          `select m.organization_id as organization from memberships m join users u on u.id = m.user_id
          where u.email = 'demo@example.org' limit 1`,
        )
      ).rows;
      // 500 donors to give, each with a few gifts before, so "10x the usual gift" has a median to read.
      const donors = (
        await admin.query<{ id: string }>(
          `insert into donors (organization_id, donor_key, first_name, last_name)
           select $1, 'batch bench ' || n, 'Bench', 'Donor ' || n from generate_series(1, 500) as n
         returning id`,
          [organization],
        )
      ).rows.map((row) => row.id);
      // The lone demo admin commits: dual control off, as a single-treasurer organisation runs it.
      const settings = (await call('GET', '/api/giving/settings')).json();
      await call('PUT', '/api/giving/settings', { ...settings, dualControl: false });

      const newBatch = async (name: string, count: number, totalCents: number) =>
        (
          await call('POST', '/api/batches', {
            name,
            receivedDate: RECEIVED,
            expectedCount: count,
            expectedTotalCents: totalCents,
            expectedCashCents: null,
            expectedCheckCents: null,
            defaultFund: 'General',
            defaultMethod: 'check',
          })
        ).json().id as string;
      const gift = (i: number) => ({
        donor: { kind: 'existing', donorId: donors[i % donors.length] },
        method: 'check',
        checkNumber: String(10_000 + i),
        giftDate: RECEIVED,
        allocations: [{ fund: 'General', amountCents: 2_000 + (i % 7) * 500 }],
        acknowledgeWarnings: true,
      });
      const centsOf = (from: number, count: number) =>
        Array.from({ length: count }, (_, k) => 2_000 + ((from + k) % 7) * 500).reduce((a, b) => a + b, 0);

      // 10,000 gifts of the year already entered, in 20 committed batches of 500, through the API.
      const started = performance.now();
      let entered = 0;
      const commitTimes: number[] = [];
      for (let b = 0; b < 20; b++) {
        const id = await newBatch(`Bench ${b + 1}`, 500, centsOf(entered, 500));
        for (let i = 0; i < 500; i++) await call('POST', `/api/batches/${id}/gifts`, gift(entered + i));
        entered += 500;
        const commitStart = performance.now();
        await call('POST', `/api/batches/${id}/commit`);
        commitTimes.push(performance.now() - commitStart);
      }
      line(
        '\nBatches: 10,000 gifts entered and committed',
        `in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );

      // Saving one gift with 10,000 in the year: the grid's Enter, measured per row.
      const measured = 500;
      const id = await newBatch('Bench measured', measured, centsOf(entered, measured));
      const saves: number[] = [];
      for (let i = 0; i < measured; i++) {
        const start = performance.now();
        await call('POST', `/api/batches/${id}/gifts`, gift(entered + i));
        saves.push(performance.now() - start);
      }
      line(
        'Saving a gift (10,000 in the year)',
        `median ${percentile(saves, 50).toFixed(1)} ms, p99 ${percentile(saves, 99).toFixed(1)} ms (target p99 < 50 ms)`,
      );

      const commitStart = performance.now();
      await call('POST', `/api/batches/${id}/commit`);
      const commitMs = performance.now() - commitStart;
      const analytics = await call('GET', '/api/donors/analysis');
      const analysisMs = performance.now() - commitStart;
      line(
        'Committing a batch of 500 gifts',
        `${commitMs.toFixed(0)} ms (earlier commits median ${percentile(commitTimes, 50).toFixed(0)} ms; target < 1 s); analytics read after ${analysisMs.toFixed(0)} ms (${analytics.statusCode})`,
      );

      for (const [label, url] of [
        ['Batch report PDF, 500 gifts', `/api/batches/${id}/report.pdf`],
        ['Deposit slip PDF, 500 gifts', `/api/batches/${id}/deposit-slip.pdf`],
      ] as const) {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const start = performance.now();
          await call('GET', url);
          times.push(performance.now() - start);
        }
        line(label, `median ${percentile(times, 50).toFixed(0)} ms over 5 (target < 2 s)`);
      }
    },
  );
}
