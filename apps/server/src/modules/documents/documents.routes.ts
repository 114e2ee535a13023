/**
 * /api/documents: catalogue, one document, download, upload, change, delete. Uploads, changes and
 * deletes keep the library's search index (search/search-index.plugin.ts) current.
 */
import multipart from '@fastify/multipart';
import {
  catalogueDocumentSchema,
  DOCUMENT_SEARCH,
  documentIdParamsSchema,
  documentListResponseSchema,
  documentMetadataSchema,
  errorResponseSchema,
  errorResponses,
  listDocumentsQuerySchema,
  updateDocumentSchema,
} from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { MULTIPART_MALFORMED } from '../../lib/multipart-errors';
import type { ContentStore } from '../../lib/storage/content-store';
import { scratchDirOf } from '../../lib/storage/open-file-store';
import { type SpooledFile, SpoolLimitError, spoolUpload, UploadCutShortError } from '../../lib/storage/spool';
import { currentActor, currentAuth } from '../../plugins/auth';
import { documentScope } from './document-access';
import {
  createDocument,
  deleteDocument,
  documentsDepsOf,
  findReachableRow,
  getDocument,
  listDocuments,
  updateDocument,
} from './documents.service';

const errors = errorResponses(400, 401, 403, 404);

export const documentsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { store } = context;
  const scratch = scratchDirOf(context.config);
  const deps = documentsDepsOf(context);
  const actor = (request: Parameters<typeof currentAuth>[0]) => {
    const { user } = currentAuth(request);
    return { id: user.id, role: user.role };
  };

  // preservePath: the name arrives as sent, so one holding "../" is refused rather than silently trimmed.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: DOCUMENT_SEARCH.uploadMaxBytes, files: 1, fields: 20, fieldSize: 10_000 },
  });

  app.get(
    '/documents',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['documents'],
        summary:
          "The catalogue: documents, categories and statistics (paged; by category and name, or sort=recent); only those linked to a client, site, project or asset when asked; a technician's leaves out other technicians' visit reports and certificates",
        querystring: listDocumentsQuerySchema,
        response: { 200: documentListResponseSchema, ...errors },
      },
    },
    async (request) =>
      listDocuments(context, request.query, await documentScope(context, currentActor(request))),
  );

  app.get(
    '/documents/:id',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['documents'],
        summary: 'One document by catalogue id (slug) or uuid',
        params: documentIdParamsSchema,
        response: { 200: catalogueDocumentSchema, ...errors },
      },
    },
    async (request) =>
      getDocument(context, request.params.id, await documentScope(context, currentActor(request))),
  );

  app.get(
    '/documents/download/:id',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['documents'],
        summary: 'The file itself, with its name in Content-Disposition',
        params: documentIdParamsSchema,
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const scope = await documentScope(context, currentActor(request));
      const row = await findReachableRow(context, request.params.id, scope);
      let stream: Awaited<ReturnType<ContentStore['open']>>;
      try {
        stream = await store.open(row.sha256);
      } catch {
        throw notFound('The file of this document is missing');
      }
      const ascii = row.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      const disposition = request.query.inline === '1' ? 'inline' : 'attachment';
      return reply
        .header('content-type', row.content_type)
        .header('content-length', String(row.file_size))
        .header(
          'content-disposition',
          `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    '/documents',
    {
      config: { permission: 'documents.upload' },
      schema: {
        tags: ['documents'],
        summary:
          'Upload a document (multipart: file plus name, category, department, revision, tags…, and clientId, siteId, projectId, assetId to link it)',
        consumes: ['multipart/form-data'],
        response: {
          201: catalogueDocumentSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
      const part = await request.file();
      if (!part) throw badRequest('A file is required');
      // Written to disk as it arrives (hashed on the way), never held whole in memory (decision 0078).
      let data: SpooledFile;
      try {
        data = await spoolUpload(part.file, { dir: scratch, maxBytes: DOCUMENT_SEARCH.uploadMaxBytes });
      } catch (error) {
        if (error instanceof SpoolLimitError)
          throw new AppError(413, 'The file is larger than 100 MB', 'TOO_LARGE');
        if (error instanceof UploadCutShortError) throw badRequest(MULTIPART_MALFORMED);
        throw error;
      }
      try {
        return reply.status(201).send(await createUpload(request, part, data));
      } finally {
        await data.remove();
      }
    },
  );

  /** The form's fields, checked, and the document made from the spooled file. */
  async function createUpload(
    request: FastifyRequest,
    part: NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>,
    data: SpooledFile,
  ) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field') fields[key] = field.value;
    }
    if (typeof fields.tags === 'string') {
      fields.tags = (fields.tags as string)
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
    }
    if (fields.name === undefined || fields.name === '') fields.name = part.filename.replace(/\.[^.]+$/, '');
    const parsed = documentMetadataSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid document details');
    return createDocument(deps, actor(request), { fileName: part.filename, data }, parsed.data);
  }

  app.patch(
    '/documents/:id',
    {
      config: { permission: 'documents.update' },
      schema: {
        tags: ['documents'],
        summary:
          "Change a document's details and links (technicians: their own uploads only; a visit's report keeps its visit's links)",
        params: documentIdParamsSchema,
        body: updateDocumentSchema,
        response: { 200: catalogueDocumentSchema, ...errors },
      },
    },
    async (request) => updateDocument(deps, actor(request), request.params.id, request.body),
  );

  app.delete(
    '/documents/:id',
    {
      config: { permission: 'documents.delete' },
      schema: {
        tags: ['documents'],
        summary:
          'Delete a document and its file (the office any; engineers and technicians their own uploads)',
        params: documentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDocument(deps, actor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
