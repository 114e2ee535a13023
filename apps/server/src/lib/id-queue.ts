/**
 * A queue of ids run at most `concurrency` at a time in this process, each id once while it waits or
 * runs: the library's text reading and, without Redis, the processing jobs (decision 0055). It holds
 * only ids; whatever an id stands for is read when its turn comes.
 */
export type IdQueue = {
  add(id: string): Promise<void>;
  /** Resolves when nothing waits or runs (tests, shutdown). */
  settled(): Promise<void>;
  /** Takes no more ids and drops the waiting ones; running ones finish. */
  close(): Promise<void>;
};

export function createIdQueue(
  run: (id: string) => Promise<void>,
  concurrency: number,
  onError: (error: unknown) => void,
): IdQueue {
  const waiting: string[] = [];
  const known = new Set<string>();
  let running = 0;
  let closed = false;
  let idle: Array<() => void> = [];
  const settle = () => {
    if (running > 0 || waiting.length > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };
  const pump = () => {
    while (!closed && running < concurrency && waiting.length > 0) {
      const id = waiting.shift() as string;
      running += 1;
      run(id)
        .catch(onError)
        .finally(() => {
          running -= 1;
          known.delete(id);
          pump();
        });
    }
    settle();
  };
  return {
    async add(id) {
      if (closed || known.has(id)) return;
      known.add(id);
      waiting.push(id);
      pump();
    },
    settled: () =>
      running === 0 && waiting.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idle.push(resolve);
          }),
    async close() {
      closed = true;
      waiting.length = 0;
      known.clear();
      settle();
    },
  };
}
