/**
 * The dashboard's hot reads (metrics and the open-alerts list) are served from short-lived caches that
 * every relevant write in this process clears, so a busy dashboard does not recompute aggregates per
 * request (bench/api-projects.mjs). Changes made on another instance show within CACHE_TTL_MS.
 * The cache holds the response already validated and serialised: with thousands of open alerts,
 * running the response schema per request cost more than the query did.
 */

import {
  alertSchema,
  type DashboardMetrics,
  dashboardMetricsSchema,
  withoutFinancialMetrics,
} from '@firebreak/shared';
import { z } from 'zod';
import { cachedValue } from '../../lib/cached-value';
import type { AppContext } from '../../lib/context';
import { listOpenAlerts } from '../alerts/alerts.service';
import { computeMetrics } from './metrics.service';

export const CACHE_TTL_MS = 5_000;

export function createProjectReadCache(context: AppContext) {
  const alertList = z.array(alertSchema);
  const metrics = cachedValue(
    async () => JSON.stringify(dashboardMetricsSchema.parse(await computeMetrics(context))),
    CACHE_TTL_MS,
  );
  // For roles without 'reports.financial': the same figures with the money ones trimmed.
  const fieldMetrics = cachedValue(
    async () => JSON.stringify(withoutFinancialMetrics(JSON.parse(await metrics.get()) as DashboardMetrics)),
    CACHE_TTL_MS,
  );
  const alerts = cachedValue(
    async () => JSON.stringify(alertList.parse(await listOpenAlerts(context.db))),
    CACHE_TTL_MS,
  );
  const { events } = context;
  const offs = [
    events.on('project.created', () => {
      metrics.invalidate();
      fieldMetrics.invalidate();
    }),
    events.on('project.updated', () => {
      metrics.invalidate();
      fieldMetrics.invalidate();
    }),
    events.on('weather.ingested', () => {
      metrics.invalidate();
      fieldMetrics.invalidate();
    }),
    events.on('alerts.changed', () => alerts.invalidate()),
  ];
  return {
    metrics,
    fieldMetrics,
    alerts,
    close: () => {
      for (const off of offs) off();
    },
  };
}
