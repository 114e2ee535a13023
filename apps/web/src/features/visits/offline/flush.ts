/**
 * Sending everything a user has queued, visit by visit (the sign-out warning's "Sync now", decision
 * 0075). Each visit's queue goes in order through syncOutbox; no connection stops the whole run, a
 * closed visit or a refused change stops only that visit's queue.
 */
import type { OutboxOp } from './outbox';
import { type SyncOutcome, syncOutbox } from './sync';
import { type VisitStore, visitStore } from './visit-db';

export type FlushResult = {
  /** Changes still on the phone afterwards. */
  left: number;
  /** Why some are left: the first thing that stopped a queue. */
  stoppedBy: Exclude<SyncOutcome['state'], 'done'> | null;
  /** The server's words when it refused a change. */
  message?: string;
};

type FlushDeps = {
  store: Pick<VisitStore, 'loadAllOps' | 'loadOps' | 'removeOp' | 'markOpFailed'>;
  send: (op: OutboxOp) => Promise<void>;
};

export async function flushStore({ store, send }: FlushDeps): Promise<FlushResult> {
  const visitIds = [...new Set((await store.loadAllOps()).map((op) => op.visitId))];
  let stoppedBy: FlushResult['stoppedBy'] = null;
  let message: string | undefined;
  for (const visitId of visitIds) {
    const outcome = await syncOutbox({
      load: () => store.loadOps(visitId),
      send,
      remove: (op) => store.removeOp(op.seq),
      markFailed: (seq, text) => store.markOpFailed(seq, text),
    });
    if (outcome.state === 'done') continue;
    if (!stoppedBy) {
      stoppedBy = outcome.state;
      if (outcome.state === 'rejected') message = outcome.message;
    }
    if (outcome.state === 'retry') break;
  }
  const left = (await store.loadAllOps()).length;
  return { left, stoppedBy: left === 0 ? null : stoppedBy, ...(message && left > 0 ? { message } : {}) };
}

/** How many changes wait in a user's store. */
export async function countUnsent(store: Pick<VisitStore, 'loadAllOps'>): Promise<number> {
  return (await store.loadAllOps()).length;
}

/** The signed-in user's unsent changes (none where the browser has no IndexedDB at all). */
export async function unsentChangesOf(userId: string): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  return countUnsent(visitStore(userId));
}
