import type { BatchInput, GiftEntryInput } from '@steward/domain';
import {
  batchInputSchema,
  defaultBatchName,
  giftEntryInputSchema,
  givingSettingsInputSchema,
  newFundInputSchema,
} from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { queryRows } from '@/db/client';
import { addGift, commitBatch, createBatch, depositBatch, leaveBatch } from '@/modules/batches/service';
import { addFundAliases, createFund, saveGivingSettings } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';
import type { Storage } from '@/platform/storage/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's general fund: the giving export's name for it, and the batches'. */
const GENERAL_FUND = 'General Fund';

/**
 * The demo organisation's fund list, each with ledger accounts both accounting imports take (a
 * QuickBooks Online name, a Xero code), so the accounting export works out of the box. The giving
 * export (sample-giving.ts) names the first three; the Sunday counts use Youth too.
 */
const DEMO_FUNDS = [
  {
    name: GENERAL_FUND,
    description: 'Tithes and offerings for the ministry and running of the church.',
    restricted: false,
    quickbooksAccount: 'Contributions:General Fund',
    xeroAccountCode: '4000',
  },
  {
    name: 'Missions',
    description: 'Given for the mission partners the church supports.',
    restricted: true,
    quickbooksAccount: 'Contributions:Missions',
    xeroAccountCode: '4100',
  },
  {
    name: 'Building Fund',
    description: 'The roof and the fellowship hall: spent on the building only.',
    restricted: true,
    quickbooksAccount: 'Contributions:Building Fund',
    xeroAccountCode: '4200',
  },
  {
    name: 'Youth',
    description: 'Youth group trips and camps.',
    restricted: false,
    quickbooksAccount: 'Contributions:Youth',
    xeroAccountCode: '4300',
  },
];

/**
 * The fund list and the bank's ledger accounts, before the giving export is merged: its funds
 * land on the list's (one each, no duplicates) rather than being added without accounts, and so do
 * the funds of a file a visitor imports that names none, or names "General".
 */
export async function seedDemoFunds(database: Database, storage: Storage, treasurer: MemberContext) {
  const deps = { db: database.db, storage };
  for (const fund of DEMO_FUNDS) {
    const created = await createFund(deps, treasurer, newFundInputSchema.parse(fund));
    // A file's gifts without a fund, or to "General", are the general fund's: not a second one.
    if (created.name === GENERAL_FUND) await addFundAliases(deps, treasurer, created.id, ['', 'General']);
  }
  await saveGivingSettings(
    deps,
    treasurer,
    givingSettingsInputSchema.parse({
      dualControl: true,
      bankQuickbooksAccount: 'Operating Checking',
      bankXeroAccountCode: '1010',
      xeroTaxRate: 'Tax Exempt',
    }),
  );
}
const day = (date: Date) => date.toISOString().slice(0, 10);

type Gift = Omit<GiftEntryInput, 'giftDate'>;

const checkFrom = (donorId: string, cents: number, checkNumber: string, fund = GENERAL_FUND): Gift => ({
  donor: { kind: 'existing', donorId },
  method: 'check',
  checkNumber,
  allocations: [{ fund, amountCents: cents }],
});
const cashFrom = (donorId: string | null, cents: number): Gift => ({
  donor: donorId ? { kind: 'existing', donorId } : { kind: 'anonymous' },
  method: 'cash',
  allocations: [{ fund: GENERAL_FUND, amountCents: cents }],
});

/** The count sheet of a batch's gifts: the number and total, cash and checks apart (in-kind aside). */
function countSheet(gifts: Gift[]) {
  const counted = gifts.filter((g) => g.method !== 'in_kind');
  const sum = (list: Gift[]) =>
    list.reduce((total, g) => total + g.allocations.reduce((s, a) => s + (a.amountCents ?? 0), 0), 0);
  return {
    expectedCount: counted.length,
    expectedTotalCents: sum(counted),
    expectedCashCents: sum(counted.filter((g) => g.method === 'cash')),
    expectedCheckCents: sum(counted.filter((g) => g.method === 'check')),
  };
}

export interface DemoPeople {
  /** Commits (the demo admin): a second person, since the counter entered the gifts. */
  treasurer: MemberContext;
  /** Enters the Sunday count (a counter). */
  counter: MemberContext;
}

/**
 * Three Sunday counts, so a new user sees batches working: the two last Sundays committed (the
 * earlier one deposited) and this Sunday's still open and not yet balanced, with cash, checks, a
 * check split across two funds, loose cash and an in-kind gift. They go through the same services
 * as the pages (so the committed gifts are donations, in every figure).
 */
export async function seedDemoBatches(
  database: Database,
  storage: Storage,
  organizationId: string,
  people: DemoPeople,
  now: Date,
) {
  const deps = { db: database.db, storage };
  const donors = (
    await queryRows<{ id: string }>(
      database.db,
      sql`select id from donors where organization_id = ${organizationId}
          order by total_cents desc, id limit 6`,
    )
  ).map((row) => row.id);
  if (donors.length < 6) return;
  const [a, b, c, d, e, f] = donors as [string, string, string, string, string, string];
  const sunday = new Date(now.getTime() - now.getUTCDay() * DAY_MS);
  const counts: { weeksAgo: number; gifts: Gift[] }[] = [
    {
      weeksAgo: 2,
      gifts: [
        checkFrom(a, 25_000, '1042'),
        checkFrom(b, 10_000, '318'),
        {
          ...checkFrom(c, 0, '2207'),
          allocations: [
            { fund: GENERAL_FUND, amountCents: 15_000 },
            { fund: 'Missions', amountCents: 5_000 },
          ],
        },
        cashFrom(d, 4_000),
        cashFrom(null, 6_350),
      ],
    },
    {
      weeksAgo: 1,
      gifts: [
        checkFrom(a, 25_000, '1043'),
        checkFrom(e, 7_500, '5521', 'Building Fund'),
        cashFrom(null, 4_825),
        {
          donor: { kind: 'existing', donorId: f },
          method: 'in_kind',
          inKindDescription: 'Twelve boxes of canned food for the food pantry',
          allocations: [{ fund: GENERAL_FUND, amountCents: null }],
        },
      ],
    },
    {
      weeksAgo: 0,
      gifts: [
        checkFrom(b, 10_000, '319'),
        {
          ...checkFrom(c, 0, '2208'),
          allocations: [
            { fund: GENERAL_FUND, amountCents: 12_000 },
            { fund: 'Youth', amountCents: 3_000 },
          ],
        },
        cashFrom(null, 5_210),
        {
          donor: { kind: 'existing', donorId: d },
          method: 'in_kind',
          inKindDescription: 'A used upright piano for the fellowship hall',
          allocations: [{ fund: GENERAL_FUND, amountCents: null }],
        },
      ],
    },
  ];
  for (const { weeksAgo, gifts } of counts) {
    const receivedDate = day(new Date(sunday.getTime() - weeksAgo * 7 * DAY_MS));
    const open = weeksAgo === 0;
    const sheet = countSheet(gifts);
    const input: BatchInput = {
      name: defaultBatchName(receivedDate, '9:00'),
      receivedDate,
      bankAccount: 'Operating, ...4417',
      ...sheet,
      // This Sunday's count is still being entered: one check is missing.
      ...(open
        ? {
            expectedCount: sheet.expectedCount + 1,
            expectedTotalCents: sheet.expectedTotalCents + 5_000,
            expectedCheckCents: sheet.expectedCheckCents + 5_000,
          }
        : {}),
      defaultFund: GENERAL_FUND,
      defaultMethod: 'check',
    };
    const detail = await createBatch(deps, people.treasurer, batchInputSchema.parse(input));
    const batchId = detail.batch.id;
    for (const gift of gifts) {
      await addGift(
        deps,
        people.counter,
        batchId,
        giftEntryInputSchema.parse({ ...gift, giftDate: receivedDate }),
      );
    }
    await leaveBatch(deps, people.counter, batchId);
    if (open) continue;
    await commitBatch(deps, people.treasurer, batchId);
    if (weeksAgo === 2) {
      await depositBatch(deps, people.treasurer, batchId, day(new Date(Date.parse(receivedDate) + DAY_MS)));
    }
  }
}
