import type { CountingRequest } from '@test/counting-worker';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './pool';

function counting(concurrency = 1, memoryMb = 64, idleMs?: number) {
  const pool = new WorkerPool<CountingRequest, number>({
    entry: { bundled: 'none.js', source: new URL('../../../test/counting-worker.ts', import.meta.url) },
    concurrency,
    memoryMb,
    closedMessage: 'The pool is closed.',
    ...(idleMs ? { idleMs } : {}),
  });
  afterAll(() => pool.close());
  return pool;
}

const LIMIT = { timeoutMs: 5_000 };

describe('WorkerPool', () => {
  it('answers a handler that throws with the error, and the same thread goes on', async () => {
    const pool = counting();
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
    expect(await pool.run('throw', LIMIT)).toEqual({
      ok: false,
      failure: 'error',
      detail: 'TypeError: asked to throw',
    });
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 2 });
  });

  it('ends a thread past its time limit or its memory, and a new thread takes the next request', async () => {
    const pool = counting();
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
    expect(await pool.run('spin', { timeoutMs: 300 })).toMatchObject({ ok: false, failure: 'timeout' });
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
    expect(await pool.run('hoard', { timeoutMs: 60_000 })).toMatchObject({ ok: false, failure: 'memory' });
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
  });

  it('ends each of several threads that fill a large heap at once, and the process goes on', async () => {
    // With V8's default young generation, Node 24 aborted the whole process in most such runs.
    const pool = counting(2, 256);
    const hoards = Array.from({ length: 4 }, () => pool.run('hoard', { timeoutMs: 60_000 }));
    for (const outcome of await Promise.all(hoards))
      expect(outcome).toMatchObject({ ok: false, failure: 'memory' });
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
    // Four 256 MB heaps filled two at a time: beside two busy processes this took over 30 s.
  }, 120_000);

  it('keeps a thread for withThread, in order and apart from other requests, then ends it', async () => {
    const pool = counting(2);
    const other = pool.run('count', LIMIT);
    const session = await pool.withThread(async (call) => [
      await call('count', LIMIT),
      await call('count', LIMIT),
      await call('count', LIMIT),
    ]);
    expect(session.map((outcome) => outcome.ok && outcome.response)).toEqual([1, 2, 3]);
    expect(await other).toEqual({ ok: true, response: 1 });
    // The session's thread ended with it: nobody sees what it kept.
    const after = await Promise.all([pool.run('count', LIMIT), pool.run('count', LIMIT)]);
    expect(after.map((outcome) => outcome.ok && outcome.response).sort()).toEqual([1, 2]);
  });

  it('fails the rest of a withThread session once its thread was ended', async () => {
    const pool = counting();
    const outcomes = await pool.withThread(async (call) => [
      await call('count', LIMIT),
      await call('spin', { timeoutMs: 300 }),
      await call('count', LIMIT),
    ]);
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.response : outcome.failure))).toEqual([
      1,
      'timeout',
      'crashed',
    ]);
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
  });

  it('ends a thread left idle, giving its memory back, and starts another when work comes', async () => {
    const pool = counting(1, 64, 300);
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 2 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
  });

  it('keeps a thread held by withThread however long the work pauses, though it was idle before', async () => {
    const pool = counting(1, 64, 300);
    expect(await pool.run('count', LIMIT)).toEqual({ ok: true, response: 1 });
    const outcomes = await pool.withThread(async (call) => {
      // Preparing the first request (reading the database) takes longer than the idle limit.
      await new Promise((resolve) => setTimeout(resolve, 600));
      return [await call('count', LIMIT), await call('count', LIMIT)];
    });
    expect(outcomes).toEqual([
      { ok: true, response: 2 },
      { ok: true, response: 3 },
    ]);
  });

  it('close() rejects what runs and what waits, and refuses new work', async () => {
    const pool = counting();
    const settled = [pool.run('spin', { timeoutMs: 60_000 }), pool.run('count', LIMIT)].map((request) =>
      request.then(JSON.stringify, (error: Error) => error.message),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.close();
    expect(await Promise.all(settled)).toEqual(['The pool is closed.', 'The pool is closed.']);
    await expect(pool.run('count', LIMIT)).rejects.toThrow('The pool is closed.');
    await expect(pool.withThread(async () => 1)).rejects.toThrow('The pool is closed.');
  });
});
