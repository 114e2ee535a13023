/**
 * My day's state (issue 30 §1): the answer of GET /api/my-day, else the phone's copy of the last one
 * (kept in the user's visit store, decision 0067), with the waiting Start, Pause and Finish on top;
 * and the sync of the user's outbox (the visit screen's, so nothing is sent twice) on load, on the
 * browser's `online` event, after each tap and on a backing-off timer while anything waits.
 */
import type { MyDay } from '@firebreak/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { visitKeys } from '@/entities/visit/api/query-keys';
import { myDayQueryOptions } from '../api/get-my-day';
import { sendOp } from '../api/visit-work';
import { flushStore } from '../offline/flush';
import { applyMyDayOps, type MyDayView } from '../offline/my-day-view';
import type { OpBody, OutboxOp } from '../offline/outbox';
import { retryDelayMs } from '../offline/sync';
import { StoreClosedError, visitStore } from '../offline/visit-db';

export type MyDaySync =
  | { phase: 'idle' }
  | { phase: 'syncing' }
  | { phase: 'offline' }
  | { phase: 'rejected'; message: string };

export type MyDayState = {
  view: MyDayView | null;
  /** The view is the phone's copy, not a fresh answer. */
  fromPhone: boolean;
  loading: boolean;
  loadError: unknown;
  ops: OutboxOp[];
  sync: MyDaySync;
  record: (visitId: string, body: OpBody) => Promise<void>;
  retryNow: () => void;
};

const ignoreClosed = (error: unknown) => {
  if (!(error instanceof StoreClosedError)) throw error;
};

export function useMyDay(userId: string): MyDayState {
  const queryClient = useQueryClient();
  const store = useMemo(() => visitStore(userId), [userId]);
  const remote = useQuery(myDayQueryOptions());
  const [stored, setStored] = useState<{ day: MyDay | null; loaded: boolean }>({ day: null, loaded: false });
  const [ops, setOps] = useState<OutboxOp[]>([]);
  const [sync, setSync] = useState<MyDaySync>({ phase: 'idle' });
  const running = useRef(false);
  const again = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const refreshOps = useCallback(async () => {
    const next = await store.loadAllOps();
    if (alive.current) setOps(next);
    return next;
  }, [store]);

  const runSync = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    clearTimeout(timer.current);
    try {
      do {
        again.current = false;
        const before = (await refreshOps()).length;
        if (before === 0) {
          if (alive.current) setSync({ phase: 'idle' });
          break;
        }
        if (alive.current) setSync({ phase: 'syncing' });
        const result = await flushStore({ store, send: sendOp });
        // Read again before the queue is shown shorter, so a sent tap does not flicker back.
        if (result.left < before) await queryClient.invalidateQueries({ queryKey: visitKeys.myDay });
        await refreshOps();
        if (!alive.current) return;
        if (result.stoppedBy === 'retry') {
          setSync({ phase: 'offline' });
          attempt.current += 1;
          timer.current = setTimeout(() => void runSync(), retryDelayMs(attempt.current));
        } else {
          attempt.current = 0;
          setSync(result.message ? { phase: 'rejected', message: result.message } : { phase: 'idle' });
        }
      } while (again.current);
    } catch (error) {
      ignoreClosed(error);
    } finally {
      running.current = false;
    }
  }, [queryClient, refreshOps, store]);

  useEffect(() => {
    alive.current = true;
    let active = true;
    void (async () => {
      const day = await store.loadMyDay().catch(() => null);
      if (active) setStored({ day, loaded: true });
      await runSync();
    })();
    const online = () => {
      attempt.current = 0;
      void runSync();
      void queryClient.invalidateQueries({ queryKey: visitKeys.myDay });
    };
    window.addEventListener('online', online);
    return () => {
      active = false;
      alive.current = false;
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
    };
  }, [queryClient, runSync, store]);

  // Every fresh answer is kept for the next time there is no signal.
  useEffect(() => {
    if (remote.data) store.saveMyDay(remote.data).catch(ignoreClosed);
  }, [store, remote.data]);

  const day = remote.data ?? stored.day;
  const view = useMemo(() => (day ? applyMyDayOps(day, ops) : null), [day, ops]);

  const record = useCallback(
    async (visitId: string, body: OpBody) => {
      await store.enqueueOp(visitId, body);
      await refreshOps();
      attempt.current = 0;
      void runSync();
    },
    [refreshOps, runSync, store],
  );

  const retryNow = useCallback(() => {
    attempt.current = 0;
    void runSync();
  }, [runSync]);

  return {
    view,
    fromPhone: !remote.data && Boolean(stored.day),
    loading: !day && (remote.isPending || !stored.loaded),
    loadError: day ? null : remote.error,
    ops,
    sync,
    record,
    retryNow,
  };
}
