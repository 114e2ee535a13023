/**
 * When alert rules run: for a project whenever it changes, for weather whenever warnings arrive,
 * and for everything on a timer (dates pass without any write: a milestone becomes overdue at midnight).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../lib/context';
import { evaluateProjectAlerts, syncWeatherAlerts } from '../modules/alerts/alerts.service';
import { evaluateRegistrationAlerts } from '../modules/registrations/registration-alerts';
import { evaluateMaintenanceAlerts } from '../modules/resources/maintenance-alerts';
import { runVisitChecks } from '../modules/visits/visits.service';

export function startAlertChecks(context: AppContext, log: FastifyBaseLogger): () => void {
  const { events } = context;
  const offCreated = events.on('project.created', async ({ project }) => {
    await evaluateProjectAlerts({ ...context, projectIds: [project.id] });
  });
  const offUpdated = events.on('project.updated', async ({ project }) => {
    await evaluateProjectAlerts({ ...context, projectIds: [project.id] });
  });
  const offWeather = events.on('weather.ingested', async () => {
    await syncWeatherAlerts(context);
  });

  const minutes = context.config.alertCheckMinutes;
  let timer: NodeJS.Timeout | undefined;
  if (minutes > 0) {
    let visitsGeneratedOn: string | null = null;
    const checkAll = () =>
      Promise.all([
        evaluateProjectAlerts({ ...context, projectIds: null }),
        syncWeatherAlerts(context),
        evaluateMaintenanceAlerts(context),
        evaluateRegistrationAlerts(context),
        runVisitChecks(context, { generatedOn: visitsGeneratedOn }).then((day) => {
          visitsGeneratedOn = day;
        }),
      ]).catch((error) => log.error({ err: error }, 'alert checks failed'));
    void checkAll();
    timer = setInterval(checkAll, minutes * 60_000);
    timer.unref();
  }
  return () => {
    offCreated();
    offUpdated();
    offWeather();
    if (timer) clearInterval(timer);
  };
}
