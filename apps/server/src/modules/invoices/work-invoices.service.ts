/**
 * Invoices from the work done (issue 29 §2; docs/decisions/0088): a draft from a completed chargeable
 * visit (call-out fee, labour from the time on site in quarter hours, travel, parts at list price plus
 * markup) and a draft from a won repair quote whose work is done (the quote's lines at the figures the
 * client approved, equal to the quote to the cent). Both go through createDraft, the register's one way
 * of writing a draft, with a source key (VISIT:<id>, QUOTE:<id>) so one piece of work is one invoice.
 */
import {
  clientBoqLines,
  clientQuoteBreakdown,
  documentTotals,
  formatZarExact,
  type Invoice,
  type InvoiceDraftInput,
  isChargeableKind,
  labourHoursMilli,
  labourMilliOfMs,
  lineFigures,
  markedUpCents,
  matchVat,
  milliToQuantity,
  shareOut,
  VISIT_CHARGE_STRINGS,
  VISIT_KIND_LABELS,
  type VisitKind,
  vatOn,
} from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { badRequest, conflict, InvoiceExistsError, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { getQuote } from '../quotes/quotes.service';
import { timeOnSite } from '../visits/visit-time';
import { createDraft } from './invoices.service';
import { ratesForVisit } from './work-rates';

type Deps = ServiceDeps<'db' | 'config'> & { actor: Actor };

const rand = (cents: number) => formatZarExact(cents / 100);

async function refuseIfInvoiced({ db }: ServiceDeps<'db'>, sourceKey: string) {
  const found = await db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('source_key', '=', sourceKey)
    .executeTakeFirst();
  if (found)
    throw new InvoiceExistsError(VISIT_CHARGE_STRINGS.alreadyInvoiced(found.number ?? 'a draft'), found.id);
}

/** "1 h 30 min" */
function duration(ms: number) {
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
}

/** POST /api/visits/:id/invoice */
export async function invoiceVisit(deps: Deps & { visitId: string }): Promise<Invoice> {
  const { db, visitId } = deps;
  const visit = await db
    .selectFrom('inspection_visits as v')
    .innerJoin('sites', 'sites.id', 'v.site_id')
    .select([
      'v.id',
      'v.site_id',
      'v.kind',
      'v.status',
      'v.notes',
      'v.started_at',
      'v.completed_at',
      'v.travel_km',
      'v.due_date',
      'sites.name as site_name',
      'sites.client_id',
    ])
    .where('v.id', '=', visitId)
    .executeTakeFirst();
  if (!visit) throw notFound('Visit not found');
  const kind = (visit.kind ?? 'ROUTINE') as VisitKind;
  if (!isChargeableKind(kind)) throw conflict(VISIT_CHARGE_STRINGS.notChargeable);
  if (visit.status !== 'COMPLETED') throw conflict(VISIT_CHARGE_STRINGS.notCompleted);
  const sourceKey = `VISIT:${visitId}`;
  await refuseIfInvoiced(deps, sourceKey);

  const rates = await ratesForVisit(deps, visit);
  const parts = await db
    .selectFrom('visit_parts')
    .select(['description', 'quantity_milli', 'unit_price_cents'])
    .where('visit_id', '=', visitId)
    .orderBy('position')
    .execute();
  const day = (visit.completed_at ?? visit.due_date).slice(0, 10);
  const lines: InvoiceDraftInput['lines'] = [
    {
      description: `${VISIT_KIND_LABELS[kind]} fee: ${visit.site_name}`,
      quantity: 1,
      unitPriceCents: rates.callOutFeeCents,
      taxCode: 'STANDARD',
    },
  ];
  // The stretches on site (Start, Pause, Resume, Finish) when there are any; else started → completed.
  const stretches = (await timeOnSite({ db }, [visitId], new Date())).get(visitId);
  const onSite = stretches
    ? stretches.ms
    : visit.started_at && visit.completed_at
      ? Date.parse(visit.completed_at) - Date.parse(visit.started_at)
      : 0;
  const hoursMilli = stretches
    ? labourMilliOfMs(onSite)
    : labourHoursMilli(visit.started_at ?? null, visit.completed_at);
  if (hoursMilli > 0) {
    lines.push({
      description: `Labour: ${duration(onSite)} on site, billed as ${milliToQuantity(hoursMilli)} h (quarter hours)`,
      quantity: milliToQuantity(hoursMilli),
      unitPriceCents: rates.hourlyRateCents,
      taxCode: 'STANDARD',
    });
  }
  const km = Number(visit.travel_km ?? 0);
  if (km > 0)
    lines.push({
      description: `Travel: ${km} km`,
      quantity: km,
      unitPriceCents: rates.travelPerKmCents,
      taxCode: 'STANDARD',
    });
  for (const part of parts)
    lines.push({
      description: part.description,
      quantity: milliToQuantity(Number(part.quantity_milli)),
      unitPriceCents: markedUpCents(Number(part.unit_price_cents), rates.partsMarkupPercent),
      taxCode: 'STANDARD',
    });
  return createDraft({
    db,
    actor: deps.actor,
    input: {
      clientId: visit.client_id,
      siteId: visit.site_id,
      projectId: null,
      date: null,
      reference: `${VISIT_KIND_LABELS[kind]} ${day}`.slice(0, 100),
      notes: [
        visit.notes,
        `Rates${rates.from.kind === 'AGREEMENT' ? ` of agreement ${rates.from.agreementNumber}` : ''}: call-out ${rand(rates.callOutFeeCents)}, labour ${rand(rates.hourlyRateCents)}/h, travel ${rand(rates.travelPerKmCents)}/km, parts at list price + ${rates.partsMarkupPercent}%.`,
      ]
        .filter(Boolean)
        .join('\n')
        .slice(0, 1000),
      lines,
    },
    from: { source: 'VISIT', sourceId: visitId, sourceKey },
  });
}

/**
 * The quote's price on invoice lines: the client's lines (the bill shared at the client's prices, as
 * the quote's PDF and approval page show them), the urgency and travel adjustments as lines of their own
 * when they add, folded into the lines when urgency takes off; then cents moved between lines where the
 * per-line VAT would differ from the quote's VAT on the whole. One line for the whole price when that
 * cannot be done. The invoice's excl. VAT, VAT and total are the quote's, to the cent.
 */
export function quoteInvoiceLines(quote: Awaited<ReturnType<typeof getQuote>>): InvoiceDraftInput['lines'] {
  const cents = (value: number) => Math.round(value * 100);
  const breakdown = clientQuoteBreakdown(quote);
  const row = (key: string) => cents(breakdown.find((r) => r.key === key)?.amount ?? 0);
  const priceCents = row('subtotal');
  const labelOf = (key: string) => breakdown.find((r) => r.key === key)?.label ?? key;
  const items: { description: string; cents: number }[] = [];
  const boq = clientBoqLines(quote);
  const urgency = row('urgency');
  const travel = row('travel');
  if (boq.length > 0) {
    const described = boq.map(({ line, clientAmount }) => ({
      description: `${line.description} (${line.quantity} ${line.unit})`.trim().slice(0, 500),
      cents: cents(clientAmount),
    }));
    if (urgency >= 0 && travel >= 0) {
      items.push(...described);
    } else {
      const shares = shareOut(
        described.map((d) => d.cents),
        priceCents,
      );
      items.push(...described.map((d, i) => ({ ...d, cents: shares[i] ?? 0 })));
    }
  } else {
    items.push({
      description: labelOf('base'),
      cents: urgency >= 0 && travel >= 0 ? row('base') : priceCents,
    });
  }
  if (boq.length === 0 || (urgency >= 0 && travel >= 0)) {
    if (urgency > 0) items.push({ description: labelOf('urgency'), cents: urgency });
    if (travel > 0) items.push({ description: labelOf('travel'), cents: travel });
  }
  if (items.length === 1 || items.reduce((sum, item) => sum + item.cents, 0) !== priceCents)
    return [
      {
        description: `${quote.projectTitle} as quoted on ${quote.quoteNumber}`.slice(0, 500),
        quantity: 1,
        unitPriceCents: priceCents,
        taxCode: 'STANDARD',
      },
    ];
  const matched = matchVat(
    items.map((item) => item.cents),
    vatOn(priceCents, 'STANDARD'),
  );
  if (!matched)
    return [
      {
        description: `${quote.projectTitle} as quoted on ${quote.quoteNumber}: ${items.length} lines`.slice(
          0,
          500,
        ),
        quantity: 1,
        unitPriceCents: priceCents,
        taxCode: 'STANDARD',
      },
    ];
  return items.map((item, i) => ({
    description: item.description,
    quantity: 1,
    unitPriceCents: matched[i] ?? 0,
    taxCode: 'STANDARD',
  }));
}

/** POST /api/quotes/:id/invoice */
export async function invoiceQuote(deps: Deps & { quoteId: string }): Promise<Invoice> {
  const { db, quoteId } = deps;
  const row = await db
    .selectFrom('quotes')
    .select([
      'id',
      'status',
      'site_id',
      'superseded_by',
      'vat_cents',
      'total_cents',
      'subtotal_cents',
      'markup_cents',
    ])
    .where('id', '=', quoteId)
    .executeTakeFirst();
  if (!row) throw notFound('Quote not found');
  if (row.status !== 'Won') throw conflict(VISIT_CHARGE_STRINGS.quoteNotApproved);
  if (row.superseded_by) throw conflict(VISIT_CHARGE_STRINGS.quoteSuperseded);
  if (!row.site_id) throw badRequest(VISIT_CHARGE_STRINGS.quoteNoSite);
  const sourceKey = `QUOTE:${quoteId}`;
  await refuseIfInvoiced(deps, sourceKey);
  const [site, doneVisit, defects] = await Promise.all([
    db
      .selectFrom('sites')
      .select(['id', 'client_id', 'name'])
      .where('id', '=', row.site_id)
      .executeTakeFirst(),
    db
      .selectFrom('inspection_visits')
      .select('id')
      .where('quote_id', '=', quoteId)
      .where('kind', '=', 'REPAIR')
      .where('status', '=', 'COMPLETED')
      .executeTakeFirst(),
    db.selectFrom('visit_defects').select('status').where('quote_id', '=', quoteId).execute(),
  ]);
  if (!site) throw badRequest(VISIT_CHARGE_STRINGS.quoteNoSite);
  // Done: its repair visit is completed, or the office marked every defect it prices put right.
  const markedDone = defects.length > 0 && defects.every((d) => d.status !== 'OPEN');
  if (!doneVisit && !markedDone) throw conflict(VISIT_CHARGE_STRINGS.quoteWorkNotDone);
  const quote = await getQuote({ db }, quoteId);
  const lines = quoteInvoiceLines(quote);
  // The invariant the client is owed: the invoice is the approved quote, to the cent.
  const totals = documentTotals(
    lines.map((l) => ({
      ...lineFigures({ quantityMilli: 1000, unitPriceCents: l.unitPriceCents, taxCode: 'STANDARD' }),
      taxCode: 'STANDARD' as const,
    })),
  );
  const exclCents = Number(row.subtotal_cents) + Number(row.markup_cents);
  if (
    totals.exclCents !== exclCents ||
    totals.vatCents !== Number(row.vat_cents) ||
    totals.totalCents !== Number(row.total_cents)
  )
    throw conflict(
      `The quote's figures do not add up to its total (${rand(Number(row.total_cents))}); revise the quote`,
    );
  return createDraft({
    db,
    actor: deps.actor,
    input: {
      clientId: site.client_id,
      siteId: site.id,
      projectId: null,
      date: null,
      reference: quote.quoteNumber,
      notes: `Repairs as approved on ${quote.quoteNumber}: ${quote.projectTitle}`.slice(0, 1000),
      lines,
    },
    from: { source: 'QUOTE', sourceId: quoteId, sourceKey },
  });
}
