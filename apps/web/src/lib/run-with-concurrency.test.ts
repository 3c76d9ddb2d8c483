import { describe, expect, it } from 'vitest';
import { runWithConcurrency } from './run-with-concurrency';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('runWithConcurrency', () => {
  it('runs at most `limit` tasks at once, in order, and keeps going after a failure', async () => {
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = runWithConcurrency([0, 1, 2, 3], 2, (i) => {
      started.push(i);
      return (tasks[i] as ReturnType<typeof deferred>).promise;
    });

    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    tasks[1]?.reject(new Error('no'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]?.resolve();
    tasks[3]?.resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('does nothing for no items', async () => {
    await expect(
      runWithConcurrency([], 2, () => Promise.reject(new Error('never'))),
    ).resolves.toBeUndefined();
  });
});
