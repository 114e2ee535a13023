/**
 * /api/invoices (issue 29): the register's list and one document, drafts (create, replace, delete),
 * issuing, credit notes and the tax invoice PDF; /api/clients/:id/billing. Reading needs
 * 'invoices.read', writing 'invoices.manage' (docs/permissions.md).
 */
import {
  clientBillingInputSchema,
  clientBillingSchema,
  creditNoteInputSchema,
  errorResponseSchema,
  errorResponses,
  idParamsSchema,
  invoiceDraftInputSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  issueInvoiceInputSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { conflict } from '../../lib/errors';
import { currentActor } from '../../plugins/auth';
import { getClientBilling, setClientBilling } from './client-billing.service';
import { creditInvoice, issueInvoice } from './invoice-issue.service';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf';
import { createDraft, deleteDraft, getInvoice, listInvoices, replaceDraft } from './invoices.service';
import { invoiceQuote, invoiceVisit } from './work-invoices.service';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A piece of work already invoiced: 409 with the existing invoice's id. */
const workErrors = {
  ...errors,
  409: errorResponseSchema.extend({ invoiceId: z.string().optional() }),
};
const tags = ['invoices'];

export const invoicesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // Every write to the register moves the dashboard's cash flow: its cached figures go at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) context.events.emit('register.changed', {});
  });
  const { db, config } = context;

  app.get(
    '/invoices',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'Invoices and credit notes, newest first (status is derived on the company’s today)',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errors },
      },
    },
    async (request) => listInvoices({ db }, request.query),
  );

  app.get(
    '/invoices/:id',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, params: idParamsSchema, response: { 200: invoiceSchema, ...errors } },
    },
    async (request) => getInvoice({ db }, request.params.id),
  );

  app.post(
    '/invoices',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Start a draft invoice for a client (source MANUAL)',
        body: invoiceDraftInputSchema,
        response: { 201: invoiceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDraft({ db, actor: currentActor(request), input: request.body })),
  );

  app.put(
    '/invoices/:id',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Replace a draft whole (an issued invoice is never edited: 409)',
        params: idParamsSchema,
        body: invoiceDraftInputSchema,
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) =>
      replaceDraft({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/invoices/:id',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Delete a draft (an issued invoice is never deleted: 409)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDraft({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invoices/:id/issue',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Issue a draft: number INV-YYYY-NNNN, date of issue, due date; then it is never edited',
        params: idParamsSchema,
        // No body: issued on today's company date.
        body: issueInvoiceInputSchema.nullish(),
        response: { 200: invoiceSchema, ...errors },
      },
    },
    async (request) =>
      issueInvoice({
        db,
        actor: currentActor(request),
        id: request.params.id,
        input: request.body ?? { date: null },
      }),
  );

  app.post(
    '/invoices/:id/credit-notes',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Credit an issued invoice, whole or by line (credit note CN-YYYY-NNNN, issued at once)',
        params: idParamsSchema,
        body: creditNoteInputSchema,
        response: { 201: invoiceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await creditInvoice({
          db,
          actor: currentActor(request),
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'An issued tax invoice or credit note as a PDF (a draft has none: 409)',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await getInvoice({ db }, request.params.id);
      if (invoice.status === 'DRAFT' || !invoice.number)
        throw conflict('A draft is not a tax invoice: issue it first to get its PDF');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoicePdfFileName(invoice)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(renderInvoicePdf(invoice, config.company));
    },
  );

  app.get(
    '/clients/:id/billing',
    {
      config: { permission: 'invoices.read' },
      schema: { tags, params: idParamsSchema, response: { 200: clientBillingSchema, ...errors } },
    },
    async (request) => getClientBilling({ db }, request.params.id),
  );

  app.put(
    '/clients/:id/billing',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: "Set a client's VAT number, payment terms and billing e-mail",
        params: idParamsSchema,
        body: clientBillingInputSchema,
        response: { 200: clientBillingSchema, ...errors },
      },
    },
    async (request) =>
      setClientBilling({
        db,
        actor: currentActor(request),
        clientId: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/visits/:id/invoice',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary:
          'A draft from a completed call-out or repair visit: call-out fee, labour in quarter hours, travel, parts (source VISIT; once per visit)',
        params: idParamsSchema,
        response: { 201: invoiceSchema, ...workErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invoiceVisit({ db, config, actor: currentActor(request), visitId: request.params.id })),
  );

  app.post(
    '/quotes/:id/invoice',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary:
          "A draft from a won repair quote whose work is done: the quote's lines at the approved figures (source QUOTE; once per quote)",
        params: idParamsSchema,
        response: { 201: invoiceSchema, ...workErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invoiceQuote({ db, config, actor: currentActor(request), quoteId: request.params.id })),
  );
};
