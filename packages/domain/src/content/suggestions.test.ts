import { describe, expect, it } from 'vitest';
import { type SimilarDocument, SUGGESTION_THRESHOLDS, suggestCategoryAndTags } from './suggestions';

const doc = (category: string, similarity: number, tags: string[] = []): SimilarDocument => ({
  category,
  tags,
  similarity,
});

describe('suggestCategoryAndTags: category', () => {
  it('suggests a clear winner', () => {
    const neighbours = [doc('Legal', 0.92), doc('Legal', 0.81), doc('Financial', 0.6), doc('Legal', 0.45)];
    expect(suggestCategoryAndTags(neighbours).category).toBe('Legal');
  });

  it('suggests nothing on a tie, even one reached by different sums', () => {
    expect(suggestCategoryAndTags([doc('Legal', 0.8), doc('Financial', 0.8)]).category).toBeNull();
    // 0.1 + 0.2 is not exactly 0.3 in floating point; still a tie.
    const sums = [doc('Legal', 0.5), doc('Legal', 0.4), doc('Financial', 0.6), doc('Financial', 0.3)];
    expect(suggestCategoryAndTags(sums).category).toBeNull();
  });

  it('suggests nothing when the winner holds less than half of the votes', () => {
    const split = [doc('Legal', 0.7), doc('Financial', 0.6), doc('HR', 0.55)];
    expect(suggestCategoryAndTags(split).category).toBeNull();
  });

  it('suggests nothing when nothing is similar enough', () => {
    expect(suggestCategoryAndTags([doc('Legal', 0.29, ['lease']), doc('Legal', 0.1, ['lease'])])).toEqual({
      category: null,
      tags: [],
    });
    // Counted, but faint: no neighbour of the winner reaches categoryBestSimilarity.
    expect(suggestCategoryAndTags([doc('Legal', 0.45), doc('Legal', 0.4)]).category).toBeNull();
  });

  it('ignores weak neighbours in the vote, so they cannot dilute a strong one', () => {
    const neighbours = [doc('Operations', 0.85), doc('HR', 0.25), doc('Other', 0.2), doc('Reports', 0.2)];
    expect(suggestCategoryAndTags(neighbours).category).toBe('Operations');
  });

  it('compares categories without case and spaces, and keeps the most common spelling', () => {
    const neighbours = [doc('Legal', 0.6), doc(' legal ', 0.7), doc('Legal', 0.5), doc('Financial', 0.9)];
    expect(suggestCategoryAndTags(neighbours).category).toBe('Legal');
  });

  it('suggests nothing from no neighbours, or neighbours without a category or a usable similarity', () => {
    expect(suggestCategoryAndTags([])).toEqual({ category: null, tags: [] });
    expect(suggestCategoryAndTags([doc('', 0.9), doc('Legal', Number.NaN)]).category).toBeNull();
  });
});

describe('suggestCategoryAndTags: tags', () => {
  it('suggests tags voted by two neighbours, most voted first', () => {
    const neighbours = [
      doc('Legal', 0.9, ['insurance', 'certificate', 'park district']),
      doc('Legal', 0.7, ['Insurance', 'certificate']),
      doc('Legal', 0.6, ['insurance', 'youth']),
      doc('Financial', 0.35, ['budget']),
    ];
    // 'park district' is only on the closest neighbour, which counts alone at 0.9 (>= 0.8); 'youth'
    // and 'budget' have one neighbour each.
    expect(suggestCategoryAndTags(neighbours).tags).toEqual(['insurance', 'certificate', 'park district']);
    // 0.2 less similar: the closest (0.7) no longer counts alone; 'certificate' still has 0.7 + 0.5.
    const lessClose = neighbours.map((neighbour) => ({
      ...neighbour,
      similarity: neighbour.similarity - 0.2,
    }));
    expect(suggestCategoryAndTags(lessClose).tags).toEqual(['insurance', 'certificate']);
  });

  it('needs enough summed similarity from the neighbours that carry a tag', () => {
    const faint = [doc('Legal', 0.45, ['lease']), doc('Legal', 0.4, ['lease']), doc('Legal', 0.5, ['x'])];
    expect(suggestCategoryAndTags(faint).tags).toEqual([]);
    expect(SUGGESTION_THRESHOLDS.tagMinWeight).toBe(1);
  });

  it('suggests the tags of one very similar neighbour', () => {
    expect(suggestCategoryAndTags([doc('HR', 0.86, ['background check', 'volunteers'])])).toEqual({
      category: 'HR',
      tags: ['background check', 'volunteers'],
    });
  });

  it('removes repeats without case, keeping the spelling most neighbours used', () => {
    const neighbours = [
      doc('Legal', 0.6, ['ACORD', 'acord']),
      doc('Legal', 0.6, ['acord']),
      doc('Legal', 0.6, ['acord ']),
    ];
    expect(suggestCategoryAndTags(neighbours).tags).toEqual(['acord']);
  });

  it('suggests at most maxTags, five by default', () => {
    const tags = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const neighbours = [doc('Other', 0.9, tags), doc('Other', 0.8, tags)];
    expect(suggestCategoryAndTags(neighbours).tags).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(suggestCategoryAndTags(neighbours, { maxTags: 2 }).tags).toEqual(['a', 'b']);
    expect(suggestCategoryAndTags(neighbours, { maxTags: 0 }).tags).toEqual([]);
  });

  it('drops empty tags', () => {
    expect(suggestCategoryAndTags([doc('Other', 0.9, ['', '  ', 'keep'])]).tags).toEqual(['keep']);
  });
});
