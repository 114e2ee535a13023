/** /api/exports: the bookkeeper's accounting export (a ZIP for Sage or Xero) and the past exports. */
import { accountingExportListSchema, accountingExportQuerySchema, errorResponses } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { exportAccounting, listAccountingExports } from './exports.service';

const errors = errorResponses(400, 401, 403);
const tags = ['exports'];

export const exportsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/exports/accounting',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary:
          "The period's issued invoices, credit notes and receipts as Sage's or Xero's import files (ZIP)",
        querystring: accountingExportQuerySchema,
        response: { 200: z.unknown().describe('The ZIP (application/zip)'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportAccounting({ db }, currentActor(request), request.query);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-export-id', file.id)
        .header('x-export-sha256', file.sha256)
        .send(file.body);
    },
  );

  app.get(
    '/exports',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Past accounting exports',
        response: { 200: accountingExportListSchema, ...errors },
      },
    },
    async () => listAccountingExports({ db }),
  );
};
