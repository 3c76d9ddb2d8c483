import { describe, expect, it } from 'vitest';
import { FUNDRAISING_RESTRICTED, fundraisingRestrictedMessage } from './messages';

describe('spec messages', () => {
  it('names the fundraising department in its Access Restricted text (spec 001 §2)', () => {
    expect(FUNDRAISING_RESTRICTED).toBe(
      "You don't have access to the Fundraising & Donor Management department. This area contains sensitive donor information and requires administrator privileges.",
    );
    expect(FUNDRAISING_RESTRICTED).toBe(fundraisingRestrictedMessage('Fundraising & Donor Management'));
  });
});
