/**
 * /api/payments, /api/clients/:id/statement(.pdf), /api/reports/debtors-ageing (issue 29 §3):
 * payments received and their allocations, a client's statement, the debtors' ageing. Reading needs
 * 'invoices.read', writing 'invoices.manage' (docs/permissions.md).
 */
import {
  ageingQuerySchema,
  allocationsInputSchema,
  clientPaymentInputSchema,
  clientPaymentListSchema,
  clientPaymentSchema,
  debtorsAgeingSchema,
  debtorsFiguresSchema,
  errorResponses,
  idParamsSchema,
  paymentListQuerySchema,
  statementQuerySchema,
  statementSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { getDebtorsAgeing, getDebtorsFigures } from './ageing.service';
import { allocatePayment, createPayment, deletePayment, getPayment, listPayments } from './payments.service';
import { renderStatementPdf, statementPdfFileName } from './statement-pdf';
import { getStatement } from './statements.service';

const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

export const paymentsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // Every write to the register moves the dashboard's cash flow: its cached figures go at once.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) context.events.emit('register.changed', {});
  });
  app.get(
    '/payments',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: "Payments received, newest first; one client's with clientId",
        querystring: paymentListQuerySchema,
        response: { 200: clientPaymentListSchema, ...readErrors },
      },
    },
    async (request) => listPayments(context, request.query),
  );

  app.get(
    '/payments/:id',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: 'One payment with its allocations',
        params: idParamsSchema,
        response: { 200: clientPaymentSchema, ...readErrors },
      },
    },
    async (request) => getPayment(context, request.params.id),
  );

  app.post(
    '/payments',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['payments'],
        summary:
          "Record a payment and allocate it to the client's issued invoices (the rest is held as credit)",
        body: clientPaymentInputSchema,
        response: { 201: clientPaymentSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPayment({ db: context.db, actor: currentActor(request), input: request.body })),
  );

  app.post(
    '/payments/:id/allocations',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['payments'],
        summary: "Allocate a payment's held credit to the client's issued invoices",
        params: idParamsSchema,
        body: allocationsInputSchema,
        response: { 200: clientPaymentSchema, ...writeErrors },
      },
    },
    async (request) =>
      allocatePayment({
        db: context.db,
        actor: currentActor(request),
        paymentId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/payments/:id',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags: ['payments'],
        summary: 'Delete a payment recorded by mistake, with its allocations',
        params: idParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deletePayment({ db: context.db, actor: currentActor(request), paymentId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/clients/:id/statement',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: "A client's statement for a period: opening, entries, closing, ageing, credit",
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...readErrors },
      },
    },
    async (request) => getStatement(context, request.params.id, request.query),
  );

  app.get(
    '/clients/:id/statement.pdf',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: "A client's statement for a period as a PDF",
        params: idParamsSchema,
        querystring: statementQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF (application/pdf)'), ...readErrors },
      },
    },
    async (request, reply) => {
      const statement = await getStatement(context, request.params.id, request.query);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${statementPdfFileName(statement)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(renderStatementPdf(statement, context.config.company));
    },
  );

  app.get(
    '/reports/debtors-ageing',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: "Debtors' ageing on a day (today by default): per client and in total",
        querystring: ageingQuerySchema,
        response: { 200: debtorsAgeingSchema, ...readErrors },
      },
    },
    async (request) =>
      getDebtorsAgeing(context, request.query.asOf ?? undefined, { overdue: request.query.overdue }),
  );

  app.get(
    '/reports/debtors-figures',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['payments'],
        summary: "The dashboard's 'Debtors' and 'Overdue' figures: the debtors' ageing totals today",
        response: { 200: debtorsFiguresSchema, ...readErrors },
      },
    },
    async () => getDebtorsFigures(context),
  );
};
