/**
 * /api/quote-templates: the Templates tab of /quoting (spec §2; docs/decisions/0068). Whoever may
 * quote lists them, retired ones too when asked; ADMIN and PROJECT_MANAGER create, change, retire and
 * restore them ('quotes.templates'). Quick Quote keeps reading the active list at
 * /api/quick-quote/templates.
 */
import {
  errorResponses,
  idParamsSchema,
  managedQuoteTemplateSchema,
  quoteTemplateInputSchema,
  quoteTemplateListQuerySchema,
  quoteTemplateStatusSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../lib/context';
import { currentActor } from '../../../plugins/auth';
import {
  createQuoteTemplate,
  listManagedTemplates,
  setQuoteTemplateActive,
  updateQuoteTemplate,
} from './quote-templates.service';

const tags = ['quotes'];

export const quoteTemplateRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  app.get(
    '/quote-templates',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags,
        summary: 'Quote templates for management: active first, retired too with includeRetired=true',
        querystring: quoteTemplateListQuerySchema,
        response: { 200: z.array(managedQuoteTemplateSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listManagedTemplates({ db }, request.query.includeRetired),
  );

  app.post(
    '/quote-templates',
    {
      config: { permission: 'quotes.templates' },
      schema: {
        tags,
        summary: 'Create a quote template: a unique name, a rate per m² in rand, an area range and terms',
        body: quoteTemplateInputSchema,
        response: { 201: managedQuoteTemplateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createQuoteTemplate({ db, actor: currentActor(request), input: request.body })),
  );

  app.put(
    '/quote-templates/:id',
    {
      config: { permission: 'quotes.templates' },
      schema: {
        tags,
        summary: 'Change a quote template; the next quick quote uses it, saved quotes keep their figures',
        params: idParamsSchema,
        body: quoteTemplateInputSchema,
        response: { 200: managedQuoteTemplateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateQuoteTemplate({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );

  app.patch(
    '/quote-templates/:id/status',
    {
      config: { permission: 'quotes.templates' },
      schema: {
        tags,
        summary: 'Retire (active false: Quick Quote no longer offers it) or restore a quote template',
        params: idParamsSchema,
        body: quoteTemplateStatusSchema,
        response: { 200: managedQuoteTemplateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setQuoteTemplateActive({
        db,
        actor: currentActor(request),
        id: request.params.id,
        active: request.body.active,
      }),
  );
};
