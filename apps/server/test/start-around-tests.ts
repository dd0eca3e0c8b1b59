import { afterAll, beforeAll } from 'vitest';

/**
 * Starts something before the tests of the calling file or `describe` block and stops it after them,
 * and returns a getter for it that fails with a clear message when used before it started (outside a
 * test or hook).
 */
export function startAroundTests<T>(
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined)
      throw new Error(`${what} starts in beforeAll: use it inside a test or a hook.`);
    return started;
  };
}
