/**
 * /api/documents (catalogue, one document, download, upload, change, delete) and /api/ai-search
 * (§7). One plugin because both share the library's search index, built here at start.
 */
import multipart from '@fastify/multipart';
import {
  AI_SEARCH_METHODS,
  aiSearchQuerySchema,
  aiSearchResponseSchema,
  analyzeQueryBodySchema,
  analyzeQueryResponseSchema,
  catalogueDocumentSchema,
  compareBodySchema,
  compareResponseSchema,
  DOCUMENT_SEARCH,
  documentIdParamsSchema,
  documentListResponseSchema,
  documentMetadataSchema,
  errorResponseSchema,
  filterOptionsResponseSchema,
  listDocumentsQuerySchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
  updateDocumentSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ensureDemoFiles } from '../../db/seeders/demo-documents';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { defaultFileStore, type FileStore } from '../../lib/storage/file-store';
import { currentAuth } from '../../plugins/auth';
import { analyzeQuery, compareMethods, filterOptions, searchDocuments } from '../search/ai-search.service';
import { createDocumentIndex, type DocumentIndex, syncIndexAcrossInstances } from '../search/document-index';
import { recordUsage } from '../system/system.service';
import { createDocumentTextQueue } from './document-text';
import {
  createDocument,
  type DocumentsDeps,
  deleteDocument,
  findDocumentRow,
  getDocument,
  listDocuments,
  updateDocument,
} from './documents.service';
import { connectLibraryToProcessing } from './library-ocr';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

declare module 'fastify' {
  interface FastifyInstance {
    documentIndex?: DocumentIndex;
  }
}

export const documentsRoutes: FastifyPluginAsyncZod<{
  context: AppContext;
  store?: FileStore;
  index?: DocumentIndex;
}> = async (app, options) => {
  const { context } = options;
  const store = options.store ?? defaultFileStore(context.config.dataDir);
  const index = options.index ?? createDocumentIndex();
  await ensureDemoFiles(context.db, store, context.fileParsing);
  // In the background: a large library must not hold up the start; searches wait on index.ready().
  index.rebuild(context.db).catch((error) => app.log.error({ err: error }, 'document index rebuild failed'));
  app.addHook('onClose', () => index.ready());
  const stopSync = await syncIndexAcrossInstances({
    db: context.db,
    index,
    events: context.events,
    redis: context.redis,
    onError: (error) => app.log.warn({ err: error }, 'document index sync failed'),
  });
  app.addHook('onClose', stopSync);
  const emit: DocumentsDeps['emit'] = (name, documentId) => context.events.emit(name, { documentId });
  const texts = createDocumentTextQueue({
    db: context.db,
    store,
    index,
    pool: context.fileParsing,
    limits: context.config.fileParsing,
    emit,
    onError: (error) => app.log.error({ err: error }, 'reading a document text failed'),
    ocr: context.processing.libraryOcr,
  });
  app.addHook('onClose', async () => texts.close());
  // Uploads whose text was still being read when the server last stopped.
  app.addHook('onReady', async () => {
    texts
      .requeuePending()
      .catch((error) => app.log.error({ err: error }, 'requeueing document texts failed'));
  });
  const deps: DocumentsDeps = {
    db: context.db,
    store,
    index,
    texts,
    zipLimits: context.config.fileParsing.zip,
    emit,
  };
  connectLibraryToProcessing(context, deps);
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
        summary: 'The catalogue: documents, categories and statistics (paged)',
        querystring: listDocumentsQuerySchema,
        response: { 200: documentListResponseSchema, ...errors },
      },
    },
    async (request) => listDocuments(context.db, request.query),
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
    async (request) => getDocument(context.db, request.params.id),
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
      const row = await findDocumentRow(context.db, request.params.id);
      let stream: Awaited<ReturnType<FileStore['open']>>;
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
        summary: 'Upload a document (multipart: file plus name, category, department, revision, tags…)',
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
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'The file is larger than 100 MB', 'TOO_LARGE');
        throw error;
      }
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
      if (fields.name === undefined || fields.name === '')
        fields.name = part.filename.replace(/\.[^.]+$/, '');
      const parsed = documentMetadataSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid document details');
      const document = await createDocument(
        deps,
        { id: currentAuth(request).user.id },
        { fileName: part.filename, data },
        parsed.data,
      );
      return reply.status(201).send(document);
    },
  );

  app.patch(
    '/documents/:id',
    {
      config: { permission: 'documents.update' },
      schema: {
        tags: ['documents'],
        summary: "Change a document's details (technicians: their own uploads only)",
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

  app.get(
    '/ai-search/filters',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Filter options and statistics',
        response: { 200: filterOptionsResponseSchema, ...errors },
      },
    },
    async () => {
      await index.ready();
      return filterOptions(index);
    },
  );

  app.get(
    '/ai-search/suggestions',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Completions from titles, tags and frequent terms',
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      return { suggestions: index.engine.suggest(request.query.q.slice(0, 200)) };
    },
  );

  app.post(
    '/ai-search/analyze-query',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Intent, confidence and suggestions for a query',
        body: analyzeQueryBodySchema,
        response: { 200: analyzeQueryResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      const analysis = analyzeQuery(index, request.body.query);
      await recordUsage(context.db, 'ai-analyze-query');
      return { analysis };
    },
  );

  app.post(
    '/ai-search/compare',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'The same query by every method',
        body: compareBodySchema,
        response: { 200: compareResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      const { options } = request.body;
      const result = compareMethods(index, request.body.query, {
        limit: options.limit,
        category: options.category || undefined,
        type: options.type || undefined,
        tags: options.tags,
      });
      await recordUsage(context.db, 'ai-search');
      return result;
    },
  );

  app.get(
    '/ai-search/:method',
    {
      config: { permission: 'documents.read' },
      schema: {
        tags: ['ai-search'],
        summary: 'Search by method: semantic, keyword or hybrid',
        params: z.object({ method: z.enum(AI_SEARCH_METHODS, { error: 'Unknown search method' }) }),
        querystring: aiSearchQuerySchema,
        response: { 200: aiSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      await index.ready();
      const { q, limit, category, type, tags, threshold, semanticWeight, keywordWeight } = request.query;
      const { method } = request.params;
      const { results, tookMs } = searchDocuments(index, q, {
        method,
        limit,
        category: category || undefined,
        type: type || undefined,
        tags,
        threshold,
        semanticWeight,
        keywordWeight,
      });
      await recordUsage(context.db, 'ai-search');
      return { results, method, total: results.length, tookMs };
    },
  );
};
