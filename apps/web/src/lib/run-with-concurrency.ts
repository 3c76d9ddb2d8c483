/**
 * Runs `task` for every item with at most `limit` running at once, in the items' order; resolves
 * when all have settled. A task's failure is its own business: it never stops the others.
 */
export async function runWithConcurrency<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch {
        // Reported by the task itself.
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
