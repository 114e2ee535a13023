/**
 * The quick quote of spec §7 (/api/quick-quote/templates, recent, generate, save) and the quote
 * history we add (/api/quotes: list, one quote, status change, PDF). Quoting is for the office and
 * engineers (quotes.read, quotes.create, quotes.status in docs/permissions.md).
 */
import {
  boqQuoteInputSchema,
  errorResponseSchema,
  errorResponses,
  generatedQuoteSchema,
  QUOTE_MESSAGES,
  quoteFormSchema,
  quoteIdParamsSchema,
  quoteListQuerySchema,
  quoteListResponseSchema,
  quoteStatusUpdateSchema,
  quoteTemplateSchema,
  recentQuoteSchema,
  savedQuoteSchema,
  saveQuoteResponseSchema,
  saveQuoteSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentNamedActor } from '../../plugins/auth';
import { saveBoqQuote, updateBoqQuote } from './boq/boq.service';
import { listQuotes } from './quote-history.service';
import { quotePdfFileName, renderQuotePdf } from './quote-pdf';
import {
  generateQuote,
  getQuote,
  listRecentQuotes,
  listTemplates,
  saveQuote,
  updateQuoteStatus,
} from './quotes.service';

const errors = errorResponses(400, 401);
const withNotFound = { ...errors, 404: errorResponseSchema };

export const quotesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, events, config } = context;
  const actor = currentNamedActor;

  app.get(
    '/quick-quote/templates',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags: ['quotes'],
        summary: 'Quote templates: rate per m² in rand, area range, duration, terms and lists',
        response: { 200: z.array(quoteTemplateSchema), 401: errorResponseSchema },
      },
    },
    async () => listTemplates({ db }),
  );

  app.get(
    '/quick-quote/recent',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags: ['quotes'],
        summary: 'The most recently saved quotes',
        response: { 200: z.array(recentQuoteSchema), 401: errorResponseSchema },
      },
    },
    async () => listRecentQuotes({ db }),
  );

  app.post(
    '/quick-quote/generate',
    {
      config: { permission: 'quotes.create' },
      schema: {
        tags: ['quotes'],
        summary: 'Price a quote form; a preview numbered Q-YYYY-DRAFT, not stored',
        body: quoteFormSchema,
        response: { 200: generatedQuoteSchema, ...errors },
      },
    },
    async (request) => generateQuote({ db, actor: actor(request), input: request.body }),
  );

  app.post(
    '/quick-quote/save',
    {
      config: { permission: 'quotes.create' },
      schema: {
        tags: ['quotes'],
        summary: "Save a generated quote: priced again by the server, given the year's next number",
        body: saveQuoteSchema,
        response: { 201: saveQuoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const quote = await saveQuote({ db, events, actor: actor(request), input: request.body });
      return reply.status(201).send({ message: QUOTE_MESSAGES.saved, quote });
    },
  );

  app.post(
    '/quotes/boq',
    {
      config: { permission: 'quotes.create' },
      schema: {
        tags: ['quotes'],
        summary:
          "Save a Detailed BOQ quote: the lines priced by the server, given the year's next number, as a Draft",
        body: boqQuoteInputSchema,
        response: { 201: saveQuoteResponseSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const quote = await saveBoqQuote({ db, events, actor: actor(request), input: request.body });
      return reply.status(201).send({ message: QUOTE_MESSAGES.saved, quote });
    },
  );

  app.put(
    '/quotes/:id/boq',
    {
      config: { permission: 'quotes.create' },
      schema: {
        tags: ['quotes'],
        summary: "Replace a Draft BOQ quote's header and lines (409 once it is no longer a Draft)",
        params: quoteIdParamsSchema,
        body: boqQuoteInputSchema,
        response: {
          200: savedQuoteSchema,
          ...withNotFound,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      updateBoqQuote({ db, actor: actor(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/quotes',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags: ['quotes'],
        summary: 'Quote history: search, filter by status, type, client type, date and total; paged',
        querystring: quoteListQuerySchema,
        response: { 200: quoteListResponseSchema, ...errors },
      },
    },
    async (request) => listQuotes({ db }, request.query),
  );

  app.get(
    '/quotes/:id',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags: ['quotes'],
        summary: 'One saved quote',
        params: quoteIdParamsSchema,
        response: { 200: savedQuoteSchema, ...withNotFound },
      },
    },
    async (request) => getQuote({ db }, request.params.id),
  );

  app.patch(
    '/quotes/:id',
    {
      config: { permission: 'quotes.status' },
      schema: {
        tags: ['quotes'],
        summary:
          'Change the status of a quote (Draft, Sent, Won, Lost); closes its open approval links. 403: a move the role may not make (an ENGINEER moves only Draft ↔ Sent); 409: the client answered it, or it became a project',
        params: quoteIdParamsSchema,
        body: quoteStatusUpdateSchema,
        response: {
          200: savedQuoteSchema,
          ...withNotFound,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      updateQuoteStatus({
        db,
        events,
        actor: actor(request),
        id: request.params.id,
        status: request.body.status,
      }),
  );

  app.get(
    '/quotes/:id/pdf',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags: ['quotes'],
        summary: 'The quote as a PDF, named from its quote number',
        params: quoteIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF (application/pdf)'), ...withNotFound },
      },
    },
    async (request, reply) => {
      const quote = await getQuote({ db }, request.params.id);
      const pdf = renderQuotePdf(quote, config.company);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${quotePdfFileName(quote)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
