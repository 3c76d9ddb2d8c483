import { describe, expect, it } from 'vitest';
import { AREA_KEYS, areaTerm, documentInArea } from './areas';

describe('document areas (spec 000 §2 Related Documents)', () => {
  it('has a term for every operations category and department', () => {
    expect(AREA_KEYS).toHaveLength(19);
    for (const key of AREA_KEYS) expect(areaTerm(key)).not.toBeNull();
  });

  it('matches the category or any tag, case-insensitively', () => {
    expect(documentInArea({ category: 'Legal', tags: [] }, 'operations/legal')).toBe(true);
    expect(documentInArea({ category: 'Other', tags: ['Legal review'] }, 'operations/legal')).toBe(true);
    expect(
      documentInArea(
        { category: 'Volunteer/People Management', tags: [] },
        'operations/volunteer-management',
      ),
    ).toBe(true);
    expect(documentInArea({ category: 'Other', tags: ['worship-team'] }, 'department/worship')).toBe(true);
    expect(documentInArea({ category: 'Other', tags: [] }, 'operations/legal')).toBe(false);
  });

  it('matches short terms only as whole words', () => {
    expect(documentInArea({ category: 'HR', tags: [] }, 'operations/hr')).toBe(true);
    expect(documentInArea({ category: 'Other', tags: ['IT'] }, 'operations/it')).toBe(true);
    expect(documentInArea({ category: 'Other', tags: ['audit', 'three'] }, 'operations/it')).toBe(false);
    expect(documentInArea({ category: 'Other', tags: ['three'] }, 'operations/hr')).toBe(false);
  });

  it('knows no other areas', () => {
    expect(areaTerm('operations/unknown')).toBeNull();
    expect(documentInArea({ category: 'HR', tags: [] }, 'hr')).toBe(false);
  });
});
