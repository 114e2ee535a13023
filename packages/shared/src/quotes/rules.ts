/**
 * Quoting (spec §2 Quoting, §3 quote entities, §5 Quick quote, §9 Quote estimate): the quote enums
 * and messages, the form rules, the one pricing function, quote numbers and the text download.
 * Pure functions only: the zod schemas live in schemas.ts so a screen can use these without zod.
 * Client types, project types and urgencies are the projects' own (spec §9 Projects).
 */
import type { BoqLine, QuoteKind } from '../boq/rules';
import { formatZar, formatZarExact, zonedFormat } from '../common/format';
import {
  CLIENT_TYPES,
  type ClientType,
  LABELS,
  PROJECT_TYPES,
  type ProjectType,
  URGENCIES,
  type Urgency,
} from '../projects/rules';

export const QUOTE_LOCATIONS = ['LOCAL', 'REMOTE'] as const;
export type QuoteLocation = (typeof QUOTE_LOCATIONS)[number];

/** 'Won' is shown green, the others neutral (spec §2). */
export const QUOTE_STATUSES = ['Draft', 'Sent', 'Won', 'Lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_DEFAULTS = {
  clientType: 'COMMERCIAL' as ClientType,
  urgency: 'STANDARD' as Urgency,
  location: 'LOCAL' as QuoteLocation,
};

/**
 * Price adjustments in whole percent (spec §9 Quote estimate). HIGH is not in the spec: +10%, between
 * STANDARD and URGENT (docs/decisions/0010).
 */
export const URGENCY_ADJUSTMENT_PERCENT: Record<Urgency, number> = {
  LOW: -10,
  STANDARD: 0,
  HIGH: 10,
  URGENT: 25,
};
/** LOCAL is within 50 km; REMOTE adds 15% travel cost. */
export const LOCATION_ADJUSTMENT_PERCENT: Record<QuoteLocation, number> = { LOCAL: 0, REMOTE: 15 };
export const MARKUP_PERCENT = 15;
export const VAT_PERCENT = 15;

export const QUOTE_LIMITS = {
  /** The largest area a quick quote prices, in m². */
  areaMax: 1_000_000,
  projectTitleMax: 200,
  clientNameMax: 200,
  contactNumberMax: 40,
  searchMax: 100,
  pageSizeMax: 100,
  /** Quotes a user may compare side by side. */
  compareMin: 2,
  compareMax: 3,
  /** Lists the generated panel shows in part; the text download holds them in full (spec §2). */
  shownIncludes: 3,
  shownExclusions: 3,
  shownNotes: 4,
  recent: 5,
} as const;

export const QUOTE_MESSAGES = {
  requiredFields: 'Please fill in all required fields: Project Type, Client Type, Area, and Project Title',
  invalidArea: 'Please enter a valid area in square meters',
  areaTooLarge:
    'Please enter a valid area in square meters. A quick quote covers at most 1 000 000 square meters.',
  invalidClientType: 'Please choose a client type from the list',
  invalidUrgency: 'Please choose an urgency from the list: Low, Standard, High or Urgent',
  invalidLocation: 'Please choose a location: Local (within 50 km) or Remote',
  unknownTemplate: 'The selected project type is not one of the quote templates',
  projectTitleTooLong: `Project title must be at most ${QUOTE_LIMITS.projectTitleMax} characters`,
  clientNameTooLong: `Client name must be at most ${QUOTE_LIMITS.clientNameMax} characters`,
  contactNumberTooLong: `Contact number must be at most ${QUOTE_LIMITS.contactNumberMax} characters`,
  invalidStatus: 'Status must be one of Draft, Sent, Won or Lost',
  notFound: 'Quote not found',
  generateFailed: 'Failed to generate quote. Please try again.',
  saveFailed: 'Failed to save quote. Please try again.',
  saved: 'Quote saved successfully!',
  copied: 'Copied to clipboard!',
} as const;

export const QUOTE_LABELS = {
  location: {
    LOCAL: 'Local (within 50 km)',
    REMOTE: 'Remote (more than 50 km)',
  } satisfies Record<QuoteLocation, string>,
  status: { Draft: 'Draft', Sent: 'Sent', Won: 'Won', Lost: 'Lost' } satisfies Record<QuoteStatus, string>,
};

export const clientTypeLabel = (value: string) => LABELS.clientType[value as ClientType] ?? value;
export const urgencyLabel = (value: string) => LABELS.urgency[value as Urgency] ?? value;
export const locationLabel = (value: string) => QUOTE_LABELS.location[value as QuoteLocation] ?? value;

export const isClientType = (value: unknown): value is ClientType =>
  (CLIENT_TYPES as readonly unknown[]).includes(value);
export const isUrgency = (value: unknown): value is Urgency =>
  (URGENCIES as readonly unknown[]).includes(value);
export const isQuoteLocation = (value: unknown): value is QuoteLocation =>
  (QUOTE_LOCATIONS as readonly unknown[]).includes(value);
export const isQuoteStatus = (value: unknown): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly unknown[]).includes(value);
export const isProjectType = (value: unknown): value is ProjectType =>
  (PROJECT_TYPES as readonly unknown[]).includes(value);

// ---------------------------------------------------------------------------------------------------
// The quote form (spec §3 Quote form, §5 Quick quote)

/** As typed in the form (area as text) or as sent to the API (area as a number). */
export type QuoteFormInput = {
  /** The template id (spec §3: projectType is a template id). */
  projectType?: unknown;
  clientType?: unknown;
  area?: unknown;
  urgency?: unknown;
  location?: unknown;
  projectTitle?: unknown;
  clientName?: unknown;
  contactNumber?: unknown;
};

/** A valid form, ready to price: text trimmed, area a number rounded to 0.01 m². */
export type QuoteRequest = {
  projectType: string;
  clientType: ClientType;
  area: number;
  urgency: Urgency;
  location: QuoteLocation;
  projectTitle: string;
  clientName: string;
  contactNumber: string;
};

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An area rounded to hundredths of a square metre, half away from zero as typed in decimal
 * (0.285 → 0.29, not the binary 0.28499…). Null for anything that is not a finite positive number.
 */
export function parseArea(value: unknown): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '') number = Number(value.trim());
  else return null;
  if (!Number.isFinite(number) || number <= 0) return null;
  const hundredths = Math.round(Number((number * 100).toPrecision(12)));
  return hundredths >= 1 ? hundredths / 100 : null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The Generate button's rule (spec §5): disabled while a required field is empty. A field of spaces is
 * not empty, so Generate then shows the required-fields alert (a field of spaces is still missing).
 */
export function isQuoteFormComplete(form: QuoteFormInput): boolean {
  return (
    !isEmpty(form.projectType) &&
    !isEmpty(form.clientType) &&
    !isEmpty(form.area) &&
    !isEmpty(form.projectTitle)
  );
}

/**
 * The first failing rule, or null: the spec's required-fields and area messages first (spec §5),
 * then our own checks on enum values and lengths. Whether the template exists is the server's check.
 */
export function validateQuoteForm(form: QuoteFormInput): string | null {
  if (!text(form.projectType) || !text(form.clientType) || isBlank(form.area) || !text(form.projectTitle)) {
    return QUOTE_MESSAGES.requiredFields;
  }
  const area = parseArea(form.area);
  if (area === null) return QUOTE_MESSAGES.invalidArea;
  if (area > QUOTE_LIMITS.areaMax) return QUOTE_MESSAGES.areaTooLarge;
  if (!isClientType(text(form.clientType))) return QUOTE_MESSAGES.invalidClientType;
  if (!isBlank(form.urgency) && !isUrgency(text(form.urgency))) return QUOTE_MESSAGES.invalidUrgency;
  if (!isBlank(form.location) && !isQuoteLocation(text(form.location))) return QUOTE_MESSAGES.invalidLocation;
  if (text(form.projectTitle).length > QUOTE_LIMITS.projectTitleMax)
    return QUOTE_MESSAGES.projectTitleTooLong;
  if (text(form.clientName).length > QUOTE_LIMITS.clientNameMax) return QUOTE_MESSAGES.clientNameTooLong;
  if (text(form.contactNumber).length > QUOTE_LIMITS.contactNumberMax) {
    return QUOTE_MESSAGES.contactNumberTooLong;
  }
  return null;
}

/** The request a valid form makes (call validateQuoteForm first); urgency and location default. */
export function toQuoteRequest(form: QuoteFormInput): QuoteRequest {
  return {
    projectType: text(form.projectType),
    clientType: text(form.clientType) as ClientType,
    area: parseArea(form.area) ?? 0,
    urgency: (text(form.urgency) || QUOTE_DEFAULTS.urgency) as Urgency,
    location: (text(form.location) || QUOTE_DEFAULTS.location) as QuoteLocation,
    projectTitle: text(form.projectTitle),
    clientName: text(form.clientName),
    contactNumber: text(form.contactNumber),
  };
}

// ---------------------------------------------------------------------------------------------------
// Pricing (spec §9 Quote estimate; docs/decisions/0010)

export type QuotePricingInput = {
  /** Template rate per m², in integer cents. */
  baseRateCents: number;
  /** m²; rounded to 0.01 m² first (see parseArea). */
  area: number;
  urgency: Urgency;
  location: QuoteLocation;
};

export type QuotePricing = {
  area: number;
  baseRateCents: number;
  /** baseRate × area. */
  baseAmountCents: number;
  urgencyPercent: number;
  urgencyAdjustmentCents: number;
  travelPercent: number;
  travelAdjustmentCents: number;
  /** base + urgency + travel adjustments. */
  subtotalCents: number;
  markupCents: number;
  vatCents: number;
  totalCents: number;
};

/** n / d rounded half away from zero, exactly (d > 0). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const quotient = magnitude / d;
  const rounded = (magnitude % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/**
 * The quote estimate in integer cents, computed exactly (no binary fractions):
 *   subtotal = round(baseRate × area × (1 + urgency%) × (1 + travel%))
 *   markup   = round(subtotal × 15%)
 *   vat      = round((subtotal + markup) × 15%)
 *   total    = subtotal + markup + vat
 * Each round is half away from zero. The base and the two adjustments are shown as lines that add up
 * to the subtotal exactly: base = round(rate × area), urgency = round(rate × area × urgency factor) − base,
 * travel = subtotal − the urgency-adjusted amount.
 */
export function calculateQuote(input: QuotePricingInput): QuotePricing {
  if (!Number.isSafeInteger(input.baseRateCents) || input.baseRateCents < 0) {
    throw new RangeError('baseRateCents must be a non-negative integer');
  }
  const area = parseArea(input.area);
  if (area === null) throw new RangeError('area must be a positive number');
  const rate = BigInt(input.baseRateCents);
  const areaHundredths = BigInt(Math.round(area * 100));
  return {
    area,
    baseRateCents: input.baseRateCents,
    ...adjustAndTax(rate * areaHundredths, 100n, input.urgency, input.location),
  };
}

/**
 * The figures from an exact base amount of numerator / denominator cents, shared by Quick Quote and
 * the BOQ: base, the urgency and travel adjustments (each applied to the exact base, then rounded),
 * subtotal, markup, VAT and total, each rounded half away from zero.
 */
export function adjustAndTax(
  numerator: bigint,
  denominator: bigint,
  urgency: Urgency,
  location: QuoteLocation,
) {
  const urgencyPercent = URGENCY_ADJUSTMENT_PERCENT[urgency];
  const travelPercent = LOCATION_ADJUSTMENT_PERCENT[location];
  if (urgencyPercent === undefined) throw new RangeError(`unknown urgency ${urgency}`);
  if (travelPercent === undefined) throw new RangeError(`unknown location ${location}`);
  const urgencyFactor = BigInt(100 + urgencyPercent);
  const travelFactor = BigInt(100 + travelPercent);
  const base = divideRounded(numerator, denominator);
  const afterUrgency = divideRounded(numerator * urgencyFactor, denominator * 100n);
  const subtotal = divideRounded(numerator * urgencyFactor * travelFactor, denominator * 10_000n);
  const markup = divideRounded(subtotal * BigInt(MARKUP_PERCENT), 100n);
  const vat = divideRounded((subtotal + markup) * BigInt(VAT_PERCENT), 100n);
  return {
    baseAmountCents: Number(base),
    urgencyPercent,
    urgencyAdjustmentCents: Number(afterUrgency - base),
    travelPercent,
    travelAdjustmentCents: Number(subtotal - afterUrgency),
    subtotalCents: Number(subtotal),
    markupCents: Number(markup),
    vatCents: Number(vat),
    totalCents: Number(subtotal + markup + vat),
  };
}

// ---------------------------------------------------------------------------------------------------
// Entities (spec §3; money in rand)

export type QuoteTemplate = {
  id: string;
  name: string;
  projectType: ProjectType;
  /** Rand per m². */
  baseRate: number;
  minArea: number;
  maxArea: number;
  typicalDuration: string;
  includes: string[];
  exclusions: string[];
  notes: string[];
  paymentTerms: string;
  validity: string;
  validityDays: number;
};

export type GeneratedQuote = {
  /** 'Q-2026-0042' once saved; 'Q-2026-DRAFT' on a preview (docs/decisions/0012). */
  quoteNumber: string;
  generatedAt: string;
  generatedBy: string;
  projectTitle: string;
  clientName: string;
  contactNumber: string;
  templateId: string;
  projectType: ProjectType;
  projectTypeName: string;
  area: number;
  clientType: ClientType;
  urgency: Urgency;
  location: QuoteLocation;
  baseRate: number;
  baseAmount: number;
  urgencyPercent: number;
  urgencyAdjustment: number;
  travelPercent: number;
  travelAdjustment: number;
  subtotal: number;
  markup: number;
  vat: number;
  total: number;
  typicalDuration: string;
  paymentTerms: string;
  validity: string;
  validityDays: number;
  includes: string[];
  exclusions: string[];
  notes: string[];
  /** QUICK when absent (a preview is always a Quick Quote). */
  kind?: QuoteKind;
  /** A BOQ quote's lines in order; empty for a Quick Quote. */
  lines?: BoqLine[];
};

export type SavedQuote = GeneratedQuote & {
  id: string;
  status: QuoteStatus;
  createdAt: string;
  updatedAt: string;
  createdById: string | null;
  kind: QuoteKind;
  lines: BoqLine[];
  /** The site and inspection visit whose defects the quote prices (null when none). */
  siteId: string | null;
  visitId: string | null;
};

/** Spec §3 Recent quote, plus what a list needs to link and date it. */
export type RecentQuote = {
  id: string;
  quoteNumber: string;
  projectTitle: string;
  clientName: string;
  area: number;
  total: number;
  status: QuoteStatus;
  createdAt: string;
  /** QUICK (per m²) or BOQ (line by line; its area is 0). */
  kind: QuoteKind;
};

export type QuoteSummary = RecentQuote & {
  clientType: ClientType;
  projectType: ProjectType;
  projectTypeName: string;
  urgency: Urgency;
  location: QuoteLocation;
  generatedBy: string;
  /** The project the quote became (docs/decisions/0069); absent or null when none. */
  linkedProject?: { id: string; title: string } | null;
  /** The client's answer through an approval link, which makes the status final (docs/decisions/0073). */
  clientDecision?: 'APPROVED' | 'DECLINED' | null;
};

export const QUOTE_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export type QuoteListQuery = {
  search?: string;
  status?: QuoteStatus;
  projectType?: ProjectType;
  clientType?: ClientType;
  /** Johannesburg calendar dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** Rand, both inclusive. */
  minTotal?: number;
  maxTotal?: number;
  page?: number;
  pageSize?: number;
  sort?: QuoteSort;
};

export type QuoteListResponse = {
  items: QuoteSummary[];
  total: number;
  page: number;
  pageSize: number;
};

export type SaveQuoteResponse = { message: string; quote: SavedQuote };

// ---------------------------------------------------------------------------------------------------
// Display: the price breakdown, quote numbers, dates, the text download

export type BreakdownRow = {
  key: 'base' | 'urgency' | 'travel' | 'subtotal' | 'markup' | 'vat' | 'total';
  label: string;
  /** Rand. */
  amount: number;
};

const signedPercent = (percent: number) => (percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`);

type BreakdownSource = Pick<
  GeneratedQuote,
  | 'projectTypeName'
  | 'area'
  | 'baseRate'
  | 'baseAmount'
  | 'urgency'
  | 'urgencyPercent'
  | 'urgencyAdjustment'
  | 'location'
  | 'travelPercent'
  | 'travelAdjustment'
  | 'subtotal'
  | 'markup'
  | 'vat'
  | 'total'
  | 'kind'
  | 'lines'
>;

const lineCount = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** Every line of the estimate, each adjustment labelled, in the order they apply (UI, PDF, text). */
export function quoteBreakdown(quote: BreakdownSource, money: (rand: number) => string = formatZar) {
  const urgency =
    quote.urgencyPercent === 0
      ? `Urgency: ${urgencyLabel(quote.urgency)} (no adjustment)`
      : `Urgency: ${urgencyLabel(quote.urgency)} (${signedPercent(quote.urgencyPercent)}${quote.urgencyPercent < 0 ? ' discount' : ' premium'})`;
  const travel =
    quote.travelPercent === 0
      ? 'Travel: Local site within 50 km (no charge)'
      : `Travel: Remote site (${signedPercent(quote.travelPercent)} travel cost)`;
  const rows: BreakdownRow[] = [
    {
      key: 'base',
      label:
        quote.kind === 'BOQ'
          ? `Bill of quantities: ${lineCount(quote.lines?.length ?? 0)}`
          : `${quote.projectTypeName}: ${formatArea(quote.area)} m² × ${money(quote.baseRate)}/m²`,
      amount: quote.baseAmount,
    },
    { key: 'urgency', label: urgency, amount: quote.urgencyAdjustment },
    { key: 'travel', label: travel, amount: quote.travelAdjustment },
    { key: 'subtotal', label: 'Subtotal', amount: quote.subtotal },
    { key: 'markup', label: `Markup (${MARKUP_PERCENT}%)`, amount: quote.markup },
    { key: 'vat', label: `VAT (${VAT_PERCENT}%)`, amount: quote.vat },
    { key: 'total', label: 'Total', amount: quote.total },
  ];
  return rows;
}

/**
 * The estimate as the client sees it (PDF): the same lines at the client's prices, with the markup
 * folded into them, then the price excl. VAT, VAT and the total. The markup stays internal. The
 * urgency and travel lines are marked up and rounded to the cent; the first line takes what is left,
 * so the lines add up to the price excl. VAT exactly.
 */
export function clientQuoteBreakdown(quote: BreakdownSource, money: (rand: number) => string = formatZar) {
  const internal = quoteBreakdown(quote, money);
  const cents = (rand: number) => Math.round(rand * 100);
  const marked = (rand: number) =>
    Number(divideRounded(BigInt(cents(rand)) * BigInt(100 + MARKUP_PERCENT), 100n));
  const priceCents = cents(quote.subtotal) + cents(quote.markup);
  const urgency = marked(quote.urgencyAdjustment);
  const travel = marked(quote.travelAdjustment);
  const line = (key: BreakdownRow['key']) => internal.find((row) => row.key === key)!;
  const rows: BreakdownRow[] = [
    {
      key: 'base',
      label:
        quote.kind === 'BOQ'
          ? `Bill of quantities: ${lineCount(quote.lines?.length ?? 0)}`
          : `${quote.projectTypeName}: ${formatArea(quote.area)} m²`,
      amount: (priceCents - urgency - travel) / 100,
    },
    { ...line('urgency'), amount: urgency / 100 },
    { ...line('travel'), amount: travel / 100 },
    { key: 'subtotal', label: 'Price excl. VAT', amount: priceCents / 100 },
    line('vat'),
    line('total'),
  ];
  return rows;
}

const areaFormat = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 2 });
/** 1200.5 → '1 200,5' (en-ZA), with ordinary spaces. */
export function formatArea(area: number): string {
  return plainSpaces(areaFormat.format(area));
}

/** en-ZA puts no-break spaces in numbers and money; files and clipboards get ordinary ones. */
export function plainSpaces(value: string): string {
  return value.replace(/[\u00a0\u202f]/g, ' ');
}

export const QUOTE_NUMBER_PATTERN = /^Q-\d{4}-(\d{4,}|DRAFT)$/;

/** Q-YYYY-NNNN, sequential per Johannesburg calendar year. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The provisional number a preview carries until it is saved. */
export function draftQuoteNumber(year: number): string {
  return `Q-${year}-DRAFT`;
}

export const isDraftQuoteNumber = (quoteNumber: string) => quoteNumber.endsWith('-DRAFT');

const longDate = { format: (date: Date) => zonedFormat('en-ZA', { dateStyle: 'long' }).format(date) };
const yearFormat = { format: (date: Date) => zonedFormat('en-ZA', { year: 'numeric' }).format(date) };

/** '22 November 2026' in the company's time zone (Johannesburg by default). */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

/** The Johannesburg calendar year of an instant (quote numbers count per year). */
export function johannesburgYear(date: Date): number {
  return Number(yearFormat.format(date));
}

/** The date a quote stops being valid: issue date plus its validity days. */
export function validUntil(generatedAt: string, validityDays: number): Date {
  return new Date(new Date(generatedAt).getTime() + validityDays * 86_400_000);
}

/**
 * The title part of a download's name: every run of characters other than ASCII letters and digits
 * becomes one '_', with none at either end; 'Quote' when nothing is left.
 */
export function sanitizeFileNamePart(title: string): string {
  const cleaned = title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return cleaned || 'Quote';
}

/** Spec §2: the text file is named from the quote number and the sanitised title. */
export function quoteTextFileName(quote: Pick<GeneratedQuote, 'quoteNumber' | 'projectTitle'>): string {
  return `${quote.quoteNumber}_${sanitizeFileNamePart(quote.projectTitle)}.txt`;
}

/** The text download: the quote's details, the estimate, and the Includes, Excludes and Notes in full. */
export function quoteToText(quote: GeneratedQuote): string {
  const money = (rand: number) => plainSpaces(formatZar(rand));
  const breakdown = quoteBreakdown(quote, money);
  const width = Math.max(...breakdown.map((row) => row.label.length)) + 2;
  const list = (items: string[]) => (items.length ? items.map((item) => `- ${item}`) : ['- None']);
  const lines = [
    `QUOTATION ${quote.quoteNumber}`,
    `Date: ${formatLongDate(quote.generatedAt)}`,
    `Prepared by: ${quote.generatedBy}`,
    '',
    `Project: ${quote.projectTitle}`,
    `Client: ${quote.clientName || '-'}`,
    `Contact number: ${quote.contactNumber || '-'}`,
    `Client type: ${clientTypeLabel(quote.clientType)}`,
    `Project type: ${quote.projectTypeName}`,
    ...(quote.kind === 'BOQ' ? [] : [`Area: ${formatArea(quote.area)} m²`]),
    `Urgency: ${urgencyLabel(quote.urgency)}`,
    `Location: ${locationLabel(quote.location)}`,
    `Typical duration: ${quote.typicalDuration}`,
    ...boqText(quote.lines ?? [], (rand: number) => plainSpaces(formatZarExact(rand))),
    '',
    'ESTIMATE (ZAR)',
    ...breakdown.map((row) => `${row.label.padEnd(width)}${money(row.amount)}`),
    '',
    'INCLUDES:',
    ...list(quote.includes),
    '',
    'EXCLUDES:',
    ...list(quote.exclusions),
    '',
    'NOTES:',
    ...list(quote.notes),
    '',
    'PAYMENT TERMS:',
    quote.paymentTerms,
    '',
    'VALIDITY:',
    quote.validity,
    '',
  ];
  return lines.join('\n');
}

const quantityFormat = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 3 });
/** 12.5 → '12,5' (en-ZA), with ordinary spaces. */
export function formatQuantity(quantity: number): string {
  return plainSpaces(quantityFormat.format(quantity));
}

/**
 * The text download's bill of quantities: one line per item at cost, to the cent (a unit price of
 * R 98,50 must not read R 99). The office's file: its estimate shows the markup too, where the PDF
 * lists the client's prices.
 */
function boqText(lines: BoqLine[], money: (rand: number) => string): string[] {
  if (lines.length === 0) return [];
  return [
    '',
    'BILL OF QUANTITIES (ZAR, excl. markup and VAT)',
    ...lines.map(
      (line, index) =>
        `${index + 1}. ${line.code ? `${line.code} ` : ''}${line.description}: ${formatQuantity(line.quantity)} ${line.unit} × ${money(line.unitPrice)} = ${money(line.amount)}`,
    ),
  ];
}
