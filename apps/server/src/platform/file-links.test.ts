import { describe, expect, it } from 'vitest';
import { type FileGrant, FileLinkSigner } from './file-links';

const OLD = 'old-app-secret-old-app-secret-old-0123';
const NEW = 'new-app-secret-new-app-secret-new-0456';
const OTHER = 'unrelated-secret-unrelated-secret-0789';

const grant: FileGrant = {
  storageKey: 'org-1/documents/abc',
  organizationId: '00000000-0000-4000-8000-000000000001',
  madeBy: '00000000-0000-4000-8000-000000000002',
  filename: 'Budget 2026.pdf',
  contentType: 'application/pdf',
  disposition: 'inline',
  size: 1234,
  expires: Math.floor(Date.now() / 1000) + 3600,
};

describe('FileLinkSigner', () => {
  it('verifies its own link and returns the grant', () => {
    const signer = new FileLinkSigner(NEW);
    expect(signer.verify(signer.sign(grant))).toEqual({ ok: true, grant });
  });

  it('refuses a link whose grant was changed after signing', () => {
    const signer = new FileLinkSigner(NEW);
    const [, signature] = signer.sign(grant).split('.');
    const forged = new FileLinkSigner(NEW)
      .sign({ ...grant, storageKey: 'org-2/documents/abc' })
      .split('.')[0];
    expect(signer.verify(`${forged}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('FileLinkSigner across an APP_SECRET rotation', () => {
  const oldLink = new FileLinkSigner(OLD).sign(grant);

  it('verifies a link signed with the old secret while APP_SECRET_PREVIOUS lists it', () => {
    expect(new FileLinkSigner(NEW, [OLD]).verify(oldLink)).toEqual({ ok: true, grant });
    expect(new FileLinkSigner(NEW, [OTHER, OLD]).verify(oldLink)).toEqual({ ok: true, grant });
  });

  it('refuses it once the old secret is removed, or when another secret is listed instead', () => {
    expect(new FileLinkSigner(NEW).verify(oldLink)).toEqual({ ok: false, reason: 'invalid' });
    expect(new FileLinkSigner(NEW, [OTHER]).verify(oldLink)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('signs new links with APP_SECRET, which verify without the old secret', () => {
    const newLink = new FileLinkSigner(NEW, [OLD]).sign(grant);
    expect(new FileLinkSigner(NEW).verify(newLink)).toEqual({ ok: true, grant });
    expect(new FileLinkSigner(OLD).verify(newLink)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('still reports an expired old link as expired, not as valid', () => {
    const expired = new FileLinkSigner(OLD).sign({ ...grant, expires: Math.floor(Date.now() / 1000) - 1 });
    expect(new FileLinkSigner(NEW, [OLD]).verify(expired)).toEqual({ ok: false, reason: 'expired' });
  });
});
