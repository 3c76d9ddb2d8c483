// The statements bench (issue: giving statements): 5,000 donors' statements for one year drawn
// from a database of 1,000,000 gifts on a throwaway PostgreSQL 15, through the real API and
// generator: POST /api/statements/runs, then the 'generate statements' job as main runs it.
// Reports statements per second, the combined PDF's share, and the process's memory sampled every
// 100 ms (peak, and the first half of the run against the second: flat or growing).
//
// STATEMENT_BENCH_DONORS: donors who gave in the year (default 5,000); STATEMENT_BENCH_GIFTS:
// gifts in the whole database (default 1,000,000); STATEMENT_BENCH_HOUSEHOLDS: two-person
// households of those donors, both giving jointly, one statement each (default 1,000; 0 gives
// the run without households); STATEMENT_BENCH_PLEDGERS: donors of the year, outside the
// households, who pledged to a campaign on the Building fund over the year (default 2,000), so
// their statements list the pledge.

import { buffer } from 'node:stream/consumers';
import { PDFDocument } from 'pdf-lib';
import type pg from 'pg';
import { STATEMENT_SETTINGS } from '../apps/server/test/statement-settings';
import { withStewardOnPostgres } from './steward-on-postgres';

const line = (label: string, text: string) => console.log(`${label.padEnd(52)} ${text}`);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const YEAR = 2025;

/**
 * The first `2 * count` of the year's donors (in the order they were written) joined in pairs,
 * the first of each pair its primary member, both giving jointly: `count` joint statements, each
 * in place of two.
 */
async function addHouseholds(admin: pg.Client, organization: string, count: number) {
  if (count === 0) return;
  await admin.query(
    `with pairs as (
       select id, (n + 1) / 2 as pair, n % 2 = 1 as leads
       from (select id, row_number() over (order by created_at, id) as n from donors where organization_id = $1) d
       where n <= 2 * $2::int
     ), made as (
       insert into households (organization_id, name, primary_donor_id)
       select $1, 'Household ' || pair, id from pairs where leads
       returning id, primary_donor_id
     )
     -- The primary member joined first, as when an admin joins a second donor to a first.
     insert into household_members (organization_id, household_id, donor_id, joined_at)
     select $1, made.id, pairs.id, now() - make_interval(secs => case when pairs.leads then 1 else 0 end)
     from pairs join pairs lead on lead.pair = pairs.pair and lead.leads
       join made on made.primary_donor_id = lead.id`,
    [organization, count],
  );
}

/**
 * A campaign on the Building fund over YEAR, and a monthly pledge of each of `count` donors of the
 * year who are in no household (those after the households' 2 * `households`).
 */
async function addPledges(admin: pg.Client, organization: string, households: number, count: number) {
  if (count === 0) return;
  await admin.query(
    `insert into funds (organization_id, name) values ($1, 'Building') on conflict (organization_id, name) do nothing`,
    [organization],
  );
  const campaign = (
    await admin.query<{ id: string }>(
      `insert into campaigns (organization_id, name, start_date, end_date, goal_cents)
       values ($1, 'Building Campaign ' || $2::int, make_date($2, 1, 1), make_date($2, 12, 31), 100000000) returning id`,
      [organization, YEAR],
    )
  ).rows[0]?.id;
  await admin.query(
    `insert into campaign_funds (organization_id, campaign_id, fund_id)
     select $1, $2, id from funds where organization_id = $1 and name = 'Building'`,
    [organization, campaign],
  );
  await admin.query(
    `insert into pledges (organization_id, campaign_id, donor_id, amount_cents, frequency, start_date, end_date)
     select $1, $2, id, 120000, 'monthly', make_date($5, 1, 1), make_date($5, 12, 31)
     from (select id, row_number() over (order by created_at, id) as n from donors where organization_id = $1) d
     where n > 2 * $3::int and n <= 2 * $3::int + $4::int`,
    [organization, campaign, households, count, YEAR],
  );
}

/**
 * What the run must have made: one statement per giver, less one per household (its two givers
 * share one), each stored, every gift of the year on exactly one, and the households' statements
 * joint ones of two givers. Throws otherwise; the figures mean nothing for a wrong run.
 */
async function checkRun(
  admin: pg.Client,
  runId: string,
  expected: { givers: number; households: number; gifts: number },
) {
  const row = (
    await admin.query<{ statements: number; stored: number; joint: number; pairs: number; gifts: number }>(
      `select count(*)::int as statements, count(storage_key)::int as stored,
         count(*) filter (where household_id is not null)::int as joint,
         count(*) filter (where jsonb_array_length(givers) = 2)::int as pairs,
         coalesce(sum(gift_count), 0)::int as gifts
       from statement_documents where run_id = $1`,
      [runId],
    )
  ).rows[0];
  const statements = expected.givers - expected.households;
  const wrong = [
    row?.statements === statements ? '' : `${row?.statements} statements, not ${statements}`,
    row?.stored === statements ? '' : `${row?.stored} stored PDFs, not ${statements}`,
    row?.joint === expected.households ? '' : `${row?.joint} joint statements, not ${expected.households}`,
    row?.pairs === expected.households ? '' : `${row?.pairs} of two givers, not ${expected.households}`,
    row?.gifts === expected.gifts ? '' : `${row?.gifts} gifts on statements, not ${expected.gifts}`,
  ].filter(Boolean);
  if (wrong.length > 0) throw new Error(`the run is wrong: ${wrong.join('; ')}`);
  return statements;
}

export async function benchStatements(
  givers = Number(process.env.STATEMENT_BENCH_DONORS ?? 5_000),
  gifts = Number(process.env.STATEMENT_BENCH_GIFTS ?? 1_000_000),
  households = Number(process.env.STATEMENT_BENCH_HOUSEHOLDS ?? 1_000),
  pledgers = Number(process.env.STATEMENT_BENCH_PLEDGERS ?? 2_000),
) {
  if (households * 2 + pledgers > givers)
    throw new Error(
      `${households} two-person households and ${pledgers} pledgers need ${households * 2 + pledgers} givers`,
    );
  return withStewardOnPostgres(
    { settings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] },
    async ({ app, cookie, admin }) => {
      const started = performance.now();
      const [ids] = (
        await admin.query<{ organization: string }>(
          `select o.id as organization from organizations o join users u on true where u.email = 'demo@example.org' limit 1`,
        )
      ).rows;
      const organization = ids?.organization as string;
      // The demo's own giving goes: the bench's donors are the organisation's only ones. Four
      // times as many donors as give in the year, the others lapsed before it; every donor has a
      // US address (postal codes spread, for the printing order).
      await admin.query('delete from donations where organization_id = $1', [organization]);
      await admin.query('delete from donor_years where organization_id = $1', [organization]);
      await admin.query('delete from donation_months where organization_id = $1', [organization]);
      // The demo's contribution batches name its donors (and keep them: on delete restrict).
      await admin.query('delete from contribution_batches where organization_id = $1', [organization]);
      // Its households, campaign and pledges too: the bench makes its own.
      await admin.query('delete from pledges where organization_id = $1', [organization]);
      await admin.query('delete from campaigns where organization_id = $1', [organization]);
      await admin.query('delete from households where organization_id = $1', [organization]);
      await admin.query('delete from donors where organization_id = $1', [organization]);
      const donors = givers * 4;
      await admin.query(
        `insert into donors (organization_id, donor_key, first_name, last_name, email, address_line1, city, region, postal_code, country)
           select $1, 'donor ' || n, 'Donor', 'Number ' || n, 'donor' || n || '@example.org',
             n || ' Main Street', 'Springfield', 'IL', lpad(((n * 7919) % 99999)::text, 5, '0'), 'USA'
           from generate_series(1, $2::int) as n`,
        [organization, donors],
      );
      // Gifts: the first `givers` donors give in YEAR and the years before; the rest only before.
      await admin.query(
        `insert into donations (organization_id, donor_id, gift_date, amount_cents, fund, occurrence)
           select $1, d.id,
             case when d.n <= $3 and g % 5 = 0 then make_date($4, 1 + g % 12, 1 + g % 28)
                  else make_date($4 - 1 - g % 6, 1 + g % 12, 1 + g % 28) end,
             500 + (g * 37) % 50000, (array['General', 'Building', 'Missions'])[1 + g % 3], g
           from (select id, row_number() over (order by created_at, id) as n from donors where organization_id = $1) d,
             generate_series(1, ceil($2::numeric / $5)::int) as g`,
        [organization, gifts, givers, YEAR, donors],
      );
      await addHouseholds(admin, organization, households);
      await addPledges(admin, organization, households, pledgers);
      await admin.query('analyze');
      const counts = (
        await admin.query<{ gifts: string; givers: string; yearGifts: string; households: string }>(
          `select count(*) as gifts, count(distinct donor_id) filter (where gift_date >= make_date($2, 1, 1)) as givers,
             count(*) filter (where gift_date between make_date($2, 1, 1) and make_date($2, 12, 31)) as "yearGifts",
             (select count(*) from households where organization_id = $1) as households
             from donations where organization_id = $1`,
          [organization, YEAR],
        )
      ).rows[0];
      line(
        `\nStatements: ${Number(counts?.givers).toLocaleString('en-US')} donors of ${YEAR}, ${Number(counts?.households).toLocaleString('en-US')} households of 2, ${pledgers.toLocaleString('en-US')} pledgers`,
        `from ${Number(counts?.gifts).toLocaleString('en-US')} gifts of ${donors.toLocaleString('en-US')} donors, PostgreSQL 15; written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );

      // A run is refused until the organisation's statement settings are saved.
      const settings = await app.inject({
        method: 'PUT',
        url: '/api/statements/settings',
        headers: { cookie, 'x-steward-csrf': '1', 'content-type': 'application/json' },
        payload: STATEMENT_SETTINGS,
      });
      if (settings.statusCode !== 200) throw new Error(`settings: ${settings.statusCode} ${settings.body}`);
      const created = await app.inject({
        method: 'POST',
        url: '/api/statements/runs',
        headers: { cookie, 'x-steward-csrf': '1', 'content-type': 'application/json' },
        payload: { period: { start: `${YEAR}-01-01`, end: `${YEAR}-12-31` }, donors: { kind: 'all' } },
      });
      if (created.statusCode !== 202) throw new Error(`run: ${created.statusCode} ${created.body}`);
      const runId = created.json().id as string;

      const samples: { at: number; rss: number }[] = [];
      const begin = performance.now();
      const sampler = setInterval(
        () => samples.push({ at: performance.now() - begin, rss: process.memoryUsage().rss }),
        100,
      );
      let statementsDoneAt = 0;
      const watcher = setInterval(async () => {
        const row = (
          await admin.query<{ done: number; count: number }>(
            'select donors_done as done, donor_count as count from statement_runs where id = $1',
            [runId],
          )
        ).rows[0];
        if (row && row.done === row.count && statementsDoneAt === 0)
          statementsDoneAt = performance.now() - begin;
      }, 200);
      const job = app.schedule.jobs.find((candidate) => candidate.name === 'generate statements');
      if (!job) throw new Error('no statement job');
      await job.run();
      const total = performance.now() - begin;
      clearInterval(sampler);
      clearInterval(watcher);
      const run = (
        await app.inject({ method: 'GET', url: `/api/statements/runs/${runId}`, headers: { cookie } })
      ).json();
      if (run.status !== 'done') throw new Error(`run ended ${run.status}: ${run.error}`);
      const statements = await checkRun(admin, runId, {
        givers: Number(counts?.givers),
        households: Number(counts?.households),
        gifts: Number(counts?.yearGifts),
      });
      if (run.donorCount !== statements) throw new Error(`the run counts ${run.donorCount} statements`);
      const size = (
        await admin.query<{ bytes: string }>(
          'select sum(size_bytes) as bytes from statement_documents where run_id = $1',
          [runId],
        )
      ).rows[0];
      // The combined PDF as storage holds it (read after the run, outside its figures).
      const combinedKey = (
        await admin.query<{ key: string }>('select combined_key as key from statement_runs where id = $1', [
          runId,
        ])
      ).rows[0]?.key;
      if (!combinedKey) throw new Error(`run has no combined PDF: ${run.printError}`);
      const combined = await buffer(await app.storage.get(combinedKey));
      const combinedPages = (await PDFDocument.load(combined, { updateMetadata: false })).getPageCount();
      // Every statement is printed: a page at least each (a long one may take more).
      if (combinedPages < statements)
        throw new Error(`the combined PDF has ${combinedPages} pages for ${statements} statements`);
      const peak = Math.max(...samples.map((s) => s.rss));
      const half = (from: number, to: number) =>
        Math.max(...samples.filter((s) => s.at >= from && s.at < to).map((s) => s.rss));
      const statementsMs = statementsDoneAt || total;
      line(
        `  ${run.donorCount.toLocaleString('en-US')} statements and the combined PDF`,
        `${(total / 1000).toFixed(1)} s (target < 60 s): ${total < 60_000 ? 'meets the target' : 'MISSES the target'}`,
      );
      line(
        '    of which the statements, one PDF each',
        `${(statementsMs / 1000).toFixed(1)} s, ${((run.donorCount / statementsMs) * 1000).toFixed(0)} PDFs/s, ${mib(Number(size?.bytes))} in all`,
      );
      line(
        '    and the combined PDF, written as made',
        `${((total - statementsMs) / 1000).toFixed(1)} s, ${mib(combined.length)}, ${combinedPages.toLocaleString('en-US')} pages`,
      );
      const [first, second] = [half(0, total / 2), half(total / 2, total + 1)];
      const [making, combining] = [half(0, statementsMs), half(statementsMs, total + 1)];
      // Flat: the later part peaks no higher than the earlier, give or take the collector's
      // timing (5%); judged by halves of the run and by its two phases.
      const flatHalves = second <= first * 1.05;
      const flatPhases = combining <= making * 1.05;
      const flat = flatHalves && flatPhases;
      line(
        '  memory (RSS of the process) during the run',
        `peak ${mib(peak)}; highest in the first half ${mib(first)}, in the second ${mib(second)}`,
      );
      line('    while the statements were made; the combined PDF', `${mib(making)}; ${mib(combining)}`);
      line(
        '    highest in each tenth of the run',
        Array.from({ length: 10 }, (_, i) => half((total * i) / 10, (total * (i + 1)) / 10))
          .map((bytes) => (bytes / 1024 / 1024).toFixed(0))
          .join(' '),
      );
      line(
        '  verdict (< 60 s, flat memory)',
        total < 60_000 && flat
          ? 'met'
          : `missed (${[
              total < 60_000 ? '' : 'time',
              flatHalves ? '' : `second half +${((second / first - 1) * 100).toFixed(0)}%`,
              flatPhases ? '' : `combined PDF +${((combining / making - 1) * 100).toFixed(0)}%`,
            ]
              .filter(Boolean)
              .join(', ')})`,
      );
    },
  );
}
