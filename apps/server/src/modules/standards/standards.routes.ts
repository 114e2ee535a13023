/**
 * /api/standards (issue 26 part 4, decision 0080): the list (the built-in handbook included), the
 * passage search, a standard's versions and its PDF for every signed-in role; adding a standard or a
 * version, rolling back, changing the code or title and removing one for administrators.
 */
import multipart from '@fastify/multipart';
import {
  errorResponses,
  newStandardFieldsSchema,
  newVersionFieldsSchema,
  rollBackStandardBodySchema,
  STANDARDS_LIMITS,
  STANDARDS_MESSAGES,
  standardIdParamsSchema,
  standardSummarySchema,
  standardsListResponseSchema,
  standardsSearchQuerySchema,
  standardsSearchResponseSchema,
  standardVersionsResponseSchema,
  updateStandardBodySchema,
} from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { multipartError } from '../../lib/multipart-errors';
import { scratchDirOf } from '../../lib/storage/open-file-store';
import { type SpooledFile, SpoolLimitError, spoolUpload, UploadCutShortError } from '../../lib/storage/spool';
import { currentActor } from '../../plugins/auth';
import { poolHandbookReader } from '../handbook/handbook.service';
import {
  addStandard,
  addVersion,
  openStandardPdf,
  removeStandard,
  rollBackStandard,
  type StandardsDeps,
  type UploadedPdf,
  updateStandard,
} from './standards.service';
import { handbookStandard, listStandards, storedStandard, versionsOf } from './standards-reads.service';

const M = STANDARDS_MESSAGES;
const tags = ['standards'];
const reads = errorResponses(400, 401, 403, 404);
const writes = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 503);

export const standardsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { handbook, standardsIndex: index } = context;
  const scratch = scratchDirOf(context.config);
  const deps: StandardsDeps = {
    db: context.db,
    files: context.files,
    index,
    read: poolHandbookReader(context.fileParsing, context.config.fileParsing.maxPdfPages),
  };

  await app.register(multipart, {
    limits: { fileSize: STANDARDS_LIMITS.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1_000, parts: 12 },
  });

  app.get(
    '/standards',
    {
      config: { permission: 'standards.read' },
      schema: {
        tags,
        summary: 'Every standard in the library, the built-in sample handbook first',
        response: { 200: standardsListResponseSchema, ...reads },
      },
    },
    async () => ({ standards: await listStandards(context, handbook) }),
  );

  app.get(
    '/standards/search',
    {
      config: { permission: 'standards.read' },
      schema: {
        tags,
        summary:
          'Passages of the standards (all, or the ids in `standard`, repeated or comma-separated) that answer a query, with standard, edition, page, heading and highlights',
        querystring: standardsSearchQuerySchema,
        response: { 200: standardsSearchResponseSchema, ...reads },
      },
    },
    async (request) => {
      const { q, standard, limit } = request.query;
      await index.ready();
      await index.refresh();
      for (const id of standard ?? [])
        if (!index.has(id)) throw badRequest(M.unknownStandard(id.slice(0, 100)));
      const query = q.trim();
      if (!query) return { query, ignoredWords: [], results: [] };
      return { query, ...index.search(query, { standardIds: standard, limit }) };
    },
  );

  app.post(
    '/standards',
    {
      config: { permission: 'standards.manage' },
      schema: {
        tags,
        summary:
          'Add a standard (administrators): multipart fields code, title, edition, then the PDF as "file" (at most 100 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: standardSummarySchema, ...writes },
      },
    },
    async (request, reply) => {
      const { pdf, fields } = await receivePdf(request, scratch);
      try {
        const parsed = newStandardFieldsSchema.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.codeRequired);
        return reply.status(201).send(await addStandard(deps, currentActor(request), parsed.data, pdf));
      } finally {
        await pdf.remove();
      }
    },
  );

  app.get(
    '/standards/:id/versions',
    {
      config: { permission: 'standards.read' },
      schema: {
        tags,
        summary: "A standard's versions, newest first, and which is current",
        params: standardIdParamsSchema,
        response: { 200: standardVersionsResponseSchema, ...reads },
      },
    },
    async (request) => {
      const { id } = request.params;
      const builtin = id === 'handbook' ? await handbookStandard(handbook) : null;
      if (builtin) return { standard: builtin.listed.summary, versions: [] };
      const standard = await storedStandard(context, id);
      if (!standard) throw notFound(M.notFound);
      return { standard, versions: await versionsOf(context, id) };
    },
  );

  app.post(
    '/standards/:id/versions',
    {
      config: { permission: 'standards.manage' },
      schema: {
        tags,
        summary:
          'Add a new version of a standard (administrators): multipart field edition, then the PDF as "file"; it becomes current',
        params: standardIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: standardSummarySchema, ...writes },
      },
    },
    async (request, reply) => {
      const { pdf, fields } = await receivePdf(request, scratch);
      try {
        const parsed = newVersionFieldsSchema.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.editionRequired);
        const summary = await addVersion(
          deps,
          currentActor(request),
          request.params.id,
          parsed.data.edition,
          pdf,
        );
        return reply.status(201).send(summary);
      } finally {
        await pdf.remove();
      }
    },
  );

  app.post(
    '/standards/:id/rollback',
    {
      config: { permission: 'standards.manage' },
      schema: {
        tags,
        summary:
          'Make an earlier version current (administrators): the one named by versionId, or else the one before the current one',
        params: standardIdParamsSchema,
        body: rollBackStandardBodySchema,
        response: { 200: standardSummarySchema, ...writes },
      },
    },
    async (request) =>
      rollBackStandard(deps, currentActor(request), request.params.id, request.body?.versionId),
  );

  app.patch(
    '/standards/:id',
    {
      config: { permission: 'standards.manage' },
      schema: {
        tags,
        summary: "Change a standard's code or title (administrators)",
        params: standardIdParamsSchema,
        body: updateStandardBodySchema,
        response: { 200: standardSummarySchema, ...writes },
      },
    },
    async (request) => updateStandard(deps, currentActor(request), request.params.id, request.body),
  );

  app.delete(
    '/standards/:id',
    {
      config: { permission: 'standards.manage' },
      schema: {
        tags,
        summary: 'Remove a standard with every version and its files (administrators)',
        params: standardIdParamsSchema,
        response: { 204: z.null(), ...writes },
      },
    },
    async (request, reply) => {
      await removeStandard(deps, currentActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/standards/:id/file',
    {
      config: { permission: 'standards.read' },
      schema: {
        tags,
        summary: "The standard's PDF (the current version, or `version`), to open in the browser at a page",
        params: standardIdParamsSchema,
        querystring: z.object({ version: z.string().trim().min(1).max(100).optional() }),
        response: { 200: z.unknown(), ...reads },
      },
    },
    async (request, reply) => {
      const { stream, fileName } = await openStandardPdf(
        { db: context.db, files: context.files, handbook },
        request.params.id,
        request.query.version,
      );
      const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'private, no-cache')
        .send(stream);
    },
  );
};

/** The multipart form: its text fields (sent before the file) and the PDF, written to disk as it arrives. */
async function receivePdf(
  request: FastifyRequest,
  scratch: string,
): Promise<{ pdf: UploadedPdf & { remove: () => Promise<void> }; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(M.fileMissing);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartError(error, { tooLarge: M.tooLarge, unreadable: M.fileMissing });
  }
  if (!part) throw badRequest(M.fileMissing);
  let data: SpooledFile;
  try {
    data = await spoolUpload(part.file, { dir: scratch, maxBytes: STANDARDS_LIMITS.uploadMaxBytes });
  } catch (error) {
    if (error instanceof SpoolLimitError) throw new AppError(413, M.tooLarge, 'TOO_LARGE');
    if (error instanceof UploadCutShortError) throw badRequest(M.fileMissing);
    throw multipartError(error, { tooLarge: M.tooLarge, unreadable: M.fileMissing });
  }
  if (data.size === 0) {
    await data.remove();
    throw badRequest(M.fileMissing);
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[key] = field.value;
  }
  return { pdf: { ...data, fileName: part.filename || 'standard.pdf' }, fields };
}
