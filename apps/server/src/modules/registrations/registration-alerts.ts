/**
 * REGISTRATION alerts (issue 30 §3): one per registration that has lapsed or lapses within
 * REGISTRATION_EXPIRY_WARNING_DAYS of the company's today, unless the person holds another of the same
 * category at the same level or above that stays current past the warning (a renewal entered as a new
 * registration). Resolved when it is renewed (its expiry moved on) or deleted; run after every change
 * and on the alert checks' timer, since days pass without a write.
 */
import {
  addDays,
  johannesburgDate,
  levelRank,
  REGISTRATION_CATEGORY_LABELS,
  REGISTRATION_EXPIRY_WARNING_DAYS,
  type RegistrationCategory,
  registrationStanding,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import type { DesiredAlert } from '../alerts/alert-rules';
import { syncAlerts } from '../alerts/alerts.service';

export const REGISTRATION_ALERT_TYPE = 'REGISTRATION' as const;
export const registrationCauseKey = (registrationId: string) => `REGISTRATION:${registrationId}`;

export async function evaluateRegistrationAlerts(deps: ServiceDeps<'db' | 'events'>, now = new Date()) {
  const today = johannesburgDate(now);
  const horizon = addDays(today, REGISTRATION_EXPIRY_WARNING_DAYS);
  const rows = await deps.db
    .selectFrom('personnel_registrations')
    .innerJoin('personnel', 'personnel.id', 'personnel_registrations.personnel_id')
    .select([
      'personnel_registrations.id',
      'personnel_registrations.personnel_id',
      'personnel_registrations.category',
      'personnel_registrations.level',
      'personnel_registrations.number',
      'personnel_registrations.expires_on',
      'personnel.name',
    ])
    .execute();
  const desired: DesiredAlert[] = rows
    .filter((r) => r.expires_on <= horizon)
    .filter((r) => {
      const category = r.category as RegistrationCategory;
      const rank = levelRank(category, r.level);
      // Renewed by another registration of the person: same category, as high a level, current past the warning.
      return !rows.some(
        (other) =>
          other.id !== r.id &&
          other.personnel_id === r.personnel_id &&
          other.category === r.category &&
          levelRank(category, other.level) >= rank &&
          other.expires_on > horizon,
      );
    })
    .map((r) => {
      const label = REGISTRATION_CATEGORY_LABELS[r.category as RegistrationCategory] ?? r.category;
      const expired = registrationStanding(r.expires_on, today) === 'EXPIRED';
      return {
        causeKey: registrationCauseKey(r.id),
        type: REGISTRATION_ALERT_TYPE,
        severity: expired ? 'HIGH' : 'MEDIUM',
        title: expired
          ? `Registration expired: ${r.name}`
          : `Registration expires ${r.expires_on}: ${r.name}`,
        message: expired
          ? `${r.name}'s ${label} registration ${r.number} expired on ${r.expires_on}: they may not be booked for this work until it is renewed.`
          : `${r.name}'s ${label} registration ${r.number} expires on ${r.expires_on}: renew it, or they may not be booked for this work after that day.`,
        projectId: null,
      } satisfies DesiredAlert;
    });
  const existing = await deps.db
    .selectFrom('alerts')
    .selectAll()
    .where('type', '=', REGISTRATION_ALERT_TYPE)
    .execute();
  return syncAlerts({ ...deps, desired, existing, now });
}
