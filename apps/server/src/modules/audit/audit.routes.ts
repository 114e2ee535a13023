/** GET /api/audit: the audit trail for administrators, paged newest first, filtered. */
import { auditListQuerySchema, auditListResponseSchema, errorResponseSchema } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { listAudit } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit'],
        summary: 'Every change: who, what, when, the changed fields before and after (ADMIN)',
        querystring: auditListQuerySchema,
        response: {
          200: auditListResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => listAudit(context, request.query),
  );
};
