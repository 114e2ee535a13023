/** Weather warnings from a feed (or an administrator): stored, listed while in force, announced. */
import { randomUUID } from 'node:crypto';
import type { Severity, WeatherAlert, WeatherAlertInput } from '@firebreak/shared';
import type { WeatherAlertsTable } from '../../db/schema/projects';
import type { ServiceDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';

declare module '../../lib/events' {
  interface DomainEvents {
    'weather.ingested': { alerts: WeatherAlert[] };
  }
}

const DEFAULT_DURATION_MS = 24 * 3_600_000;

const toWeatherAlert = (row: WeatherAlertsTable): WeatherAlert => ({
  id: row.id,
  location: row.location,
  message: row.message,
  severity: row.severity as Severity,
  startsAt: row.starts_at,
  expiresAt: row.expires_at,
});

export async function ingestWeatherAlerts(
  deps: ServiceDeps<'db' | 'events'>,
  actor: AuditActor,
  inputs: WeatherAlertInput[],
  now = new Date(),
): Promise<WeatherAlert[]> {
  const rows: WeatherAlertsTable[] = inputs.map((input) => {
    const startsAt = input.startsAt ? new Date(input.startsAt) : now;
    const expiresAt = input.expiresAt
      ? new Date(input.expiresAt)
      : new Date(startsAt.getTime() + DEFAULT_DURATION_MS);
    if (expiresAt <= startsAt) throw badRequest('expiresAt must be after startsAt');
    return {
      id: randomUUID(),
      location: input.location,
      message: input.message,
      severity: input.severity,
      starts_at: startsAt.toISOString(),
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    };
  });
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('weather_alerts').values(rows).execute();
    for (const row of rows)
      await recordAudit({
        db: trx,
        actor,
        action: 'ingest',
        entity: 'weather-alert',
        entityId: row.id,
        after: {
          location: row.location,
          severity: row.severity,
          message: row.message,
          expiresAt: row.expires_at,
        },
      });
  });
  const alerts = rows.map(toWeatherAlert);
  deps.events.emit('weather.ingested', { alerts });
  return alerts;
}

export async function listActiveWeatherAlerts(
  { db }: ServiceDeps<'db'>,
  now = new Date(),
): Promise<WeatherAlert[]> {
  const stamp = now.toISOString();
  const rows = await db
    .selectFrom('weather_alerts')
    .selectAll()
    .where('starts_at', '<=', stamp)
    .where('expires_at', '>', stamp)
    .orderBy('starts_at', 'desc')
    .limit(100)
    .execute();
  return rows.map(toWeatherAlert);
}
