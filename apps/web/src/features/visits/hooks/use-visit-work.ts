/**
 * The visit screen's state (decision 0067): the visit as last fetched (from the server, else from
 * the phone's copy), the outbox on top of it, and the sync loop — on load, on the browser's `online`
 * event, and on a backing-off timer while anything waits. The copy and the outbox are the signed-in
 * user's own store; when the server refuses the visit (403/404) the copy is not shown and is removed
 * with the visit's queue (decision 0075).
 */
import type { VisitDetail } from '@firebreak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { httpStatus, serverErrorText } from '@/lib/api-error';
import { sendOp, useVisit } from '../api/visit-work';
import { applyOps, type OpBody, type OutboxOp, type VisitView } from '../offline/outbox';
import { retryDelayMs, type SyncOutcome, syncOutbox } from '../offline/sync';
import { StoreClosedError, visitStore } from '../offline/visit-db';

export type SyncState =
  | { phase: 'idle' }
  | { phase: 'syncing' }
  | { phase: 'offline' }
  | { phase: 'closed'; left: number }
  | { phase: 'rejected'; opId: string; message: string };

export type VisitWork = {
  view: VisitView | null;
  /** No copy on the phone and the server could not be reached (or refused). */
  loadError: unknown;
  loading: boolean;
  ops: OutboxOp[];
  sync: SyncState;
  record: (body: OpBody) => Promise<void>;
  discard: (op: OutboxOp) => Promise<void>;
  discardAll: () => Promise<void>;
  retryNow: () => void;
};

const ignoreClosed = (error: unknown) => {
  if (!(error instanceof StoreClosedError)) throw error;
};

const stateOf = (outcome: SyncOutcome): SyncState => {
  if (outcome.state === 'retry') return { phase: 'offline' };
  if (outcome.state === 'closed') return { phase: 'closed', left: outcome.left };
  if (outcome.state === 'rejected')
    return { phase: 'rejected', opId: outcome.opId, message: outcome.message };
  return { phase: 'idle' };
};

/** The app's own answer that this visit is not (or no longer) the user's: 403 or 404 with its message. */
export const isRefused = (error: unknown) =>
  [403, 404].includes(httpStatus(error) ?? 0) && serverErrorText(error) !== undefined;

export function useVisitWork(visitId: string, userId: string): VisitWork {
  const queryClient = useQueryClient();
  const store = useMemo(() => visitStore(userId), [userId]);
  const remote = useVisit(visitId);
  const refused = isRefused(remote.error);
  const [stored, setStored] = useState<{ detail: VisitDetail | null; loaded: boolean }>({
    detail: null,
    loaded: false,
  });
  const [ops, setOps] = useState<OutboxOp[]>([]);
  // Sent, but not yet in a fetched copy: still shown, so nothing flickers away before the refetch.
  const [landed, setLanded] = useState<OutboxOp[]>([]);
  const [sync, setSync] = useState<SyncState>({ phase: 'idle' });
  const running = useRef(false);
  const again = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const refreshOps = useCallback(async () => {
    const next = await store.loadOps(visitId);
    if (alive.current) setOps(next);
    return next;
  }, [store, visitId]);

  const runSync = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    clearTimeout(timer.current);
    try {
      let outcome: SyncOutcome;
      // Sent over every pass: a pass that finds the queue already empty must not hide what an earlier
      // pass sent, or the visit is not read again and the screen keeps the copy from before.
      let sent = 0;
      do {
        again.current = false;
        if ((await refreshOps()).length === 0) {
          outcome = { state: 'done', sent: 0 };
          break;
        }
        if (alive.current) setSync({ phase: 'syncing' });
        outcome = await syncOutbox({
          load: () => store.loadOps(visitId),
          send: sendOp,
          remove: async (op) => {
            await store.removeOp(op.seq);
            if (alive.current) setLanded((l) => [...l, op]);
            await refreshOps();
          },
          markFailed: (seq, message) => store.markOpFailed(seq, message),
        });
        sent += outcome.sent;
      } while (again.current && outcome.state === 'done');
      await refreshOps();
      if (!alive.current) return;
      setSync(stateOf(outcome));
      if (sent > 0 || outcome.state === 'closed') {
        await queryClient.invalidateQueries({ queryKey: visitKeys.detail(visitId) });
        const fresh = queryClient.getQueryState(visitKeys.detail(visitId));
        if (alive.current && fresh?.status === 'success' && fresh.fetchStatus === 'idle') setLanded([]);
      }
      if (outcome.state === 'retry') {
        attempt.current += 1;
        timer.current = setTimeout(() => void runSync(), retryDelayMs(attempt.current));
      } else attempt.current = 0;
    } catch (error) {
      // Signed out meanwhile: the store is closed to this screen, nothing is left to do.
      if (!(error instanceof StoreClosedError)) throw error;
    } finally {
      running.current = false;
    }
    // A change recorded while this run was past its loop (reading the visit again) would otherwise
    // wait for the next 'online' event: it goes now.
    if (again.current && alive.current) void runSync();
  }, [queryClient, refreshOps, store, visitId]);

  // The phone's copy and outbox, then a first sync.
  useEffect(() => {
    alive.current = true;
    let active = true;
    void (async () => {
      const detail = await store.loadSnapshot(visitId).catch(() => null);
      if (active) setStored({ detail, loaded: true });
      await runSync();
    })();
    const online = () => {
      attempt.current = 0;
      void runSync();
    };
    window.addEventListener('online', online);
    return () => {
      active = false;
      alive.current = false;
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
    };
  }, [store, visitId, runSync]);

  // Every fresh copy from the server is kept for the next time there is no signal.
  useEffect(() => {
    if (remote.data) store.saveSnapshot(remote.data).catch(ignoreClosed);
  }, [store, remote.data]);

  // Not (or no longer) this user's visit: the copy goes, and the changes no one can send with it.
  useEffect(() => {
    if (!refused) return;
    void (async () => {
      await store.forgetVisit(visitId);
      if (!alive.current) return;
      setStored({ detail: null, loaded: true });
      await refreshOps();
    })().catch(ignoreClosed);
  }, [refused, store, visitId, refreshOps]);

  // Refused is final for this screen, even over a copy fetched before (a refetch keeps the old data).
  const detail = refused ? null : (remote.data ?? stored.detail);
  const view = useMemo(() => (detail ? applyOps(detail, [...landed, ...ops]) : null), [detail, landed, ops]);

  const record = useCallback(
    async (body: OpBody) => {
      const current = detail ? applyOps(detail, [...landed, ...ops]).detail.status : null;
      // The first change on site also starts the visit (IN_PROGRESS), ahead of it in the outbox.
      if (body.kind !== 'complete' && (current === 'DUE' || current === 'SCHEDULED'))
        await store.enqueueOp(visitId, { kind: 'start' });
      await store.enqueueOp(visitId, body);
      await refreshOps();
      attempt.current = 0;
      void runSync();
    },
    [detail, landed, ops, refreshOps, runSync, store, visitId],
  );

  const discard = useCallback(
    async (op: OutboxOp) => {
      if (op.seq !== undefined) await store.removeOp(op.seq);
      await refreshOps();
      setSync({ phase: 'idle' });
      void runSync();
    },
    [refreshOps, runSync, store],
  );

  /** After the office closed the visit: the held-back changes can never be sent, so let them go. */
  const discardAll = useCallback(async () => {
    for (const op of ops) if (op.seq !== undefined) await store.removeOp(op.seq);
    await refreshOps();
    setSync({ phase: 'idle' });
  }, [ops, refreshOps, store]);

  const retryNow = useCallback(() => {
    attempt.current = 0;
    void runSync();
  }, [runSync]);

  return {
    view,
    loadError: detail ? null : remote.error,
    loading: !detail && (remote.isPending || !stored.loaded),
    ops,
    sync,
    record,
    discard,
    discardAll,
    retryNow,
  };
}
