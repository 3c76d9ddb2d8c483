import { DEPARTMENTS } from './departments';
import { OPERATIONS_CATEGORIES } from './operations';

/**
 * The word a document's category or tags must contain to belong to an operations category or a
 * department (spec 000 §2: "Related Documents" counts documents whose category or any tag contains
 * the category value). Terms of three letters or fewer (HR, IT, CGE) must match a whole word, or
 * "audit" would count as IT and "three" as HR.
 */
const AREA_TERMS: Record<string, string> = {
  'operations/hr': 'hr',
  'operations/accounting': 'accounting',
  'operations/legal': 'legal',
  'operations/branding': 'branding',
  'operations/social-media': 'social media',
  'operations/communications': 'communications',
  'operations/volunteer-management': 'volunteer',
  'operations/streaming': 'streaming',
  'operations/it': 'it',
  'department/foster-adopt': 'foster',
  'department/r-kids': 'kids',
  'department/r-youth': 'youth',
  'department/creative-media': 'creative',
  'department/cge': 'cge',
  'department/worship': 'worship',
  'department/sunday-production': 'production',
  'department/elder-board': 'elder',
  'department/deacon-board': 'deacon',
  'department/fundraising-donor-management': 'fundraising',
};

/** Every area key: `operations/{slug}` or `department/{slug}`. */
export const AREA_KEYS = [
  ...OPERATIONS_CATEGORIES.map((c) => `operations/${c.slug}`),
  ...DEPARTMENTS.map((d) => `department/${d.slug}`),
] as const;

export interface AreaTerm {
  term: string;
  wholeWord: boolean;
}

export function areaTerm(area: string): AreaTerm | null {
  const term = AREA_TERMS[area];
  return term ? { term, wholeWord: term.length <= 3 } : null;
}

/** Whether a document belongs to the area by its category or one of its tags. */
export function documentInArea(
  document: { category: string; tags: readonly string[] },
  area: string,
): boolean {
  const match = areaTerm(area);
  if (!match) return false;
  const test = match.wholeWord
    ? (value: string) => new RegExp(`(^|[^a-z0-9])${match.term}([^a-z0-9]|$)`, 'i').test(value)
    : (value: string) => value.toLowerCase().includes(match.term);
  return test(document.category) || document.tags.some(test);
}
