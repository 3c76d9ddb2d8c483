import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

const SECRET = 'app-secret-app-secret-app-secret-0123';
const box = new SecretBox(SECRET, 'oauth client secrets');

describe('SecretBox', () => {
  it('opens what it sealed, and never shows the plaintext in the sealed form', () => {
    const sealed = box.seal('client-secret-éü-123', 'org-1/github');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed, 'org-1/github')).toBe('client-secret-éü-123');
  });

  it('seals the same value differently each time (fresh IV)', () => {
    expect(box.seal('same', 'a')).not.toBe(box.seal('same', 'a'));
  });

  it('refuses a value that was altered', () => {
    const sealed = box.seal('token', 'org-1/slack');
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[2] as string, 'base64url');
    ciphertext[0] = (ciphertext[0] as number) ^ 1;
    parts[2] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join('.'), 'org-1/slack')).toThrow();
  });

  it('refuses a value copied to another place (associated data)', () => {
    const sealed = box.seal('token', 'org-1/slack');
    expect(() => box.open(sealed, 'org-2/slack')).toThrow();
  });

  it('refuses a value sealed under another APP_SECRET or for another purpose', () => {
    const sealed = box.seal('token', 'x');
    expect(() => new SecretBox(`${SECRET}-rotated`, 'oauth client secrets').open(sealed, 'x')).toThrow();
    expect(() => new SecretBox(SECRET, 'oauth tokens').open(sealed, 'x')).toThrow();
  });

  it('refuses text that is not a sealed value', () => {
    expect(() => box.open('plaintext', 'x')).toThrow('Not a sealed value');
    expect(() => box.open('v2.a.b.c', 'x')).toThrow('Not a sealed value');
  });
});

describe('SecretBox across an APP_SECRET rotation', () => {
  const OLD = SECRET;
  const NEW = 'new-app-secret-new-app-secret-new-0456';
  const OTHER = 'unrelated-secret-unrelated-secret-0789';
  const purpose = 'oauth client secrets';
  const oldBox = new SecretBox(OLD, purpose);
  const rotated = new SecretBox(NEW, purpose, [OLD]);
  const newOnly = new SecretBox(NEW, purpose);

  it('opens a value sealed with the old secret while APP_SECRET_PREVIOUS lists it', () => {
    const sealed = oldBox.seal('client-secret', 'org-1/github');
    expect(rotated.open(sealed, 'org-1/github')).toBe('client-secret');
    expect(new SecretBox(NEW, purpose, [OTHER, OLD]).open(sealed, 'org-1/github')).toBe('client-secret');
    // The old key does not weaken the other checks.
    expect(() => rotated.open(sealed, 'org-2/github')).toThrow();
  });

  it('seals new values with APP_SECRET only', () => {
    const sealed = rotated.seal('token', 'x');
    expect(newOnly.open(sealed, 'x')).toBe('token');
    expect(() => oldBox.open(sealed, 'x')).toThrow();
  });

  it('re-seals an old value so that the new secret alone opens it, and leaves a current one as it is', () => {
    const sealed = oldBox.seal('refresh-token', 'org-1/slack');
    const resealed = rotated.reseal(sealed, 'org-1/slack');
    if (resealed === null) throw new Error('an old value must be re-sealed');
    expect(newOnly.open(resealed, 'org-1/slack')).toBe('refresh-token');
    expect(() => oldBox.open(resealed, 'org-1/slack')).toThrow();
    expect(rotated.reseal(resealed, 'org-1/slack')).toBeNull();
    // Listing the current secret among the old ones must not make its values look old.
    expect(new SecretBox(NEW, purpose, [NEW, OLD]).reseal(resealed, 'org-1/slack')).toBeNull();
  });

  it('refuses a value sealed with a secret that is neither APP_SECRET nor in APP_SECRET_PREVIOUS', () => {
    const sealed = new SecretBox(OTHER, purpose).seal('token', 'x');
    expect(() => rotated.open(sealed, 'x')).toThrow('sealed with an unknown APP_SECRET');
    expect(() => rotated.reseal(sealed, 'x')).toThrow('sealed with an unknown APP_SECRET');
    expect(() => newOnly.open(oldBox.seal('token', 'x'), 'x')).toThrow();
  });
});
