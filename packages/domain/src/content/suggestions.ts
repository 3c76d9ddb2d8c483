/** One of the organisation's earlier documents that reads like the new one. */
export interface SimilarDocument {
  category: string;
  tags: string[];
  /** 0..1, higher is more similar. */
  similarity: number;
}

export interface CategoryAndTagSuggestion {
  /** null when no category wins clearly. */
  category: string | null;
  /** Most voted first; empty when none is voted clearly. */
  tags: string[];
}

export interface SuggestOptions {
  /** At most this many tags; SUGGESTION_THRESHOLDS.maxTags by default. */
  maxTags?: number;
}

/**
 * The thresholds of suggestCategoryAndTags. Similarities are cosine-like scores in 0..1, so a
 * neighbour below 0.3 shares little more than boilerplate and is not counted at all.
 */
export const SUGGESTION_THRESHOLDS = {
  /** Neighbours less similar than this do not vote. */
  minSimilarity: 0.3,
  /** The winning category holds at least this share of the counted neighbours' summed similarity ... */
  categoryShare: 0.5,
  /** ... and one of its neighbours is at least this similar: several faint matches are no evidence. */
  categoryBestSimilarity: 0.5,
  /** A tag is suggested when at least this many counted neighbours carry it ... */
  tagMinNeighbours: 2,
  /** ... with at least this summed similarity (two neighbours averaging 0.5) ... */
  tagMinWeight: 1,
  /** ... or when the single most similar neighbour carries it and is at least this similar. */
  tagBestSimilarity: 0.8,
  /** How many tags, unless options.maxTags says otherwise. */
  maxTags: 5,
} as const;

/** Floating-point sums of equal votes may differ in their last digits; closer than this is a tie. */
const TIE = 1e-9;

/** Votes for one value, written in different cases or with spaces around it. */
interface Tally {
  weight: number;
  neighbours: number;
  best: number;
  /** Each spelling, with how many neighbours wrote it so. */
  spellings: Map<string, number>;
}

function vote(tallies: Map<string, Tally>, value: string, similarity: number): void {
  const spelling = value.trim();
  if (spelling === '') return;
  const key = spelling.toLowerCase();
  const tally = tallies.get(key) ?? { weight: 0, neighbours: 0, best: 0, spellings: new Map() };
  tally.weight += similarity;
  tally.neighbours += 1;
  tally.best = Math.max(tally.best, similarity);
  tally.spellings.set(spelling, (tally.spellings.get(spelling) ?? 0) + 1);
  tallies.set(key, tally);
}

/** The spelling most neighbours used; on a tie, the one seen first. */
function commonSpelling(tally: Tally): string {
  let chosen = '';
  let most = 0;
  for (const [spelling, count] of tally.spellings) {
    if (count > most) {
      chosen = spelling;
      most = count;
    }
  }
  return chosen;
}

/** By summed similarity, then by number of neighbours, then alphabetically (a stable order). */
function byVotes([keyA, a]: [string, Tally], [keyB, b]: [string, Tally]): number {
  if (Math.abs(b.weight - a.weight) > TIE) return b.weight - a.weight;
  return b.neighbours - a.neighbours || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0);
}

/**
 * A category and tags for a new document from its most similar earlier documents, by a vote
 * weighted by similarity (thresholds in SUGGESTION_THRESHOLDS):
 * - only neighbours at least `minSimilarity` similar vote;
 * - the category with the largest summed similarity is suggested when it holds at least half of
 *   the votes, beats the runner-up outright (a tie suggests nothing) and has a neighbour at least
 *   `categoryBestSimilarity` similar;
 * - a tag is suggested when `tagMinNeighbours` neighbours carry it with `tagMinWeight` summed
 *   similarity, or when the most similar neighbour carries it and is `tagBestSimilarity` similar;
 *   the most voted first, at most maxTags of them.
 * Categories and tags are compared without case or surrounding spaces, and suggested in the
 * spelling most neighbours used.
 */
export function suggestCategoryAndTags(
  neighbours: readonly SimilarDocument[],
  options: SuggestOptions = {},
): CategoryAndTagSuggestion {
  const limits = SUGGESTION_THRESHOLDS;
  const voters = neighbours
    .filter(
      (neighbour) => Number.isFinite(neighbour.similarity) && neighbour.similarity >= limits.minSimilarity,
    )
    .map((neighbour) => ({ ...neighbour, similarity: Math.min(neighbour.similarity, 1) }));

  const categories = new Map<string, Tally>();
  let total = 0;
  for (const voter of voters) {
    if (voter.category.trim() === '') continue;
    vote(categories, voter.category, voter.similarity);
    total += voter.similarity;
  }
  const [winner, runnerUp] = [...categories].sort(byVotes);
  let category: string | null = null;
  if (
    winner &&
    winner[1].weight >= limits.categoryShare * total - TIE &&
    (!runnerUp || winner[1].weight - runnerUp[1].weight > TIE) &&
    winner[1].best >= limits.categoryBestSimilarity
  ) {
    category = commonSpelling(winner[1]);
  }

  const tags = new Map<string, Tally>();
  for (const voter of voters) {
    const seen = new Set<string>();
    for (const tag of voter.tags) {
      const key = tag.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      vote(tags, tag, voter.similarity);
    }
  }
  const closest = voters.reduce<(typeof voters)[number] | null>(
    (best, voter) => (best === null || voter.similarity > best.similarity ? voter : best),
    null,
  );
  const closestTags = new Set(closest?.tags.map((tag) => tag.trim().toLowerCase()) ?? []);
  const closestCounts = closest !== null && closest.similarity >= limits.tagBestSimilarity;
  const maxTags = Math.max(0, Math.floor(options.maxTags ?? limits.maxTags));
  const voted = [...tags]
    .filter(
      ([key, tally]) =>
        (tally.neighbours >= limits.tagMinNeighbours && tally.weight >= limits.tagMinWeight - TIE) ||
        (closestCounts && closestTags.has(key)),
    )
    .sort(byVotes)
    .slice(0, maxTags)
    .map(([, tally]) => commonSpelling(tally));

  return { category, tags: voted };
}
