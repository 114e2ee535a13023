/** /api/weekly-plan/crew-templates: everyone lists them; ADMIN and PROJECT_MANAGER manage them. */
import {
  crewTemplateInputSchema,
  crewTemplateSchema,
  errorResponses,
  idParamsSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import {
  createCrewTemplate,
  deleteCrewTemplate,
  listCrewTemplates,
  updateCrewTemplate,
} from './crew-templates.service';

const tags = ['weekly-plan'];

export const crewTemplateRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.get(
    '/weekly-plan/crew-templates',
    {
      config: { permission: 'weekly-plan.read' },
      schema: {
        tags,
        summary: "The company's crew templates (named sets of blocks for a day), by name",
        response: { 200: z.array(crewTemplateSchema), ...errorResponses(401) },
      },
    },
    async () => listCrewTemplates({ db }),
  );

  app.post(
    '/weekly-plan/crew-templates',
    {
      config: { permission: 'weekly-plan.templates' },
      schema: {
        tags,
        summary: 'Create a crew template: a name and up to 12 blocks that do not overlap',
        body: crewTemplateInputSchema,
        response: { 201: crewTemplateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCrewTemplate({ db, actor: currentActor(request), input: request.body })),
  );

  app.put(
    '/weekly-plan/crew-templates/:id',
    {
      config: { permission: 'weekly-plan.templates' },
      schema: {
        tags,
        summary: 'Change a crew template',
        params: idParamsSchema,
        body: crewTemplateInputSchema,
        response: { 200: crewTemplateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateCrewTemplate({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/weekly-plan/crew-templates/:id',
    {
      config: { permission: 'weekly-plan.templates' },
      schema: {
        tags,
        summary: 'Delete a crew template (plans it was applied to keep their blocks)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteCrewTemplate({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
