/**
 * Sending a visit's outbox (decision 0067). Strictly in order, one at a time: success removes the
 * operation; no answer or a 5xx keeps it for a later try; a 409 'closed' stops everything and keeps
 * what is left; another 4xx marks that operation refused and stops, so nothing after it overtakes it
 * (a refused `start` is only dropped).
 * Every endpoint is replay-safe (PUTs by ids the phone made), so resending after a lost answer
 * doubles nothing.
 */
import { VISIT_STRINGS } from '@firebreak/shared';
import { httpStatus, isNoResponse, serverErrorText } from '@/lib/api-error';
import type { OutboxOp } from './outbox';

export type SendFailure = 'retry' | 'closed' | 'rejected';

/** How a failed send is treated. */
export function classifyFailure(error: unknown): SendFailure {
  if (isNoResponse(error)) return 'retry';
  const status = httpStatus(error);
  if (status === undefined) return 'retry';
  if (status === 409 && serverErrorText(error) === VISIT_STRINGS.closed) return 'closed';
  if (status >= 500 || status === 408 || status === 429 || status === 401) return 'retry';
  return 'rejected';
}

export type SyncOutcome =
  | { state: 'done'; sent: number }
  | { state: 'retry'; sent: number }
  | { state: 'closed'; sent: number; left: number }
  | { state: 'rejected'; sent: number; opId: string; message: string };

export type SyncDeps = {
  load: () => Promise<OutboxOp[]>;
  send: (op: OutboxOp) => Promise<void>;
  /** Called once the server has the operation. */
  remove: (op: OutboxOp & { seq: number }) => Promise<void>;
  markFailed: (seq: number, message: string) => Promise<void>;
};

export const REJECTED_FALLBACK = 'The server refused this change';

export async function syncOutbox({ load, send, remove, markFailed }: SyncDeps): Promise<SyncOutcome> {
  let sent = 0;
  // Reloaded after each send: the user may have added (or replaced) operations meanwhile.
  for (;;) {
    const ops = await load();
    const op = ops[0];
    if (!op || op.seq === undefined) return { state: 'done', sent };
    if (op.error) return { state: 'rejected', sent, opId: op.opId, message: op.error };
    try {
      await send(op);
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure === 'retry') return { state: 'retry', sent };
      if (failure === 'closed') {
        // Finishing a visit that is already closed has nothing left to do (the answer to our own
        // completion may have been lost); anything else is kept and reported.
        if (op.kind === 'complete' && ops.length === 1) {
          await remove({ ...op, seq: op.seq });
          return { state: 'done', sent };
        }
        return { state: 'closed', sent, left: ops.length };
      }
      if (op.kind === 'start' || op.kind === 'pause') {
        // Refused only for a time out of bounds or a visit not ours (which the writes after it will
        // say themselves): the time on site is then the server's, and it must not hold the queue up.
        await remove({ ...op, seq: op.seq });
        continue;
      }
      const message = serverErrorText(error) ?? REJECTED_FALLBACK;
      await markFailed(op.seq, message);
      return { state: 'rejected', sent, opId: op.opId, message };
    }
    await remove({ ...op, seq: op.seq });
    sent += 1;
  }
}

/** Seconds to wait before the n-th retry (n from 1): 2, 4, 8 … up to a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempt - 1));
}
