/**
 * A value computed on demand and kept for a short time: concurrent readers share one computation,
 * and invalidate() drops it at once (called when the data behind it changes in this process).
 * Other instances' changes are seen within ttlMs.
 */
export type CachedValue<T> = { get: () => Promise<T>; invalidate: () => void };

export function cachedValue<T>(compute: () => Promise<T>, ttlMs: number): CachedValue<T> {
  let current: { value: Promise<T>; expires: number; generation: number } | undefined;
  let generation = 0;
  return {
    get() {
      const now = Date.now();
      if (current && current.expires > now && current.generation === generation) return current.value;
      const mine = generation;
      const value = compute();
      current = { value, expires: now + ttlMs, generation: mine };
      value.catch(() => {
        if (current?.value === value) current = undefined;
      });
      return value;
    },
    invalidate() {
      generation += 1;
      current = undefined;
    },
  };
}
