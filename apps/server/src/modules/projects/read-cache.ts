/**
 * The dashboard's hot reads (metrics and the open-alerts list) are served from short-lived caches that
 * every relevant write in this process clears, so a busy dashboard does not recompute aggregates per
 * request (bench/api-projects.mjs). Changes made on another instance arrive over Redis
 * (read-cache-sync.ts); without it they show within READ_CACHE_SECONDS.
 * The cache holds the response already validated and serialised: with thousands of open alerts,
 * running the response schema per request cost more than the query did. Projects list pages are
 * kept the same way per query (a busy board asks for the same few pages), and their totals per
 * filter, so paging through a list counts its projects once.
 */

import {
  type AlertsQuery,
  alertPageSchema,
  type DashboardMetrics,
  dashboardMetricsSchema,
  type ListProjectsQuery,
  withoutAlertMoney,
  withoutFinancialMetrics,
  withoutProjectMoney,
} from '@firebreak/shared';
import { cachedValue } from '../../lib/cached-value';
import type { AppContext } from '../../lib/context';
import { listOpenAlerts } from '../alerts/alerts.service';
import { computeMetrics } from './metrics.service';
import { countProjects, listProjects, projectFilterKey } from './projects.service';
import { syncReadCacheAcrossInstances } from './read-cache-sync';

export function createProjectReadCache(context: AppContext, onError: (error: unknown) => void = () => {}) {
  const ttl = context.config.readCacheMs;
  const metrics = cachedValue(
    async () => JSON.stringify(dashboardMetricsSchema.parse(await computeMetrics(context))),
    ttl,
  );
  // For roles without 'reports.financial': the same figures with the money ones trimmed.
  const fieldMetrics = cachedValue(
    async () => JSON.stringify(withoutFinancialMetrics(JSON.parse(await metrics.get()) as DashboardMetrics)),
    ttl,
  );
  // One cached page per (page, pageSize) of the whole portfolio's alerts; panels ask for few sizes.
  // `money` false: the page for roles without 'projects.finance', budget alerts without figures.
  const alertPages = new Map<string, ReturnType<typeof cachedValue<string>>>();
  const alerts = {
    get(query: Omit<AlertsQuery, 'projectId'>, money: boolean) {
      const key = `${money ? 'money' : 'field'}:${query.page}:${query.pageSize}`;
      let page = alertPages.get(key);
      if (!page) {
        if (alertPages.size >= 32) alertPages.clear();
        page = cachedValue(async () => {
          const found = alertPageSchema.parse(await listOpenAlerts(context, query));
          return JSON.stringify(money ? found : { ...found, items: found.items.map(withoutAlertMoney) });
        }, ttl);
        alertPages.set(key, page);
      }
      return page.get();
    },
    invalidate: () => alertPages.clear(),
  };
  const totals = new Map<string, ReturnType<typeof cachedValue<number>>>();
  const projectTotal = (query: ListProjectsQuery) => {
    const key = projectFilterKey(query);
    let total = totals.get(key);
    if (!total) {
      if (totals.size >= 256) totals.clear();
      total = cachedValue(() => countProjects(context, query), ttl);
      totals.set(key, total);
    }
    return total.get();
  };
  const pages = new Map<string, ReturnType<typeof cachedValue<string>>>();
  /** `money` false: the page for roles without 'projects.finance', each project without its figures. */
  const projectPage = (query: ListProjectsQuery, money: boolean) => {
    const key = `${money ? 'money' : 'field'}:${JSON.stringify(query)}`;
    let page = pages.get(key);
    if (!page) {
      if (pages.size >= 256) pages.clear();
      page = cachedValue(async () => {
        const found = await listProjects({ db: context.db, query, countTotal: projectTotal });
        return JSON.stringify(money ? found : { ...found, items: found.items.map(withoutProjectMoney) });
      }, ttl);
      pages.set(key, page);
    }
    return page.get();
  };
  const metricsChanged = () => {
    metrics.invalidate();
    fieldMetrics.invalidate();
  };
  const projectsChanged = () => {
    metricsChanged();
    totals.clear();
    pages.clear();
  };
  const alertsChanged = () => {
    alerts.invalidate();
    pages.clear(); // a page shows each project's open-alert count
  };
  const { events } = context;
  const offs = [
    events.on('project.created', projectsChanged),
    events.on('project.updated', projectsChanged),
    events.on('weather.ingested', metricsChanged),
    events.on('quote.status-changed', metricsChanged),
    events.on('quote.saved', metricsChanged),
    events.on('visits.changed', metricsChanged),
    events.on('register.changed', metricsChanged),
    events.on('alerts.changed', alertsChanged),
  ];
  const stopSync = syncReadCacheAcrossInstances({
    events,
    redis: context.redis,
    onChange: (change) => {
      if (change === 'projects') projectsChanged();
      else if (change === 'alerts') alertsChanged();
      else metricsChanged();
    },
    onError,
  });
  return {
    metrics,
    fieldMetrics,
    alerts,
    projectPage,
    close: () => {
      stopSync();
      for (const off of offs) off();
    },
  };
}
