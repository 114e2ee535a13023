/** A person's leave (issue 30 §2): days away, from and to inclusive; the dispatch board checks bookings against it. */
import { randomUUID } from 'node:crypto';
import { type Leave, type LeaveValues, REGISTRATION_MESSAGES } from '@firebreak/shared';
import type { PersonnelLeaveTable } from '../../db/schema/resources';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { type AuditActor, entityAudit } from '../audit/audit.service';
import { personName } from './registrations.service';

const audit = entityAudit('personnel');

const toLeave = (row: PersonnelLeaveTable): Leave => ({
  id: row.id,
  personnelId: row.personnel_id,
  startDate: row.start_date,
  endDate: row.end_date,
  reason: row.reason,
  createdAt: row.created_at,
});

export async function listLeave({ db }: ServiceDeps<'db'>, personnelId: string): Promise<Leave[]> {
  await personName({ db }, personnelId);
  const rows = await db
    .selectFrom('personnel_leave')
    .selectAll()
    .where('personnel_id', '=', personnelId)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.map(toLeave);
}

export async function createLeave(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  personnelId: string,
  values: LeaveValues,
): Promise<Leave> {
  const row: PersonnelLeaveTable = {
    id: randomUUID(),
    personnel_id: personnelId,
    start_date: values.startDate,
    end_date: values.endDate,
    reason: values.reason,
    created_at: new Date().toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await personName({ db: trx }, personnelId);
    await trx.insertInto('personnel_leave').values(row).execute();
    await audit(trx, actor, 'leave-create', personnelId, null, {
      leaveId: row.id,
      startDate: row.start_date,
      endDate: row.end_date,
      reason: row.reason,
    });
  });
  return toLeave(row);
}

export async function deleteLeave(
  { db }: ServiceDeps<'db'>,
  actor: AuditActor,
  personnelId: string,
  leaveId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await personName({ db: trx }, personnelId);
    const row = await trx
      .selectFrom('personnel_leave')
      .selectAll()
      .where('id', '=', leaveId)
      .where('personnel_id', '=', personnelId)
      .executeTakeFirst();
    if (!row) throw notFound(REGISTRATION_MESSAGES.leaveNotFound);
    await trx.deleteFrom('personnel_leave').where('id', '=', leaveId).execute();
    await audit(trx, actor, 'leave-delete', personnelId, toLeave(row), null);
  });
}
