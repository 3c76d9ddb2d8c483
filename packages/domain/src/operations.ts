/** Spec 000 §2: the nine operations categories, in sidebar order, with their route slugs. */
export const OPERATIONS_CATEGORIES = [
  {
    slug: 'hr',
    title: 'Human Resources',
    description: 'Staff records, payroll, benefits, safety training and HR compliance.',
  },
  {
    slug: 'accounting',
    title: 'Accounting & Finance',
    description: 'Bookkeeping, giving platforms, budgets, banking and financial reporting.',
  },
  {
    slug: 'legal',
    title: 'Legal & Compliance',
    description: 'Corporate filings, contracts, e-signatures and employment verification.',
  },
  {
    slug: 'branding',
    title: 'Branding',
    description: 'Logos, style guides, templates and design assets.',
  },
  {
    slug: 'social-media',
    title: 'Social Media',
    description: 'Social accounts, content calendars and audience insights.',
  },
  {
    slug: 'communications',
    title: 'Communications',
    description: 'Team chat, email newsletters, video meetings and announcements.',
  },
  {
    slug: 'volunteer-management',
    title: 'Volunteer Management',
    description: 'Volunteer scheduling, people records, sign-up forms and background checks.',
  },
  {
    slug: 'streaming',
    title: 'Streaming: Video & Podcast',
    description: 'Live streams, video channels and podcast publishing.',
  },
  {
    slug: 'it',
    title: 'IT & Technology',
    description: 'Accounts, email, website, search presence and devices.',
  },
] as const;

export type OperationsCategory = (typeof OPERATIONS_CATEGORIES)[number];
export type OperationsCategorySlug = OperationsCategory['slug'];

export function findOperationsCategory(slug: string): OperationsCategory | undefined {
  return OPERATIONS_CATEGORIES.find((category) => category.slug === slug);
}
