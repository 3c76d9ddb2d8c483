import { describe, expect, it } from 'vitest';
import {
  documentEditSchema,
  emailDraftSchema,
  existingAccountPasswordSchema,
  newAccountPasswordsSchema,
} from './forms';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('newAccountPasswordsSchema (spec 000 §5 Accept invitation)', () => {
  it('asks for matching passwords first, then for 6 characters', () => {
    expect(
      firstMessage(newAccountPasswordsSchema.safeParse({ password: 'abc', confirmPassword: 'abd' })),
    ).toBe('Passwords do not match');
    expect(
      firstMessage(newAccountPasswordsSchema.safeParse({ password: 'abc', confirmPassword: 'abc' })),
    ).toBe('Password must be at least 6 characters long');
    expect(
      newAccountPasswordsSchema.parse({ password: 'secret1', confirmPassword: 'secret1' }).password,
    ).toBe('secret1');
  });

  it('takes an existing account password as it is', () => {
    expect(existingAccountPasswordSchema.parse({ password: 'abc', confirmPassword: '' })).toEqual({
      password: 'abc',
    });
  });
});

describe('emailDraftSchema (spec 000 §3 Email draft)', () => {
  const DOCUMENT = '11111111-1111-4111-8111-111111111111';
  const draft = {
    to: 'Ana@Grace.test, ben@grace.test',
    cc: '',
    bcc: 'cy@grace.test',
    subject: ' Budget ',
    message: 'See attached.',
    includeLinks: true,
    includeAttachments: false,
  };

  it('splits the address fields and gives the request for the documents', () => {
    expect(emailDraftSchema([DOCUMENT]).parse(draft)).toEqual({
      to: ['ana@grace.test', 'ben@grace.test'],
      cc: [],
      bcc: ['cy@grace.test'],
      subject: 'Budget',
      message: 'See attached.',
      includeLinks: true,
      includeAttachments: false,
      documentIds: [DOCUMENT],
    });
  });

  it("gives the API's messages, with the field they are about, in the order of the fields", () => {
    const noRecipient = emailDraftSchema([DOCUMENT]).safeParse({ ...draft, to: ' ' });
    expect(firstMessage(noRecipient)).toBe('Please enter at least one recipient email address.');
    expect(noRecipient.error?.issues[0]?.path[0]).toBe('to');

    const badCc = emailDraftSchema([DOCUMENT]).safeParse({ ...draft, cc: 'not-an-address' });
    expect(firstMessage(badCc)).toBe('"not-an-address" is not a valid email address');
    expect(badCc.error?.issues[0]?.path[0]).toBe('cc');

    expect(firstMessage(emailDraftSchema([]).safeParse(draft))).toBe('Please select at least one document');
  });
});

describe('documentEditSchema (spec 000 §2 Edit Document modal)', () => {
  it('splits the tags, empties become null, and a category is required', () => {
    expect(
      documentEditSchema.parse({
        name: ' Handbook.pdf ',
        category: 'Governance',
        expiryDate: '',
        tags: ' policy , ,staff,policy ',
        description: '   ',
      }),
    ).toEqual({
      name: 'Handbook.pdf',
      category: 'Governance',
      expiryDate: null,
      tags: ['policy', 'staff'],
      description: null,
    });
    expect(
      firstMessage(
        documentEditSchema.safeParse({ name: 'A', category: '', expiryDate: '', tags: '', description: '' }),
      ),
    ).toBe('Please select a category');
  });
});
