/**
 * What happens to a saved quote after it is saved (docs/decisions/0069): revisions (Rev N keeps the
 * quote's number and is a row of its own, with its own figures and PDF), copies (a new number, back
 * to Draft), and turning an approved (Won) quote into a project, once.
 */
import { randomUUID } from 'node:crypto';
import {
  APPROVED_QUOTE_STATUS,
  centsToRand,
  formatQuoteNumber,
  johannesburgYear,
  type Project,
  QUOTE_APPROVAL_MESSAGES,
  type QuoteRequest,
  type QuoteRevision,
  type QuoteStatus,
  type QuoteWorkflow,
  type SavedQuote,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProjectsTable } from '../../db/schema/projects';
import type { QuotesTable } from '../../db/schema/quotes';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { resolveProjectClient } from '../projects/project-client';
import { toProject } from '../projects/projects.mapper';
import { listApprovalLinks } from './quote-approval.service';
import { nextQuoteSequence, resyncQuoteCounter } from './quote-numbers';
import { toSavedQuote } from './quote-rows';
import { findActiveTemplate, priceQuote, type QuoteActor } from './quotes.service';

async function quoteRow(db: Kysely<Database>, id: string): Promise<QuotesTable> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Quote not found');
  return row;
}

/** 'Q-2026-0012' for the original and every revision of it. */
const baseNumber = (row: QuotesTable) => row.quote_number.replace(/ Rev \d+$/, '');

export async function quoteRevisions(db: Kysely<Database>, row: QuotesTable): Promise<QuoteRevision[]> {
  const rootId = row.revision_of ?? row.id;
  const rows = await db
    .selectFrom('quotes')
    .select(['id', 'quote_number', 'revision', 'status', 'total_cents', 'created_at'])
    .where((eb) => eb.or([eb('id', '=', rootId), eb('revision_of', '=', rootId)]))
    .orderBy('revision')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    quoteNumber: r.quote_number,
    revision: Number(r.revision),
    status: r.status as QuoteStatus,
    total: centsToRand(Number(r.total_cents)),
    createdAt: r.created_at,
  }));
}

/** The office's view of a quote: its links, the project it became, its revisions. */
export async function quoteWorkflow(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<QuoteWorkflow> {
  const row = await quoteRow(db, id);
  const project = row.project_id
    ? await db
        .selectFrom('projects')
        .select(['id', 'title'])
        .where('id', '=', row.project_id)
        .executeTakeFirst()
    : undefined;
  return {
    quoteId: row.id,
    quoteNumber: row.quote_number,
    status: row.status as QuoteStatus,
    links: await listApprovalLinks(db, id, now),
    project: project ?? null,
    revisions: await quoteRevisions(db, row),
  };
}

type Change = ServiceDeps<'db'> & { actor: QuoteActor; id: string; now?: Date };

/**
 * Rev N of a saved quote: the form priced again (as a save is), stored as its own Draft row with the
 * original's number and ' Rev N'. The unique (revision_of, revision) index keeps two at once apart.
 */
export async function reviseQuote({
  db,
  actor,
  id,
  input,
  now = new Date(),
}: Change & { input: QuoteRequest }) {
  const source = await quoteRow(db, id);
  const rootId = source.revision_of ?? source.id;
  const root = source.revision_of ? await quoteRow(db, rootId) : source;
  const template = await findActiveTemplate(db, input.projectType);
  const priced = priceQuote({ template, request: input, actor, at: now });
  try {
    const row = await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('quotes')
        .select((eb) => eb.fn.max('revision').as('highest'))
        .where((eb) => eb.or([eb('id', '=', rootId), eb('revision_of', '=', rootId)]))
        .executeTakeFirst();
      const revision = Number(last?.highest ?? 0) + 1;
      const row: QuotesTable = {
        ...priced,
        id: randomUUID(),
        quote_number: `${baseNumber(root)} Rev ${revision}`,
        quote_year: Number(root.quote_year),
        sequence: Number(root.sequence),
        status: 'Draft',
        revision,
        revision_of: rootId,
      };
      await trx.insertInto('quotes').values(row).execute();
      await recordAudit({
        db: trx,
        actor,
        action: 'revise',
        entity: 'quote',
        entityId: row.id,
        before: { quoteNumber: source.quote_number, total: centsToRand(Number(source.total_cents)) },
        after: { quoteNumber: row.quote_number, total: centsToRand(row.total_cents), revisionOf: rootId },
      });
      return row;
    });
    return toSavedQuote(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another revision of this quote was saved at the same time; try again');
    throw error;
  }
}

/** A copy of a saved quote's stored figures under the year's next number, back to Draft. */
export async function duplicateQuote({ db, actor, id, now = new Date() }: Change): Promise<SavedQuote> {
  const source = await quoteRow(db, id);
  const year = johannesburgYear(now);
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const sequence = await nextQuoteSequence(trx, year);
        const row: QuotesTable = {
          ...source,
          id: randomUUID(),
          quote_number: formatQuoteNumber(year, sequence),
          quote_year: year,
          sequence,
          status: 'Draft',
          generated_at: at,
          generated_by: `${actor.firstName} ${actor.lastName}`.trim(),
          created_by: actor.id,
          created_at: at,
          updated_at: at,
          project_id: null,
          revision: 0,
          revision_of: null,
        };
        await trx.insertInto('quotes').values(row).execute();
        await recordAudit({
          db: trx,
          actor,
          action: 'duplicate',
          entity: 'quote',
          entityId: row.id,
          after: {
            quoteNumber: row.quote_number,
            copyOf: source.quote_number,
            total: centsToRand(row.total_cents),
          },
        });
        return row;
      });
      return toSavedQuote(row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      await resyncQuoteCounter(db, year);
    }
  }
}

/**
 * The project an approved (Won) quote becomes: its title, its client (picked or added by name as the
 * New Project dialog does), type, urgency and area, the quote's total as budget; ACTIVE with the
 * tender WON, since the client's acceptance is the tender's win. The quote keeps the project's id; a second conversion is refused.
 */
export async function convertQuoteToProject({
  db,
  events,
  actor,
  id,
  now = new Date(),
}: Change & ServiceDeps<'events'>): Promise<{ project: { id: string; title: string }; quoteNumber: string }> {
  const quote = await quoteRow(db, id);
  const existing = async () => {
    const fresh = await quoteRow(db, id);
    if (!fresh.project_id) return null;
    const project = await db
      .selectFrom('projects')
      .select(['id', 'title'])
      .where('id', '=', fresh.project_id)
      .executeTakeFirst();
    return project ?? null;
  };
  const already = await existing();
  if (already) throw conflict(QUOTE_APPROVAL_MESSAGES.alreadyProject(already.title));
  if (quote.status !== APPROVED_QUOTE_STATUS) throw badRequest(QUOTE_APPROVAL_MESSAGES.notApproved);
  if (!quote.client_name.trim()) throw badRequest(QUOTE_APPROVAL_MESSAGES.noClient);
  const at = now.toISOString();
  const row: ProjectsTable = {
    id: randomUUID(),
    title: quote.project_title,
    client_name: quote.client_name.trim(),
    client_id: null,
    client_type: quote.client_type,
    type: quote.project_type,
    urgency: quote.urgency,
    location: '',
    area: Number(quote.area),
    budget_cents: Number(quote.total_cents),
    spent_cents: 0,
    due_date: null,
    start_date: null,
    description: `From quote ${quote.quote_number}`,
    // The client's acceptance is the tender's win: the project starts as work, not as a tender.
    status: 'ACTIVE',
    tender_outcome: 'WON',
    progress: 0,
    health: 'GOOD',
    compliance_status: 'PENDING',
    archived_at: null,
    created_by: actor.id,
    created_at: at,
    updated_at: at,
  };
  const linked = await db.transaction().execute(async (trx) => {
    const client = await resolveProjectClient(trx, actor, {
      clientName: quote.client_name,
      clientType: quote.client_type,
    });
    row.client_id = client.id;
    row.client_name = client.name;
    await trx.insertInto('projects').values(row).execute();
    const claimed = await trx
      .updateTable('quotes')
      .set({ project_id: row.id, updated_at: at })
      .where('id', '=', id)
      .where('project_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'project',
      entityId: row.id,
      after: {
        title: row.title,
        clientId: client.id,
        clientName: client.name,
        budget: centsToRand(row.budget_cents),
        fromQuote: quote.quote_number,
      },
    });
    await recordAudit({
      db: trx,
      actor,
      action: 'convert',
      entity: 'quote',
      entityId: id,
      before: { quoteNumber: quote.quote_number, project: null },
      after: { quoteNumber: quote.quote_number, project: row.id, projectTitle: row.title },
    });
    return true;
  });
  if (!linked) {
    // Lost the race to a conversion at the same moment: the transaction above inserted nothing.
    const winner = await existing();
    throw conflict(QUOTE_APPROVAL_MESSAGES.alreadyProject(winner?.title ?? quote.project_title));
  }
  const project: Project = toProject(row, [], []);
  events.emit('project.created', { project, actorId: actor.id });
  return { project: { id: row.id, title: row.title }, quoteNumber: quote.quote_number };
}
