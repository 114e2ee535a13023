/**
 * The bill being built, as plain data and one reducer: header fields and lines kept as the user typed
 * them (quantities and prices as text), so a half-typed value is never lost. What is sent (toBoqBody)
 * and what the screen prices (priceBoqDraft) both come from here, with the shared calculateBoq, so
 * the totals shown are the totals the server stores.
 */
import {
  type BoqLine,
  boqQuoteInputSchema,
  type ClientType,
  calculateBoq,
  type GeneratedQuote,
  milliToQuantity,
  type PriceItem,
  parseQuantity,
  type QuoteLocation,
  type QuoteTemplate,
  type RawBoqQuoteInput,
  type SavedQuote,
  type Urgency,
} from '@firebreak/shared';

export type DraftLine = {
  /** Local identity for sorting and React keys; a saved line keeps its server id. */
  key: string;
  priceItemId: string | null;
  code: string;
  description: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  /** The price list's price when the line was added from it (null for typed or reopened lines). */
  listPrice: number | null;
  /** The price list's date for that price; null for a typed line. */
  priceUpdatedAt: string | null;
  /** A line reopened from a saved quote keeps its defect link. */
  defectId: string | null;
};

export type BoqHeader = {
  templateId: string;
  projectTitle: string;
  clientName: string;
  contactNumber: string;
  clientType: ClientType | '';
  urgency: Urgency;
  location: QuoteLocation;
};

export type BoqDraft = BoqHeader & { lines: DraftLine[] };

export const EMPTY_BOQ: BoqDraft = {
  templateId: '',
  projectTitle: '',
  clientName: '',
  contactNumber: '',
  clientType: '',
  urgency: 'STANDARD',
  location: 'LOCAL',
  lines: [],
};

export type BoqAction =
  | { type: 'reset'; draft: BoqDraft }
  | { type: 'header'; patch: Partial<BoqHeader> }
  | { type: 'addItem'; item: PriceItem; key: string; at?: number }
  | { type: 'addTyped'; key: string }
  | { type: 'update'; key: string; patch: Partial<Omit<DraftLine, 'key'>> }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number };

/** '12.5' → '13.5'; a quantity that does not read as one becomes 1. */
function incremented(quantity: string): string {
  const milli = parseQuantity(quantity);
  return milli === null ? '1' : String(milliToQuantity(milli + 1000));
}

/** Rand as an input shows it: 1250 → '1250.00'. */
export const priceText = (rand: number) => rand.toFixed(2);

/** A unit price as typed, in rand, or null: 0 or more, at most two decimals. */
export function parseUnitPrice(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(`${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`);
}

export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function boqReducer(draft: BoqDraft, action: BoqAction): BoqDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'header':
      return { ...draft, ...action.patch };
    case 'addItem': {
      const { item } = action;
      const existing = draft.lines.findIndex((line) => line.priceItemId === item.id);
      if (existing >= 0)
        return {
          ...draft,
          lines: draft.lines.map((line, index) =>
            index === existing ? { ...line, quantity: incremented(line.quantity) } : line,
          ),
        };
      const line: DraftLine = {
        key: action.key,
        priceItemId: item.id,
        code: item.code,
        description: item.description,
        unit: item.unit,
        quantity: '1',
        unitPrice: priceText(item.unitPrice),
        listPrice: item.unitPrice,
        priceUpdatedAt: item.priceUpdatedAt,
        defectId: null,
      };
      const at = action.at ?? draft.lines.length;
      return { ...draft, lines: [...draft.lines.slice(0, at), line, ...draft.lines.slice(at)] };
    }
    case 'addTyped':
      return {
        ...draft,
        lines: [
          ...draft.lines,
          {
            key: action.key,
            priceItemId: null,
            code: '',
            description: '',
            unit: 'each',
            quantity: '1',
            unitPrice: '',
            listPrice: null,
            priceUpdatedAt: null,
            defectId: null,
          },
        ],
      };
    case 'update':
      return {
        ...draft,
        lines: draft.lines.map((line) => (line.key === action.key ? { ...line, ...action.patch } : line)),
      };
    case 'remove':
      return { ...draft, lines: draft.lines.filter((line) => line.key !== action.key) };
    case 'move':
      return { ...draft, lines: moveItem(draft.lines, action.from, action.to) };
  }
}

/** A saved BOQ quote as the builder edits it. */
export function draftFromQuote(quote: SavedQuote): BoqDraft {
  return {
    templateId: quote.templateId,
    projectTitle: quote.projectTitle,
    clientName: quote.clientName,
    contactNumber: quote.contactNumber,
    clientType: quote.clientType,
    urgency: quote.urgency,
    location: quote.location,
    lines: [...quote.lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        key: line.id,
        priceItemId: line.priceItemId,
        code: line.code,
        description: line.description,
        unit: line.unit,
        quantity: String(line.quantity),
        unitPrice: priceText(line.unitPrice),
        listPrice: null,
        priceUpdatedAt: line.priceUpdatedAt,
        defectId: line.defectId,
      })),
  };
}

/** The request body, lines in their order on screen. */
export function toBoqBody(draft: BoqDraft): RawBoqQuoteInput {
  return {
    templateId: draft.templateId,
    projectTitle: draft.projectTitle,
    clientName: draft.clientName,
    contactNumber: draft.contactNumber,
    clientType: draft.clientType as ClientType,
    urgency: draft.urgency,
    location: draft.location,
    lines: draft.lines.map((line) => ({
      priceItemId: line.priceItemId,
      defectId: line.defectId,
      code: line.code,
      description: line.description,
      unit: line.unit,
      quantity: line.quantity.trim(),
      unitPrice: parseUnitPrice(line.unitPrice) ?? Number.NaN,
    })),
  };
}

/** The first thing wrong with the bill, in the server's words, or null when it can be saved. */
export function validateBoq(draft: BoqDraft): string | null {
  const parsed = boqQuoteInputSchema.safeParse(toBoqBody(draft));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * The bill priced as the server will price it, shaped as a quote so the Quick Quote breakdown can show
 * it (the breakdown reads only the figures, the kind and the lines; the project type and client type
 * stand in until chosen). A line whose quantity or price does not read counts as nothing: amount null.
 */
export function priceBoqDraft(
  draft: BoqDraft,
  template: QuoteTemplate | undefined,
): { quote: GeneratedQuote; amounts: (number | null)[] } {
  const readable = draft.lines.map((line) => {
    const quantityMilli = parseQuantity(line.quantity);
    const price = parseUnitPrice(line.unitPrice);
    return quantityMilli === null || price === null
      ? null
      : { quantityMilli, unitPriceCents: Math.round(price * 100) };
  });
  const priced = calculateBoq({
    lines: readable.filter((line) => line !== null),
    urgency: draft.urgency,
    location: draft.location,
  });
  let next = 0;
  const amounts = readable.map((line) =>
    line === null ? null : (priced.lineAmountsCents[next++] ?? 0) / 100,
  );
  const rand = (cents: number) => cents / 100;
  const lines: BoqLine[] = draft.lines.map((line, index) => ({
    id: line.key,
    position: index + 1,
    priceItemId: line.priceItemId,
    defectId: line.defectId,
    code: line.code,
    description: line.description,
    unit: line.unit,
    quantity: milliToQuantity(parseQuantity(line.quantity) ?? 0),
    unitPrice: parseUnitPrice(line.unitPrice) ?? 0,
    amount: amounts[index] ?? 0,
    priceUpdatedAt: line.priceUpdatedAt,
  }));
  const quote: GeneratedQuote = {
    quoteNumber: '',
    generatedAt: '',
    generatedBy: '',
    projectTitle: draft.projectTitle,
    clientName: draft.clientName,
    contactNumber: draft.contactNumber,
    templateId: draft.templateId,
    projectType: template?.projectType ?? 'SPRINKLER_SYSTEM',
    projectTypeName: template?.name ?? '',
    area: 0,
    clientType: (draft.clientType || 'COMMERCIAL') as ClientType,
    urgency: draft.urgency,
    location: draft.location,
    baseRate: 0,
    baseAmount: rand(priced.baseAmountCents),
    urgencyPercent: priced.urgencyPercent,
    urgencyAdjustment: rand(priced.urgencyAdjustmentCents),
    travelPercent: priced.travelPercent,
    travelAdjustment: rand(priced.travelAdjustmentCents),
    subtotal: rand(priced.subtotalCents),
    markup: rand(priced.markupCents),
    vat: rand(priced.vatCents),
    total: rand(priced.totalCents),
    typicalDuration: template?.typicalDuration ?? '',
    paymentTerms: template?.paymentTerms ?? '',
    validity: template?.validity ?? '',
    validityDays: template?.validityDays ?? 0,
    includes: template?.includes ?? [],
    exclusions: template?.exclusions ?? [],
    notes: template?.notes ?? [],
    kind: 'BOQ',
    lines,
  };
  return { quote, amounts };
}
