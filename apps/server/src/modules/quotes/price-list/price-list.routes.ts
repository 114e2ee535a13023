/**
 * /api/price-list: the Detailed BOQ's price list, its suppliers and their price files (issue 17;
 * docs/decisions/0070). Whoever may quote reads it ('quotes.read'); ADMIN and PROJECT_MANAGER change
 * it and import price files ('quotes.prices').
 */
import multipart from '@fastify/multipart';
import {
  BOQ_LIMITS,
  BOQ_MESSAGES,
  errorResponses,
  idParamsSchema,
  priceImportResultSchema,
  priceImportRowErrorSchema,
  priceItemInputSchema,
  priceItemSchema,
  priceListQuerySchema,
  priceListResponseSchema,
  supplierInputSchema,
  supplierSchema,
} from '@firebreak/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../lib/context';
import { badRequest } from '../../../lib/errors';
import { multipartError } from '../../../lib/multipart-errors';
import { currentActor } from '../../../plugins/auth';
import { importPriceFile } from './price-import.service';
import {
  createPriceItem,
  createSupplier,
  deletePriceItem,
  deleteSupplier,
  getPriceItem,
  listPriceItems,
  listSuppliers,
  updatePriceItem,
  updateSupplier,
} from './price-list.service';

const tags = ['quotes'];
const yesNo = z.enum(['0', '1', 'true', 'false']);
const importQuerySchema = z
  .object({
    apply: yesNo.default('0'),
    /** Apply the rows that can be priced and leave the others out, listed (issue 27 item 10). */
    skipInvalid: yesNo.default('0'),
  })
  .strict();
const importErrorSchema = z.object({
  error: z.string(),
  errors: z.array(priceImportRowErrorSchema).optional(),
});
const FILE_MISSING = 'Send the price file in the field "file"';

/** The file's bytes and the form's text fields, in whichever order they came. */
async function receivePriceFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(FILE_MISSING);
  const fields: Record<string, string> = {};
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || data) throw badRequest('Send one price file in the field "file"');
        data = await part.toBuffer();
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartError(error, { tooLarge: BOQ_MESSAGES.importBytes, unreadable: FILE_MISSING });
  }
  if (!data) throw badRequest(FILE_MISSING);
  return { data, mapping: fields.mapping, fingerprint: fields.fingerprint || undefined };
}

export const priceListRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  // Price files: one file of at most 5 MB and two short fields (mapping, fingerprint).
  await app.register(multipart, {
    limits: { fileSize: BOQ_LIMITS.importBytesMax, files: 1, fields: 4, parts: 5, fieldSize: 64 * 1024 },
  });

  app.get(
    '/price-list/suppliers',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags,
        summary: 'Suppliers by name, with their live item count and latest price change',
        response: { 200: z.array(supplierSchema), ...errorResponses(401, 403) },
      },
    },
    async () => listSuppliers({ db }),
  );

  app.post(
    '/price-list/suppliers',
    {
      config: { permission: 'quotes.prices' },
      schema: {
        tags,
        summary: 'Add a supplier; names are unique whatever the case',
        body: supplierInputSchema,
        response: { 201: supplierSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSupplier({ db, actor: currentActor(request), input: request.body })),
  );

  app.put(
    '/price-list/suppliers/:id',
    {
      config: { permission: 'quotes.prices' },
      schema: {
        tags,
        summary: 'Rename a supplier',
        params: idParamsSchema,
        body: supplierInputSchema,
        response: { 200: supplierSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updateSupplier({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/price-list/suppliers/:id',
    {
      config: { permission: 'quotes.prices' },
      schema: {
        tags,
        summary: 'Delete a supplier that has no live price list items (409 otherwise)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteSupplier({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/price-list/suppliers/:id/import',
    {
      config: { permission: 'quotes.prices' },
      schema: {
        tags,
        summary:
          'Preview (apply=0) or apply (apply=1) a supplier price file (multipart: file CSV/XLSX ≤ 5 MB, mapping JSON, fingerprint); all rows or none, or with skipInvalid=1 the rows that can be priced, the others listed in skippedRows',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        querystring: importQuerySchema,
        response: {
          200: priceImportResultSchema,
          400: importErrorSchema,
          ...errorResponses(401, 403, 404, 409, 413, 503),
        },
      },
    },
    async (request) => {
      const upload = await receivePriceFile(request);
      return importPriceFile({
        db,
        fileParsing: context.fileParsing,
        actor: currentActor(request),
        supplierId: request.params.id,
        data: upload.data,
        mappingText: upload.mapping,
        fingerprint: upload.fingerprint,
        apply: request.query.apply === '1' || request.query.apply === 'true',
        skipInvalid: request.query.skipInvalid === '1' || request.query.skipInvalid === 'true',
      });
    },
  );

  app.get(
    '/price-list',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags,
        summary: 'Live price list items matching search (code, description, category) and supplier',
        querystring: priceListQuerySchema,
        response: { 200: priceListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPriceItems({ db }, request.query),
  );

  app.get(
    '/price-list/:id',
    {
      config: { permission: 'quotes.read' },
      schema: {
        tags,
        summary: 'One price list item, a deleted one too (deleted: true)',
        params: idParamsSchema,
        response: { 200: priceItemSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => getPriceItem({ db }, request.params.id),
  );

  app.post(
    '/price-list',
    {
      config: { permission: 'quotes.prices' },
      schema: {
        tags,
        summary: "Add a price list item; a deleted item's code brings that item back with these values",
        body: priceItemInputSchema,
        response: { 201: priceItemSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPriceItem({ db, actor: currentActor(request), input: request.body })),
  );

  app.put(
    '/price-list/:id',
    {
      config: { permission: 'quotes.prices' },
      schema: {
        tags,
        summary: 'Change a price list item; its price date moves only when the price changes',
        params: idParamsSchema,
        body: priceItemInputSchema,
        response: { 200: priceItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      updatePriceItem({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/price-list/:id',
    {
      config: { permission: 'quotes.prices' },
      schema: {
        tags,
        summary: 'Delete a price list item (kept for the quotes that priced it)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePriceItem({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
