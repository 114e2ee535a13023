/**
 * Domain events: services emit after a save; realtime, alert rules and indexing listen.
 * Each module declares its events by adding to DomainEvents (declaration merging), e.g.
 *   declare module '../../lib/events' { interface DomainEvents { 'quote.saved': { quoteId: string } } }
 * A failing listener is logged and never fails the write that emitted the event.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each module through declaration merging
export interface DomainEvents {}

type Listener<T> = (payload: T) => void | Promise<void>;

export type EventBus = {
  on<K extends keyof DomainEvents>(name: K, listener: Listener<DomainEvents[K]>): () => void;
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void;
  /** Resolves when every listener started so far has finished (tests and shutdown). */
  settled(): Promise<void>;
};

export function createEventBus(onError: (error: unknown, name: string) => void): EventBus {
  const listeners = new Map<string, Set<Listener<unknown>>>();
  const running = new Set<Promise<void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name as string) ?? new Set();
      set.add(listener as Listener<unknown>);
      listeners.set(name as string, set);
      return () => set.delete(listener as Listener<unknown>);
    },
    emit(name, payload) {
      for (const listener of listeners.get(name as string) ?? []) {
        const run = Promise.resolve()
          .then(() => listener(payload))
          .catch((error) => onError(error, name as string))
          .finally(() => running.delete(run));
        running.add(run);
      }
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
