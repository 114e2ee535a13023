/** /api/resources: personnel, equipment, vehicles, inventory (with CSV), and the summary note. */
import {
  assignVehicleInputSchema,
  checkOutInputSchema,
  equipmentInputSchema,
  equipmentSchema,
  errorResponses,
  idParamsSchema,
  inventoryImportResultSchema,
  inventoryInputSchema,
  inventorySchema,
  maintenanceInputSchema,
  personnelInputSchema,
  personnelSchema,
  reorderInputSchema,
  resourceSummarySchema,
  scheduleInputSchema,
  scheduleSchema,
  serviceVehicleInputSchema,
  teamMemberSchema,
  vehicleInputSchema,
  vehicleSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { currentActor, currentAuth } from '../../plugins/auth';
import {
  checkInEquipment,
  checkOutEquipment,
  createEquipment,
  listEquipment,
  logMaintenance,
  updateEquipment,
} from './equipment.service';
import {
  createItem,
  exportInventoryCsv,
  importInventoryCsv,
  listInventory,
  receiveReorder,
  reorderItem,
  updateItem,
} from './inventory.service';
import { searchPeople } from './people.service';
import {
  createPersonnel,
  listPersonnel,
  listSchedules,
  schedulePersonnel,
  updatePersonnel,
} from './personnel.service';
import { resourceSummary } from './summary.service';
import {
  assignVehicle,
  createVehicle,
  listVehicles,
  releaseVehicle,
  serviceVehicle,
  updateVehicle,
} from './vehicles.service';

const errors = errorResponses(400, 401, 404, 409);
const tags = ['resources'];
/** 2 MB of CSV is ~40,000 rows; anything larger is refused with 413 before it is read. */
export const CSV_BODY_LIMIT = 2 * 1024 * 1024;

export const resourcesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const params = idParamsSchema;

  app.get(
    '/summary',
    {
      config: { permission: 'resources.read' },
      schema: { tags, response: { 200: resourceSummarySchema, ...errors } },
    },
    async () => resourceSummary({ db }),
  );

  // People: Personnel with their sign-ins, for the team pickers (decision 0064).
  app.get(
    '/people',
    {
      config: { permission: 'resources.read' },
      schema: {
        tags,
        summary: 'People (personnel, with or without a sign-in), optionally matching a name or role',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: { 200: z.array(teamMemberSchema), ...errors },
      },
    },
    async (request) => searchPeople({ db }, request.query.q),
  );

  // Personnel
  app.get(
    '/personnel',
    {
      config: { permission: 'resources.read' },
      schema: { tags, response: { 200: z.array(personnelSchema), ...errors } },
    },
    async () => listPersonnel({ db }),
  );
  app.post(
    '/personnel',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, body: personnelInputSchema, response: { 201: personnelSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPersonnel({ db }, currentActor(request), request.body)),
  );
  app.put(
    '/personnel/:id',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, params, body: personnelInputSchema, response: { 200: personnelSchema, ...errors } },
    },
    async (request) => updatePersonnel({ db }, currentActor(request), request.params.id, request.body),
  );
  app.get(
    '/personnel/:id/schedules',
    {
      config: { permission: 'resources.read' },
      schema: { tags, params, response: { 200: z.array(scheduleSchema), ...errors } },
    },
    async (request) => listSchedules({ db }, request.params.id),
  );
  app.post(
    '/personnel/:id/schedules',
    {
      config: { permission: 'resources.schedule' },
      schema: { tags, params, body: scheduleInputSchema, response: { 201: scheduleSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await schedulePersonnel({ db }, currentActor(request), request.params.id, request.body)),
  );

  // Equipment
  app.get(
    '/equipment',
    {
      config: { permission: 'resources.read' },
      schema: { tags, response: { 200: z.array(equipmentSchema), ...errors } },
    },
    async () => listEquipment({ db }),
  );
  app.post(
    '/equipment',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, body: equipmentInputSchema, response: { 201: equipmentSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createEquipment(context, currentActor(request), request.body)),
  );
  app.put(
    '/equipment/:id',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, params, body: equipmentInputSchema, response: { 200: equipmentSchema, ...errors } },
    },
    async (request) => updateEquipment(context, currentActor(request), request.params.id, request.body),
  );
  app.post(
    '/equipment/:id/check-out',
    {
      config: { permission: 'resources.use' },
      schema: { tags, params, body: checkOutInputSchema, response: { 200: equipmentSchema, ...errors } },
    },
    async (request) => checkOutEquipment({ db }, currentActor(request), request.params.id, request.body),
  );
  app.post(
    '/equipment/:id/check-in',
    {
      config: { permission: 'resources.use' },
      schema: { tags, params, response: { 200: equipmentSchema, ...errors } },
    },
    async (request) => checkInEquipment({ db }, currentActor(request), request.params.id),
  );
  app.post(
    '/equipment/:id/maintenance',
    {
      config: { permission: 'resources.use' },
      schema: { tags, params, body: maintenanceInputSchema, response: { 200: equipmentSchema, ...errors } },
    },
    async (request) => logMaintenance(context, currentActor(request), request.params.id, request.body),
  );

  // Vehicles
  app.get(
    '/vehicles',
    {
      config: { permission: 'resources.read' },
      schema: { tags, response: { 200: z.array(vehicleSchema), ...errors } },
    },
    async () => listVehicles({ db }),
  );
  app.post(
    '/vehicles',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, body: vehicleInputSchema, response: { 201: vehicleSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createVehicle({ db }, currentActor(request), request.body)),
  );
  app.put(
    '/vehicles/:id',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, params, body: vehicleInputSchema, response: { 200: vehicleSchema, ...errors } },
    },
    async (request) => updateVehicle({ db }, currentActor(request), request.params.id, request.body),
  );
  app.post(
    '/vehicles/:id/assign',
    {
      config: { permission: 'resources.use' },
      schema: { tags, params, body: assignVehicleInputSchema, response: { 200: vehicleSchema, ...errors } },
    },
    async (request) => assignVehicle({ db }, currentActor(request), request.params.id, request.body),
  );
  app.post(
    '/vehicles/:id/release',
    {
      config: { permission: 'resources.use' },
      schema: { tags, params, response: { 200: vehicleSchema, ...errors } },
    },
    async (request) => releaseVehicle({ db }, currentActor(request), request.params.id),
  );
  app.post(
    '/vehicles/:id/service',
    {
      config: { permission: 'resources.use' },
      schema: { tags, params, body: serviceVehicleInputSchema, response: { 200: vehicleSchema, ...errors } },
    },
    async (request) => serviceVehicle({ db }, currentActor(request), request.params.id, request.body),
  );

  // Inventory
  app.get(
    '/inventory',
    {
      config: { permission: 'resources.read' },
      schema: { tags, response: { 200: z.array(inventorySchema), ...errors } },
    },
    async () => listInventory({ db }),
  );
  app.post(
    '/inventory',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, body: inventoryInputSchema, response: { 201: inventorySchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createItem({ db }, currentActor(request), request.body)),
  );
  app.put(
    '/inventory/:id',
    {
      config: { permission: 'resources.manage' },
      schema: { tags, params, body: inventoryInputSchema, response: { 200: inventorySchema, ...errors } },
    },
    async (request) => updateItem({ db }, currentActor(request), request.params.id, request.body),
  );
  app.post(
    '/inventory/:id/reorders',
    {
      config: { permission: 'inventory.reorder' },
      schema: { tags, params, body: reorderInputSchema, response: { 200: inventorySchema, ...errors } },
    },
    async (request) => reorderItem({ db }, currentAuth(request).user.id, request.params.id, request.body),
  );
  app.post(
    '/inventory/:id/receive',
    {
      config: { permission: 'inventory.reorder' },
      schema: { tags, params, response: { 200: inventorySchema, ...errors } },
    },
    async (request) => receiveReorder({ db }, currentActor(request), request.params.id),
  );
  app.get(
    '/inventory/export',
    { config: { permission: 'resources.read' }, schema: { tags } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="inventory.csv"')
        .send(await exportInventoryCsv({ db })),
  );
  app.post(
    '/inventory/import',
    {
      config: { permission: 'resources.manage' },
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        response: { 200: inventoryImportResultSchema, ...errors },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string') throw badRequest('Send the CSV file as text/csv');
      return importInventoryCsv({ db }, currentActor(request), request.body);
    },
  );
};
