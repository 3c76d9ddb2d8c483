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
};

/** Every area key: `operations/{slug}` or `department/{slug}`. */
export const AREA_KEYS = [
  ...OPERATIONS_CATEGORIES.map((c) => `operations/${c.slug}`),
  ...DEPARTMENTS.map((d) => `department/${d.slug}`),
] as const;

/**
 * Which documents belong to an area: those whose category contains one of `categoryTerms` or one
 * of whose tags contains one of `tagTerms` (case-insensitive; whole words for short terms).
 */
export interface AreaRule {
  categoryTerms: readonly string[];
  tagTerms: readonly string[];
  wholeWord: boolean;
  /** How the rule reads in an empty state: "their category or one of their tags contains ...". */
  description: string;
}

/**
 * Spec 001 §2: "Fundraising documents are those whose category contains 'funding' or 'financial',
 * or whose tags contain 'donor', 'fundraising' or 'grant' (all case-insensitive)".
 */
const FUNDRAISING_RULE: AreaRule = {
  categoryTerms: ['funding', 'financial'],
  tagTerms: ['donor', 'fundraising', 'grant'],
  wholeWord: false,
  description:
    'their category contains "funding" or "financial", or one of their tags contains "donor", "fundraising" or "grant"',
};

export function areaRule(area: string): AreaRule | null {
  if (area === 'department/fundraising-donor-management') return FUNDRAISING_RULE;
  const term = AREA_TERMS[area];
  if (!term) return null;
  return {
    categoryTerms: [term],
    tagTerms: [term],
    wholeWord: term.length <= 3,
    description: `their category or one of their tags contains "${term}"`,
  };
}

function matcher(terms: readonly string[], wholeWord: boolean) {
  const patterns = terms.map((term) =>
    wholeWord ? new RegExp(`(^|[^a-z0-9])${term}([^a-z0-9]|$)`, 'i') : null,
  );
  return (value: string) =>
    terms.some((term, i) =>
      patterns[i] ? (patterns[i] as RegExp).test(value) : value.toLowerCase().includes(term),
    );
}

/** Whether a document belongs to the area by its category or one of its tags. */
export function documentInArea(
  document: { category: string; tags: readonly string[] },
  area: string,
): boolean {
  const rule = areaRule(area);
  if (!rule) return false;
  return (
    matcher(rule.categoryTerms, rule.wholeWord)(document.category) ||
    document.tags.some(matcher(rule.tagTerms, rule.wholeWord))
  );
}
