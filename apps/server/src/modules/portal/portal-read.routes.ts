/**
 * What a client's contact reads in the portal (issue 31): sites with their standing, one site in full,
 * quotes sent to them and their answer, invoices and statements, and the downloads of each (the same
 * PDFs the office and the public approval page give). 'portal.read' (an answer: 'portal.write'); staff
 * get 403. Every id is held to the contact's clients: another client's is 404, as a missing one is.
 */
import {
  errorResponses,
  johannesburgDate,
  PORTAL_MESSAGES,
  portalIdParamsSchema,
  portalInvoicesSchema,
  portalPhotoParamsSchema,
  portalQuoteDecisionInputSchema,
  portalQuoteDecisionResultSchema,
  portalQuoteSchema,
  portalSiteDetailSchema,
  portalSiteParamsSchema,
  portalSitesSchema,
  portalStatementQuerySchema,
} from '@firebreak/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { currentAuth } from '../../plugins/auth';
import { invoicePdfFileName, renderInvoicePdf } from '../invoices/invoice-pdf';
import { renderStatementPdf, statementPdfFileName } from '../payments/statement-pdf';
import { getStatement } from '../payments/statements.service';
import { quotePdfFileName, renderQuotePdf } from '../quotes/quote-pdf';
import { getQuote } from '../quotes/quotes.service';
import { portalClientIds } from './portal-access';
import { portalDefectPhoto, portalVisitDocument } from './portal-files.service';
import { portalInvoiceOr404, portalInvoices, statementPeriod } from './portal-invoices.service';
import { decidePortalQuote, listPortalQuotes, portalQuoteOr404, shownQuote } from './portal-quotes.service';
import { portalSiteDetail } from './portal-site-detail.service';
import { portalSites } from './portal-sites.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['portal'];
const pdf = { produces: ['application/pdf'], response: { 200: z.unknown().describe('The PDF'), ...errors } };
const today = () => johannesburgDate(new Date());

const sendPdf = (reply: FastifyReply, fileName: string, body: unknown) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);

export const portalReadRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config, events } = context;
  const companyName = config.company.name;
  const userOf = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).user;

  app.get(
    '/portal/sites',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: "The contact's clients' sites with their compliance standing as the dashboard counts it",
        response: { 200: portalSitesSchema, ...errors },
      },
    },
    async (request) =>
      portalSites({ db }, { clientIds: await portalClientIds({ db }, userOf(request).id), today: today() }),
  );

  app.get(
    '/portal/sites/:id',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: 'One site: its standing, assets, visits (with report and certificate) and open defects',
        params: portalSiteParamsSchema,
        response: { 200: portalSiteDetailSchema, ...errors },
      },
    },
    async (request) =>
      portalSiteDetail(
        { db, companyName },
        { userId: userOf(request).id, siteId: request.params.id, today: today() },
      ),
  );

  app.get(
    '/portal/visits/:id/report.pdf',
    {
      config: { permission: 'portal.read' },
      schema: { tags, summary: "A completed visit's service report", params: portalIdParamsSchema, ...pdf },
    },
    async (request, reply) => {
      const file = await portalVisitDocument(context, userOf(request).id, request.params.id, 'report');
      return sendPdf(reply, file.fileName, file.stream);
    },
  );

  app.get(
    '/portal/visits/:id/certificate.pdf',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: "A completed visit's certificate of inspection (when everything passed)",
        params: portalIdParamsSchema,
        ...pdf,
      },
    },
    async (request, reply) => {
      const file = await portalVisitDocument(context, userOf(request).id, request.params.id, 'certificate');
      return sendPdf(reply, file.fileName, file.stream);
    },
  );

  app.get(
    '/portal/defects/:id/photos/:photoId',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: "A photo of one of the site's defects (JPEG)",
        params: portalPhotoParamsSchema,
        produces: ['image/jpeg'],
        response: { 200: z.unknown().describe('The photo (image/jpeg)'), ...errors },
      },
    },
    async (request, reply) => {
      const photo = await portalDefectPhoto(
        { db },
        userOf(request).id,
        request.params.id,
        request.params.photoId,
      );
      return reply
        .type('image/jpeg')
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(photo);
    },
  );

  app.get(
    '/portal/quotes',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary:
          "The quotes sent to the contact's clients (latest revision), open first, with the figures of their PDF",
        response: { 200: z.array(portalQuoteSchema), ...errors },
      },
    },
    async (request) => {
      const quotes = await listPortalQuotes({ db, companyName, userId: userOf(request).id });
      const order = { OPEN: 0, APPROVED: 1, DECLINED: 1, CLOSED: 1 } as const;
      return quotes.map(shownQuote).sort((a, b) => order[a.state] - order[b.state]);
    },
  );

  app.get(
    '/portal/quotes/:id/pdf',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: "The quote's PDF, as the client's approval link gives it",
        params: portalIdParamsSchema,
        ...pdf,
      },
    },
    async (request, reply) => {
      await portalQuoteOr404({ db, companyName, userId: userOf(request).id }, request.params.id);
      const quote = await getQuote({ db }, request.params.id);
      return sendPdf(reply, quotePdfFileName(quote), renderQuotePdf(quote, config.company));
    },
  );

  app.post(
    '/portal/quotes/:id/decision',
    {
      config: { permission: 'portal.write' },
      schema: {
        tags,
        summary:
          "Approve or decline an open quote, as the client's approval link does, in the contact's name; once (409 after)",
        params: portalIdParamsSchema,
        body: portalQuoteDecisionInputSchema,
        response: { 200: portalQuoteDecisionResultSchema, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const user = userOf(request);
      return decidePortalQuote({
        db,
        events,
        companyName,
        userId: user.id,
        contactName: `${user.firstName} ${user.lastName}`.trim(),
        quoteId: request.params.id,
        input: request.body,
        ip: request.ip ?? null,
      });
    },
  );

  app.get(
    '/portal/invoices',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary:
          'Per client: what is owed and overdue as the statement says, and the issued invoices and credit notes',
        response: { 200: portalInvoicesSchema, ...errors },
      },
    },
    async (request) => portalInvoices({ db }, { userId: userOf(request).id, today: today() }),
  );

  app.get(
    '/portal/invoices/:id/pdf',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: 'An issued tax invoice or credit note as a PDF',
        params: portalIdParamsSchema,
        ...pdf,
      },
    },
    async (request, reply) => {
      const invoice = await portalInvoiceOr404({ db }, userOf(request).id, request.params.id);
      return sendPdf(reply, invoicePdfFileName(invoice), renderInvoicePdf(invoice, config.company));
    },
  );

  app.get(
    '/portal/clients/:id/statement.pdf',
    {
      config: { permission: 'portal.read' },
      schema: {
        tags,
        summary: "The client's statement as a PDF (the last 90 days unless from/to are given)",
        params: portalIdParamsSchema,
        querystring: portalStatementQuerySchema,
        ...pdf,
      },
    },
    async (request, reply) => {
      const clientIds = await portalClientIds({ db }, userOf(request).id);
      if (!clientIds.includes(request.params.id)) throw notFound(PORTAL_MESSAGES.notFound);
      const period = statementPeriod(request.query, today());
      if (period.from > period.to) throw badRequest('From must be on or before To');
      const statement = await getStatement({ db }, request.params.id, period);
      return sendPdf(reply, statementPdfFileName(statement), renderStatementPdf(statement, config.company));
    },
  );
};
