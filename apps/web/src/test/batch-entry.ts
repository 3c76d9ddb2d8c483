import {
  type BatchDetail,
  type BatchGift,
  type BatchSummary,
  batchFigures,
  type DonorLookup,
  type EntryFund,
  type EntryFundList,
  type Fund,
  fundKey,
  type GiftEntryInput,
  giftEntryInputSchema,
  newFundInputSchema,
} from '@steward/domain';
import { type MockReply, type MockRequest, mockApi } from './api-mock';

export const BATCH_ID = '55555555-5555-4555-8555-555555555555';

export const JANE = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Jane Doe',
  envelopeNumber: '12',
  city: 'Springfield',
  household: null,
  pledges: [],
};
export const BOB = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Bob Lee',
  envelopeNumber: null,
  city: null,
  // Bob gives with his wife: a joint check found by the household's name or envelope is his.
  household: { name: 'Bob and Ann Lee', envelopeNumber: '104', primary: true },
  // The household pledged to the roof: a gift of Bob's to another fund is worth a word.
  pledges: [{ campaign: 'Roof Campaign', funds: ['Building Fund'] }],
};

/** The organisation's fund list: the General Fund, and the Building Fund whose money is restricted. */
export const FUNDS: EntryFund[] = [
  {
    id: '99999999-9999-4999-8999-000000000001',
    name: 'Building Fund',
    label: 'Building Fund',
    restricted: true,
  },
  {
    id: '99999999-9999-4999-8999-000000000002',
    name: 'General Fund',
    label: 'General Fund',
    restricted: false,
  },
  { id: '99999999-9999-4999-8999-000000000003', name: 'Missions', label: 'Missions', restricted: false },
  { id: '99999999-9999-4999-8999-000000000004', name: 'Youth Camp', label: 'Youth Camp', restricted: true },
];

const NO_FIGURES = { count: 0, totalCents: 0, cashCents: 0, checkCents: 0, inKindCount: 0 };

/**
 * "Sunday 9:00, Nov 22 2026", open, nothing entered: the count sheet says 3 gifts for $170.00,
 * $20.00 in cash and $150.00 in checks; new gifts are checks to the General Fund.
 */
export function openBatch(overrides: Partial<BatchSummary> = {}): BatchDetail {
  const control = {
    expectedCount: 3,
    expectedTotalCents: 17_000,
    expectedCashCents: 2_000,
    expectedCheckCents: 15_000,
  };
  const batch: BatchSummary = {
    id: BATCH_ID,
    name: 'Sunday 9:00, Nov 22 2026',
    receivedDate: '2026-11-22',
    depositDate: null,
    bankAccount: null,
    note: null,
    state: 'open',
    ...control,
    defaultFund: 'General Fund',
    defaultMethod: 'check',
    defaultGiftDate: null,
    figures: batchFigures(control, NO_FIGURES),
    createdBy: null,
    createdAt: '2026-11-22T12:00:00.000Z',
    committedBy: null,
    committedAt: null,
    loneCommit: false,
    depositedAt: null,
    exportedBy: null,
    exportedAt: null,
    firstCommittedAt: null,
    cashCount: null,
    ...overrides,
  };
  return {
    batch,
    gifts: [],
    entering: [],
    hands: [],
    adjustments: [],
    reopenRequest: null,
    attachments: [],
    can: {
      edit: true,
      editDetails: true,
      commit: false,
      commitRefusal: 'This batch does not balance yet',
      commitConfirmation: null,
      deposit: false,
      reopen: false,
      requestReopen: false,
      approveReopen: false,
      rejectReopen: false,
      adjust: false,
      delete: true,
      deleteRefusal: null,
    },
  };
}

/** Jane Doe's check 1042 for $50.00 to the General Fund, already entered. */
export function janesCheck(): BatchGift {
  return {
    id: '88888888-8888-4888-8888-888888888888',
    kind: 'entry',
    donor: { id: JANE.id, name: JANE.name, envelopeNumber: JANE.envelopeNumber },
    anonymous: false,
    method: 'check',
    checkNumber: '1042',
    giftDate: '2026-11-22',
    memo: null,
    inKindDescription: null,
    allocations: [{ fund: 'General Fund', amountCents: 5000 }],
    totalCents: 5000,
    adjustsGiftId: null,
    adjustmentReason: null,
    reversed: false,
    enteredBy: null,
    enteredAt: '2026-11-22T12:10:00.000Z',
    hasImage: false,
    warnings: [],
  };
}

interface FakeServerOptions {
  /** Answers a gift before the fake saves it: a 409 with warnings, a 400 refusal. */
  refuse?: (gift: GiftEntryInput, request: MockRequest) => MockReply | null;
  /** An admin may add a fund from the grid (the default); a counter may not. */
  canCreateFunds?: boolean;
}

/**
 * The batch routes the entry grid calls, over one batch kept in memory: saved gifts are counted
 * with the domain's own batchFigures, as the server counts them, and a fund not in the fund list
 * (FUNDS, and those added) is refused as the server refuses it. Returns the bodies of the gifts
 * sent, the funds added and every request made.
 */
export function fakeBatchServer(
  detail: BatchDetail,
  { refuse, canCreateFunds = true }: FakeServerOptions = {},
) {
  const gifts: BatchGift[] = [...detail.gifts];
  const sent: GiftEntryInput[] = [];
  const funds: EntryFund[] = [...FUNDS];
  const fundsAdded: string[] = [];
  let nextId = 1;

  function addFund(request: MockRequest): MockReply {
    if (!canCreateFunds) {
      return { status: 403, body: { error: { code: 'forbidden', message: 'Only an admin can add a fund' } } };
    }
    const input = newFundInputSchema.parse(request.body);
    const id = `99999999-9999-4999-8999-${String(100 + funds.length).padStart(12, '0')}`;
    const fund: Fund = {
      id,
      name: input.name,
      label: input.name,
      restricted: input.restricted,
      description: input.description,
      quickbooksAccount: input.quickbooksAccount,
      xeroAccountCode: input.xeroAccountCode,
      archived: false,
      giftCount: 0,
    };
    funds.push(fund);
    fundsAdded.push(fund.name);
    return { status: 201, body: fund };
  }

  function figures() {
    const counted = gifts.filter((gift) => gift.method !== 'in_kind');
    const sum = (list: BatchGift[]) => list.reduce((total, gift) => total + gift.totalCents, 0);
    return batchFigures(detail.batch, {
      count: counted.length,
      totalCents: sum(counted),
      cashCents: sum(counted.filter((gift) => gift.method === 'cash')),
      checkCents: sum(counted.filter((gift) => gift.method === 'check')),
      inKindCount: gifts.length - counted.length,
    });
  }

  function toGift(id: string, input: GiftEntryInput): BatchGift {
    const donor = input.donor;
    const known = [JANE, BOB].find((d) => donor.kind === 'existing' && d.id === donor.donorId);
    const named =
      donor.kind === 'new'
        ? {
            id: '66666666-6666-4666-8666-666666666666',
            name: `${donor.firstName} ${donor.lastName}`,
            envelopeNumber: null,
          }
        : known
          ? { id: known.id, name: known.name, envelopeNumber: known.envelopeNumber }
          : null;
    const allocations = input.allocations.map((line) => ({ fund: line.fund, amountCents: line.amountCents }));
    return {
      id,
      kind: 'entry',
      donor: named,
      anonymous: donor.kind === 'anonymous',
      method: input.method,
      checkNumber: input.checkNumber ?? null,
      giftDate: input.giftDate,
      memo: input.memo || null,
      inKindDescription: input.inKindDescription || null,
      allocations,
      totalCents: allocations.reduce((total, line) => total + (line.amountCents ?? 0), 0),
      adjustsGiftId: null,
      adjustmentReason: null,
      reversed: false,
      enteredBy: null,
      enteredAt: '2026-11-22T12:30:00.000Z',
      hasImage: false,
      warnings: [],
    };
  }

  function save(request: MockRequest, giftId: string | null): MockReply {
    // What the grid sends must be what the server accepts.
    const input = giftEntryInputSchema.parse(request.body) as GiftEntryInput;
    sent.push(request.body as GiftEntryInput);
    const unknown = input.allocations.find(
      (line) => !funds.some((f) => fundKey(f.name) === fundKey(line.fund)),
    );
    if (unknown) {
      const message = `Fund "${unknown.fund}" is not in the fund list`;
      return { status: 400, body: { error: { code: 'bad_request', message } } };
    }
    const refused = refuse?.(input, request);
    if (refused) return refused;
    const gift = toGift(giftId ?? `77777777-7777-4777-8777-${String(nextId++).padStart(12, '0')}`, input);
    const at = gifts.findIndex((g) => g.id === gift.id);
    if (at >= 0) gifts[at] = gift;
    else gifts.push(gift);
    return { status: giftId ? 200 : 201, body: { gift, figures: figures() } };
  }

  const path = `/api/batches/${BATCH_ID}`;
  const routes: Record<string, (request: MockRequest) => MockReply> = {
    'GET /api/batches/donor-lookup': () => {
      // The fake has the query string only through the last fetch: the grid asks with ?q=.
      const q = lastLookup().toLowerCase();
      const items = [JANE, BOB].filter((d) => d.name.toLowerCase().includes(q));
      return { body: { items } satisfies DonorLookup };
    },
    'GET /api/batches/funds': () => ({
      body: { items: funds, canCreate: canCreateFunds } satisfies EntryFundList,
    }),
    'POST /api/giving/funds': addFund,
    [`POST ${path}/gifts`]: (request) => save(request, null),
    [`PUT ${path}/presence`]: () => ({ status: 204 }),
    [`DELETE ${path}/presence`]: () => ({ status: 204 }),
  };
  for (const gift of gifts) {
    routes[`PATCH ${path}/gifts/${gift.id}`] = (request) => save(request, gift.id);
    routes[`DELETE ${path}/gifts/${gift.id}`] = () => {
      gifts.splice(gifts.indexOf(gift), 1);
      return { body: figures() };
    };
  }
  const fetchMock = mockApi(routes);

  function lastLookup(): string {
    const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    return urls.findLast((url) => url.pathname === '/api/batches/donor-lookup')?.searchParams.get('q') ?? '';
  }

  return {
    sent,
    fundsAdded,
    fetchMock,
    calls: (method: string, suffix: string) =>
      fetchMock.mock.calls.filter(
        ([url, init]) => (init?.method ?? 'GET') === method && String(url) === `${path}${suffix}`,
      ).length,
  };
}
