import type { DepartmentSlug } from '@steward/domain';

/**
 * Spec 000 §2 Department page: "a features list". The spec does not give its texts, so each names
 * what that ministry of a church actually keeps and runs here.
 */
export const DEPARTMENT_FEATURES: Record<DepartmentSlug, readonly string[]> = {
  'foster-adopt': [
    'Family placement records and home study files',
    'Foster parent training certificates and renewal dates',
    'Background checks and licensing paperwork',
    'Respite care and support team schedules',
    'Agreements with partner agencies',
  ],
  'r-kids': [
    'Check-in and child safety policies',
    'Volunteer background checks and training records',
    'Curriculum and lesson plans by age group',
    'Allergy, medical and photo consent forms',
    'Classroom ratios and room schedules',
  ],
  'r-youth': [
    'Parent permission and medical release forms',
    'Retreat, camp and mission trip plans',
    'Small group leader rosters and training',
    'Background checks for youth workers',
    'Event budgets, deposits and receipts',
  ],
  'creative-media': [
    'Brand guidelines, logos and templates',
    'Photo and video release forms',
    'Sermon series artwork and slides',
    'Licences for music, fonts and stock media',
    'Design requests and the production calendar',
  ],
  cge: [
    'Community group rosters and host homes',
    'Group leader training and study guides',
    'Outreach partners and serving opportunities',
    'Event sign-ups and newcomer follow-up',
    'Prayer and care requests from groups',
  ],
  worship: [
    'Set lists, chord charts and lyric sheets',
    'CCLI copyright and streaming licence reports',
    'Rehearsal schedules and team rotations',
    'Onboarding for musicians and vocalists',
    'Instrument and equipment inventory',
  ],
  'sunday-production': [
    'Run sheets and orders of service',
    'Stage plots and input lists',
    'Sound, lighting and camera setup guides',
    'Volunteer crew schedules',
    'Equipment maintenance and warranty records',
  ],
  'elder-board': [
    'Meeting agendas and approved minutes',
    'Bylaws, constitution and policy manual',
    'Budget approvals and board resolutions',
    'Elder nomination and affirmation records',
    'Confidential pastoral care notes',
  ],
  'deacon-board': [
    'Benevolence requests and approvals',
    'Care visits and meal train coordination',
    'Facility and property stewardship',
    'Deacon meeting minutes',
    'Member care follow-up',
  ],
  'fundraising-donor-management': [
    'Donor records and giving history',
    'Grant applications, awards and reports',
    'Campaign plans and pledge tracking',
    'Year-end giving statements',
    'Gift acknowledgements and thank-you letters',
  ],
};
