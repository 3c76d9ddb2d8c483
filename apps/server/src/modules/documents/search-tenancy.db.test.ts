import { createTestApp } from '@test/app';
import { type Actor, buildWorld, call, upload, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A search finds its ids and its total outside row-level security, with the organisation as an
 * explicit condition (docs/decisions.md, "Search runs outside RLS, rows come back under it"). Two
 * organisations here hold documents with the same names, tags, descriptions and text; the other
 * organisation's copies say the words more often, so they would rank above one's own if the
 * search ever looked at them. For every kind of query, read page by page, a member sees exactly
 * their own organisation's matches: the total, every id, and full pages (an id of the other
 * organisation ranked into a page would leave a hole in it when the rows are read under RLS).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;
/** Each organisation's document ids, in the order of DOCUMENTS. */
const own = new Map<string, string[]>();

const PAGE_SIZE = 3;

/**
 * One organisation's documents. `louder` makes the other organisation's near-identical copy: the
 * same name, category and description, the words repeated in its tags and text (a higher rank).
 */
function documents(louder: boolean) {
  const loud = (words: string) => (louder ? `${words}. ${words}. ${words}.` : `${words}.`);
  const festival = (n: number) => ({
    filename: `Harvest Festival ${n}.txt`,
    category: n % 2 === 0 ? 'Operations' : 'Other',
    tags: louder ? 'harvest, festival' : n % 3 === 0 ? 'harvest' : 'planning',
    description: n % 2 === 0 ? 'Plans for the harvest festival' : 'Notes of the committee',
    text: `Meeting ${n} of the committee. ${loud('The harvest festival will be held in the hall')} Tea after.`,
  });
  return [
    ...[0, 1, 2, 3, 4, 5].map(festival),
    // Both words, not side by side, and only in the text.
    {
      filename: 'Choir Rota 6.txt',
      category: 'Operations',
      tags: 'music',
      description: 'Who sings when',
      text: `${loud('After the harvest supper the choir sings at the festival')} Robes are in the vestry.`,
    },
    // None of the words.
    {
      filename: 'Choir Rota 7.txt',
      category: 'Other',
      tags: 'music',
      description: 'Who sings when',
      text: 'The choir meets on Thursdays. Robes are in the vestry.',
    },
  ];
}

/** Each query kind of the search bench, with the documents (indexes in `documents`) it matches. */
const QUERIES: { kind: string; query: string; matches: number[] }[] = [
  { kind: 'one word', query: 'q=harvest', matches: [0, 1, 2, 3, 4, 5, 6] },
  { kind: 'a word of the text alone', query: 'q=supper', matches: [6] },
  { kind: 'two words', query: 'q=harvest%20festival', matches: [0, 1, 2, 3, 4, 5, 6] },
  {
    kind: 'quoted phrase',
    query: `q=${encodeURIComponent('"harvest festival"')}`,
    matches: [0, 1, 2, 3, 4, 5],
  },
  { kind: 'partial name', query: 'q=arvest%20fest', matches: [0, 1, 2, 3, 4, 5] },
  { kind: 'word + category', query: 'q=harvest&category=Operations', matches: [0, 2, 4, 6] },
  { kind: 'sorted by name', query: 'q=harvest&sort=name&order=asc', matches: [0, 1, 2, 3, 4, 5, 6] },
  {
    kind: 'sorted by name, descending',
    query: 'q=festival&sort=name&order=desc',
    matches: [0, 1, 2, 3, 4, 5, 6],
  },
];

interface Page {
  total: number;
  more: boolean;
  items: { id: string; snippet?: unknown }[];
}

async function searchPage(actor: Actor, query: string, page: number): Promise<Page> {
  const response = await call(t.app, 'GET', `/api/documents?${query}&pageSize=${PAGE_SIZE}&page=${page}`, {
    cookie: actor.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function uploaded(actor: Actor, document: ReturnType<typeof documents>[number]) {
  const { filename, text, ...fields } = document;
  const response = await upload(t.app, actor, { filename, content: text }, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function readTexts() {
  const job = t.app.schedule.jobs.find((candidate) => candidate.name === 'read document text');
  if (!job) throw new Error('no text reading job');
  await job.run();
}

beforeAll(async () => {
  t = await createTestApp({ TEXT_READERS: '1' });
  w = await buildWorld(t.app, 'searchtenancy');
  // Uploaded in turn, so that neither organisation's documents are all older than the other's.
  const a: string[] = [];
  const b: string[] = [];
  const loud = documents(true);
  for (const [index, quiet] of documents(false).entries()) {
    a.push(await uploaded(w.admin, quiet));
    b.push(await uploaded(w.otherMaster, loud[index] ?? quiet));
  }
  await readTexts();
  own.set(w.organizationA, a);
  own.set(w.organizationB, b);
  // Seven accounts (password hashing), sixteen uploads and their reading took 60 s on the busy
  // 2-core machine.
}, 120_000);
afterAll(() => t.close());

describe('a search never returns, counts or ranks another organisation’s documents', () => {
  for (const { kind, query, matches } of QUERIES) {
    it(`${kind}: totals, ids and full pages of one's own matches, for each organisation`, async () => {
      for (const [actor, organization] of [
        [w.admin, w.organizationA],
        [w.otherUser, w.organizationB],
      ] as const) {
        const expected = matches.map((index) => own.get(organization)?.[index]);
        const pages = Math.ceil(expected.length / PAGE_SIZE);
        const seen: string[] = [];
        for (let page = 1; page <= pages + 1; page++) {
          const found = await searchPage(actor, query, page);
          expect(found.total, `${organization} ${query} page ${page}`).toBe(expected.length);
          expect(found.more).toBe(false);
          // Full pages up to the last: no other organisation's id took a place on one.
          const room = Math.max(0, Math.min(PAGE_SIZE, expected.length - (page - 1) * PAGE_SIZE));
          expect(found.items, `${organization} ${query} page ${page}`).toHaveLength(room);
          seen.push(...found.items.map((item) => item.id));
        }
        expect(seen.toSorted(), `${organization} ${query}`).toEqual(expected.toSorted());
      }
    });
  }

  it('ranks one’s own documents by their own words: the louder copies elsewhere change nothing', async () => {
    // Organisation A's festival documents that carry the word in a tag rank first for it (weight A).
    const first = await searchPage(w.admin, 'q=harvest', 1);
    const tagged = [0, 3].map((index) => own.get(w.organizationA)?.[index]);
    expect(
      first.items
        .slice(0, 2)
        .map((item) => item.id)
        .toSorted(),
    ).toEqual(tagged.toSorted());
  });
});
