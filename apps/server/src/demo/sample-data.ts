import type { DocumentCategory, Role } from '@steward/domain';

export const DEMO_ORGANIZATION_NAME = 'Grace Community Church';

/** Everyone signs in with the demo password; only the master admin is shown on screen. */
/** Hannah Lee counts the Sunday plate: a counter (she enters gifts into open batches, nothing more). */
export const DEMO_MEMBERS: {
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  isCounter?: boolean;
}[] = [
  { email: 'demo@example.org', fullName: 'Jordan Reyes', role: 'master_admin', isActive: true },
  { email: 'pastor@example.org', fullName: 'Samuel Okafor', role: 'admin', isActive: true },
  { email: 'office@example.org', fullName: 'Maria Lopez', role: 'admin', isActive: true },
  { email: 'worship@example.org', fullName: 'Hannah Lee', role: 'user', isActive: true, isCounter: true },
  { email: 'volunteers@example.org', fullName: 'Chris Park', role: 'user', isActive: true },
  { email: 'former.staff@example.org', fullName: 'Alex Turner', role: 'user', isActive: false },
];

/**
 * A pending invitation, so the users page shows that section from the start. Its token is random
 * and never shown: the link cannot be used; inviting again gives a working one.
 */
export const DEMO_PENDING_INVITATIONS: {
  email: string;
  fullName: string;
  role: 'user' | 'admin';
  sentDaysAgo: number;
}[] = [{ email: 'new.volunteer@example.org', fullName: 'Jamie Rivera', role: 'user', sentDaysAgo: 2 }];

export interface SampleDocument {
  name: string;
  category: DocumentCategory;
  tags: string[];
  description: string | null;
  /** Days from today; negative is overdue, null is no expiry. */
  expiresInDays: number | null;
  uploadedDaysAgo: number;
  /**
   * A scanned paper (an image in demo/assets, stored as a PDF page without text): its expiry
   * date is the one printed on it, whatever expiresInDays says.
   */
  scan?: { image: string; expiryDate: string };
}

/** About forty documents across the categories: some overdue, some expiring soon, some without expiry. */
export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  {
    name: 'Employee Handbook 2026.pdf',
    category: 'HR',
    tags: ['policy', 'staff', 'handbook'],
    description: 'Policies, benefits and conduct for all staff.',
    expiresInDays: 220,
    uploadedDaysAgo: 64,
  },
  {
    name: 'Child Safety Training Certificates.pdf',
    category: 'HR',
    tags: ['ministry safe', 'training', 'compliance', 'kids'],
    description: "Annual abuse-prevention training for children's volunteers.",
    expiresInDays: 12,
    uploadedDaysAgo: 340,
  },
  {
    name: 'Background Check Policy.pdf',
    category: 'HR',
    tags: ['policy', 'volunteers'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 410,
  },
  {
    name: 'Payroll Schedule 2026.csv',
    category: 'HR',
    tags: ['payroll', 'gusto'],
    description: 'Pay dates and cut-off dates for the year.',
    expiresInDays: 39,
    uploadedDaysAgo: 330,
  },
  {
    name: 'Benefits Enrollment Guide.pdf',
    category: 'HR',
    tags: ['benefits', 'guidestone'],
    description: 'Open enrollment guide for medical and retirement plans.',
    expiresInDays: -9,
    uploadedDaysAgo: 380,
  },
  {
    name: 'Chart of Accounts.csv',
    category: 'Accounting',
    tags: ['quickbooks', 'finance'],
    description: 'Fund accounting chart used in QuickBooks Online.',
    expiresInDays: null,
    uploadedDaysAgo: 200,
  },
  {
    name: 'Q3 Bank Reconciliation.pdf',
    category: 'Accounting',
    tags: ['bank', 'reconciliation', 'q3'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 52,
  },
  {
    name: 'Annual Budget FY2027.pdf',
    category: 'Accounting',
    tags: ['budget', 'finance committee'],
    description: 'Approved operating budget.',
    expiresInDays: 310,
    uploadedDaysAgo: 18,
  },
  {
    name: 'Brand Style Guide.pdf',
    category: 'Branding',
    tags: ['logo', 'colors', 'typography'],
    description: 'Logo usage, colour palette and fonts.',
    expiresInDays: null,
    uploadedDaysAgo: 150,
  },
  {
    name: 'Logo Usage Rules.md',
    category: 'Branding',
    tags: ['logo'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 149,
  },
  {
    name: 'Social Media Content Calendar.csv',
    category: 'Social Media',
    tags: ['instagram', 'facebook', 'calendar'],
    description: 'Planned posts for the next quarter.',
    expiresInDays: 25,
    uploadedDaysAgo: 40,
  },
  {
    name: 'Social Media Policy.pdf',
    category: 'Social Media',
    tags: ['policy'],
    description: 'Guidelines for staff and volunteer accounts.',
    expiresInDays: 400,
    uploadedDaysAgo: 260,
  },
  {
    name: 'Weekly Newsletter Template.md',
    category: 'Communications',
    tags: ['mailchimp', 'template'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 90,
  },
  {
    name: 'Crisis Communication Plan.pdf',
    category: 'Communications',
    tags: ['emergency', 'plan'],
    description: 'Who speaks, who is told, and in what order.',
    expiresInDays: -30,
    uploadedDaysAgo: 700,
  },
  {
    name: 'Announcement Slides Guidelines.txt',
    category: 'Communications',
    tags: ['sunday', 'slides'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 33,
  },
  {
    name: 'Volunteer Roster.csv',
    category: 'Volunteer/People Management',
    tags: ['planning center', 'roster'],
    description: 'Serving teams and contact details.',
    expiresInDays: 60,
    uploadedDaysAgo: 14,
  },
  {
    name: 'Volunteer Application Form.pdf',
    category: 'Volunteer/People Management',
    tags: ['forms', 'wufoo'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 120,
  },
  {
    name: 'Usher Team Guide.md',
    category: 'Volunteer/People Management',
    tags: ['sunday', 'guide'],
    description: 'How to welcome, seat and count.',
    expiresInDays: null,
    uploadedDaysAgo: 75,
  },
  {
    name: 'Livestream Checklist.md',
    category: 'Streaming: Video & Podcast',
    tags: ['youtube', 'checklist', 'sunday production'],
    description: 'Pre-service checks for the livestream.',
    expiresInDays: null,
    uploadedDaysAgo: 21,
  },
  {
    name: 'Podcast Release Schedule.csv',
    category: 'Streaming: Video & Podcast',
    tags: ['transistor', 'podcast'],
    description: null,
    expiresInDays: 45,
    uploadedDaysAgo: 30,
  },
  {
    name: 'CCLI Streaming License.pdf',
    category: 'Streaming: Video & Podcast',
    tags: ['license', 'worship', 'compliance'],
    description: 'Streaming licence for worship music.',
    expiresInDays: 6,
    uploadedDaysAgo: 359,
  },
  {
    name: 'Annual Ministry Report 2025.pdf',
    category: 'Reports',
    tags: ['annual report', 'elder board'],
    description: 'Attendance, giving and ministry highlights.',
    expiresInDays: null,
    uploadedDaysAgo: 250,
  },
  {
    name: 'Attendance Summary Q3.csv',
    category: 'Reports',
    tags: ['attendance', 'q3'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 45,
  },
  {
    name: 'Bylaws.pdf',
    category: 'Governance',
    tags: ['bylaws', 'elder board'],
    description: 'Amended and restated bylaws.',
    expiresInDays: null,
    uploadedDaysAgo: 900,
  },
  {
    name: 'Elder Board Minutes October.md',
    category: 'Governance',
    tags: ['minutes', 'elder board'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 29,
  },
  {
    name: 'Conflict of Interest Statements.pdf',
    category: 'Governance',
    tags: ['deacon board', 'elder board', 'annual'],
    description: 'Signed statements from board members.',
    expiresInDays: -60,
    uploadedDaysAgo: 420,
  },
  {
    name: 'Articles of Incorporation.pdf',
    category: 'Legal',
    tags: ['corporate', 'state'],
    description: 'Non-profit corporation articles.',
    expiresInDays: null,
    uploadedDaysAgo: 1200,
  },
  {
    name: 'IRS Determination Letter 501c3.pdf',
    category: 'Legal',
    tags: ['irs', 'tax exempt'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 1100,
  },
  {
    name: 'Property Insurance Policy.pdf',
    category: 'Legal',
    tags: ['insurance', 'property'],
    description: 'Building and contents cover.',
    expiresInDays: 20,
    uploadedDaysAgo: 345,
  },
  {
    name: 'Facility Use Agreement Template.md',
    category: 'Legal',
    tags: ['contract', 'template', 'docusign'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 95,
  },
  {
    name: 'State Annual Report Filing.pdf',
    category: 'Legal',
    tags: ['corporate', 'filing'],
    description: 'Filed with the Secretary of State.',
    expiresInDays: -3,
    uploadedDaysAgo: 368,
  },
  {
    name: 'Community Grant Application.pdf',
    category: 'Funding',
    tags: ['grant', 'community foundation'],
    description: 'Application for the food pantry expansion.',
    expiresInDays: 28,
    uploadedDaysAgo: 11,
  },
  {
    name: 'Capital Campaign Plan.md',
    category: 'Funding',
    tags: ['fundraising', 'building'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 70,
  },
  {
    name: 'Year-End Giving Letter.txt',
    category: 'Funding',
    tags: ['donor', 'letter'],
    description: 'Template for year-end contribution statements.',
    expiresInDays: 40,
    uploadedDaysAgo: 8,
  },
  {
    name: 'Audited Financial Statements 2025.pdf',
    category: 'Financial',
    tags: ['audit', 'finance committee'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 180,
  },
  {
    name: 'Investment Policy Statement.pdf',
    category: 'Financial',
    tags: ['policy', 'investments'],
    description: 'Reserve fund investment rules.',
    expiresInDays: 500,
    uploadedDaysAgo: 300,
  },
  {
    name: 'Building Maintenance Schedule.csv',
    category: 'Operations',
    tags: ['facilities', 'maintenance'],
    description: null,
    expiresInDays: 75,
    uploadedDaysAgo: 60,
  },
  {
    name: 'Fire Extinguisher Inspection.pdf',
    category: 'Operations',
    tags: ['safety', 'facilities', 'inspection'],
    description: 'Annual inspection report.',
    expiresInDays: -120,
    uploadedDaysAgo: 480,
    scan: { image: 'fire-inspection-scan.jpg', expiryDate: '2026-07-31' },
  },
  {
    name: 'Emergency Contact List.csv',
    category: 'Operations',
    tags: ['emergency', 'contacts'],
    description: null,
    expiresInDays: 15,
    uploadedDaysAgo: 200,
  },
  {
    name: 'Church Van Registration.pdf',
    category: 'Other',
    tags: ['vehicle', 'registration'],
    description: 'Registration for the 15-passenger van.',
    expiresInDays: 90,
    uploadedDaysAgo: 275,
  },
  {
    name: 'Wi-Fi and Network Notes.txt',
    category: 'Other',
    tags: ['it', 'network'],
    description: null,
    expiresInDays: null,
    uploadedDaysAgo: 130,
  },
];
