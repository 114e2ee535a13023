/**
 * /api/document-processing (spec §7, issue 12): upload-and-process (the quick scan is the same call
 * with only the file), stats, and the jobs a longer run becomes (follow, list, cancel, add to library).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  addToLibrarySchema,
  catalogueDocumentSchema,
  DEFAULT_PROCESSING_OPTIONS,
  errorResponseSchema,
  errorResponses,
  PROCESSING_LIMITS,
  PROCESSING_MESSAGES,
  type ProcessingOptions,
  processingAcceptedSchema,
  processingJobListSchema,
  processingJobSchema,
  processingResponseSchema,
  processingStatsSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { AppError, badRequest } from '../../lib/errors';
import { scratchDirOf } from '../../lib/storage/open-file-store';
import { type SpooledFile, SpoolLimitError, spoolUpload, UploadCutShortError } from '../../lib/storage/spool';
import { currentAuth } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404);

// A job id is a UUID: any other id names no job, and says so in the processing screen's words.
const jobParams = z.object({ id: z.uuid({ error: PROCESSING_MESSAGES.jobNotFound }) });

const OPTION_FLAGS = ['useOCR', 'enhanceImages', 'extractMetadata', 'generateSummary'] as const;

/** The option fields as sent (text); none at all means the quick scan (§7). */
export function parseOptionFields(fields: Record<string, string>): {
  options: ProcessingOptions;
  quickScan: boolean;
} {
  const sent = [...OPTION_FLAGS, 'maxPages'].filter((name) => fields[name] !== undefined);
  if (sent.length === 0) return { options: { ...DEFAULT_PROCESSING_OPTIONS }, quickScan: true };
  const options: ProcessingOptions = { ...DEFAULT_PROCESSING_OPTIONS };
  for (const flag of OPTION_FLAGS) {
    const value = fields[flag]?.trim().toLowerCase();
    if (value === undefined) continue;
    if (value === 'true' || value === '1' || value === 'on') options[flag] = true;
    else if (value === 'false' || value === '0' || value === 'off' || value === '') options[flag] = false;
    else throw badRequest(`${flag} must be true or false`);
  }
  // Enhancement is part of OCR (§4: the switch is disabled when OCR is off).
  if (!options.useOCR) options.enhanceImages = false;
  const maxPages = fields.maxPages?.trim();
  if (maxPages !== undefined && maxPages !== '' && maxPages !== 'null') {
    if (!/^\d{1,7}$/.test(maxPages)) throw badRequest(PROCESSING_MESSAGES.maxPages);
    const value = Number(maxPages);
    if (value < 1 || value > PROCESSING_LIMITS.maxPagesCeiling)
      throw badRequest(PROCESSING_MESSAGES.maxPages);
    options.maxPages = value;
  }
  return { options, quickScan: false };
}

export const processingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { processing } = context;
  const scratch = scratchDirOf(context.config);
  const actor = (request: Parameters<typeof currentAuth>[0]) => {
    const { user } = currentAuth(request);
    return { id: user.id, role: user.role };
  };

  await app.register(multipart, {
    preservePath: true,
    limits: {
      fileSize: PROCESSING_LIMITS.uploadMaxBytes,
      files: 1,
      fields: 10,
      fieldSize: 200,
      parts: 12,
    },
  });

  app.post(
    '/document-processing/upload-and-process',
    {
      config: { permission: 'processing.run' },
      schema: {
        tags: ['document-processing'],
        summary:
          'Process a PDF (multipart: pdf, plus useOCR, enhanceImages, extractMetadata, generateSummary, maxPages); only the file = the quick scan',
        consumes: ['multipart/form-data'],
        response: {
          200: processingResponseSchema,
          202: processingAcceptedSchema,
          ...errors,
          413: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(PROCESSING_MESSAGES.pdfOnly);
      const fields: Record<string, string> = {};
      // The PDF is written to disk as it arrives (decision 0078), never held whole in memory.
      let file: { fileName: string; data: SpooledFile } | undefined;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (file || part.fieldname !== 'pdf') {
                // Read to its end (and dropped) so the form can be answered.
                await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() })).catch(
                  () => undefined,
                );
                throw badRequest(PROCESSING_MESSAGES.pdfOnly);
              }
              const data = await spoolUpload(part.file, {
                dir: scratch,
                maxBytes: PROCESSING_LIMITS.uploadMaxBytes,
              });
              file = { fileName: part.filename || 'document.pdf', data };
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof SpoolLimitError)
            throw new AppError(413, PROCESSING_MESSAGES.tooLarge, 'TOO_LARGE');
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
            throw badRequest(PROCESSING_MESSAGES.pdfOnly);
          if (error instanceof UploadCutShortError) throw badRequest(PROCESSING_MESSAGES.pdfOnly);
          throw error;
        }
        if (!file) throw badRequest(PROCESSING_MESSAGES.pdfOnly);
        const fileName = file.fileName.split(/[\\/]/).pop()?.slice(0, 250) || 'document.pdf';
        const run = parseOptionFields(fields);
        const outcome = await processing.submit(actor(request), { fileName, data: file.data }, run);
        if (outcome.done) return reply.status(200).send(outcome.response);
        return reply.status(202).send({ jobId: outcome.job.id, status: outcome.job.status });
      } finally {
        await file?.data.remove();
      }
    },
  );

  app.get(
    '/document-processing/stats',
    {
      config: { permission: 'processing.run' },
      schema: {
        tags: ['document-processing'],
        summary: 'Processing statistics: totals and the 10 most recent runs (yours; all for an ADMIN)',
        response: { 200: processingStatsSchema, ...errors },
      },
    },
    async (request) => processing.stats(actor(request)),
  );

  app.get(
    '/document-processing/jobs',
    {
      config: { permission: 'processing.run' },
      schema: {
        tags: ['document-processing'],
        summary: 'Your recent processing jobs, newest first (without their text)',
        response: { 200: processingJobListSchema, ...errors },
      },
    },
    async (request) => ({ items: await processing.listJobs(actor(request)) }),
  );

  app.get(
    '/document-processing/jobs/:id',
    {
      config: { permission: 'processing.run' },
      schema: {
        tags: ['document-processing'],
        summary: 'A processing job: status, progress and, once finished, the processing response',
        params: jobParams,
        response: { 200: processingJobSchema, ...errors },
      },
    },
    async (request) => processing.getJob(actor(request), request.params.id),
  );

  app.delete(
    '/document-processing/jobs/:id',
    {
      config: { permission: 'processing.run' },
      schema: {
        tags: ['document-processing'],
        summary: 'Cancel a queued or running job (your own; any for an ADMIN)',
        params: jobParams,
        response: { 200: processingJobSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => processing.cancel(actor(request), request.params.id),
  );

  app.post(
    '/document-processing/jobs/:id/add-to-library',
    {
      config: { permission: 'documents.upload' },
      schema: {
        tags: ['document-processing'],
        summary: "Store a finished run's PDF and its text as a library document",
        params: jobParams,
        body: addToLibrarySchema,
        response: {
          201: catalogueDocumentSchema,
          ...errors,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const document = await processing.addToLibrary(actor(request), request.params.id, request.body);
      return reply.status(201).send(document);
    },
  );
};
