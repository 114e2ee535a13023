/** CSV exports for 'Export Reports': every project, and the dashboard metrics. */
import { johannesburgDate } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { metricsCsv, projectsCsv } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/reports/projects.csv',
    {
      config: { permission: 'reports.financial' },
      schema: { tags: ['reports'], summary: 'All projects as CSV' },
    },
    async (_request, reply) => {
      const csv = await projectsCsv(context);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="projects-${johannesburgDate(new Date())}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/reports/metrics.csv',
    {
      config: { permission: 'reports.financial' },
      schema: { tags: ['reports'], summary: 'Dashboard metrics as CSV' },
    },
    async (_request, reply) => {
      const csv = await metricsCsv(context);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="metrics-${johannesburgDate(new Date())}.csv"`)
        .send(csv);
    },
  );
};
