/**
 * Quick quotes and saved quotes: templates, generating (a pure preview), saving with the next quote
 * number, recent quotes, one quote, and status changes. The server prices every quote itself with the
 * shared calculateQuote; figures sent by a client are never read.
 */
import { randomUUID } from 'node:crypto';
import {
  calculateQuote,
  centsToRand,
  draftQuoteNumber,
  type GeneratedQuote,
  johannesburgYear,
  type ProjectType,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
  type QuoteRequest,
  type QuoteStatus,
  quoteStatusRefusal,
  type RecentQuote,
  type SavedQuote,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { QuotesTable, QuoteTemplatesTable } from '../../db/schema/quotes';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { insertQuoteLines, loadQuoteLines, type QuoteLineValues } from './quote-lines';
import { lockQuote, quoteStatusState, withdrawOpenLinks } from './quote-locks';
import { withNextQuoteNumber } from './quote-numbers';
import { parseList, RECENT_COLUMNS, toRecentQuote, toSavedQuote, toTemplate } from './quotes.mapper';

declare module '../../lib/events' {
  interface DomainEvents {
    'quote.saved': { quoteId: string; quoteNumber: string; status: QuoteStatus; totalCents: number };
    'quote.status-changed': { quoteId: string; quoteNumber: string; from: QuoteStatus; to: QuoteStatus };
  }
}

/** A priced quote's columns before it is numbered and given its state. */
export type QuoteHeader = Omit<
  QuotesTable,
  'id' | 'quote_number' | 'quote_year' | 'sequence' | 'status' | keyof typeof UNDECIDED
>;

/** A new row (a save, a revision, a copy) starts unanswered and current (docs/decisions/0073). */
export const UNDECIDED = { client_decision: null, decided_link_id: null, superseded_by: null } as const;

/** A quote names who generated it, so its actor carries the names. */
export type QuoteActor = Actor & { firstName: string; lastName: string };

export const actorName = (actor: QuoteActor) => `${actor.firstName} ${actor.lastName}`.trim();

export async function listTemplates({ db }: ServiceDeps<'db'>) {
  const rows = await db
    .selectFrom('quote_templates')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  return rows.map(toTemplate);
}

export async function findActiveTemplate(
  { db }: ServiceDeps<'db'>,
  id: string,
): Promise<QuoteTemplatesTable> {
  const row = await db
    .selectFrom('quote_templates')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) throw badRequest(QUOTE_MESSAGES.unknownTemplate);
  return row;
}

/** The quote a template and a request make at an instant, as stored (cents, lists as JSON). */
export function priceQuote({
  template,
  request,
  actor,
  at,
}: {
  template: QuoteTemplatesTable;
  request: QuoteRequest;
  actor: QuoteActor;
  at: Date;
}) {
  const pricing = calculateQuote({
    baseRateCents: Number(template.base_rate_cents),
    area: request.area,
    urgency: request.urgency,
    location: request.location,
  });
  const now = at.toISOString();
  return {
    template_id: template.id,
    template_name: template.name,
    project_type: template.project_type,
    project_title: request.projectTitle,
    client_name: request.clientName,
    contact_number: request.contactNumber,
    client_type: request.clientType,
    area: pricing.area,
    urgency: request.urgency,
    location: request.location,
    base_rate_cents: pricing.baseRateCents,
    base_amount_cents: pricing.baseAmountCents,
    urgency_percent: pricing.urgencyPercent,
    urgency_adjustment_cents: pricing.urgencyAdjustmentCents,
    travel_percent: pricing.travelPercent,
    travel_adjustment_cents: pricing.travelAdjustmentCents,
    subtotal_cents: pricing.subtotalCents,
    markup_cents: pricing.markupCents,
    vat_cents: pricing.vatCents,
    total_cents: pricing.totalCents,
    typical_duration: template.typical_duration,
    payment_terms: template.payment_terms,
    validity: template.validity,
    validity_days: Number(template.validity_days),
    includes: template.includes,
    exclusions: template.exclusions,
    notes: template.notes,
    generated_at: now,
    generated_by: actorName(actor),
    created_by: actor.id,
    created_at: now,
    updated_at: now,
    project_id: null,
    revision: 0,
    revision_of: null,
    kind: 'QUICK',
    site_id: null,
    visit_id: null,
  } satisfies QuoteHeader;
}

type PricedQuote = ReturnType<typeof priceQuote>;

function toGeneratedQuote(priced: PricedQuote, quoteNumber: string): GeneratedQuote {
  return {
    quoteNumber,
    generatedAt: priced.generated_at,
    generatedBy: priced.generated_by,
    projectTitle: priced.project_title,
    clientName: priced.client_name,
    contactNumber: priced.contact_number,
    templateId: priced.template_id,
    projectType: priced.project_type as ProjectType,
    projectTypeName: priced.template_name,
    area: priced.area,
    clientType: priced.client_type,
    urgency: priced.urgency,
    location: priced.location,
    baseRate: centsToRand(priced.base_rate_cents),
    baseAmount: centsToRand(priced.base_amount_cents),
    urgencyPercent: priced.urgency_percent,
    urgencyAdjustment: centsToRand(priced.urgency_adjustment_cents),
    travelPercent: priced.travel_percent,
    travelAdjustment: centsToRand(priced.travel_adjustment_cents),
    subtotal: centsToRand(priced.subtotal_cents),
    markup: centsToRand(priced.markup_cents),
    vat: centsToRand(priced.vat_cents),
    total: centsToRand(priced.total_cents),
    typicalDuration: priced.typical_duration,
    paymentTerms: priced.payment_terms,
    validity: priced.validity,
    validityDays: priced.validity_days,
    includes: parseList(priced.includes),
    exclusions: parseList(priced.exclusions),
    notes: parseList(priced.notes),
  };
}

type GenerateArgs = ServiceDeps<'db'> & { actor: QuoteActor; input: QuoteRequest; now?: Date };

/** A preview: priced and numbered Q-YYYY-DRAFT, stored nowhere (docs/decisions/0012). */
export async function generateQuote({ db, actor, input, now = new Date() }: GenerateArgs) {
  const template = await findActiveTemplate({ db }, input.projectType);
  return toGeneratedQuote(
    priceQuote({ template, request: input, actor, at: now }),
    draftQuoteNumber(johannesburgYear(now)),
  );
}

type SaveArgs = GenerateArgs & ServiceDeps<'events'>;

/**
 * Stores a priced quote as a Draft under the year's next number, with its BOQ lines (if any) in the
 * same transaction, audits it and announces it. Quick Quotes and BOQ quotes are both saved through here.
 */
export async function storeDraftQuote({
  db,
  events,
  actor,
  header,
  lines = [],
  now,
  alongside,
}: ServiceDeps<'db' | 'events'> & {
  actor: QuoteActor;
  header: QuoteHeader;
  lines?: QuoteLineValues[];
  now: Date;
  /** More writes in the quote's own transaction (the defects it prices); a throw stores nothing. */
  alongside?: (trx: Kysely<Database>, quote: QuotesTable) => Promise<void>;
}): Promise<SavedQuote> {
  const { row, stored } = await withNextQuoteNumber({ db }, johannesburgYear(now), async (trx, numbering) => {
    const row: QuotesTable = { ...header, ...numbering, ...UNDECIDED, id: randomUUID(), status: 'Draft' };
    await trx.insertInto('quotes').values(row).execute();
    const stored = await insertQuoteLines({ db: trx }, row.id, lines);
    await alongside?.(trx, row);
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'quote',
      entityId: row.id,
      after: {
        quoteNumber: row.quote_number,
        projectTitle: row.project_title,
        clientName: row.client_name,
        template: row.template_name,
        ...(row.kind === 'BOQ' ? { kind: row.kind, lines: stored.length } : { area: row.area }),
        total: centsToRand(row.total_cents),
        status: row.status,
      },
    });
    return { row, stored };
  });
  events.emit('quote.saved', {
    quoteId: row.id,
    quoteNumber: row.quote_number,
    status: 'Draft',
    totalCents: row.total_cents,
  });
  return toSavedQuote(row, stored);
}

/** Prices the request again, takes the year's next number and stores the quote as a Draft. */
export async function saveQuote({
  db,
  events,
  actor,
  input,
  now = new Date(),
}: SaveArgs): Promise<SavedQuote> {
  const template = await findActiveTemplate({ db }, input.projectType);
  const header = priceQuote({ template, request: input, actor, at: now });
  return storeDraftQuote({ db, events, actor, header, now });
}

export async function listRecentQuotes(
  { db }: ServiceDeps<'db'>,
  limit = QUOTE_LIMITS.recent,
): Promise<RecentQuote[]> {
  const rows = await db
    .selectFrom('quotes')
    .select(RECENT_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('quote_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecentQuote);
}

export async function getQuote({ db }: ServiceDeps<'db'>, id: string): Promise<SavedQuote> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(QUOTE_MESSAGES.notFound);
  const lines = row.kind === 'BOQ' ? await loadQuoteLines({ db }, id) : [];
  return toSavedQuote(row, lines);
}

type StatusArgs = ServiceDeps<'db' | 'events'> & {
  actor: Actor;
  id: string;
  status: QuoteStatus;
  now?: Date;
};

/**
 * PATCH /api/quotes/:id: a status change, if the actor's role may make it (quoteStatusRefusal:
 * a client's decision and a project are final; an ENGINEER moves only Draft ↔ Sent). The change closes
 * the quote's open approval links, since the client would answer a quote that is no longer as sent,
 * and is audited in its own transaction (docs/decisions/0073).
 */
export async function updateQuoteStatus({ db, events, actor, id, status, now = new Date() }: StatusArgs) {
  const at = now.toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const row = await lockQuote({ db: trx }, id);
    const from = row.status as QuoteStatus;
    if (from === status) return null;
    const refusal = quoteStatusRefusal(actor.role, await quoteStatusState({ db: trx }, row, at), status);
    if (refusal) throw refusal.status === 403 ? forbidden(refusal.message) : conflict(refusal.message);
    await trx.updateTable('quotes').set({ status, updated_at: at }).where('id', '=', id).execute();
    const withdrawn = await withdrawOpenLinks({ db: trx }, { quoteIds: [id], reason: 'STATUS', at });
    await recordAudit({
      db: trx,
      actor,
      action: 'status',
      entity: 'quote',
      entityId: id,
      before: { quoteNumber: row.quote_number, status: from },
      after: { quoteNumber: row.quote_number, status, ...(withdrawn ? { linksWithdrawn: withdrawn } : {}) },
    });
    return { from, quoteNumber: row.quote_number };
  });
  if (changed)
    events.emit('quote.status-changed', {
      quoteId: id,
      quoteNumber: changed.quoteNumber,
      from: changed.from,
      to: status,
    });
  return getQuote({ db }, id);
}
