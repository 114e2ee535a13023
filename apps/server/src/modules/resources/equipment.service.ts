/** Equipment: list, add, edit, check out / in, maintenance log (raises or clears MAINTENANCE alerts). */
import { randomUUID } from 'node:crypto';
import type {
  CheckOutInput,
  Equipment,
  EquipmentInput,
  EquipmentStatus,
  MaintenanceInput,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EquipmentTable } from '../../db/schema/resources';
import type { AppContext, ServiceDeps } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { type AuditActor, entityAudit } from '../audit/audit.service';
import { evaluateMaintenanceAlerts } from './maintenance-alerts';
import { stamp } from './resources.common';

const toEquipment = (row: EquipmentTable): Equipment => ({
  id: row.id,
  name: row.name,
  status: row.status as EquipmentStatus,
  location: row.location,
  lastMaintenance: row.last_maintenance,
  nextMaintenanceDue: row.next_maintenance_due,
  checkedOutTo: row.checked_out_to,
  dueBack: row.due_back,
});

export async function listEquipment({ db }: ServiceDeps<'db'>): Promise<Equipment[]> {
  return (await db.selectFrom('equipment').selectAll().orderBy('name').execute()).map(toEquipment);
}

async function one(db: Kysely<Database>, id: string): Promise<EquipmentTable> {
  const row = await db.selectFrom('equipment').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Equipment not found');
  return row;
}

type Ctx = Pick<AppContext, 'db' | 'events'>;

const audit = entityAudit('equipment');

export async function createEquipment(ctx: Ctx, actor: AuditActor, input: EquipmentInput) {
  const id = randomUUID();
  const now = stamp();
  await ctx.db
    .insertInto('equipment')
    .values({
      id,
      name: input.name,
      status: input.status,
      location: input.location,
      last_maintenance: input.lastMaintenance,
      next_maintenance_due: input.nextMaintenanceDue,
      checked_out_to: null,
      due_back: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await audit(ctx.db, actor, 'create', id, null, input);
  await evaluateMaintenanceAlerts(ctx);
  return toEquipment(await one(ctx.db, id));
}

export async function updateEquipment(ctx: Ctx, actor: AuditActor, id: string, input: EquipmentInput) {
  const before = toEquipment(await one(ctx.db, id));
  await ctx.db
    .updateTable('equipment')
    .set({
      name: input.name,
      status: input.status,
      location: input.location,
      last_maintenance: input.lastMaintenance,
      next_maintenance_due: input.nextMaintenanceDue,
      updated_at: stamp(),
    })
    .where('id', '=', id)
    .execute();
  const after = toEquipment(await one(ctx.db, id));
  await audit(ctx.db, actor, 'update', id, before, after);
  await evaluateMaintenanceAlerts(ctx);
  return after;
}

export async function checkOutEquipment(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  id: string,
  input: CheckOutInput,
) {
  const row = await one(db, id);
  if (row.status !== 'Available') throw conflict(`${row.name} is not available (${row.status})`);
  await db
    .updateTable('equipment')
    .set({ status: 'In Use', checked_out_to: input.to, due_back: input.dueBack, updated_at: stamp() })
    .where('id', '=', id)
    .execute();
  const after = toEquipment(await one(db, id));
  await audit(db, actor, 'check-out', id, toEquipment(row), after);
  return after;
}

export async function checkInEquipment({ db }: ServiceDeps<'db'>, actor: AuditActor, id: string) {
  const row = await one(db, id);
  if (row.status !== 'In Use') throw conflict(`${row.name} is not checked out`);
  await db
    .updateTable('equipment')
    .set({ status: 'Available', checked_out_to: null, due_back: null, updated_at: stamp() })
    .where('id', '=', id)
    .execute();
  const after = toEquipment(await one(db, id));
  await audit(db, actor, 'check-in', id, toEquipment(row), after);
  return after;
}

/** Logging maintenance returns the item to Available (unless it is out on a job) and sets the next due date. */
export async function logMaintenance(ctx: Ctx, actor: AuditActor, id: string, input: MaintenanceInput) {
  const row = await one(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('equipment_maintenance')
      .values({
        id: randomUUID(),
        equipment_id: id,
        performed_on: input.performedOn,
        notes: input.notes,
        next_due: input.nextDue,
        created_at: stamp(),
      })
      .execute();
    await trx
      .updateTable('equipment')
      .set({
        last_maintenance: input.performedOn,
        next_maintenance_due: input.nextDue,
        status: row.status === 'Maintenance' ? 'Available' : row.status,
        updated_at: stamp(),
      })
      .where('id', '=', id)
      .execute();
  });
  const after = toEquipment(await one(ctx.db, id));
  await audit(ctx.db, actor, 'maintenance', id, toEquipment(row), { ...after, notes: input.notes });
  await evaluateMaintenanceAlerts(ctx);
  return after;
}
