import { describe, expect, it } from 'vitest';
import { ssoDomainAllows } from './security';

describe('ssoDomainAllows', () => {
  it.each([
    { domains: [], email: 'anyone@gmail.com', allowed: true },
    { domains: ['church.org'], email: 'pastor@church.org', allowed: true },
    { domains: ['church.org'], email: 'Pastor@Church.ORG', allowed: true },
    { domains: ['school.org', 'church.org'], email: 'pastor@church.org', allowed: true },
    { domains: ['church.org'], email: 'pastor@gmail.com', allowed: false },
    // Neither a subdomain nor a lookalike that ends with the domain's text.
    { domains: ['church.org'], email: 'pastor@mail.church.org', allowed: false },
    { domains: ['church.org'], email: 'pastor@evilchurch.org', allowed: false },
    { domains: ['church.org'], email: 'church.org@gmail.com', allowed: false },
  ])('$email with $domains: $allowed', ({ domains, email, allowed }) => {
    expect(ssoDomainAllows(domains, email)).toBe(allowed);
  });
});
