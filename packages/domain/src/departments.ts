/** Spec 000 §2: the ten department routes, in the dashboard's order. */
export const DEPARTMENTS = [
  { slug: 'foster-adopt', name: 'Foster & Adopt', description: 'Foster care and adoption ministry.' },
  { slug: 'r-kids', name: 'R/Kids', description: "Children's ministry." },
  { slug: 'r-youth', name: 'R/Youth', description: 'Student and youth ministry.' },
  { slug: 'creative-media', name: 'Creative Media', description: 'Design, photography and video.' },
  { slug: 'cge', name: 'CGE', description: 'Community groups and engagement.' },
  { slug: 'worship', name: 'Worship', description: 'Worship teams, music and rehearsals.' },
  {
    slug: 'sunday-production',
    name: 'Sunday Production',
    description: 'Services, stage, sound and lighting.',
  },
  { slug: 'elder-board', name: 'Elder Board', description: 'Governance, minutes and policies.' },
  { slug: 'deacon-board', name: 'Deacon Board', description: 'Care ministry and benevolence.' },
  {
    slug: 'fundraising-donor-management',
    name: 'Fundraising & Donor Management',
    description: 'AI-powered donor analytics, forecasting and giving insights.',
  },
] as const;

export type Department = (typeof DEPARTMENTS)[number];
export type DepartmentSlug = Department['slug'];

/** The department whose page is restricted to administrators (spec 001 §2). */
export const FUNDRAISING_DEPARTMENT_SLUG: DepartmentSlug = 'fundraising-donor-management';

export function findDepartment(slug: string): Department | undefined {
  return DEPARTMENTS.find((department) => department.slug === slug);
}
