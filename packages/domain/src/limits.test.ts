import { describe, expect, it } from 'vitest';
import { saveDocumentContentRequestSchema, updateDocumentRequestSchema } from './api/documents';
import { sendEmailRequestSchema } from './api/email';
import { createOrganizationRequestSchema } from './api/organizations';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from './branding';
import { corporateStatusInputSchema } from './corporate-status';
import { integrationContactSchema, integrationInputSchema } from './integrations';
import { LIMITS, MEGABYTE } from './limits';
import { oauthConfigInputSchema, oauthConfigSchemaFor } from './oauth-providers';
import { MIN_PASSWORD_LENGTH } from './product';

/** The first message a schema gives for `input`. */
function firstMessage(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues[0]?.message;
}

const tooLong = (limit: number) => 'x'.repeat(limit + 1);

describe('LIMITS', () => {
  it('keeps the spec numbers', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(LOGO_MAX_BYTES).toBe(1024 * 1024);
    expect(LIMITS.email.attachmentWarningBytes).toBe(25 * MEGABYTE);
    expect(LIMITS.donors.importHistory).toBe(50);
    expect(LIMITS.donors.topDonors).toBe(10);
  });

  it('quotes the limits in the same words as before', () => {
    expect(LOGO_TOO_LARGE_MESSAGE).toBe('File size must be less than 1MB');
    expect(firstMessage(createOrganizationRequestSchema, { name: tooLong(200) })).toBe(
      'Organization name must be at most 200 characters',
    );
    expect(firstMessage(sendEmailRequestSchema.pick({ subject: true }), { subject: tooLong(300) })).toBe(
      'Subject must be at most 300 characters',
    );
    expect(firstMessage(sendEmailRequestSchema.pick({ message: true }), { message: tooLong(20_000) })).toBe(
      'Message must be at most 20000 characters',
    );
    expect(
      firstMessage(updateDocumentRequestSchema.pick({ description: true }), { description: tooLong(2000) }),
    ).toBe('Description must be at most 2000 characters');
    expect(firstMessage(updateDocumentRequestSchema.pick({ tags: true }), { tags: [tooLong(50)] })).toBe(
      'A tag must be at most 50 characters',
    );
    expect(
      firstMessage(updateDocumentRequestSchema.pick({ tags: true }), {
        tags: Array.from({ length: 31 }, (_, i) => `t${i}`),
      }),
    ).toBe('At most 30 tags');
    expect(
      saveDocumentContentRequestSchema.shape.content.safeParse(tooLong(5 * MEGABYTE)).error?.issues[0]
        ?.message,
    ).toBe('The text is too long to save (5 MB at most)');
    expect(
      firstMessage(corporateStatusInputSchema.pick({ entityName: true }), { entityName: tooLong(200) }),
    ).toBe('Entity name must be at most 200 characters');
    expect(firstMessage(integrationInputSchema.pick({ name: true }), { name: tooLong(100) })).toBe(
      'Name must be at most 100 characters',
    );
    expect(
      firstMessage(integrationInputSchema.pick({ description: true }), { description: tooLong(500) }),
    ).toBe('Description must be at most 500 characters');
    expect(firstMessage(integrationInputSchema.pick({ note: true }), { note: tooLong(500) })).toBe(
      'Note must be at most 500 characters',
    );
    expect(
      firstMessage(integrationInputSchema.pick({ url: true }), { url: `https://a.org/${tooLong(2000)}` }),
    ).toBe('Web address must be at most 2000 characters');
    expect(firstMessage(integrationContactSchema, { company: tooLong(200) })).toBe(
      'Department/Team must be at most 200 characters',
    );
    expect(firstMessage(integrationContactSchema, { phone: tooLong(40) })).toBe(
      'Phone must be at most 40 characters',
    );
    expect(firstMessage(integrationContactSchema, { notes: tooLong(1000) })).toBe(
      'Notes must be at most 1000 characters',
    );
    expect(firstMessage(oauthConfigInputSchema.pick({ clientId: true }), { clientId: tooLong(500) })).toBe(
      'Client ID must be at most 500 characters',
    );
    expect(
      firstMessage(oauthConfigInputSchema.pick({ clientSecret: true }), { clientSecret: tooLong(2000) }),
    ).toBe('Client secret must be at most 2000 characters');
  });

  it('takes a company domain of up to 63 characters, no more', () => {
    const schema = oauthConfigSchemaFor('bamboohr');
    const fields = { clientId: 'id', clientSecret: 'secret' };
    expect(schema.safeParse({ ...fields, companyDomain: 'a'.repeat(63) }).success).toBe(true);
    expect(schema.safeParse({ ...fields, companyDomain: 'a'.repeat(64) }).success).toBe(false);
    expect(schema.safeParse({ ...fields, companyDomain: 'a' }).success).toBe(true);
    expect(schema.safeParse({ ...fields, companyDomain: 'a-' }).success).toBe(false);
  });
});
