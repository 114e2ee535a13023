/**
 * Client sites and asset registers (issue 16, part 1): /api/clients/:clientId/sites, /api/sites/:id,
 * /api/sites/:id/assets (+ /import), /api/assets/:id and the maintenance catalogue /api/asset-types.
 * Everyone signed in reads ('sites.read'); the office sets up ('sites.manage'; docs/permissions.md).
 */
import {
  assetImportErrorSchema,
  assetImportInputSchema,
  assetImportResultSchema,
  assetInputSchema,
  assetSchema,
  assetTypeSchema,
  assetUpdateSchema,
  clientIdParamsSchema,
  errorResponses,
  idParamsSchema,
  MAINTENANCE_CATALOGUE,
  siteInputSchema,
  siteSchema,
  siteUpdateSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { addSiteAsset, changeSiteAsset, importSiteAssets } from './asset-changes.service';
import { deleteAsset, listAssets } from './assets.service';
import { createSite, deleteSite, getSite, listSites, updateSite } from './sites.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['sites'];

/** The import's JSON body: 1 MB of CSV text, escaped, stays well under this. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export const sitesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/asset-types',
    {
      config: { permission: 'sites.read' },
      schema: {
        tags,
        summary: 'The maintenance catalogue: asset types by system, their standard and tasks by frequency',
        response: { 200: z.array(assetTypeSchema), ...errors },
      },
    },
    async () => [...MAINTENANCE_CATALOGUE],
  );

  app.get(
    '/clients/:clientId/sites',
    {
      config: { permission: 'sites.read' },
      schema: { tags, params: clientIdParamsSchema, response: { 200: z.array(siteSchema), ...errors } },
    },
    async (request) => listSites({ db }, request.params.clientId),
  );
  app.post(
    '/clients/:clientId/sites',
    {
      config: { permission: 'sites.manage' },
      schema: {
        tags,
        params: clientIdParamsSchema,
        body: siteInputSchema,
        response: { 201: siteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createSite({
          db,
          actor: currentActor(request),
          clientId: request.params.clientId,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/sites/:id',
    {
      config: { permission: 'sites.read' },
      schema: { tags, params: idParamsSchema, response: { 200: siteSchema, ...errors } },
    },
    async (request) => getSite({ db }, request.params.id),
  );
  app.patch(
    '/sites/:id',
    {
      config: { permission: 'sites.manage' },
      schema: {
        tags,
        params: idParamsSchema,
        body: siteUpdateSchema,
        response: { 200: siteSchema, ...errors },
      },
    },
    async (request) =>
      updateSite({ db, actor: currentActor(request), id: request.params.id, input: request.body }),
  );
  app.delete(
    '/sites/:id',
    {
      config: { permission: 'sites.manage' },
      schema: {
        tags,
        summary: 'Delete a site and its asset register',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSite({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sites/:id/assets',
    {
      config: { permission: 'sites.read' },
      schema: { tags, params: idParamsSchema, response: { 200: z.array(assetSchema), ...errors } },
    },
    async (request) => listAssets({ db }, request.params.id),
  );
  app.post(
    '/sites/:id/assets',
    {
      config: { permission: 'sites.manage' },
      schema: {
        tags,
        params: idParamsSchema,
        body: assetInputSchema,
        response: { 201: assetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const asset = await addSiteAsset(context, {
        actor: currentActor(request),
        siteId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(asset);
    },
  );
  app.post(
    '/sites/:id/assets/import',
    {
      config: { permission: 'sites.manage' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Import assets from CSV text sent as JSON { csv }: all rows or none; 400 { error, rows } lists row errors',
        params: idParamsSchema,
        body: assetImportInputSchema,
        response: { 200: assetImportResultSchema, ...errors, 400: assetImportErrorSchema },
      },
    },
    async (request) =>
      importSiteAssets(context, {
        actor: currentActor(request),
        siteId: request.params.id,
        csv: request.body.csv,
      }),
  );
  app.patch(
    '/assets/:id',
    {
      config: { permission: 'sites.manage' },
      schema: {
        tags,
        params: idParamsSchema,
        body: assetUpdateSchema,
        response: { 200: assetSchema, ...errors },
      },
    },
    async (request) =>
      changeSiteAsset(context, { actor: currentActor(request), id: request.params.id, input: request.body }),
  );
  app.delete(
    '/assets/:id',
    {
      config: { permission: 'sites.manage' },
      schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteAsset({ db, actor: currentActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
