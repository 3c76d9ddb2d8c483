import { describe, expect, it } from 'vitest';
import { signInRequestSchema, signUpRequestSchema } from './auth';

describe('sign-in and sign-up requests (spec 000 §5)', () => {
  it('trims and lower-cases the email', () => {
    expect(signInRequestSchema.parse({ email: ' Demo@Example.ORG ', password: 'x' }).email).toBe(
      'demo@example.org',
    );
  });

  it('requires an email of valid type and a password', () => {
    const bad = signInRequestSchema.safeParse({ email: 'demo', password: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid email address',
      'Please enter your password',
    ]);
  });

  it('needs at least 6 characters for a new password and turns a blank name into null', () => {
    expect(
      signUpRequestSchema.safeParse({ email: 'a@b.org', password: '12345' }).error?.issues[0]?.message,
    ).toBe('Password must be at least 6 characters long');
    expect(
      signUpRequestSchema.parse({ email: 'a@b.org', password: '123456', fullName: '   ' }).fullName,
    ).toBeNull();
  });
});
