/**
 * What follows a change to the visits, in one call for each route: the alerts for overdue visits are
 * evaluated again and the board hears of the site whose visits changed (decision 0065).
 */
import { johannesburgDate, type Visit, type VisitUpdate, type VisitUpdateResult } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import type { Actor } from '../../lib/permissions';
import { announceBooking } from '../dispatch/dispatch-events';
import { findRow } from './visit-rows';
import { type CompleteDeps, completeVisit } from './visit-work.service';
import { evaluateVisitAlerts, generateDueVisits, updateVisit } from './visits.service';

/** The missing due visits of every site up to `horizonDays` ahead, then the alerts. */
export async function generateVisitsAndAlerts(deps: ServiceDeps<'db' | 'events'>, horizonDays: number) {
  const result = await generateDueVisits(deps, { today: johannesburgDate(new Date()), horizonDays });
  await evaluateVisitAlerts(deps);
  return result;
}

/** Schedules, annotates or cancels a visit, then the alerts and the board. */
export async function scheduleVisit(
  deps: ServiceDeps<'db' | 'events'>,
  { actor, id, input }: { actor: Actor; id: string; input: VisitUpdate },
): Promise<VisitUpdateResult> {
  const before = await findRow(deps, id);
  const result = await updateVisit({ db: deps.db, actor, id, input });
  await evaluateVisitAlerts(deps);
  deps.events.emit('visits.changed', { siteId: result.siteId });
  // My day, the weekly plan and the board hear of a new technician or day (issue 30 §2).
  const booked = result.status !== 'CANCELLED' && result.technicianId !== null;
  await announceBooking(deps, {
    visitId: id,
    siteName: result.siteName,
    before: { technicianId: before.technician_id, date: before.scheduled_for, startMinute: null },
    after: {
      technicianId: booked ? result.technicianId : null,
      date: booked ? result.scheduledFor : null,
      startMinute: null,
    },
  });
  return result;
}

/** Completes a visit (its report and certificate), then its site's next due visits, the alerts and the board. */
export async function finishVisit(
  deps: CompleteDeps & ServiceDeps<'db' | 'events'>,
  { actor, id }: { actor: Actor; id: string },
): Promise<Visit> {
  const { db, documents, company, fileParsing } = deps;
  const visit = await completeVisit({ db, documents, company, fileParsing, actor, id });
  await generateDueVisits(deps, { today: johannesburgDate(new Date()), siteIds: [visit.siteId] });
  await evaluateVisitAlerts(deps);
  deps.events.emit('visits.changed', { siteId: visit.siteId });
  return visit;
}
