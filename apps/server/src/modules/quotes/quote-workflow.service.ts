/**
 * What happens to a saved quote after it is saved (docs/decisions/0069): revisions (Rev N keeps the
 * quote's number and is a row of its own, with its own figures and PDF), copies (a new number, back
 * to Draft), and turning an approved (Won) quote into a project, once.
 */
import { randomUUID } from 'node:crypto';
import {
  APPROVED_QUOTE_STATUS,
  addDays,
  BOQ_MESSAGES,
  type BoqQuoteInput,
  boqQuoteInputSchema,
  centsToRand,
  johannesburgDate,
  johannesburgYear,
  PROJECT_LIMITS,
  type Project,
  type ProjectOrigin,
  QUOTE_APPROVAL_MESSAGES,
  type QuoteDecision,
  type QuoteKind,
  type QuoteLocation,
  type QuoteRequest,
  type QuoteRevision,
  type QuoteStatus,
  type QuoteWorkflow,
  type SavedQuote,
  saveQuoteSchema,
  typicalDurationDays,
  type Urgency,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { ProjectsTable } from '../../db/schema/projects';
import type { QuotesTable } from '../../db/schema/quotes';
import type { ServiceDeps } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { resolveProjectClient } from '../projects/project-client';
import { toProject } from '../projects/projects.mapper';
import { listApprovalLinks } from './approval/quote-approval.service';
import { boqFigures, priceBoqInput } from './boq/boq.service';
import { insertQuoteLines, lineValues, loadQuoteLines, type QuoteLineValues } from './quote-lines';
import { lockQuote, withdrawOpenLinks } from './quote-locks';
import { withNextQuoteNumber } from './quote-numbers';
import { toSavedQuote } from './quotes.mapper';
import {
  actorName,
  findActiveTemplate,
  priceQuote,
  type QuoteActor,
  type QuoteHeader,
  UNDECIDED,
} from './quotes.service';

async function quoteRow(db: Kysely<Database>, id: string): Promise<QuotesTable> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Quote not found');
  return row;
}

/** 'Q-2026-0012' for the original and every revision of it. */
const baseNumber = (row: QuotesTable) => row.quote_number.replace(/ Rev \d+$/, '');

export async function quoteRevisions({ db }: ServiceDeps<'db'>, row: QuotesTable): Promise<QuoteRevision[]> {
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
  { db }: ServiceDeps<'db'>,
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
  const latest = row.superseded_by
    ? await db
        .selectFrom('quotes')
        .select(['id', 'quote_number'])
        .where('id', '=', row.superseded_by)
        .executeTakeFirst()
    : undefined;
  return {
    quoteId: row.id,
    quoteNumber: row.quote_number,
    status: row.status as QuoteStatus,
    clientDecision: (row.client_decision as QuoteDecision | null) ?? null,
    supersededBy: latest ? { id: latest.id, quoteNumber: latest.quote_number } : null,
    links: await listApprovalLinks({ db }, id, now),
    project: project ?? null,
    revisions: await quoteRevisions({ db }, row),
  };
}

type Change = ServiceDeps<'db'> & { actor: QuoteActor; id: string; now?: Date };

/**
 * Stores Rev N of a quote's family: its own Draft row with the original's number and ' Rev N', its
 * lines (a BOQ quote's) in the same transaction. Every earlier row of the family is then superseded by
 * it and their open approval links close, so an old link no longer opens a replaced quote
 * (docs/decisions/0073). The original's row is locked first, so revisions of one family take turns;
 * the unique (revision_of, revision) index keeps two at once apart all the same.
 */
async function storeRevision({
  db,
  actor,
  source,
  header,
  lines = [],
}: ServiceDeps<'db'> & {
  actor: QuoteActor;
  source: QuotesTable;
  header: QuoteHeader;
  lines?: QuoteLineValues[];
}): Promise<SavedQuote> {
  const rootId = source.revision_of ?? source.id;
  const root = source.revision_of ? await quoteRow(db, rootId) : source;
  try {
    const { row, stored } = await db.transaction().execute(async (trx) => {
      await lockQuote({ db: trx }, rootId);
      const last = await trx
        .selectFrom('quotes')
        .select((eb) => eb.fn.max('revision').as('highest'))
        .where((eb) => eb.or([eb('id', '=', rootId), eb('revision_of', '=', rootId)]))
        .executeTakeFirst();
      const revision = Number(last?.highest ?? 0) + 1;
      const row: QuotesTable = {
        ...header,
        id: randomUUID(),
        quote_number: `${baseNumber(root)} Rev ${revision}`,
        quote_year: Number(root.quote_year),
        sequence: Number(root.sequence),
        ...UNDECIDED,
        status: 'Draft',
        revision,
        revision_of: rootId,
      };
      await trx.insertInto('quotes').values(row).execute();
      const stored = await insertQuoteLines({ db: trx }, row.id, lines);
      const family = await trx
        .selectFrom('quotes')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', rootId), eb('revision_of', '=', rootId)]))
        .where('id', '<>', row.id)
        .execute();
      const earlier = family.map((member) => member.id);
      await trx.updateTable('quotes').set({ superseded_by: row.id }).where('id', 'in', earlier).execute();
      const withdrawn = await withdrawOpenLinks(
        { db: trx },
        {
          quoteIds: earlier,
          reason: 'REVISED',
          at: row.created_at,
        },
      );
      await recordAudit({
        db: trx,
        actor,
        action: 'revise',
        entity: 'quote',
        entityId: row.id,
        before: { quoteNumber: source.quote_number, total: centsToRand(Number(source.total_cents)) },
        after: {
          quoteNumber: row.quote_number,
          total: centsToRand(row.total_cents),
          revisionOf: rootId,
          ...(withdrawn ? { linksWithdrawn: withdrawn } : {}),
        },
      });
      return { row, stored };
    });
    return toSavedQuote(row, stored);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('Another revision of this quote was saved at the same time; try again');
    throw error;
  }
}

/** Rev N of a saved Quick Quote: the form priced again (as a save is). */
export async function reviseQuote({
  db,
  actor,
  id,
  input,
  now = new Date(),
}: Change & { input: QuoteRequest }) {
  const source = await quoteRow(db, id);
  const template = await findActiveTemplate({ db }, input.projectType);
  const header = priceQuote({ template, request: input, actor, at: now });
  return storeRevision({ db, actor, source, header });
}

/**
 * Rev N of a saved BOQ quote with its lines: the bill sent, priced as a save is; or, with no bill, the
 * source's own content and lines priced again.
 */
export async function reviseBoqQuote({
  db,
  actor,
  id,
  input,
  now = new Date(),
}: Change & { input: BoqQuoteInput | null }) {
  const source = await quoteRow(db, id);
  if (source.kind !== 'BOQ') throw badRequest(BOQ_MESSAGES.notBoq);
  if (input) {
    const { header, lines } = await priceBoqInput({ db }, input, actor, now);
    return storeRevision({ db, actor, source, header, lines });
  }
  const own = (await loadQuoteLines({ db }, source.id)).map(lineValues);
  const priced = boqFigures(own, source.urgency as Urgency, source.location as QuoteLocation);
  const at = now.toISOString();
  const {
    id: _id,
    quote_number,
    quote_year,
    sequence,
    status,
    client_decision,
    decided_link_id,
    superseded_by,
    ...content
  } = source;
  const header: QuoteHeader = {
    ...content,
    ...priced.figures,
    generated_at: at,
    generated_by: actorName(actor),
    created_by: actor.id,
    created_at: at,
    updated_at: at,
    project_id: null,
  };
  return storeRevision({ db, actor, source, header, lines: priced.lines });
}

/** The first problem of a body as the error hook words it: 'field: message', a custom check's own words. */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  return (
    (issue?.code === 'custom' || !field ? issue?.message : `${field}: ${issue?.message}`) || 'Invalid request'
  );
}

const isEmptyBody = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

/**
 * POST /api/quotes/:id/revisions: a Quick Quote is revised from the Quick Quote form; a BOQ quote
 * from a bill (boqQuoteInputSchema), or from its own lines when the body is empty.
 */
export async function reviseFromBody({ db, actor, id, body, now = new Date() }: Change & { body: unknown }) {
  const source = await quoteRow(db, id);
  if (source.kind === 'BOQ') {
    if (isEmptyBody(body)) return reviseBoqQuote({ db, actor, id, input: null, now });
    const parsed = boqQuoteInputSchema.safeParse(body);
    if (!parsed.success) throw badRequest(firstProblem(parsed.error));
    return reviseBoqQuote({ db, actor, id, input: parsed.data, now });
  }
  const parsed = saveQuoteSchema.safeParse(body);
  if (!parsed.success) throw badRequest(firstProblem(parsed.error));
  return reviseQuote({ db, actor, id, input: parsed.data, now });
}

/** A copy of a saved quote's stored figures (and a BOQ quote's lines) under the year's next number, back to Draft. */
export async function duplicateQuote({ db, actor, id, now = new Date() }: Change): Promise<SavedQuote> {
  const source = await quoteRow(db, id);
  const sourceLines = source.kind === 'BOQ' ? (await loadQuoteLines({ db }, id)).map(lineValues) : [];
  const at = now.toISOString();
  const { row, stored } = await withNextQuoteNumber({ db }, johannesburgYear(now), async (trx, numbering) => {
    const row: QuotesTable = {
      ...source,
      ...numbering,
      ...UNDECIDED,
      id: randomUUID(),
      status: 'Draft',
      generated_at: at,
      generated_by: actorName(actor),
      created_by: actor.id,
      created_at: at,
      updated_at: at,
      project_id: null,
      revision: 0,
      revision_of: null,
    };
    await trx.insertInto('quotes').values(row).execute();
    const stored = await insertQuoteLines({ db: trx }, row.id, sourceLines);
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
        ...(row.kind === 'BOQ' ? { lines: stored.length } : {}),
      },
    });
    return { row, stored };
  });
  return toSavedQuote(row, stored);
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
  // Where the work is (the quoted site's address, else the quote's location), when it starts (today
  // in South Africa) and is due (the template's typical duration after that), and what the client
  // said when approving it, in their words (issue 27 item 4).
  const site = quote.site_id
    ? await db.selectFrom('sites').select('address').where('id', '=', quote.site_id).executeTakeFirst()
    : undefined;
  const decided = quote.decided_link_id
    ? await db
        .selectFrom('quote_approval_links')
        .select(['decided_name', 'decided_note', 'decided_at'])
        .where('id', '=', quote.decided_link_id)
        .executeTakeFirst()
    : undefined;
  const start = johannesburgDate(now);
  const days = typicalDurationDays(quote.typical_duration);
  const note = decided?.decided_note?.trim();
  const row: ProjectsTable = {
    id: randomUUID(),
    title: quote.project_title,
    client_name: quote.client_name.trim(),
    client_id: null,
    client_type: quote.client_type,
    type: quote.project_type,
    urgency: quote.urgency,
    location: (site?.address || quote.location).trim().slice(0, PROJECT_LIMITS.locationMax),
    area: Number(quote.area),
    budget_cents: Number(quote.total_cents),
    spent_cents: 0,
    due_date: days === null ? null : addDays(start, days),
    start_date: start,
    // The quote itself is named once, by the project's origin line (GET /projects/:id/origin).
    description:
      note && decided?.decided_name
        ? QUOTE_APPROVAL_MESSAGES.clientNote(decided.decided_name, note).slice(
            0,
            PROJECT_LIMITS.descriptionMax,
          )
        : '',
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
    const client = await resolveProjectClient({ db: trx }, actor, {
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
      .where('status', '=', APPROVED_QUOTE_STATUS)
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
    // Lost the race to a conversion, or to a status change, at the same moment: the transaction above
    // inserted nothing.
    const winner = await existing();
    if (winner) throw conflict(QUOTE_APPROVAL_MESSAGES.alreadyProject(winner.title));
    throw badRequest(QUOTE_APPROVAL_MESSAGES.notApproved);
  }
  const project: Project = toProject(row, [], []);
  events.emit('project.created', { project, actorId: actor.id });
  return { project: { id: row.id, title: row.title }, quoteNumber: quote.quote_number };
}

/** GET /api/projects/:id/origin: the quote the project became from, its site and visit (decision 0070). */
export async function projectOrigin({ db }: ServiceDeps<'db'>, projectId: string): Promise<ProjectOrigin> {
  const project = await db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst();
  if (!project) throw notFound('Project not found');
  const row = await db
    .selectFrom('quotes as q')
    .leftJoin('sites as s', 's.id', 'q.site_id')
    .leftJoin('inspection_visits as v', 'v.id', 'q.visit_id')
    .select([
      'q.id',
      'q.quote_number',
      'q.kind',
      'q.status',
      's.id as site_id',
      's.name as site_name',
      'v.id as visit_id',
      'v.due_date',
    ])
    .where('q.project_id', '=', projectId)
    .executeTakeFirst();
  if (!row) return { quote: null, site: null, visit: null };
  return {
    quote: {
      id: row.id,
      quoteNumber: row.quote_number,
      kind: row.kind as QuoteKind,
      status: row.status as QuoteStatus,
    },
    site: row.site_id && row.site_name ? { id: row.site_id, name: row.site_name } : null,
    visit: row.visit_id && row.due_date ? { id: row.visit_id, dueDate: row.due_date } : null,
  };
}
