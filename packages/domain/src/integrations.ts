import { z } from 'zod';
import { optionalEmail, optionalText } from './api/fields';
import { LIMITS } from './limits';
import { SELECT_A_CATEGORY } from './messages';
import type { OperationsCategorySlug } from './operations';

/** Spec 000 §3 Integration: the categories an integration card can have, in the spec's order. */
export const INTEGRATION_CATEGORIES = [
  'HRIS',
  'Payroll',
  'Benefits',
  'Safety',
  'Insurance',
  'Accounting',
  'Invoicing',
  'Free',
  'Legal Services',
  'E-Signature',
  'Practice Management',
  'Contract Management',
  'Compliance',
  'Design',
  'Professional',
  'UI/UX',
  'Monitoring',
  'Management',
  'Scheduling',
  'Enterprise',
  'Visual',
  'Internal',
  'Email Marketing',
  'Video',
  'Volunteer',
  'Opportunities',
  'Streaming',
  'Podcast',
  'Custom',
] as const;
export type IntegrationCategory = (typeof INTEGRATION_CATEGORIES)[number];

/** Spec 000 §3 OAuth provider definition: the built-in providers' ids. */
export const OAUTH_PROVIDER_IDS = [
  'google-workspace',
  'google-search-console',
  'youtube',
  'microsoft-365',
  'quickbooks',
  'slack',
  'mailchimp',
  'gusto',
  'bamboohr',
  'github',
] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

/**
 * Spec 000 §3 Integration contact: "keyed by the lowercased hyphenated service name". Lower-cased,
 * every run of characters other than letters and digits becomes one hyphen, none at either end
 * ('QuickBooks Online' → 'quickbooks-online', 'Transistor.fm' → 'transistor-fm'). The original
 * only replaced whitespace, which left dots in the key; a built-in's id is this key.
 */
export function contactKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A card every organisation sees on an operations category page until it customises it. */
export interface BuiltInIntegration {
  /**
   * Stable key for the organisation's customisation and contact of this card (contactKey of the
   * spec's name). Stored in the database: never change an id, even if the name changes.
   */
  readonly id: string;
  /** The operations category page the card is on. */
  readonly operationsCategory: OperationsCategorySlug;
  readonly name: string;
  readonly description: string;
  /** The product's sign-in or home page; always https. */
  readonly url: string;
  readonly category: IntegrationCategory;
  readonly note?: string;
  /** The spec 000 §3 OAuth provider for this tool, or null when it has none (Manual Access). */
  readonly oauthProvider: OAuthProviderId | null;
}

/**
 * Spec 000 §3 "Static integrations per operations category", in the spec's order. Where the spec
 * names no product ("{host}", "a bank", "a state corporate portal", "a church management system")
 * a real product or a neutral directory is chosen; the directories carry a note asking the
 * organisation to replace the link with its own.
 */
export const BUILT_IN_INTEGRATIONS = [
  // hr
  {
    id: 'hr-ministry-solutions',
    operationsCategory: 'hr',
    name: 'HR Ministry Solutions',
    description: 'HR guidance, policies and compliance support for churches and ministries.',
    url: 'https://hrministrysolutions.com/',
    category: 'HRIS',
    oauthProvider: null,
  },
  {
    id: 'ministry-safe',
    operationsCategory: 'hr',
    name: 'Ministry Safe',
    description:
      'Sexual abuse awareness training, screening and background checks for staff and volunteers who serve children and youth.',
    url: 'https://ministrysafe.com/',
    category: 'Safety',
    oauthProvider: null,
  },
  {
    id: 'gusto',
    operationsCategory: 'hr',
    name: 'Gusto',
    description: 'Payroll, payroll tax filings and employee benefits for church staff.',
    url: 'https://app.gusto.com/login',
    category: 'Payroll',
    oauthProvider: 'gusto',
  },
  {
    id: 'guidestone',
    operationsCategory: 'hr',
    name: 'GuideStone',
    description: 'Retirement plans, insurance and benefits for pastors, church staff and ministry employees.',
    url: 'https://www.guidestone.org/',
    category: 'Benefits',
    oauthProvider: null,
  },
  {
    id: 'the-standard',
    operationsCategory: 'hr',
    name: 'The Standard',
    description: 'Group life, disability and dental insurance for church employees.',
    url: 'https://www.standard.com/',
    category: 'Insurance',
    oauthProvider: null,
  },
  // accounting
  {
    id: 'quickbooks-online',
    operationsCategory: 'accounting',
    name: 'QuickBooks Online',
    description: "Bookkeeping, bill payment and financial reports for the church's books.",
    url: 'https://qbo.intuit.com/',
    category: 'Accounting',
    oauthProvider: 'quickbooks',
  },
  {
    // The spec's "{host}" entry: a church accounting and giving product.
    id: 'aplos',
    operationsCategory: 'accounting',
    name: 'Aplos',
    description:
      'Fund accounting, online giving and contribution statements built for churches and nonprofits.',
    url: 'https://www.aplos.com/',
    category: 'Accounting',
    oauthProvider: null,
  },
  {
    id: 'pushpay',
    operationsCategory: 'accounting',
    name: 'Pushpay',
    description: 'Online and mobile-app giving for the congregation, with donor records and giving reports.',
    url: 'https://pushpay.com/',
    category: 'Accounting',
    oauthProvider: null,
  },
  {
    id: 'live-your-parable',
    operationsCategory: 'accounting',
    name: 'Live Your Parable',
    description: 'Faith-based financial planning and stewardship education for church staff and members.',
    url: 'https://liveyourparable.com/',
    category: 'Accounting',
    oauthProvider: null,
  },
  {
    // The spec's "a bank": no bank is right for everyone, so the link is a directory to replace.
    id: 'online-banking',
    operationsCategory: 'accounting',
    name: 'Online Banking',
    description: "Sign in to the church's bank accounts for balances, transfers and statements.",
    url: 'https://banks.data.fdic.gov/bankfind-suite/bankfind',
    category: 'Accounting',
    note: "Edit this card and replace the link with your bank's online banking sign-in page. Until then it opens the FDIC's BankFind, which lists every insured bank's website.",
    oauthProvider: null,
  },
  // communications
  {
    id: 'slack',
    operationsCategory: 'communications',
    name: 'Slack',
    description: 'Team chat channels and direct messages for staff and ministry teams.',
    url: 'https://slack.com/signin',
    category: 'Internal',
    oauthProvider: 'slack',
  },
  {
    id: 'mailchimp',
    operationsCategory: 'communications',
    name: 'Mailchimp',
    description: "Email newsletters and announcements to the congregation's mailing lists.",
    url: 'https://login.mailchimp.com/',
    category: 'Email Marketing',
    oauthProvider: 'mailchimp',
  },
  {
    id: 'zoom',
    operationsCategory: 'communications',
    name: 'Zoom',
    description: 'Video meetings and webinars for staff meetings, classes and online gatherings.',
    url: 'https://zoom.us/signin',
    category: 'Video',
    oauthProvider: null,
  },
  // legal
  {
    id: 'docusign',
    operationsCategory: 'legal',
    name: 'DocuSign',
    description: 'Electronic signatures for contracts, agreements and board documents.',
    url: 'https://account.docusign.com/',
    category: 'E-Signature',
    oauthProvider: null,
  },
  {
    id: 'e-verify',
    operationsCategory: 'legal',
    name: 'E-Verify',
    description: "The federal system for confirming new employees' eligibility to work in the United States.",
    url: 'https://www.e-verify.gov/',
    category: 'Compliance',
    oauthProvider: null,
  },
  {
    // The spec's "a state corporate portal": each state has its own, so the link is a directory.
    id: 'secretary-of-state-business-portal',
    operationsCategory: 'legal',
    name: 'Secretary of State Business Portal',
    description:
      "The state's business filing portal for the church's corporation: annual reports, registered agent and good standing.",
    url: 'https://www.nass.org/business-services',
    category: 'Compliance',
    note: "Edit this card and replace the link with your state's business filing portal. Until then it opens the National Association of Secretaries of State's business services page, which links to every state's.",
    oauthProvider: null,
  },
  // branding
  {
    id: 'canva',
    operationsCategory: 'branding',
    name: 'Canva',
    description:
      "Design graphics, slides and social posts from templates using the church's logos and colours.",
    url: 'https://www.canva.com/',
    category: 'Design',
    oauthProvider: null,
  },
  // social-media
  {
    id: 'instagram',
    operationsCategory: 'social-media',
    name: 'Instagram',
    description: "Photos, videos, reels and stories for the church's Instagram account.",
    url: 'https://www.instagram.com/',
    category: 'Visual',
    oauthProvider: null,
  },
  {
    id: 'facebook',
    operationsCategory: 'social-media',
    name: 'Facebook',
    description: "The church's Facebook Page for posts, events, live video and messages.",
    url: 'https://www.facebook.com/',
    category: 'Management',
    oauthProvider: null,
  },
  {
    id: 'meta-for-business',
    operationsCategory: 'social-media',
    name: 'Meta for Business',
    description:
      "Meta Business Suite: schedule posts, answer messages and see insights for the church's Facebook and Instagram accounts in one place.",
    url: 'https://business.facebook.com/',
    category: 'Scheduling',
    oauthProvider: null,
  },
  {
    id: 'linktree',
    operationsCategory: 'social-media',
    name: 'Linktree',
    description: "One link-in-bio page gathering the church's giving, events, sermons and sign-up links.",
    url: 'https://linktr.ee/',
    category: 'Management',
    oauthProvider: null,
  },
  // volunteer-management
  {
    id: 'planning-center',
    operationsCategory: 'volunteer-management',
    name: 'Planning Center',
    description: 'Church management apps for volunteer scheduling, check-ins, people records and giving.',
    url: 'https://login.planningcenteronline.com/',
    category: 'Volunteer',
    oauthProvider: null,
  },
  {
    // The spec's "a church management system".
    id: 'breeze-chms',
    operationsCategory: 'volunteer-management',
    name: 'Breeze ChMS',
    description: 'Church management system for member records, attendance, volunteer scheduling and giving.',
    url: 'https://www.breezechms.com/',
    category: 'Management',
    note: 'Each church signs in at its own address (yourchurch.breezechms.com): edit this card to link straight to yours.',
    oauthProvider: null,
  },
  {
    id: 'wufoo',
    operationsCategory: 'volunteer-management',
    name: 'Wufoo',
    description: 'Online forms for volunteer sign-ups, event registrations and surveys.',
    url: 'https://www.wufoo.com/',
    category: 'Opportunities',
    oauthProvider: null,
  },
  // streaming
  {
    id: 'youtube',
    operationsCategory: 'streaming',
    name: 'YouTube',
    description:
      "YouTube Studio for the church's channel: live streams, uploaded services and viewer analytics.",
    url: 'https://studio.youtube.com/',
    category: 'Streaming',
    oauthProvider: 'youtube',
  },
  {
    id: 'transistor-fm',
    operationsCategory: 'streaming',
    name: 'Transistor.fm',
    description:
      "Podcast hosting that publishes the church's sermon podcast to Apple Podcasts, Spotify and other apps.",
    url: 'https://transistor.fm/',
    category: 'Podcast',
    oauthProvider: null,
  },
  // it
  {
    id: 'google-workspace',
    operationsCategory: 'it',
    name: 'Google Workspace',
    description: "Admin console for the church's Google accounts: users, Gmail, Drive and Calendar.",
    url: 'https://admin.google.com/',
    category: 'Enterprise',
    oauthProvider: 'google-workspace',
  },
  {
    id: 'google-search-console',
    operationsCategory: 'it',
    name: 'Google Search Console',
    description: "Shows how the church's website appears in Google Search and flags indexing problems.",
    url: 'https://search.google.com/search-console',
    category: 'Monitoring',
    oauthProvider: 'google-search-console',
  },
  {
    id: 'squarespace',
    operationsCategory: 'it',
    name: 'Squarespace',
    description: "Website builder and hosting for the church's website and domain.",
    url: 'https://www.squarespace.com/',
    category: 'Visual',
    oauthProvider: null,
  },
] as const satisfies readonly BuiltInIntegration[];

export type BuiltInIntegrationId = (typeof BUILT_IN_INTEGRATIONS)[number]['id'];

/** The built-in cards of one operations category page, in the spec's order; none for unknown slugs. */
export function builtInIntegrationsFor(slug: string): readonly BuiltInIntegration[] {
  return BUILT_IN_INTEGRATIONS.filter((integration) => integration.operationsCategory === slug);
}

export function findBuiltInIntegration(id: string): BuiltInIntegration | undefined {
  return BUILT_IN_INTEGRATIONS.find((integration) => integration.id === id);
}

/** Spec 000 §2 Category page: "OAuth Ready" counts only these names among the category's tools. */
export const OAUTH_READY_TOOL_NAMES = [
  'Google Workspace',
  'Google Search Console',
  'QuickBooks Online',
  'Slack',
  'Mailchimp',
  'Gusto',
  'YouTube',
] as const;

/** Whether a tool counts as "OAuth Ready": by its (possibly customised) name, exactly as shown. */
export function isOAuthReady(name: string): boolean {
  return (OAUTH_READY_TOOL_NAMES as readonly string[]).includes(name);
}

/** Spec 000 §2 Category page: the "OAuth Ready" stat tile over the page's tools. */
export function countOAuthReady(tools: readonly { readonly name: string }[]): number {
  return tools.filter((tool) => isOAuthReady(tool.name)).length;
}

/**
 * Spec 000 §2 Integration card: what "Add Integration" starts from. The spec's URL is "{host}", a
 * placeholder for the demo's own address; example.org is reserved for examples (RFC 2606), so a
 * card nobody edited points at no real third party.
 */
export const NEW_INTEGRATION_DEFAULTS = {
  name: 'New Integration',
  description: 'Custom integration for your organization',
  url: 'https://example.org',
  category: 'Custom',
} as const satisfies {
  name: string;
  description: string;
  url: string;
  category: IntegrationCategory;
};

const URL_MESSAGE = 'Please enter a web address starting with http:// or https://';

/** Parses with the WHATWG URL parser (through zod, so the domain needs no DOM or Node types). */
const parsesAsWebUrl = z.url({ protocol: /^https?$/, hostname: /./ });

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  return parsesAsWebUrl.safeParse(value).success;
}

/**
 * A link the card opens: only http: and https: web addresses, never javascript:, data:, file: or
 * the like. The text itself must start with http:// or https:// (the URL parser alone would also
 * accept "https:example.org" or repair "https:/\\host"), contain no whitespace or control
 * characters, and parse with a host. The trimmed text is kept as typed.
 */
export const integrationUrlSchema = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(LIMITS.integration.url, { error: `Web address must be at most ${LIMITS.integration.url} characters` })
  .refine(isWebAddress, { error: URL_MESSAGE });

/** Spec 000 §2, §5 Edit Integration modal: name, description, URL and category required. */
export const integrationInputSchema = z.object({
  name: z
    .string({ error: 'Please enter a name' })
    .trim()
    .min(1, { error: 'Please enter a name' })
    .max(LIMITS.integration.name, { error: `Name must be at most ${LIMITS.integration.name} characters` }),
  description: z
    .string({ error: 'Please enter a description' })
    .trim()
    .min(1, { error: 'Please enter a description' })
    .max(LIMITS.integration.description, {
      error: `Description must be at most ${LIMITS.integration.description} characters`,
    }),
  url: integrationUrlSchema,
  category: z.enum(INTEGRATION_CATEGORIES, { error: SELECT_A_CATEGORY }),
  note: optionalText(LIMITS.integration.note, 'Note'),
});
export type IntegrationInput = z.input<typeof integrationInputSchema>;
export type IntegrationFields = z.output<typeof integrationInputSchema>;

/** Spec 000 §3 Integration contact: every field optional; "company" is labelled Department/Team. */
export const integrationContactSchema = z.object({
  name: optionalText(LIMITS.contact.name, 'Name'),
  title: optionalText(LIMITS.contact.title, 'Title'),
  email: optionalEmail(LIMITS.contact.email),
  phone: optionalText(LIMITS.contact.phone, 'Phone'),
  company: optionalText(LIMITS.contact.company, 'Department/Team'),
  notes: optionalText(LIMITS.contact.notes, 'Notes'),
});
export type IntegrationContactInput = z.input<typeof integrationContactSchema>;
export type IntegrationContact = z.output<typeof integrationContactSchema>;
