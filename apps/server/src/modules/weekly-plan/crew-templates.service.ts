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
import { assertNameFree, auditedWrite, rowOr404 } from '../../lib/catalogue-crud';
import type { ServiceDeps } from '../../lib/context';
import type { AuditActor } from '../audit/audit.service';

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

/** The rows that hold a name, whatever its case. */
const nameHolders = (db: Kysely<Database>, name: string) =>
  db.selectFrom('crew_templates').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase());

export async function createCrewTemplate({
  db,
  actor,
  input,
}: ServiceDeps<'db'> & { actor: AuditActor; input: Input }) {
  const taken = CREW_TEMPLATE_MESSAGES.duplicateName(input.name);
  await assertNameFree(nameHolders(db, input.name), { taken });
  const now = new Date().toISOString();
  const row: CrewTemplatesTable = {
    id: randomUUID(),
    name: input.name,
    blocks: serialise(input.blocks),
    created_by: actor?.id ?? null,
    created_at: now,
    updated_at: now,
  };
  await auditedWrite(
    { db, actor },
    (trx) => trx.insertInto('crew_templates').values(row).execute(),
    {
      action: 'create-crew-template',
      entity: 'weekly-plan',
      entityId: row.id,
      after: { name: row.name, blocks: input.blocks.length },
    },
    taken,
  );
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
  const previous = await rowOr404(
    db.selectFrom('crew_templates').selectAll().where('id', '=', id),
    CREW_TEMPLATE_MESSAGES.notFound,
  );
  const taken = CREW_TEMPLATE_MESSAGES.duplicateName(input.name);
  await assertNameFree(nameHolders(db, input.name), { exceptId: id, taken });
  const changes = { name: input.name, blocks: serialise(input.blocks), updated_at: new Date().toISOString() };
  await auditedWrite(
    { db, actor },
    (trx) => trx.updateTable('crew_templates').set(changes).where('id', '=', id).execute(),
    {
      action: 'update-crew-template',
      entity: 'weekly-plan',
      entityId: id,
      before: { name: previous.name, blocks: previous.blocks },
      after: { name: changes.name, blocks: changes.blocks },
    },
    taken,
  );
  return toCrewTemplate({ ...previous, ...changes });
}

export async function deleteCrewTemplate({
  db,
  actor,
  id,
}: ServiceDeps<'db'> & { actor: AuditActor; id: string }) {
  const previous = await rowOr404(
    db.selectFrom('crew_templates').select(['id', 'name']).where('id', '=', id),
    CREW_TEMPLATE_MESSAGES.notFound,
  );
  await auditedWrite(
    { db, actor },
    (trx) => trx.deleteFrom('crew_templates').where('id', '=', id).execute(),
    {
      action: 'delete-crew-template',
      entity: 'weekly-plan',
      entityId: id,
      before: { name: previous.name },
    },
  );
}
