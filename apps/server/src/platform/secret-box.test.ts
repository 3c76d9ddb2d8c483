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
