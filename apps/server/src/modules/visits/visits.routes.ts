/**
 * Inspection visits (issue 16, parts 2a and 2b; docs/decisions/0065, 0066): /api/visits (list, one,
 * schedule, complete), /api/visits/generate, and the work on site (start, results, defects, photos,
 * signature). Reading is 'visits.read' (a technician sees their own), scheduling 'visits.schedule'
 * (the office), the work and completing 'visits.complete' (own for the field).
 */
import multipart from '@fastify/multipart';
import {
  assetResultInputSchema,
  assetResultSchema,
  callOutInputSchema,
  conflictSchema,
  DEFECT_QUOTE_MESSAGES,
  defectInputSchema,
  defectQuoteInputSchema,
  defectQuoteProposalSchema,
  defectQuoteResponseSchema,
  defectSchema,
  errorResponseSchema,
  errorResponses,
  idParamsSchema,
  phoneIdSchema,
  photoFieldsSchema,
  repairVisitInputSchema,
  resolveDefectResponseSchema,
  signatureInputSchema,
  siteDefectsQuerySchema,
  VISIT_LIMITS,
  VISIT_WORK_LIMITS,
  VISIT_WORK_STRINGS,
  visitChargesInputSchema,
  visitClockInputSchema,
  visitDetailSchema,
  visitGenerateResultSchema,
  visitGenerateSchema,
  visitPartSchema,
  visitPhotoSchema,
  visitSchema,
  visitSignatureSchema,
  visitsQuerySchema,
  visitUpdateResultSchema,
  visitUpdateSchema,
} from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart-form';
import { currentActor, currentNamedActor } from '../../plugins/auth';
import type { DocumentsDeps } from '../documents/documents.service';
import { defectQuoteProposal, quoteVisitDefects, resolveDefect } from '../quotes/defect/defect-quotes';
import { finishVisit, generateVisitsAndAlerts, scheduleVisit } from './visit-changes.service';
import { createCallOut, createRepairVisit, setVisitCharges } from './visit-charges.service';
import {
  deleteDefect,
  deletePhoto,
  pauseVisit,
  putDefect,
  putPhoto,
  putResult,
  putSignature,
  readPhoto,
  readSignature,
  siteDefects,
  startVisit,
} from './visit-work.service';
import { getVisit, listVisits } from './visits.service';

const errors = errorResponses(400, 401, 403, 404);
const workErrors = errorResponses(400, 401, 403, 404, 409);
const tags = ['visits'];
const assetParams = idParamsSchema.extend({ assetId: z.string().min(1).max(100) });
const defectParams = idParamsSchema.extend({ defectId: phoneIdSchema });
const photoParams = idParamsSchema.extend({ photoId: phoneIdSchema });

export const visitsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, store, documentIndex: index } = context;
  const documents: DocumentsDeps = {
    db,
    store,
    index,
    emit: (name, documentId) => context.events.emit(name, { documentId }),
  };
  // Photos: one file of at most 20 MB and a few short fields per request.
  await app.register(multipart, {
    limits: { fileSize: VISIT_WORK_LIMITS.photoMaxBytes, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/visits',
    {
      config: { permission: 'visits.read' },
      schema: {
        tags,
        summary: 'Inspection visits by day (scheduled date, else due date); a technician sees their own',
        querystring: visitsQuerySchema,
        response: { 200: z.array(visitSchema), ...errors },
      },
    },
    async (request) => listVisits({ db }, currentActor(request), request.query),
  );

  app.post(
    '/visits/generate',
    {
      config: { permission: 'visits.schedule' },
      schema: {
        tags,
        summary: 'Generate the missing due visits for every site (idempotent)',
        body: visitGenerateSchema.optional(),
        response: { 200: visitGenerateResultSchema, ...errors },
      },
    },
    async (request) =>
      generateVisitsAndAlerts(context, request.body?.horizonDays ?? VISIT_LIMITS.horizonDays),
  );

  app.get(
    '/visits/:id',
    {
      config: { permission: 'visits.read' },
      schema: { tags, params: idParamsSchema, response: { 200: visitDetailSchema, ...errors } },
    },
    async (request) => getVisit({ db }, currentActor(request), request.params.id),
  );

  app.patch(
    '/visits/:id',
    {
      config: { permission: 'visits.schedule' },
      schema: {
        tags,
        summary:
          'Schedule (date, technician, vehicle), add notes or cancel; warns of a double booking; 422 when the technician lacks the registration the visit needs (an administrator may override with a reason)',
        params: idParamsSchema,
        body: visitUpdateSchema,
        response: {
          200: visitUpdateResultSchema,
          ...errors,
          422: errorResponseSchema.extend({ conflicts: z.array(conflictSchema).optional() }),
        },
      },
    },
    async (request) =>
      scheduleVisit(context, { actor: currentActor(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/visits/:id/complete',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary:
          'Finish the visit: needs a result for every asset and the signature; writes the service report (and the certificate when everything passed) to the library',
        params: idParamsSchema,
        response: { 200: visitSchema, ...workErrors },
      },
    },
    async (request) =>
      finishVisit(
        {
          db,
          events: context.events,
          documents,
          company: context.config.company,
          fileParsing: context.fileParsing,
        },
        { actor: currentActor(request), id: request.params.id },
      ),
  );

  app.post(
    '/visits/:id/start',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary:
          'Start (or resume) the visit on site: IN_PROGRESS and a stretch of time on site opens; while one is open, starting again changes nothing. `at`: when the phone recorded it offline',
        params: idParamsSchema,
        body: visitClockInputSchema.nullish(),
        response: { 200: visitSchema, ...workErrors },
      },
    },
    async (request) => {
      const visit = await startVisit({
        db,
        actor: currentActor(request),
        id: request.params.id,
        at: request.body?.at ?? undefined,
      });
      // On site: a portal fault report's status moves (portal-events.ts).
      context.events.emit('visits.changed', { siteId: visit.siteId });
      return visit;
    },
  );

  app.post(
    '/visits/:id/pause',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary:
          'Pause the time on site: the open stretch closes (none open: nothing changes). `at`: when the phone recorded it offline',
        params: idParamsSchema,
        body: visitClockInputSchema.nullish(),
        response: { 200: visitSchema, ...workErrors },
      },
    },
    async (request) =>
      pauseVisit({
        db,
        actor: currentActor(request),
        id: request.params.id,
        at: request.body?.at ?? undefined,
      }),
  );

  app.put(
    '/visits/:id/results/:assetId',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary: "One asset's whole result (checks, readings, notes), replacing the last; safe to replay",
        params: assetParams,
        body: assetResultInputSchema,
        response: { 200: assetResultSchema, ...workErrors },
      },
    },
    async (request) =>
      putResult({
        db,
        actor: currentActor(request),
        id: request.params.id,
        assetId: request.params.assetId,
        input: request.body,
      }),
  );

  app.put(
    '/visits/:id/defects/:defectId',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary: 'Record or change a defect under the id the phone made (201 when new); safe to replay',
        params: defectParams,
        body: defectInputSchema,
        response: { 200: defectSchema, 201: defectSchema, ...workErrors },
      },
    },
    async (request, reply) => {
      const { defect, created, siteId } = await putDefect({
        db,
        actor: currentActor(request),
        id: request.params.id,
        defectId: request.params.defectId,
        input: request.body,
      });
      context.events.emit('visits.changed', { siteId });
      return reply.status(created ? 201 : 200).send(defect);
    },
  );

  app.delete(
    '/visits/:id/defects/:defectId',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary: 'Remove a defect recorded in error (no-op when already gone)',
        params: defectParams,
        response: { 204: z.null(), ...workErrors },
      },
    },
    async (request, reply) => {
      const { siteId } = await deleteDefect({
        db,
        actor: currentActor(request),
        id: request.params.id,
        defectId: request.params.defectId,
      });
      context.events.emit('visits.changed', { siteId });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/visits/:id/photos/:photoId',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary:
          'A photo (multipart: file, plus assetId, defectId, caption): JPEG, PNG or WebP up to 20 MB, stored upright, within 1600 px, as JPEG without metadata; a replayed id answers the stored photo (200)',
        consumes: ['multipart/form-data'],
        params: photoParams,
        response: {
          200: visitPhotoSchema,
          201: visitPhotoSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { data, fields } = await receivePhoto(request);
      const { photo, created } = await putPhoto({
        db,
        fileParsing: context.fileParsing,
        actor: currentActor(request),
        id: request.params.id,
        photoId: request.params.photoId,
        fields,
        data,
      });
      return reply.status(created ? 201 : 200).send(photo);
    },
  );

  app.get(
    '/visits/:id/photos/:photoId',
    {
      config: { permission: 'visits.read' },
      schema: { tags, summary: 'A stored photo (JPEG)', params: photoParams },
    },
    async (request, reply) => {
      const jpeg = await readPhoto({
        db,
        actor: currentActor(request),
        id: request.params.id,
        photoId: request.params.photoId,
      });
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=86400')
        .send(jpeg);
    },
  );

  app.delete(
    '/visits/:id/photos/:photoId',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary: 'Remove a photo taken in error (no-op when already gone)',
        params: photoParams,
        response: { 204: z.null(), ...workErrors },
      },
    },
    async (request, reply) => {
      await deletePhoto({
        db,
        actor: currentActor(request),
        id: request.params.id,
        photoId: request.params.photoId,
      });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/visits/:id/signature',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary:
          "The client's signature (PNG data URL, at most 512 KB and 2000 px a side) and name; stored re-encoded; safe to replay",
        params: idParamsSchema,
        body: signatureInputSchema,
        response: { 200: visitSignatureSchema, ...workErrors },
      },
    },
    async (request) =>
      putSignature({
        db,
        fileParsing: context.fileParsing,
        actor: currentActor(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/visits/:id/signature.png',
    {
      config: { permission: 'visits.read' },
      schema: { tags, summary: "The client's signature (PNG)", params: idParamsSchema },
    },
    async (request, reply) => {
      const png = await readSignature({ db, actor: currentActor(request), id: request.params.id });
      return reply.header('content-type', 'image/png').header('cache-control', 'private, no-cache').send(png);
    },
  );

  app.get(
    '/visits/:id/quote-proposal',
    {
      config: { permission: 'quotes.create' },
      schema: {
        tags,
        summary:
          "What 'Quote the defects' offers: the visit's open defects, their assets, the quotes already pricing them and price list items for their asset types",
        params: idParamsSchema,
        response: { 200: defectQuoteProposalSchema, ...errors },
      },
    },
    async (request) => defectQuoteProposal({ db, visitId: request.params.id }),
  );

  app.post(
    '/visits/:id/quote',
    {
      config: { permission: 'quotes.create' },
      schema: {
        tags,
        summary:
          "The visit's chosen open defects as one Draft BOQ quote, a line each, for the site's client; each defect keeps the quote's id",
        params: idParamsSchema,
        body: defectQuoteInputSchema,
        response: { 201: defectQuoteResponseSchema, ...workErrors },
      },
    },
    async (request, reply) => {
      const quote = await quoteVisitDefects({
        db,
        events: context.events,
        actor: currentNamedActor(request),
        visitId: request.params.id,
        input: request.body,
      });
      return reply.code(201).send({ message: DEFECT_QUOTE_MESSAGES.created(quote.quoteNumber), quote });
    },
  );

  app.post(
    '/visits/:id/defects/:defectId/resolve',
    {
      config: { permission: 'visits.schedule' },
      schema: {
        tags,
        summary: 'The office marks an open defect put right',
        params: defectParams,
        response: { 200: resolveDefectResponseSchema, ...workErrors },
      },
    },
    async (request) => ({
      message: DEFECT_QUOTE_MESSAGES.resolved,
      defect: await resolveDefect({
        db,
        events: context.events,
        actor: currentActor(request),
        visitId: request.params.id,
        defectId: request.params.defectId,
      }),
    }),
  );

  app.get(
    '/sites/:id/defects',
    {
      config: { permission: 'visits.read' },
      schema: {
        tags,
        summary: "A site's defects from its visits, newest first (status=OPEN for those not yet put right)",
        params: idParamsSchema,
        querystring: siteDefectsQuerySchema,
        response: { 200: z.array(defectSchema), ...errors },
      },
    },
    async (request) =>
      siteDefects({
        db,
        actor: currentActor(request),
        siteId: request.params.id,
        status: request.query.status,
      }),
  );

  app.post(
    '/sites/:id/call-outs',
    {
      config: { permission: 'visits.schedule' },
      schema: {
        tags,
        summary: 'Send someone to a site: a chargeable call-out visit on a day, for a reason',
        params: idParamsSchema,
        body: callOutInputSchema,
        response: { 201: visitSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createCallOut({
          db,
          actor: currentActor(request),
          siteId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/quotes/:id/repair-visit',
    {
      config: { permission: 'visits.schedule' },
      schema: {
        tags,
        summary: "A chargeable repair visit doing a won defect quote's work at its site",
        params: idParamsSchema,
        body: repairVisitInputSchema,
        response: { 201: visitSchema, ...workErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createRepairVisit({
          db,
          actor: currentActor(request),
          quoteId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.put(
    '/visits/:id/charges',
    {
      config: { permission: 'visits.complete' },
      schema: {
        tags,
        summary:
          'Travel (whole km) and the parts used, replaced whole: the field while open, the office until invoiced',
        params: idParamsSchema,
        body: visitChargesInputSchema,
        response: { 200: z.array(visitPartSchema), ...workErrors },
      },
    },
    async (request) =>
      setVisitCharges({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );
};

/** The photo's bytes and its fields, in whichever order the form sent them. */
async function receivePhoto(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileField: 'file',
    messages: {
      notMultipart: VISIT_WORK_STRINGS.photoNotImage,
      wrongFile: 'Send one photo in the field "file"',
      tooLarge: VISIT_WORK_STRINGS.photoTooLarge,
      unreadable: 'The upload could not be read',
    },
  });
  if (!form.file || form.file.length === 0) throw badRequest('Send one photo in the field "file"');
  const fields = photoFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'Invalid photo details');
  return { data: form.file, fields: fields.data };
}
