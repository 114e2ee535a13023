/**
 * /api/personnel/:id/registrations (SAQCC Fire registrations and their copy in the library) and
 * /api/personnel/:id/leave (issue 30 §2 and §3). Working hours are on the person (resources module).
 */
import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  errorResponses,
  idParamsSchema,
  leaveInputSchema,
  leaveParamsSchema,
  leaveSchema,
  REGISTRATION_COPY,
  REGISTRATION_MESSAGES,
  registrationInputSchema,
  registrationParamsSchema,
  registrationSchema,
} from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { ParseJobError } from '../../jobs/file-parsing/pool';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, serviceUnavailable } from '../../lib/errors';
import { multipartError } from '../../lib/multipart-errors';
import { currentActor } from '../../plugins/auth';
import { documentsDepsOf } from '../documents/documents.service';
import { createLeave, deleteLeave, listLeave } from './leave.service';
import {
  attachRegistrationCopy,
  copyTitle,
  createRegistration,
  deleteRegistration,
  listRegistrations,
  updateRegistration,
} from './registrations.service';

const tags = ['registrations'];
const errors = errorResponses(400, 401, 403, 404);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const BUSY = 'The server is busy reading other files: try again in a minute';

export const registrationsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const deps = { db: context.db, events: context.events };
  const documents = documentsDepsOf(context);
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: REGISTRATION_COPY.maxBytes, files: 1, fields: 2, parts: 3 },
  });

  app.get(
    '/personnel/:id/registrations',
    {
      config: { permission: 'registrations.read' },
      schema: {
        tags,
        summary: "A person's SAQCC Fire registrations, with each one's standing on the company's today",
        params: idParamsSchema,
        response: { 200: z.array(registrationSchema), ...errors },
      },
    },
    async (request) => listRegistrations(deps, request.params.id),
  );
  app.post(
    '/personnel/:id/registrations',
    {
      config: { permission: 'registrations.manage' },
      schema: {
        tags,
        summary: 'Record a registration (the same category and number twice for a person is 409)',
        params: idParamsSchema,
        body: registrationInputSchema,
        response: { 201: registrationSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRegistration(deps, currentActor(request), request.params.id, request.body)),
  );
  app.put(
    '/personnel/:id/registrations/:registrationId',
    {
      config: { permission: 'registrations.manage' },
      schema: {
        tags,
        summary: 'Change a registration (a renewal: its level, number or expiry)',
        params: registrationParamsSchema,
        body: registrationInputSchema,
        response: { 200: registrationSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) =>
      updateRegistration(
        deps,
        currentActor(request),
        request.params.id,
        request.params.registrationId,
        request.body,
      ),
  );
  app.delete(
    '/personnel/:id/registrations/:registrationId',
    {
      config: { permission: 'registrations.manage' },
      schema: {
        tags,
        summary: 'Remove a registration (its copy stays in the library)',
        params: registrationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRegistration(deps, currentActor(request), request.params.id, request.params.registrationId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/personnel/:id/registrations/:registrationId/copy',
    {
      config: { permission: 'registrations.manage' },
      schema: {
        tags,
        summary:
          "Upload the registration's copy (multipart: file): a PDF, kept in the library after its checks, or a JPEG, PNG or WebP image, re-encoded and kept as a one-page PDF",
        consumes: ['multipart/form-data'],
        params: registrationParamsSchema,
        response: {
          200: registrationSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id, registrationId } = request.params;
      // The person and registration first: an upload for neither is 404 before its bytes matter.
      const title = await copyTitle(deps, id, registrationId);
      const { data, fileName } = await receiveCopy(request);
      const type = await fileTypeFromBuffer(data);
      let copy: { data: Uint8Array; fileName: string };
      if (type?.mime === 'application/pdf') copy = { data, fileName };
      else if (type && IMAGE_TYPES.has(type.mime)) {
        try {
          const pdf = await context.fileParsing.run('registration-copy', data, { title });
          copy = { data: pdf, fileName: `${fileName.replace(/\.[^.]*$/, '') || 'registration'}.pdf` };
        } catch (error) {
          if (!(error instanceof ParseJobError)) throw error;
          if (error.reason === 'busy' || error.reason === 'closed') throw serviceUnavailable(BUSY);
          throw badRequest(REGISTRATION_MESSAGES.copyUnreadable);
        }
      } else throw new AppError(415, REGISTRATION_MESSAGES.copyType, 'UNSUPPORTED_TYPE');
      return attachRegistrationCopy({ ...deps, documents }, currentActor(request), id, registrationId, copy);
    },
  );

  app.get(
    '/personnel/:id/leave',
    {
      config: { permission: 'resources.read' },
      schema: {
        tags,
        summary: "A person's leave, earliest first",
        params: idParamsSchema,
        response: { 200: z.array(leaveSchema), ...errors },
      },
    },
    async (request) => listLeave(deps, request.params.id),
  );
  app.post(
    '/personnel/:id/leave',
    {
      config: { permission: 'resources.manage' },
      schema: {
        tags,
        summary: 'Record leave (from and to inclusive)',
        params: idParamsSchema,
        body: leaveInputSchema,
        response: { 201: leaveSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createLeave(deps, currentActor(request), request.params.id, request.body)),
  );
  app.delete(
    '/personnel/:id/leave/:leaveId',
    {
      config: { permission: 'resources.manage' },
      schema: {
        tags,
        summary: 'Remove leave',
        params: leaveParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteLeave(deps, currentActor(request), request.params.id, request.params.leaveId);
      return reply.status(204).send(null);
    },
  );
};

/** The one file of the form, in the field "file", whole in memory (at most 20 MB). */
async function receiveCopy(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest('Send the copy as multipart/form-data');
  let data: Buffer | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || data) throw badRequest(REGISTRATION_MESSAGES.copyMissing);
      fileName = part.filename;
      data = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, {
      tooLarge: REGISTRATION_MESSAGES.copyTooLarge,
      unreadable: 'The upload could not be read',
    });
  }
  if (!data || data.length === 0) throw badRequest(REGISTRATION_MESSAGES.copyMissing);
  return { data, fileName };
}
