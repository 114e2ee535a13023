/**
 * Detailed BOQ quotes (issue 17; docs/decisions/0070): a Draft priced line by line, saved under the
 * year's next number like a Quick Quote, edited while it is a Draft, revised and copied with its lines.
 * The server prices every bill itself with the shared calculateBoq; figures sent by a client are
 * never read, only each line's quantity and unit price.
 */
import {
  BOQ_MESSAGES,
  type BoqLineInput,
  type BoqQuoteInput,
  calculateBoq,
  centsToRand,
  QUOTE_MESSAGES,
  QUOTE_STATUS_MESSAGES,
  type QuoteLocation,
  randToCents,
  type SavedQuote,
  type Urgency,
} from '@firebreak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { QuotesTable, QuoteTemplatesTable } from '../../../db/schema/quotes';
import type { ServiceDeps } from '../../../lib/context';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.service';
import { insertQuoteLines, type QuoteLineValues } from '../quote-lines';
import { toSavedQuote } from '../quotes.mapper';
import {
  actorName,
  findActiveTemplate,
  type QuoteActor,
  type QuoteHeader,
  storeDraftQuote,
} from '../quotes.service';

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * The lines as stored: each checked against the price list and the defects it names, and priced.
 * A line from the price list keeps what was sent (the office may change a price) and the list's date
 * for the price; a typed line has no date.
 */
export async function resolveBoqLines(
  { db }: ServiceDeps<'db'>,
  lines: BoqLineInput[],
): Promise<QuoteLineValues[]> {
  const itemIds = unique(lines.map((line) => line.priceItemId));
  const items = itemIds.length
    ? await db
        .selectFrom('price_items')
        .select(['id', 'code', 'deleted_at', 'price_updated_at'])
        .where('id', 'in', itemIds)
        .execute()
    : [];
  const itemOf = new Map(items.map((item) => [item.id, item]));
  for (const id of itemIds) {
    const item = itemOf.get(id);
    if (!item) throw badRequest(BOQ_MESSAGES.priceItemUnknown);
    if (item.deleted_at) throw badRequest(BOQ_MESSAGES.priceItemGone(item.code));
  }
  const defectIds = unique(lines.map((line) => line.defectId));
  if (defectIds.length) {
    const found = await db.selectFrom('visit_defects').select('id').where('id', 'in', defectIds).execute();
    if (found.length !== defectIds.length) throw badRequest(BOQ_MESSAGES.defectUnknown);
  }
  return lines.map((line) => {
    const unitPriceCents = randToCents(line.unitPrice);
    const [amount = 0] = calculateBoq({
      lines: [{ quantityMilli: line.quantity, unitPriceCents }],
      urgency: 'STANDARD',
      location: 'LOCAL',
    }).lineAmountsCents;
    return {
      price_item_id: line.priceItemId,
      defect_id: line.defectId,
      code: line.code,
      description: line.description,
      unit: line.unit,
      quantity_milli: line.quantity,
      unit_price_cents: unitPriceCents,
      amount_cents: amount,
      price_updated_at: line.priceItemId ? (itemOf.get(line.priceItemId)?.price_updated_at ?? null) : null,
    };
  });
}

/** The figures of a bill: base = Σ line amounts, then the Quick Quote's adjustments, markup and VAT. */
export function boqFigures(lines: QuoteLineValues[], urgency: Urgency, location: QuoteLocation) {
  const pricing = calculateBoq({
    lines: lines.map((line) => ({
      quantityMilli: line.quantity_milli,
      unitPriceCents: line.unit_price_cents,
    })),
    urgency,
    location,
  });
  return {
    lines: lines.map((line, index) => ({ ...line, amount_cents: pricing.lineAmountsCents[index] ?? 0 })),
    figures: {
      area: 0,
      base_rate_cents: 0,
      base_amount_cents: pricing.baseAmountCents,
      urgency_percent: pricing.urgencyPercent,
      urgency_adjustment_cents: pricing.urgencyAdjustmentCents,
      travel_percent: pricing.travelPercent,
      travel_adjustment_cents: pricing.travelAdjustmentCents,
      subtotal_cents: pricing.subtotalCents,
      markup_cents: pricing.markupCents,
      vat_cents: pricing.vatCents,
      total_cents: pricing.totalCents,
    } satisfies Partial<QuotesTable>,
  };
}

/** A bill and its template as a quote's columns, priced at an instant. */
export function priceBoqQuote({
  template,
  input,
  lines,
  actor,
  at,
}: {
  template: QuoteTemplatesTable;
  input: BoqQuoteInput;
  lines: QuoteLineValues[];
  actor: QuoteActor;
  at: Date;
}): { header: QuoteHeader; lines: QuoteLineValues[] } {
  const priced = boqFigures(lines, input.urgency, input.location);
  const now = at.toISOString();
  return {
    lines: priced.lines,
    header: {
      template_id: template.id,
      template_name: template.name,
      project_type: template.project_type,
      project_title: input.projectTitle,
      client_name: input.clientName,
      contact_number: input.contactNumber,
      client_type: input.clientType,
      urgency: input.urgency,
      location: input.location,
      ...priced.figures,
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
      kind: 'BOQ',
      site_id: null,
      visit_id: null,
    },
  };
}

/** The template, the checked lines and the figures of a bill as sent. */
export async function priceBoqInput(
  { db }: ServiceDeps<'db'>,
  input: BoqQuoteInput,
  actor: QuoteActor,
  at: Date,
) {
  const template = await findActiveTemplate({ db }, input.templateId);
  const lines = await resolveBoqLines({ db }, input.lines);
  return priceBoqQuote({ template, input, lines, actor, at });
}

type SaveArgs = ServiceDeps<'db' | 'events'> & { actor: QuoteActor; input: BoqQuoteInput; now?: Date };

/** POST /api/quotes/boq: the bill priced, numbered as a Quick Quote is, stored as a Draft with its lines. */
export async function saveBoqQuote({ db, events, actor, input, now = new Date() }: SaveArgs) {
  const { header, lines } = await priceBoqInput({ db }, input, actor, now);
  return storeDraftQuote({ db, events, actor, header, lines, now });
}

type UpdateArgs = ServiceDeps<'db'> & {
  actor: QuoteActor;
  id: string;
  input: BoqQuoteInput;
  now?: Date;
};

/**
 * The quote a BOQ edit may change: a BOQ quote (else 400) that is a Draft (else 409). A quote the client
 * answered never is one again (docs/decisions/0073); it says so in its own words.
 */
async function editableBoq(db: Kysely<Database>, id: string): Promise<QuotesTable> {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(QUOTE_MESSAGES.notFound);
  if (row.kind !== 'BOQ') throw badRequest(BOQ_MESSAGES.notBoq);
  if (row.client_decision) throw conflict(QUOTE_STATUS_MESSAGES.notBillEditable);
  if (row.status !== 'Draft') throw conflict(BOQ_MESSAGES.notDraft);
  return row;
}

/**
 * PUT /api/quotes/:id/boq: a Draft BOQ quote's new header and lines, in one transaction. The update
 * claims the row only while it is still an unanswered Draft, so a quote sent meanwhile is refused, not
 * changed.
 */
export async function updateBoqQuote({
  db,
  actor,
  id,
  input,
  now = new Date(),
}: UpdateArgs): Promise<SavedQuote> {
  const before = await editableBoq(db, id);
  const { header, lines } = await priceBoqInput({ db }, input, actor, now);
  const at = now.toISOString();
  const { created_by, created_at, project_id, revision, revision_of, site_id, visit_id, ...changes } = header;
  const row: QuotesTable = { ...before, ...changes, updated_at: at };
  const stored = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('quotes')
      .set({ ...changes, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'Draft')
      .where('kind', '=', 'BOQ')
      .where('client_decision', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict(BOQ_MESSAGES.notDraft);
    const removed = await trx.deleteFrom('quote_lines').where('quote_id', '=', id).executeTakeFirst();
    const stored = await insertQuoteLines({ db: trx }, id, lines);
    await recordAudit({
      db: trx,
      actor,
      action: 'update',
      entity: 'quote',
      entityId: id,
      before: {
        quoteNumber: before.quote_number,
        projectTitle: before.project_title,
        lines: Number(removed.numDeletedRows),
        base: centsToRand(Number(before.base_amount_cents)),
        total: centsToRand(Number(before.total_cents)),
      },
      after: {
        quoteNumber: row.quote_number,
        projectTitle: row.project_title,
        lines: stored.length,
        base: centsToRand(row.base_amount_cents),
        total: centsToRand(row.total_cents),
      },
    });
    return stored;
  });
  return toSavedQuote(row, stored);
}
