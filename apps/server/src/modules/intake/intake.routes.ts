/**
 * Paperwork intake (issue 32, decision 0094): `POST /api/sites/:id/intake` (a batch of files),
 * `GET /api/sites/:id/intake` (the site's batches), `GET /api/intake/:batchId` (files, progress, kinds,
 * proposals with their words and page), `POST /api/intake/:batchId/accept`, and a page's preview.
 * Anyone may add paperwork to a site they are visiting, the office to any ('intake.upload' and the
 * service's check); only the office reviews and accepts ('intake.review').
 */
import multipart from '@fastify/multipart';
import {
  DOCUMENT_SEARCH,
  errorResponseSchema,
  errorResponses,
  INTAKE_LIMITS,
  INTAKE_MESSAGES,
  idParamsSchema,
  intakeAcceptResultSchema,
  intakeAcceptSchema,
  intakeBatchSchema,
  intakeBatchSummarySchema,
  intakeConflictSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ParseJobError } from '../../jobs/file-parsing/file-parsing-pool';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { MULTIPART_MALFORMED, multipartError } from '../../lib/multipart-errors';
import { scratchDirOf } from '../../lib/storage/open-file-store';
import { type SpooledFile, spoolUpload, UploadCutShortError } from '../../lib/storage/spool';
import { currentActor } from '../../plugins/auth';
import { createDocument, deleteDocument, documentsDepsOf } from '../documents/documents.service';
import {
  assertMayAddPaperwork,
  batchRow,
  getBatch,
  insertBatch,
  insertFile,
  intakeSite,
  listBatches,
  saveReading,
  startReading,
} from './intake.service';
import { acceptIntake } from './intake-accept.service';
import { prepareUpload } from './intake-files';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['intake'];
const batchParams = z.object({ batchId: z.string().min(1).max(100) });

export const intakeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  const scratch = scratchDirOf(context.config);
  const documents = documentsDepsOf(context);
  const submit = context.processing.intake.submit;
  context.processing.connectIntake((result) => saveReading({ db }, result));
  // A batch a restart cut short between storing its files and starting to read them is read now.
  app.addHook('onReady', async () => {
    await startReading({ db }, submit).catch((error) =>
      app.log.warn({ err: error }, 'resuming paperwork intake failed'),
    );
  });

  // A file over the size limit is cut short and refused on its own (truncated), not the batch.
  await app.register(multipart, {
    preservePath: true,
    throwFileSizeLimit: false,
    limits: {
      fileSize: DOCUMENT_SEARCH.uploadMaxBytes,
      files: INTAKE_LIMITS.maxFiles,
      fields: 5,
      fieldSize: 1_000,
    },
  });

  app.post(
    '/sites/:id/intake',
    {
      config: { permission: 'intake.upload' },
      schema: {
        tags,
        summary:
          "A batch of a site's paperwork (multipart, `files` repeated, PDFs and photos, up to 200): each stored in the library linked to the site and read; a file that cannot be read is FAILED with its reason, not the batch",
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: intakeBatchSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = currentActor(request);
      const site = await intakeSite({ db }, request.params.id);
      await assertMayAddPaperwork({ db }, actor, site.id);
      if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data');
      const batchId = await insertBatch({ db }, { siteId: site.id, actor });
      const stored: string[] = [];
      let position = 0;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'files') throw badRequest('Send the files in the field `files`');
          let spooled: SpooledFile;
          try {
            spooled = await spoolUpload(part.file, {
              dir: scratch,
              maxBytes: DOCUMENT_SEARCH.uploadMaxBytes + 1,
            });
          } catch (error) {
            if (error instanceof UploadCutShortError) throw badRequest(MULTIPART_MALFORMED);
            throw error;
          }
          try {
            const fileName = part.filename || `file-${position + 1}`;
            let documentId: string | null = null;
            let error: string | null = null;
            if (part.file.truncated) error = 'The file is larger than 100 MB';
            else {
              const upload = await prepareUpload(spooled.path, fileName);
              if (upload.kind === 'refused') error = upload.error;
              else {
                try {
                  const document = await createDocument(
                    documents,
                    actor,
                    {
                      fileName: upload.kind === 'photo' ? upload.fileName : fileName,
                      data: upload.kind === 'photo' ? upload.pdf : spooled,
                      readByCaller: true,
                    },
                    {
                      name: fileName.replace(/\.[^.]+$/, '').slice(0, 200) || 'Paperwork',
                      category: 'Safety & Compliance',
                      department: 'Operations',
                      documentType: 'Certificate',
                      subcategory: 'Paperwork intake',
                      revision: '',
                      tags: ['intake'],
                      description: `Read into ${site.name}'s register`,
                      clientId: null,
                      siteId: site.id,
                      projectId: null,
                      assetId: null,
                    },
                  );
                  documentId = document.uuid;
                  stored.push(document.id);
                } catch (refused) {
                  if (!(refused instanceof AppError)) throw refused;
                  error = refused.message;
                }
              }
            }
            await insertFile({ db }, { batchId, position, fileName, documentId, error });
            position += 1;
          } finally {
            await spooled.remove();
          }
        }
        if (position === 0) throw badRequest(INTAKE_MESSAGES.noFiles);
      } catch (error) {
        // Bad input changes nothing: what this request stored goes with its batch.
        for (const id of stored) await deleteDocument(documents, actor, id).catch(() => {});
        await db.deleteFrom('intake_batches').where('id', '=', batchId).execute();
        const code = (error as { code?: string } | null)?.code;
        if (code === 'FST_FILES_LIMIT') throw badRequest(INTAKE_MESSAGES.tooManyFiles);
        throw multipartError(error, {
          tooLarge: 'The file is larger than 100 MB',
          unreadable: MULTIPART_MALFORMED,
        });
      }
      await startReading({ db }, submit, { batchId });
      return reply.status(201).send(await getBatch({ db }, actor, batchId));
    },
  );

  app.get(
    '/sites/:id/intake',
    {
      config: { permission: 'intake.upload' },
      schema: {
        tags,
        summary: "The site's paperwork batches, newest first (the office's all; anyone else's own)",
        params: idParamsSchema,
        response: { 200: z.array(intakeBatchSummarySchema), ...errors },
      },
    },
    async (request) => listBatches({ db }, currentActor(request), request.params.id),
  );

  app.get(
    '/intake/:batchId',
    {
      config: { permission: 'intake.upload' },
      schema: {
        tags,
        summary:
          "A batch: each file's progress, kind and proposed fields with the words and page they came from, clashes with the register, and the next visits they would bring",
        params: batchParams,
        response: { 200: intakeBatchSchema, ...errors },
      },
    },
    async (request) => getBatch({ db }, currentActor(request), request.params.batchId),
  );

  app.get(
    '/intake/:batchId/files/:fileId/pages/:page',
    {
      config: { permission: 'intake.upload' },
      schema: {
        tags,
        summary:
          "One page of a batch file as a PNG (width 200-1600 px, default 1000), for the review's preview",
        params: batchParams.extend({
          fileId: z.string().min(1).max(100),
          page: z.coerce.number().int().min(1).max(INTAKE_LIMITS.maxPages),
        }),
        querystring: z.object({ width: z.coerce.number().int().min(200).max(1600).default(1000) }),
      },
    },
    async (request, reply) => {
      const { batchId, fileId, page } = request.params;
      await batchRow({ db }, currentActor(request), batchId);
      const file = await db
        .selectFrom('intake_files')
        .innerJoin('documents', 'documents.id', 'intake_files.document_id')
        .select(['documents.sha256'])
        .where('intake_files.id', '=', fileId)
        .where('intake_files.batch_id', '=', batchId)
        .executeTakeFirst();
      if (!file) throw notFound(INTAKE_MESSAGES.fileNotFound);
      let png: Uint8Array;
      try {
        png = await context.store.withLocalCopy(file.sha256, (filePath) =>
          context.fileParsing.renderPreview({ filePath, page, width: request.query.width }),
        );
      } catch (error) {
        if (!(error instanceof ParseJobError)) throw error;
        if (error.code === 'page-out-of-range') throw notFound('The file has no such page');
        throw new AppError(422, 'The page could not be drawn', 'UNPROCESSABLE');
      }
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(png));
    },
  );

  app.post(
    '/intake/:batchId/accept',
    {
      config: { permission: 'intake.review' },
      schema: {
        tags,
        summary:
          'The review: per file accept (the fields listed as accept or edit are written, in one transaction, audited) or reject',
        params: batchParams,
        body: intakeAcceptSchema,
        response: { 200: intakeAcceptResultSchema, ...errors, 409: intakeConflictSchema },
      },
    },
    async (request) =>
      acceptIntake(
        { db, events: context.events },
        currentActor(request),
        request.params.batchId,
        request.body,
      ),
  );
};
