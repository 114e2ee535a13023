/**
 * My day as the screen shows it (issue 30 §1): the last answer (from the server, else the phone's
 * copy) with the Start, Pause and Finish still waiting in the outbox applied on top. Pure.
 */
import type { MyDay, MyDayVisit } from '@firebreak/shared';
import type { OutboxOp } from './outbox';

export type MyDayVisitView = MyDayVisit & {
  /** Changes of this visit saved on the phone and not yet sent. */
  pending: number;
  /** Finish was tapped and waits to be sent. */
  finishing: boolean;
};
export type MyDayView = Omit<MyDay, 'days'> & {
  days: { date: string; visits: MyDayVisitView[] }[];
};

export function applyMyDayOps(day: MyDay, ops: readonly OutboxOp[]): MyDayView {
  return {
    ...day,
    days: day.days.map((d) => ({
      date: d.date,
      visits: d.visits.map((visit) => {
        const mine = ops.filter((op) => op.visitId === visit.id);
        let { status, onSite } = visit;
        let finishing = false;
        for (const op of mine) {
          if (op.kind === 'start') {
            if (status === 'DUE' || status === 'SCHEDULED') status = 'IN_PROGRESS';
            onSite = true;
          } else if (op.kind === 'pause') onSite = false;
          else if (op.kind === 'complete') {
            finishing = true;
            onSite = false;
          } else if (status === 'DUE' || status === 'SCHEDULED') status = 'IN_PROGRESS';
        }
        return { ...visit, status, onSite, finishing, pending: mine.length };
      }),
    })),
  };
}

/** Whether Finish on My day can complete the visit at once: nothing left to record or sign. */
export function finishesAtOnce(visit: Pick<MyDayVisit, 'assetCount' | 'resultsRecorded' | 'signed'>) {
  return visit.assetCount === 0 || (visit.resultsRecorded >= visit.assetCount && visit.signed);
}
