import { describe, expect, it } from 'vitest';
import { AREA_KEYS, areaRule, documentInArea } from './areas';

describe('document areas (spec 000 §2 Related Documents)', () => {
  it('has a term for every operations category and department', () => {
    expect(AREA_KEYS).toHaveLength(19);
    for (const key of AREA_KEYS) expect(areaRule(key)).not.toBeNull();
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

  it('finds fundraising documents by the spec 001 rule: funding or financial category, donor, fundraising or grant tags', () => {
    const area = 'department/fundraising-donor-management';
    expect(documentInArea({ category: 'Funding Requests', tags: [] }, area)).toBe(true);
    expect(documentInArea({ category: 'Financial', tags: [] }, area)).toBe(true);
    expect(documentInArea({ category: 'Other', tags: ['Major Donors'] }, area)).toBe(true);
    expect(documentInArea({ category: 'Other', tags: ['GRANT-2026'] }, area)).toBe(true);
    expect(documentInArea({ category: 'Other', tags: ['Fundraising'] }, area)).toBe(true);
    // Tag terms count only in tags, category terms only in the category.
    expect(documentInArea({ category: 'Donor Data', tags: [] }, area)).toBe(false);
    expect(documentInArea({ category: 'Other', tags: ['funding'] }, area)).toBe(false);
  });

  it('knows no other areas', () => {
    expect(areaRule('operations/unknown')).toBeNull();
    expect(documentInArea({ category: 'HR', tags: [] }, 'hr')).toBe(false);
  });
});
