/**
 * E-mailing the money register (issue 29 §4, decision 0089): POST /api/invoices/:id/email and POST
 * /api/clients/:id/statement/email put the document's PDF in the outbox (202; 'skipped' without
 * SMTP_URL, as the quote approval link's e-mail); the overdue reminders' schedule
 * (GET/PUT /api/invoice-reminders/schedule), a run now (POST /api/invoice-reminders/run: the daily
 * job's run, idempotent) and one invoice's reminders. Sending needs
 * 'invoices.manage', reading 'invoices.read' (docs/permissions.md).
 */
import {
  errorResponses,
  idParamsSchema,
  invoiceEmailInputSchema,
  invoiceReminderListSchema,
  outboxMessageSchema,
  reminderRunSchema,
  reminderScheduleInputSchema,
  reminderScheduleSchema,
  statementEmailInputSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { emailInvoice, emailStatement } from './invoice-mail.service';
import {
  getReminderSchedule,
  listInvoiceReminders,
  runReminders,
  setReminderSchedule,
} from './reminders.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['invoices'];

export const invoiceMailRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/invoices/:id/email',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary:
          "E-mail an issued invoice or credit note with its PDF (to: the client's billing e-mail unless given)",
        params: idParamsSchema,
        body: invoiceEmailInputSchema,
        response: { 202: outboxMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await emailInvoice({
          ...context,
          actor: currentActor(request),
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/clients/:id/statement/email',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: "E-mail a client's statement for a period with its PDF",
        params: idParamsSchema,
        body: statementEmailInputSchema,
        response: { 202: outboxMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await emailStatement({
          ...context,
          actor: currentActor(request),
          clientId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/invoices/:id/reminders',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: "An invoice's overdue reminders: queued (with the outbox message) or skipped and why",
        params: idParamsSchema,
        response: { 200: invoiceReminderListSchema, ...errors },
      },
    },
    async (request) => listInvoiceReminders(context, request.params.id),
  );

  app.get(
    '/invoice-reminders/schedule',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        summary: 'The overdue reminders: days from the due date (negative before it)',
        response: { 200: reminderScheduleSchema, ...errors },
      },
    },
    async () => getReminderSchedule(context),
  );

  app.put(
    '/invoice-reminders/schedule',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary: 'Set the overdue reminders (an empty list sends none)',
        body: reminderScheduleInputSchema,
        response: { 200: reminderScheduleSchema, ...errors },
      },
    },
    async (request) =>
      setReminderSchedule({ db: context.db, actor: currentActor(request), input: request.body }),
  );

  app.post(
    '/invoice-reminders/run',
    {
      config: { permission: 'invoices.manage' },
      schema: {
        tags,
        summary:
          "Send the reminders due today now, as the daily run does (each invoice's reminder goes once)",
        response: { 200: reminderRunSchema, ...errors },
      },
    },
    async () => runReminders(context),
  );
};
