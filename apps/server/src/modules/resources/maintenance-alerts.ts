/**
 * MAINTENANCE alerts: one per equipment item whose next maintenance due date has passed
 * (Johannesburg calendar day); resolved when a maintenance entry moves the date forward.
 */
import { johannesburgDate } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import type { DesiredAlert } from '../alerts/alert-rules';
import { syncAlerts } from '../alerts/alerts.service';

export async function evaluateMaintenanceAlerts(deps: ServiceDeps<'db' | 'events'>, now = new Date()) {
  const today = johannesburgDate(now);
  const overdue = await deps.db
    .selectFrom('equipment')
    .select(['id', 'name', 'location', 'next_maintenance_due'])
    .where('next_maintenance_due', '<', today)
    .execute();
  const desired: DesiredAlert[] = overdue.map((e) => ({
    causeKey: `MAINTENANCE:EQUIPMENT:${e.id}`,
    type: 'MAINTENANCE',
    severity: 'HIGH',
    title: `Maintenance overdue: ${e.name}`,
    message: `${e.name} (${e.location || 'no location'}) was due for maintenance on ${e.next_maintenance_due}.`,
    projectId: null,
  }));
  const existing = await deps.db.selectFrom('alerts').selectAll().where('type', '=', 'MAINTENANCE').execute();
  return syncAlerts({ ...deps, desired, existing, now });
}
