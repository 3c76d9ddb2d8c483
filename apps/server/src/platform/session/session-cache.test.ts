import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const ANN = { userId: 'user-ann', organizationId: 'org-a' };
const BEN = { userId: 'user-ben', organizationId: 'org-a' };
const CY = { userId: 'user-cy', organizationId: 'org-b' };
const FAR = Date.UTC(2030, 0, 1);

function cache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = Date.UTC(2026, 10, 25);
  const sessions = new SessionCache<string>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  sessions.setLive(true);
  const put = (id: string, who: { userId: string; organizationId: string | null }, expiresAt = FAR) =>
    sessions.set(id, { value: id, ...who, expiresAt }, sessions.generation);
  return {
    sessions,
    put,
    advance: (ms: number) => {
      now += ms;
    },
    held: (...ids: string[]) => ids.filter((id) => sessions.get(id) !== undefined),
  };
}

describe('SessionCache', () => {
  it('serves a stored session until its safety-net expiry or its own expiry', () => {
    const { put, advance, held } = cache({ ttlMs: 10_000 });
    put('s1', ANN);
    put('s2', BEN, Date.UTC(2026, 10, 25) + 5_000);
    expect(held('s1', 's2')).toEqual(['s1', 's2']);
    advance(5_000);
    expect(held('s1', 's2')).toEqual(['s1']);
    advance(5_000);
    expect(held('s1')).toEqual([]);
  });

  it('drops the sessions a change names: one session, a user, an organisation', () => {
    const { sessions, put, held } = cache();
    put('s1', ANN);
    put('s2', ANN);
    put('s3', BEN);
    put('s4', CY);
    sessions.changed('session:s3');
    expect(held('s1', 's2', 's3', 's4')).toEqual(['s1', 's2', 's4']);
    sessions.changed('user:user-ann');
    expect(held('s1', 's2', 's4')).toEqual(['s4']);
    put('s1', ANN);
    sessions.changed('organization:org-b');
    expect(held('s1', 's4')).toEqual(['s1']);
  });

  it('drops everything on a change it does not understand', () => {
    const { sessions, put, held } = cache();
    put('s1', ANN);
    put('s4', CY);
    sessions.changed('membership-policy:whatever');
    expect(held('s1', 's4')).toEqual([]);
    put('s1', ANN);
    sessions.changed('user:');
    expect(held('s1')).toEqual([]);
  });

  it('does not store what a lookup read before a change arrived', () => {
    const { sessions, held } = cache();
    const before = sessions.generation;
    sessions.changed('user:user-ann'); // the deactivation lands while the lookup is in the database
    sessions.set('s1', { value: 's1', ...ANN, expiresAt: FAR }, before);
    expect(held('s1')).toEqual([]);
    sessions.set('s1', { value: 's1', ...ANN, expiresAt: FAR }, sessions.generation);
    expect(held('s1')).toEqual(['s1']);
  });

  it('serves and stores nothing while changes are not heard, and starts empty when they are again', () => {
    const { sessions, put, held } = cache();
    put('s1', ANN);
    sessions.setLive(false);
    expect(held('s1')).toEqual([]);
    put('s2', BEN);
    sessions.setLive(true);
    expect(held('s1', 's2')).toEqual([]);
    expect(sessions.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { put, held, sessions } = cache({ maxEntries: 2 });
    put('s1', ANN);
    put('s2', BEN);
    put('s3', CY);
    expect(held('s1', 's2', 's3')).toEqual(['s2', 's3']);
    expect(sessions.size).toBe(2);
  });

  it('empties on clear, and a lookup begun before it stores nothing', () => {
    const { sessions, put, held } = cache();
    put('s1', ANN);
    const before = sessions.generation;
    sessions.clear();
    expect(held('s1')).toEqual([]);
    sessions.set('s1', { value: 's1', ...ANN, expiresAt: FAR }, before);
    expect(held('s1')).toEqual([]);
  });
});
