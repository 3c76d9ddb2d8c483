/** Spec 000 §3: document categories offered by the filter and the edit form, in the spec's order. */
export const DOCUMENT_CATEGORIES = [
  'HR',
  'Accounting',
  'Branding',
  'Social Media',
  'Communications',
  'Volunteer/People Management',
  'Streaming: Video & Podcast',
  'Reports',
  'Governance',
  'Legal',
  'Funding',
  'Financial',
  'Operations',
  'Other',
] as const;

/** The upload form additionally offers Donor Data (spec 000 §3). */
export const DONOR_DATA_CATEGORY = 'Donor Data';
export const UPLOAD_CATEGORIES = [...DOCUMENT_CATEGORIES, DONOR_DATA_CATEGORY] as const;

export type DocumentCategory = (typeof UPLOAD_CATEGORIES)[number];
