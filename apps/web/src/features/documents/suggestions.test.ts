import { LIMITS } from '@steward/domain';
import { describe, expect, it } from 'vitest';
import { splitTags, suggestedChanges } from './suggestions';

const EXPIRY = { date: '2027-06-30', sentence: 'The lease term ends on June 30, 2027.' };

describe('suggestedChanges', () => {
  it('keeps what differs from the document, and the tags it does not carry yet', () => {
    expect(
      suggestedChanges(
        { expiry: EXPIRY, category: 'Legal', tags: ['Lease', 'building', 'lease '] },
        { category: 'Operations', expiryDate: null, tags: ['lease'] },
      ),
    ).toEqual({ expiry: EXPIRY, category: 'Legal', tags: ['building'] });
  });

  it('drops what the document already has', () => {
    expect(
      suggestedChanges(
        { expiry: EXPIRY, category: 'Legal', tags: ['lease'] },
        { category: 'Legal', expiryDate: '2027-06-30', tags: ['LEASE'] },
      ),
    ).toEqual({ expiry: null, category: null, tags: [] });
  });

  it('never suggests Donor Data, and no more tags than a document takes', () => {
    const full = Array.from({ length: LIMITS.document.tags - 1 }, (_, i) => `tag ${i}`);
    expect(
      suggestedChanges(
        { expiry: null, category: 'Donor Data', tags: ['one', 'two'] },
        { category: 'Finance', expiryDate: '', tags: full },
      ),
    ).toEqual({ expiry: null, category: null, tags: ['one'] });
  });

  it('reads typed tags as the form sends them', () => {
    expect(splitTags(' lease , ,building,')).toEqual(['lease', 'building']);
  });
});
