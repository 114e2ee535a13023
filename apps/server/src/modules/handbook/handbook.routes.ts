/**
 * The handbook data file at the site root (spec §7), for signed-in users only because an uploaded
 * handbook may be licensed text (docs/decisions/0027); its status; and the administrator's upload and
 * rollback.
 */
import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  HANDBOOK_LIMITS,
  HANDBOOK_MESSAGES,
  handbookStatusSchema,
} from '@firebreak/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, serviceUnavailable } from '../../lib/errors';
import { MULTIPART_MALFORMED, multipartError } from '../../lib/multipart-errors';
import { scratchDirOf } from '../../lib/storage/open-file-store';
import { type SpooledFile, SpoolLimitError, spoolUpload, UploadCutShortError } from '../../lib/storage/spool';
import { authenticateRequest, currentActor } from '../../plugins/auth';
import { findHandbookDir } from './builtin/handbook-source';
import { handbookStatus, poolHandbookReader, rollBackHandbook, uploadHandbook } from './handbook.service';
import { createHandbookStore, type HandbookStore, type ServedFile } from './handbook.store';

export const DATA_FILE_PATH = '/searchable_content.json';
const M = HANDBOOK_MESSAGES;
const tags = ['handbook'];

/** The app's handbook store: the handbook's files in the file store, the shipped sample read in the parse pool. */
export function openHandbookStore(
  context: Pick<AppContext, 'files' | 'fileParsing' | 'config'>,
  onError: (error: unknown) => void,
  builtinDir: string | null = findHandbookDir(),
): HandbookStore {
  return createHandbookStore({
    files: context.files,
    builtinDir,
    read: poolHandbookReader(context.fileParsing, context.config.fileParsing.maxPdfPages),
    onError,
  });
}

export const handbookRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const scratch = scratchDirOf(context.config);
  const read = poolHandbookReader(context.fileParsing, context.config.fileParsing.maxPdfPages);
  // The one handbook store of the app: the standards library reads it too.
  const store = context.handbook;
  /** After an upload or a rollback changed the current handbook: the standards index reads it again. */
  const onChange = () => void context.standardsIndex.refresh(true);

  await app.register(multipart, {
    limits: { fileSize: HANDBOOK_LIMITS.uploadMaxBytes, files: 1, fields: 10, parts: 12 },
  });

  app.get(
    DATA_FILE_PATH,
    {
      config: { permission: 'handbook.read', public: true },
      schema: {
        tags,
        summary: 'The handbook data file (§3): document_info, pages, keywords, search_terms',
        response: { 200: z.unknown(), 304: z.null(), 401: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Outside /api, where the guard does not look: the session and permission are checked here.
      await authenticateRequest(context.auth, request, 'handbook.read');
      const file = await store.current();
      if (file === 'preparing') {
        return reply.header('retry-after', '1').status(503).send({ error: M.notReady });
      }
      if (!file) throw new AppError(404, 'No handbook is available', 'NOT_FOUND');
      return sendDataFile(request, reply, file);
    },
  );

  app.get(
    '/api/handbook',
    {
      config: { permission: 'handbook.read' },
      schema: {
        tags,
        summary: 'Which handbook is current and whether a previous one can be restored',
        response: { 200: handbookStatusSchema, 401: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      const status = await handbookStatus(store);
      if (!status) throw serviceUnavailable(M.notReady);
      return status;
    },
  );

  app.post(
    '/api/handbook',
    {
      config: { permission: 'handbook.manage' },
      schema: {
        tags,
        summary: 'Replace the handbook with a PDF (administrators; multipart field "file", at most 100 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: handbookStatusSchema,
          ...Object.fromEntries([400, 401, 403, 409, 413, 415, 422].map((s) => [s, errorResponseSchema])),
        },
      },
    },
    async (request, reply) => {
      const { data, fileName } = await receivePdf(request, scratch);
      try {
        const status = await uploadHandbook(
          store,
          { db: context.db, actor: currentActor(request) },
          data,
          fileName,
          read,
        );
        onChange();
        return reply.status(201).send(status);
      } finally {
        await data.remove();
      }
    },
  );

  app.post(
    '/api/handbook/rollback',
    {
      config: { permission: 'handbook.manage' },
      schema: {
        tags,
        summary: 'Restore the previous handbook (administrators)',
        response: {
          200: handbookStatusSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const status = await rollBackHandbook(store, { db: context.db, actor: currentActor(request) });
      onChange();
      return status;
    },
  );
};

function sendDataFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile) {
  reply
    .header('etag', file.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Encoding, Authorization')
    .header('content-type', 'application/json; charset=utf-8');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send(null);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.json);
}

/** The upload, written to disk as it arrives (decision 0078). */
async function receivePdf(
  request: FastifyRequest,
  scratch: string,
): Promise<{ data: SpooledFile; fileName: string }> {
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
    data = await spoolUpload(part.file, { dir: scratch, maxBytes: HANDBOOK_LIMITS.uploadMaxBytes });
  } catch (error) {
    if (error instanceof SpoolLimitError) throw new AppError(413, M.tooLarge, 'TOO_LARGE');
    if (error instanceof UploadCutShortError) throw badRequest(MULTIPART_MALFORMED);
    throw multipartError(error, { tooLarge: M.tooLarge, unreadable: M.fileMissing });
  }
  if (data.size === 0) {
    await data.remove();
    throw badRequest(M.fileMissing);
  }
  return { data, fileName: part.filename || 'handbook.pdf' };
}
