/**
 * Template management (spec §2 Templates tab, §3 Quote template; docs/decisions/0068): create,
 * change, retire and restore quote templates. A template is never deleted: saved quotes name it
 * (quotes.template_id) and keep their own copy of its rate and lists, so retiring (active = 0) only
 * takes it out of Quick Quote. No two active templates share a name, whatever the case; the partial
 * unique index of migration 0023 backs the check up against concurrent saves.
 */
import { randomUUID } from 'node:crypto';
import {
  type ManagedQuoteTemplate,
  QUOTE_TEMPLATE_MESSAGES,
  type QuoteTemplateValues,
  randToCents,
} from '@firebreak/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import type { QuoteTemplatesTable } from '../../../db/schema/quotes';
import { assertNameFree, auditedWrite, rowOr404 } from '../../../lib/catalogue-crud';
import type { ServiceDeps } from '../../../lib/context';
import type { AuditActor } from '../../audit/audit.service';
import { toTemplate } from '../quotes.mapper';

const M = QUOTE_TEMPLATE_MESSAGES;

export function toManagedTemplate(row: QuoteTemplatesTable): ManagedQuoteTemplate {
  return {
    ...toTemplate(row),
    active: Number(row.active) === 1,
    sortOrder: Number(row.sort_order),
    updatedAt: row.updated_at,
  };
}

/** Every template for the Templates tab, active ones first, each group in list order. */
export async function listManagedTemplates(
  { db }: ServiceDeps<'db'>,
  includeRetired: boolean,
): Promise<ManagedQuoteTemplate[]> {
  let query = db.selectFrom('quote_templates').selectAll();
  if (!includeRetired) query = query.where('active', '=', 1);
  const rows = await query.orderBy('active', 'desc').orderBy('sort_order').orderBy('name').execute();
  return rows.map(toManagedTemplate);
}

/** The active rows that hold a name, whatever its case (retired ones give their name up). */
const nameHolders = (db: Kysely<Database>, name: string) =>
  db
    .selectFrom('quote_templates')
    .select('id')
    .where('active', '=', 1)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());

const findRow = (db: Kysely<Database>, id: string) =>
  rowOr404(db.selectFrom('quote_templates').selectAll().where('id', '=', id), M.notFound);

/** The stored columns of a form; lists as JSON text, the rate in cents. */
function columns(input: QuoteTemplateValues) {
  return {
    name: input.name,
    project_type: input.projectType,
    base_rate_cents: randToCents(input.baseRate),
    min_area: input.minArea,
    max_area: input.maxArea,
    typical_duration: input.typicalDuration,
    includes: JSON.stringify(input.includes),
    exclusions: JSON.stringify(input.exclusions),
    notes: JSON.stringify(input.notes),
    payment_terms: input.paymentTerms,
    validity: input.validity,
    validity_days: input.validityDays,
  };
}

/** What the audit trail keeps of a template (recordAudit keeps only the fields that changed). */
const auditView = (row: Omit<QuoteTemplatesTable, 'id' | 'active' | 'created_at' | 'updated_at'>) => ({
  name: row.name,
  projectType: row.project_type,
  baseRateCents: Number(row.base_rate_cents),
  minArea: Number(row.min_area),
  maxArea: Number(row.max_area),
  typicalDuration: row.typical_duration,
  includes: row.includes,
  exclusions: row.exclusions,
  notes: row.notes,
  paymentTerms: row.payment_terms,
  validity: row.validity,
  validityDays: Number(row.validity_days),
  sortOrder: Number(row.sort_order),
});

export async function createQuoteTemplate({
  db,
  actor,
  input,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  input: QuoteTemplateValues;
}): Promise<ManagedQuoteTemplate> {
  const taken = M.duplicateName(input.name);
  await assertNameFree(nameHolders(db, input.name), { taken });
  let sortOrder = input.sortOrder;
  if (sortOrder === undefined) {
    const last = await db
      .selectFrom('quote_templates')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .executeTakeFirst();
    sortOrder = Math.min(Number(last?.n ?? 0) + 1, 999);
  }
  const now = new Date().toISOString();
  const row: QuoteTemplatesTable = {
    id: randomUUID(),
    ...columns(input),
    sort_order: sortOrder,
    active: 1,
    created_at: now,
    updated_at: now,
  };
  await auditedWrite(
    { db, actor },
    (trx) => trx.insertInto('quote_templates').values(row).execute(),
    { action: 'create-template', entity: 'quote', entityId: row.id, after: auditView(row) },
    taken,
  );
  return toManagedTemplate(row);
}

export async function updateQuoteTemplate({
  db,
  actor,
  id,
  input,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  id: string;
  input: QuoteTemplateValues;
}): Promise<ManagedQuoteTemplate> {
  const previous = await findRow(db, id);
  const taken = M.duplicateName(input.name);
  if (Number(previous.active) === 1)
    await assertNameFree(nameHolders(db, input.name), { exceptId: id, taken });
  const changes = {
    ...columns(input),
    sort_order: input.sortOrder ?? Number(previous.sort_order),
    updated_at: new Date().toISOString(),
  };
  await auditedWrite(
    { db, actor },
    (trx) => trx.updateTable('quote_templates').set(changes).where('id', '=', id).execute(),
    {
      action: 'update-template',
      entity: 'quote',
      entityId: id,
      before: auditView(previous),
      after: auditView(changes),
    },
    taken,
  );
  return toManagedTemplate({ ...previous, ...changes });
}

/**
 * Retire (active false) or restore (active true). Restoring checks the name again: another active
 * template may have taken it meanwhile.
 */
export async function setQuoteTemplateActive({
  db,
  actor,
  id,
  active,
}: ServiceDeps<'db'> & {
  actor: AuditActor;
  id: string;
  active: boolean;
}): Promise<ManagedQuoteTemplate> {
  const previous = await findRow(db, id);
  const wasActive = Number(previous.active) === 1;
  if (wasActive === active) return toManagedTemplate(previous);
  const taken = M.duplicateName(previous.name);
  if (active) await assertNameFree(nameHolders(db, previous.name), { exceptId: id, taken });
  const changes = { active: active ? 1 : 0, updated_at: new Date().toISOString() };
  await auditedWrite(
    { db, actor },
    (trx) => trx.updateTable('quote_templates').set(changes).where('id', '=', id).execute(),
    {
      action: active ? 'restore-template' : 'retire-template',
      entity: 'quote',
      entityId: id,
      before: { name: previous.name, active: wasActive },
      after: { name: previous.name, active },
    },
    taken,
  );
  return toManagedTemplate({ ...previous, ...changes });
}
