import { createTestApp, MUTATION_HEADERS } from '@test/app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(url: string, payload: object, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url, remoteAddress, headers: MUTATION_HEADERS, payload });
}

async function signUp(email: string, remoteAddress = '127.0.3.1') {
  const response = await post('/api/auth/sign-up', { email, password: 'right-password' }, remoteAddress);
  expect(response.statusCode).toBe(201);
}

/** Moves every counted attempt back in time, as if the client had waited that long. */
async function waitMinutes(minutes: number) {
  await t.database.db.execute(
    sql`update throttle_events set created_at = created_at - make_interval(mins => ${minutes})`,
  );
}

describe('sign-in throttling', () => {
  it('answers 20 wrong passwords in a row with 401 then 429, and the account works afterwards', async () => {
    await signUp('target@example.org');
    const statuses: number[] = [];
    let lastMessage = '';
    for (let i = 0; i < 20; i++) {
      // Spread over addresses: the per-account limit must hold against a distributed guess.
      const response = await post(
        '/api/auth/sign-in',
        { email: 'target@example.org', password: `guess-${i}` },
        `127.0.4.${i}`,
      );
      statuses.push(response.statusCode);
      lastMessage = response.json().error.message;
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    expect(lastMessage).toMatch(/^Too many attempts\. Please wait 1[45] minutes and try again\.$/);

    // While limited, even the right password is refused without being checked.
    const locked = await post(
      '/api/auth/sign-in',
      { email: 'target@example.org', password: 'right-password' },
      '127.0.4.99',
    );
    expect(locked.statusCode).toBe(429);

    await waitMinutes(16);
    const ok = await post(
      '/api/auth/sign-in',
      { email: 'target@example.org', password: 'right-password' },
      '127.0.4.99',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toBeDefined();
  });

  it('clears an account’s count on a successful sign-in', async () => {
    await signUp('forgetful@example.org');
    for (let i = 0; i < 9; i++) {
      await post('/api/auth/sign-in', { email: 'forgetful@example.org', password: 'nope' }, '127.0.5.1');
    }
    const ok = await post(
      '/api/auth/sign-in',
      { email: 'forgetful@example.org', password: 'right-password' },
      '127.0.5.1',
    );
    expect(ok.statusCode).toBe(200);
    const again = await post(
      '/api/auth/sign-in',
      { email: 'forgetful@example.org', password: 'nope' },
      '127.0.5.1',
    );
    expect(again.statusCode).toBe(401);
  });

  it('limits one address trying many accounts, without locking those accounts for anyone else', async () => {
    await signUp('bystander@example.org');
    for (let i = 0; i < 50; i++) {
      await post('/api/auth/sign-in', { email: `guess-${i}@example.org`, password: 'x' }, '127.0.6.1');
    }
    const fromAttacker = await post(
      '/api/auth/sign-in',
      { email: 'bystander@example.org', password: 'right-password' },
      '127.0.6.1',
    );
    expect(fromAttacker.statusCode).toBe(429);
    const fromOwner = await post(
      '/api/auth/sign-in',
      { email: 'bystander@example.org', password: 'right-password' },
      '127.0.6.2',
    );
    expect(fromOwner.statusCode).toBe(200);
  });

  it('limits sign-ups from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await post(
        '/api/auth/sign-up',
        { email: `bulk-${i}@example.org`, password: 'secret1' },
        '127.0.7.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
