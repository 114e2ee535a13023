/**
 * The company's crew templates (docs/decisions/0061): named sets of blocks for one day. Everyone lists
 * them; ADMIN and PROJECT_MANAGER create, change and delete them (permission 'weekly-plan.templates').
 * Blocks are stored as a JSON array and parsed with the same zod schema on the way out.
 */
import { randomUUID } from 'node:crypto';
import {
  CREW_TEMPLATE_MESSAGES,
  type CrewTemplate,
  type CrewTemplateBlock,
  crewTemplateBlockSchema,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { CrewTemplatesTable } from '../../db/schema/weekly-plans';
import type { ServiceDeps } from '../../lib/context';
import { withUniqueCheck } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.service';

type Input = { name: string; blocks: CrewTemplateBlock[] };

const storedBlocks = z.array(crewTemplateBlockSchema);

function toCrewTemplate(row: CrewTemplatesTable): CrewTemplate {
  return {
    id: row.id,
    name: row.name,
    blocks: storedBlocks.parse(JSON.parse(row.blocks)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Blocks kept in time order, so every reader lists them the same way. */
const serialise = (blocks: readonly CrewTemplateBlock[]) =>
  JSON.stringify(
    [...blocks]
      .sort((a, b) => a.startHour * 60 + a.startMinute - (b.startHour * 60 + b.startMinute))
      .map(({ title, startHour, startMinute, durationMinutes }) => ({
        title,
        startHour,
        startMinute,
        durationMinutes,
      })),
  );

export async function listCrewTemplates({ db }: ServiceDeps<'db'>): Promise<CrewTemplate[]> {
  const rows = await db.selectFrom('crew_templates').selectAll().orderBy('name').execute();
  return rows.map(toCrewTemplate);
}

async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: string) {
  let query = db
    .selectFrom('crew_templates')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(CREW_TEMPLATE_MESSAGES.duplicateName(name));
}

/** A write whose name another save took meanwhile (the unique index) is the same 409. */
const withUniqueName = <T>(name: string, write: () => Promise<T>): Promise<T> =>
  withUniqueCheck(write, () => conflict(CREW_TEMPLATE_MESSAGES.duplicateName(name)));

export async function createCrewTemplate({
  db,
  actor,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; input: Input }) {
  await assertNameFree(db, input.name);
  const now = new Date().toISOString();
  const row: CrewTemplatesTable = {
    id: randomUUID(),
    name: input.name,
    blocks: serialise(input.blocks),
    created_by: actor?.id ?? null,
    created_at: now,
    updated_at: now,
  };
  await withUniqueName(input.name, () => db.insertInto('crew_templates').values(row).execute());
  await recordAudit({
    db,
    actor,
    action: 'create-crew-template',
    entity: 'weekly-plan',
    entityId: row.id,
    after: { name: row.name, blocks: input.blocks.length },
  });
  return toCrewTemplate(row);
}

export async function updateCrewTemplate({
  db,
  actor,
  id,
  input,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  id: string;
  input: Input;
}) {
  const previous = await db.selectFrom('crew_templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!previous) throw notFound(CREW_TEMPLATE_MESSAGES.notFound);
  await assertNameFree(db, input.name, id);
  const changes = { name: input.name, blocks: serialise(input.blocks), updated_at: new Date().toISOString() };
  await withUniqueName(input.name, () =>
    db.updateTable('crew_templates').set(changes).where('id', '=', id).execute(),
  );
  await recordAudit({
    db,
    actor,
    action: 'update-crew-template',
    entity: 'weekly-plan',
    entityId: id,
    before: { name: previous.name, blocks: previous.blocks },
    after: { name: changes.name, blocks: changes.blocks },
  });
  return toCrewTemplate({ ...previous, ...changes });
}

export async function deleteCrewTemplate({
  db,
  actor,
  id,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string }) {
  const previous = await db
    .selectFrom('crew_templates')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!previous) throw notFound(CREW_TEMPLATE_MESSAGES.notFound);
  await db.deleteFrom('crew_templates').where('id', '=', id).execute();
  await recordAudit({
    db,
    actor,
    action: 'delete-crew-template',
    entity: 'weekly-plan',
    entityId: id,
    before: { name: previous.name },
  });
}
