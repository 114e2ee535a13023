/** Database rows to API shapes: cents become rand, JSON text becomes lists. */
import {
  type BoqLine,
  type ClientType,
  centsToRand,
  milliToQuantity,
  type ProjectType,
  type QuoteKind,
  type QuoteLocation,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteTemplate,
  type RecentQuote,
  type SavedQuote,
  type Urgency,
} from '@firebreak/shared';
import type { QuoteLinesTable, QuotesTable, QuoteTemplatesTable } from '../../db/schema/quotes';

/** A stored list; anything unreadable reads as empty rather than failing a whole page. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

// bigint columns arrive as numbers or, from a driver without a parser, as strings.
const cents = (value: number | string) => centsToRand(Number(value));

export function toTemplate(row: QuoteTemplatesTable): QuoteTemplate {
  return {
    id: row.id,
    name: row.name,
    projectType: row.project_type as ProjectType,
    baseRate: cents(row.base_rate_cents),
    minArea: Number(row.min_area),
    maxArea: Number(row.max_area),
    typicalDuration: row.typical_duration,
    includes: parseList(row.includes),
    exclusions: parseList(row.exclusions),
    notes: parseList(row.notes),
    paymentTerms: row.payment_terms,
    validity: row.validity,
    validityDays: Number(row.validity_days),
  };
}

export function toRecentQuote(row: Pick<QuotesTable, RecentColumn>): RecentQuote {
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    projectTitle: row.project_title,
    clientName: row.client_name,
    area: Number(row.area),
    total: cents(row.total_cents),
    status: row.status as QuoteStatus,
    createdAt: row.created_at,
    kind: row.kind as QuoteKind,
  };
}

export const RECENT_COLUMNS = [
  'id',
  'quote_number',
  'project_title',
  'client_name',
  'area',
  'total_cents',
  'status',
  'created_at',
  'kind',
] as const;
type RecentColumn = (typeof RECENT_COLUMNS)[number];

export const SUMMARY_COLUMNS = [
  ...RECENT_COLUMNS,
  'client_type',
  'project_type',
  'template_name',
  'urgency',
  'location',
  'generated_by',
  'project_id',
  'client_decision',
] as const;
type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];

export function toQuoteSummary(row: Pick<QuotesTable, SummaryColumn>): QuoteSummary {
  return {
    ...toRecentQuote(row),
    clientType: row.client_type as ClientType,
    projectType: row.project_type as ProjectType,
    projectTypeName: row.template_name,
    urgency: row.urgency as Urgency,
    location: row.location as QuoteLocation,
    generatedBy: row.generated_by,
    clientDecision: (row.client_decision as QuoteSummary['clientDecision']) ?? null,
  };
}

export function toBoqLine(row: QuoteLinesTable): BoqLine {
  return {
    id: row.id,
    position: Number(row.position),
    priceItemId: row.price_item_id,
    defectId: row.defect_id,
    code: row.code,
    description: row.description,
    unit: row.unit,
    quantity: milliToQuantity(Number(row.quantity_milli)),
    unitPrice: cents(row.unit_price_cents),
    amount: cents(row.amount_cents),
    priceUpdatedAt: row.price_updated_at,
  };
}

/** A saved quote; a BOQ quote's lines in position order (an empty list for a Quick Quote). */
export function toSavedQuote(row: QuotesTable, lines: QuoteLinesTable[] = []): SavedQuote {
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    status: row.status as QuoteStatus,
    generatedAt: row.generated_at,
    generatedBy: row.generated_by,
    projectTitle: row.project_title,
    clientName: row.client_name,
    contactNumber: row.contact_number,
    templateId: row.template_id,
    projectType: row.project_type as ProjectType,
    projectTypeName: row.template_name,
    area: Number(row.area),
    clientType: row.client_type as ClientType,
    urgency: row.urgency as Urgency,
    location: row.location as QuoteLocation,
    baseRate: cents(row.base_rate_cents),
    baseAmount: cents(row.base_amount_cents),
    urgencyPercent: Number(row.urgency_percent),
    urgencyAdjustment: cents(row.urgency_adjustment_cents),
    travelPercent: Number(row.travel_percent),
    travelAdjustment: cents(row.travel_adjustment_cents),
    subtotal: cents(row.subtotal_cents),
    markup: cents(row.markup_cents),
    vat: cents(row.vat_cents),
    total: cents(row.total_cents),
    typicalDuration: row.typical_duration,
    paymentTerms: row.payment_terms,
    validity: row.validity,
    validityDays: Number(row.validity_days),
    includes: parseList(row.includes),
    exclusions: parseList(row.exclusions),
    notes: parseList(row.notes),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdById: row.created_by,
    kind: row.kind as QuoteKind,
    lines: [...lines].sort((a, b) => Number(a.position) - Number(b.position)).map(toBoqLine),
    siteId: row.site_id,
    visitId: row.visit_id,
  };
}
