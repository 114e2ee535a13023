/** Vehicles: list, add, edit (unique registration), assign / release, service log with odometer. */
import { randomUUID } from 'node:crypto';
import {
  type AssignVehicleInput,
  RESOURCE_STRINGS,
  type ServiceVehicleInput,
  type Vehicle,
  type VehicleInput,
  type VehicleStatus,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { VehiclesTable } from '../../db/schema/resources';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type AuditActor, entityAudit } from '../audit/audit.service';
import { stamp } from './resources.common';

const toVehicle = (row: VehiclesTable): Vehicle => ({
  id: row.id,
  type: row.type,
  registration: row.registration,
  status: row.status as VehicleStatus,
  fuel: Number(row.fuel),
  mileage: Number(row.mileage),
  assignedTo: row.assigned_to,
});

export async function listVehicles({ db }: ServiceDeps<'db'>): Promise<Vehicle[]> {
  return (await db.selectFrom('vehicles').selectAll().orderBy('registration').execute()).map(toVehicle);
}

async function one(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Vehicle not found');
  return row;
}

const audit = entityAudit('vehicle');

/** The vehicle after a write, recorded against how it was before. */
async function audited(
  db: Kysely<Database>,
  actor: AuditActor,
  action: string,
  id: string,
  before: Vehicle,
  extra = {},
) {
  const after = toVehicle(await one(db, id));
  await audit(db, actor, action, id, before, { ...after, ...extra });
  return after;
}

const duplicate = (error: unknown) => {
  if (isUniqueViolation(error)) return conflict(RESOURCE_STRINGS.duplicateRegistration);
  return error;
};

export async function createVehicle({ db }: ServiceDeps<'db'>, actor: AuditActor, input: VehicleInput) {
  const id = randomUUID();
  const now = stamp();
  try {
    await db
      .insertInto('vehicles')
      .values({ id, ...input, assigned_to: null, created_at: now, updated_at: now })
      .execute();
  } catch (error) {
    throw duplicate(error);
  }
  await audit(db, actor, 'create', id, null, input);
  return toVehicle(await one(db, id));
}

export async function updateVehicle(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  id: string,
  input: VehicleInput,
) {
  const before = toVehicle(await one(db, id));
  try {
    await db
      .updateTable('vehicles')
      .set({ ...input, updated_at: stamp() })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    throw duplicate(error);
  }
  return audited(db, actor, 'update', id, before);
}

export async function assignVehicle(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  id: string,
  input: AssignVehicleInput,
) {
  const row = await one(db, id);
  if (row.status !== 'Available') throw conflict(`${row.registration} is not available (${row.status})`);
  await db
    .updateTable('vehicles')
    .set({ status: 'In Use', assigned_to: input.to, updated_at: stamp() })
    .where('id', '=', id)
    .execute();
  return audited(db, actor, 'assign', id, toVehicle(row));
}

export async function releaseVehicle({ db }: ServiceDeps<'db'>, actor: AuditActor, id: string) {
  const before = toVehicle(await one(db, id));
  await db
    .updateTable('vehicles')
    .set({ status: 'Available', assigned_to: null, updated_at: stamp() })
    .where('id', '=', id)
    .execute();
  return audited(db, actor, 'release', id, before);
}

/** A service is logged with the odometer reading, which must not go backwards; the vehicle is Available after. */
export async function serviceVehicle(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  id: string,
  input: ServiceVehicleInput,
) {
  const row = await one(db, id);
  if (input.odometer < Number(row.mileage))
    throw badRequest(`Odometer cannot be less than the current mileage (${row.mileage} km)`);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('vehicle_services')
      .values({
        id: randomUUID(),
        vehicle_id: id,
        serviced_on: input.servicedOn,
        odometer: input.odometer,
        notes: input.notes,
        created_at: stamp(),
      })
      .execute();
    await trx
      .updateTable('vehicles')
      .set({
        mileage: input.odometer,
        status: row.status === 'Maintenance' ? 'Available' : row.status,
        updated_at: stamp(),
      })
      .where('id', '=', id)
      .execute();
  });
  return audited(db, actor, 'service', id, toVehicle(row), {
    servicedOn: input.servicedOn,
    notes: input.notes,
  });
}
