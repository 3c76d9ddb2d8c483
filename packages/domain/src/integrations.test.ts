import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_INTEGRATIONS,
  builtInIntegrationsFor,
  contactKey,
  countOAuthReady,
  findBuiltInIntegration,
  INTEGRATION_CATEGORIES,
  integrationContactSchema,
  integrationInputSchema,
  integrationUrlSchema,
  isOAuthReady,
  NEW_INTEGRATION_DEFAULTS,
  OAUTH_PROVIDER_IDS,
  OAUTH_READY_TOOL_NAMES,
} from './integrations';
import { OPERATIONS_CATEGORIES } from './operations';

const names = (slug: string) => builtInIntegrationsFor(slug).map((integration) => integration.name);

describe('built-in integrations (spec 000 §3 Static integrations per operations category)', () => {
  it('lists the spec tools of every operations category, in order', () => {
    expect(names('hr')).toEqual([
      'HR Ministry Solutions',
      'Ministry Safe',
      'Gusto',
      'GuideStone',
      'The Standard',
    ]);
    expect(names('accounting')).toEqual([
      'QuickBooks Online',
      'Aplos',
      'Pushpay',
      'Live Your Parable',
      'Online Banking',
    ]);
    expect(names('communications')).toEqual(['Slack', 'Mailchimp', 'Zoom']);
    expect(names('legal')).toEqual(['DocuSign', 'E-Verify', 'Secretary of State Business Portal']);
    expect(names('branding')).toEqual(['Canva']);
    expect(names('social-media')).toEqual(['Instagram', 'Facebook', 'Meta for Business', 'Linktree']);
    expect(names('volunteer-management')).toEqual(['Planning Center', 'Breeze ChMS', 'Wufoo']);
    expect(names('streaming')).toEqual(['YouTube', 'Transistor.fm']);
    expect(names('it')).toEqual(['Google Workspace', 'Google Search Console', 'Squarespace']);
  });

  it('places every built-in on one of the nine operations categories, each having some', () => {
    const slugs: string[] = OPERATIONS_CATEGORIES.map((category) => category.slug);
    for (const integration of BUILT_IN_INTEGRATIONS) {
      expect(slugs).toContain(integration.operationsCategory);
    }
    for (const slug of slugs) expect(builtInIntegrationsFor(slug).length).toBeGreaterThan(0);
    expect(builtInIntegrationsFor('nope')).toEqual([]);
  });

  it('keys every built-in by its lowercased hyphenated name, uniquely', () => {
    const ids = BUILT_IN_INTEGRATIONS.map((integration) => integration.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const integration of BUILT_IN_INTEGRATIONS) {
      expect(integration.id).toBe(contactKey(integration.name));
      expect(integration.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findBuiltInIntegration(integration.id)).toBe(integration);
    }
    expect(findBuiltInIntegration('nope')).toBeUndefined();
  });

  it('links every built-in to an https address the URL rule accepts', () => {
    for (const integration of BUILT_IN_INTEGRATIONS) {
      expect(integration.url.startsWith('https://')).toBe(true);
      expect(integrationUrlSchema.safeParse(integration.url).success).toBe(true);
    }
  });

  it('gives every built-in a category from the list, a description and an input the edit form accepts', () => {
    for (const integration of BUILT_IN_INTEGRATIONS) {
      expect(INTEGRATION_CATEGORIES).toContain(integration.category);
      const note = 'note' in integration ? integration.note : undefined;
      expect(integrationInputSchema.safeParse({ ...integration, note }).success).toBe(true);
    }
  });

  it('asks to replace the links that stand in for "a bank" and "a state corporate portal"', () => {
    expect(findBuiltInIntegration('online-banking')?.note).toMatch(/replace the link/);
    expect(findBuiltInIntegration('secretary-of-state-business-portal')?.note).toMatch(/replace the link/);
  });

  it('names an OAuth provider from the spec list exactly for the OAuth Ready tools', () => {
    for (const integration of BUILT_IN_INTEGRATIONS) {
      if (integration.oauthProvider !== null) {
        expect(OAUTH_PROVIDER_IDS).toContain(integration.oauthProvider);
      }
      expect(integration.oauthProvider !== null).toBe(isOAuthReady(integration.name));
    }
    expect(
      BUILT_IN_INTEGRATIONS.filter((integration) => integration.oauthProvider !== null).map((integration) => [
        integration.name,
        integration.oauthProvider,
      ]),
    ).toEqual([
      ['Gusto', 'gusto'],
      ['QuickBooks Online', 'quickbooks'],
      ['Slack', 'slack'],
      ['Mailchimp', 'mailchimp'],
      ['YouTube', 'youtube'],
      ['Google Workspace', 'google-workspace'],
      ['Google Search Console', 'google-search-console'],
    ]);
  });
});

describe('OAuth Ready (spec 000 §2 Category page)', () => {
  it('counts the seven names', () => {
    expect(OAUTH_READY_TOOL_NAMES).toHaveLength(7);
    expect(isOAuthReady('QuickBooks Online')).toBe(true);
    expect(isOAuthReady('quickbooks online')).toBe(false);
    expect(isOAuthReady('Zoom')).toBe(false);
  });

  it.each([
    ['hr', 1],
    ['accounting', 1],
    ['legal', 0],
    ['branding', 0],
    ['social-media', 0],
    ['communications', 2],
    ['volunteer-management', 0],
    ['streaming', 1],
    ['it', 2],
  ])('counts %s as %i', (slug, count) => {
    expect(countOAuthReady(builtInIntegrationsFor(slug))).toBe(count);
  });

  it('counts by the name shown, so a renamed tool or a custom one named like a ready tool follows', () => {
    expect(countOAuthReady([{ name: 'Payroll' }, { name: 'Slack' }])).toBe(1);
  });
});

describe('contactKey', () => {
  it('lowercases and hyphenates a service name', () => {
    expect(contactKey('QuickBooks Online')).toBe('quickbooks-online');
    expect(contactKey('  Meta  for Business ')).toBe('meta-for-business');
    expect(contactKey('Transistor.fm')).toBe('transistor-fm');
    expect(contactKey('E-Verify')).toBe('e-verify');
  });
});

describe('new integration defaults (spec 000 §2 Integration card)', () => {
  it('starts as "New Integration", category Custom, on a reserved example address', () => {
    expect(NEW_INTEGRATION_DEFAULTS).toEqual({
      name: 'New Integration',
      description: 'Custom integration for your organization',
      url: 'https://example.org',
      category: 'Custom',
    });
    expect(integrationInputSchema.safeParse(NEW_INTEGRATION_DEFAULTS).success).toBe(true);
  });
});

describe('integrationUrlSchema', () => {
  const message = 'Please enter a web address starting with http:// or https://';

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.org/file',
    'mailto:office@example.org',
    '/relative/path',
    'example.org',
    '//example.org',
    'https:example.org',
    'https:/\\example.org',
    'https://',
    'https:// example.org',
    'https://exa\tmple.org',
    'http://exa mple.org',
    '',
    '   ',
  ])('refuses %j', (value) => {
    const result = integrationUrlSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a missing value with the same message', () => {
    expect(integrationUrlSchema.safeParse(undefined).error?.issues[0]?.message).toBe(message);
  });

  it('accepts http and https addresses, trimmed and otherwise as typed', () => {
    expect(integrationUrlSchema.parse('https://example.org')).toBe('https://example.org');
    expect(integrationUrlSchema.parse('  http://intranet.example.org:8080/a?b=c#d ')).toBe(
      'http://intranet.example.org:8080/a?b=c#d',
    );
    expect(integrationUrlSchema.parse('HTTPS://Example.org/Path')).toBe('HTTPS://Example.org/Path');
    expect(integrationUrlSchema.parse('http://192.168.1.10/admin')).toBe('http://192.168.1.10/admin');
  });

  it('refuses an address over 2000 characters', () => {
    expect(integrationUrlSchema.safeParse(`https://example.org/${'a'.repeat(2000)}`).success).toBe(false);
  });
});

describe('integrationInputSchema (Edit Integration modal)', () => {
  const valid = {
    name: ' Church Center ',
    description: ' Member app ',
    url: 'https://churchcenter.com',
    category: 'Volunteer',
  };

  it('trims, and turns a missing or empty note into null', () => {
    expect(integrationInputSchema.parse(valid)).toEqual({
      name: 'Church Center',
      description: 'Member app',
      url: 'https://churchcenter.com',
      category: 'Volunteer',
      note: null,
    });
    expect(integrationInputSchema.parse({ ...valid, note: '  ' }).note).toBeNull();
    expect(integrationInputSchema.parse({ ...valid, note: ' Ask Sam ' }).note).toBe('Ask Sam');
  });

  it('requires name, description, URL and category', () => {
    const messages = (input: object) =>
      integrationInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ ...valid, name: '  ' })).toEqual(['Please enter a name']);
    expect(messages({ ...valid, description: '' })).toEqual(['Please enter a description']);
    expect(messages({ ...valid, url: 'javascript:alert(1)' })).toEqual([
      'Please enter a web address starting with http:// or https://',
    ]);
    expect(messages({ ...valid, category: 'Donations' })).toEqual(['Please select a category']);
    expect(messages({})).toEqual([
      'Please enter a name',
      'Please enter a description',
      'Please enter a web address starting with http:// or https://',
      'Please select a category',
    ]);
  });

  it('limits the lengths', () => {
    expect(integrationInputSchema.safeParse({ ...valid, name: 'a'.repeat(100) }).success).toBe(true);
    expect(integrationInputSchema.safeParse({ ...valid, name: 'a'.repeat(101) }).success).toBe(false);
    expect(integrationInputSchema.safeParse({ ...valid, description: 'a'.repeat(501) }).success).toBe(false);
    expect(integrationInputSchema.safeParse({ ...valid, note: 'a'.repeat(501) }).success).toBe(false);
  });
});

describe('integrationContactSchema (spec 000 §3 Integration contact)', () => {
  it('makes every field optional and empty ones null', () => {
    const empty = { name: null, title: null, email: null, phone: null, company: null, notes: null };
    expect(integrationContactSchema.parse({})).toEqual(empty);
    expect(
      integrationContactSchema.parse({
        name: ' ',
        title: '',
        email: '  ',
        phone: '',
        company: null,
        notes: '',
      }),
    ).toEqual(empty);
  });

  it('trims the fields it keeps', () => {
    expect(
      integrationContactSchema.parse({
        name: ' Ana Ruiz ',
        title: ' Account manager ',
        email: ' ana@example.org ',
        phone: ' +1 555 0100 ',
        company: ' Payroll team ',
        notes: ' Call before noon ',
      }),
    ).toEqual({
      name: 'Ana Ruiz',
      title: 'Account manager',
      email: 'ana@example.org',
      phone: '+1 555 0100',
      company: 'Payroll team',
      notes: 'Call before noon',
    });
  });

  it('requires a valid email when one is given', () => {
    const result = integrationContactSchema.safeParse({ email: 'ana@' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('limits phone to 40 and notes to 1000 characters', () => {
    expect(integrationContactSchema.safeParse({ phone: '1'.repeat(40) }).success).toBe(true);
    expect(integrationContactSchema.safeParse({ phone: '1'.repeat(41) }).error?.issues[0]?.message).toBe(
      'Phone must be at most 40 characters',
    );
    expect(integrationContactSchema.safeParse({ notes: 'a'.repeat(1000) }).success).toBe(true);
    expect(integrationContactSchema.safeParse({ notes: 'a'.repeat(1001) }).error?.issues[0]?.message).toBe(
      'Notes must be at most 1000 characters',
    );
  });
});
