/**
 * The Detailed BOQ (issue 17; docs/decisions/0070): a price list kept in the app, its suppliers and
 * their price files, and quotes priced line by line. The one pricing function, the API's zod schemas
 * and the words the server answers with.
 *
 * A line's quantity is kept in thousandths (12.5 m of pipe = 12 500) and its prices in integer cents:
 *   amount   = round(quantity × unit price)                   each line, half away from zero
 *   base     = Σ amounts
 *   subtotal = base adjusted for urgency and travel exactly as a Quick Quote's base is
 *   markup   = round(subtotal × 15%), vat = round((subtotal + markup) × 15%), total = their sum
 */
import { z } from 'zod';
import { CLIENT_TYPES, PROJECT_TYPES, type ProjectType, URGENCIES, type Urgency } from './projects';
import {
  adjustAndTax,
  clientQuoteBreakdown,
  divideRounded,
  type GeneratedQuote,
  QUOTE_LIMITS,
  QUOTE_LOCATIONS,
  QUOTE_MESSAGES,
  type QuoteLocation,
} from './quotes';
import { defectSchema } from './visit-work';

/** QUICK: priced from a template's rate per m² (spec §5); BOQ: priced line by line. */
export const QUOTE_KINDS = ['QUICK', 'BOQ'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

export const BOQ_LIMITS = {
  linesMax: 200,
  codeMax: 40,
  descriptionMax: 300,
  unitMax: 16,
  categoryMax: 60,
  supplierNameMax: 120,
  /** Largest quantity on a line, in units (kept in thousandths). */
  quantityMax: 1_000_000,
  /** Largest unit price, in rand. */
  unitPriceMax: 10_000_000,
  /** A supplier's price file: rows and bytes. */
  importRowsMax: 5000,
  importBytesMax: 5 * 1024 * 1024,
  priceListPageMax: 200,
  searchMax: 100,
} as const;

export const BOQ_MESSAGES = {
  noLines: 'Add at least one line to the bill of quantities',
  tooManyLines: `A bill of quantities holds at most ${BOQ_LIMITS.linesMax} lines`,
  quantityInvalid: 'Quantity must be a number greater than 0 with at most 3 decimals',
  quantityTooLarge: `Quantity must be at most ${BOQ_LIMITS.quantityMax.toLocaleString('en-US')}`,
  priceInvalid: 'Unit price must be a number of rand, 0 or more, with at most 2 decimals',
  priceTooLarge: `Unit price must be at most R ${BOQ_LIMITS.unitPriceMax.toLocaleString('en-US')}`,
  descriptionRequired: 'Each line needs a description',
  priceItemGone: (code: string) =>
    `The price list item ${code} has been deleted; remove the line or pick another item`,
  priceItemUnknown: 'A line refers to a price list item that does not exist',
  defectUnknown: 'A line refers to a defect that does not exist',
  priceItemNotFound: 'Price list item not found',
  supplierNotFound: 'Supplier not found',
  supplierRequired: 'Choose a supplier',
  supplierTaken: (name: string) => `A supplier named '${name}' already exists`,
  codeTaken: (code: string, supplier: string) => `${supplier} already has an item with the code ${code}`,
  supplierHasItems: 'Delete or move this supplier’s price list items first',
  notBoq: 'This quote is a Quick Quote; it has no bill of quantities',
  notDraft: 'Only a Draft quote can be edited; revise it to change a sent quote',
  importEmpty: 'The price file has no rows',
  importTooLarge: `A price file holds at most ${BOQ_LIMITS.importRowsMax} rows`,
  importBytes: 'A price file may be at most 5 MB',
  importType: 'The price file must be a CSV (.csv) or an Excel workbook (.xlsx)',
  importMapping: 'Map the Code, Description and Unit price columns before importing',
  importColumnMissing: (column: string) => `The price file has no column named '${column}'`,
  importStale: 'The price list changed since this preview; preview the file again',
  noOpenDefects: 'This visit has no open defects to quote',
  defectNotOnVisit: 'A line refers to a defect that is not an open defect of this visit',
} as const;

// ---------------------------------------------------------------------------------------------------
// Quantities and pricing

/**
 * A quantity as typed ('12.5', '3') in thousandths, or null: positive, at most 3 decimals, at most
 * BOQ_LIMITS.quantityMax. Decimal text is read digit by digit, never through a binary fraction.
 */
export function parseQuantity(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  if (milli <= 0 || milli > BOQ_LIMITS.quantityMax * 1000) return null;
  return milli;
}

/** 12500 → 12.5 */
export const milliToQuantity = (milli: number) => Number(milli) / 1000;

/** One line's amount in cents: round(quantity × unit price). */
export function boqLineAmountCents(quantityMilli: number, unitPriceCents: number): number {
  return Number(divideRounded(BigInt(quantityMilli) * BigInt(unitPriceCents), 1000n));
}

export type BoqPricingInput = {
  lines: { quantityMilli: number; unitPriceCents: number }[];
  urgency: Urgency;
  location: QuoteLocation;
};

export type BoqPricing = {
  /** Each line's amount, in the order given. */
  lineAmountsCents: number[];
  baseAmountCents: number;
  urgencyPercent: number;
  urgencyAdjustmentCents: number;
  travelPercent: number;
  travelAdjustmentCents: number;
  subtotalCents: number;
  markupCents: number;
  vatCents: number;
  totalCents: number;
};

/** The bill's figures in integer cents: the same adjustments, markup and VAT as calculateQuote. */
export function calculateBoq(input: BoqPricingInput): BoqPricing {
  const lineAmountsCents = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantityMilli) || line.quantityMilli <= 0)
      throw new RangeError('quantityMilli must be a positive integer');
    if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0)
      throw new RangeError('unitPriceCents must be a non-negative integer');
    return boqLineAmountCents(line.quantityMilli, line.unitPriceCents);
  });
  const base = lineAmountsCents.reduce((sum, amount) => sum + BigInt(amount), 0n);
  return { lineAmountsCents, ...adjustAndTax(base, 1n, input.urgency, input.location) };
}

export type ClientBoqLine = {
  line: BoqLine;
  /** The client's rate: the client amount over the quantity, to the cent (shown, not summed). */
  clientUnitPrice: number;
  /** Rand; the lines add up to the client breakdown's first line exactly. */
  clientAmount: number;
};

/**
 * The lines as the client sees them (PDF, approval page): the markup stays internal, so the first line
 * of the client breakdown (the bill at the client's prices, before urgency and travel) is shared out
 * over the lines in proportion to their amounts, largest remainder first, in cents. The client lines
 * add up to that figure exactly, and with it to the price excl. VAT, the VAT and the total stored.
 */
export function clientBoqLines(quote: GeneratedQuote): ClientBoqLine[] {
  const lines = quote.lines ?? [];
  if (lines.length === 0) return [];
  const base = clientQuoteBreakdown(quote).find((row) => row.key === 'base');
  const targetCents = BigInt(Math.round((base?.amount ?? 0) * 100));
  const amounts = lines.map((line) => BigInt(Math.round(line.amount * 100)));
  const sum = amounts.reduce((total, amount) => total + amount, 0n);
  let shares: bigint[];
  if (sum === 0n) {
    shares = amounts.map(() => 0n);
    if (targetCents !== 0n) shares[0] = targetCents;
  } else {
    const floors = amounts.map((amount) => (amount * targetCents) / sum);
    const remainders = amounts.map((amount, index) => ({
      index,
      remainder: (amount * targetCents) % sum,
    }));
    let left = targetCents - floors.reduce((total, share) => total + share, 0n);
    remainders.sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
    shares = [...floors];
    for (const { index } of remainders) {
      if (left <= 0n) break;
      shares[index] = (shares[index] ?? 0n) + 1n;
      left -= 1n;
    }
  }
  return lines.map((line, index) => {
    const cents = Number(shares[index] ?? 0n);
    return {
      line,
      clientUnitPrice: line.quantity > 0 ? Math.round(cents / line.quantity) / 100 : 0,
      clientAmount: cents / 100,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Schemas

const uuid = z.string().uuid('Not a valid id');
const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Rand with at most two decimals, 0 or more, at most BOQ_LIMITS.unitPriceMax. */
export const unitPriceSchema = z
  .number({ error: BOQ_MESSAGES.priceInvalid })
  .finite(BOQ_MESSAGES.priceInvalid)
  .min(0, BOQ_MESSAGES.priceInvalid)
  .max(BOQ_LIMITS.unitPriceMax, BOQ_MESSAGES.priceTooLarge)
  .refine((rand) => Math.abs(rand * 100 - Math.round(rand * 100)) < 1e-6, BOQ_MESSAGES.priceInvalid);

/** A quantity as a number or decimal text; becomes thousandths. */
export const quantitySchema = z
  .union([z.number(), z.string()], { error: BOQ_MESSAGES.quantityInvalid })
  .transform((value, ctx) => {
    const milli = parseQuantity(value);
    if (milli === null) {
      ctx.addIssue({ code: 'custom', message: BOQ_MESSAGES.quantityInvalid });
      return z.NEVER;
    }
    return milli;
  });

export const supplierInputSchema = z
  .object({
    name: trimmed(BOQ_LIMITS.supplierNameMax, 'Supplier name').min(1, 'Supplier name is required'),
  })
  .strict();
export type SupplierInput = z.output<typeof supplierInputSchema>;

/** A supplier's price file columns, by the header text of its first row. */
export const priceColumnMapSchema = z
  .object({
    code: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(120),
    unitPrice: z.string().trim().min(1).max(120),
    unit: z.string().trim().max(120).optional(),
    category: z.string().trim().max(120).optional(),
  })
  .strict();
export type PriceColumnMap = z.output<typeof priceColumnMapSchema>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The mapping last used to import this supplier's file, offered again next time. */
  columnMap: priceColumnMapSchema.nullable(),
  itemCount: z.number().int(),
  /** The latest price change among its items. */
  lastImportAt: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const priceItemInputSchema = z
  .object({
    supplierId: uuid,
    code: trimmed(BOQ_LIMITS.codeMax, 'Code').min(1, 'Code is required'),
    description: trimmed(BOQ_LIMITS.descriptionMax, 'Description').min(1, 'Description is required'),
    unit: trimmed(BOQ_LIMITS.unitMax, 'Unit').min(1, 'Unit is required'),
    category: trimmed(BOQ_LIMITS.categoryMax, 'Category').default(''),
    /** The asset type (maintenance catalogue) whose defects this item puts right; offered first. */
    assetType: z.string().trim().max(40).nullable().default(null),
    unitPrice: unitPriceSchema,
  })
  .strict();
export type PriceItemInput = z.output<typeof priceItemInputSchema>;

export const priceItemSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  category: z.string(),
  assetType: z.string().nullable(),
  unitPrice: z.number(),
  /** When the unit price last changed (by hand or by a price file). */
  priceUpdatedAt: z.string(),
  deleted: z.boolean(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

export const priceListQuerySchema = z
  .object({
    search: z.string().trim().max(BOQ_LIMITS.searchMax).optional(),
    supplierId: uuid.optional(),
    limit: z.coerce.number().int().min(1).max(BOQ_LIMITS.priceListPageMax).default(100),
  })
  .strict();
export type PriceListQuery = z.output<typeof priceListQuerySchema>;

export const priceListResponseSchema = z.object({
  items: z.array(priceItemSchema),
  /** Matching items, of which `items` holds at most `limit`. */
  total: z.number().int(),
});
export type PriceListResponse = z.infer<typeof priceListResponseSchema>;

/** One change a price file would make, shown before it applies. */
export const priceImportChangeSchema = z.object({
  row: z.number().int(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  category: z.string(),
  /** ADD: a code new to the supplier; UPDATE: a price or text that differs; UNCHANGED otherwise. */
  action: z.enum(['ADD', 'UPDATE', 'UNCHANGED']),
  oldUnitPrice: z.number().nullable(),
  unitPrice: z.number(),
});
export type PriceImportChange = z.infer<typeof priceImportChangeSchema>;

export const priceImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type PriceImportRowError = z.infer<typeof priceImportRowErrorSchema>;

/**
 * POST /api/price-list/suppliers/:id/import?apply=0|1, multipart: `file` and `mapping` (JSON of
 * PriceColumnMap; omitted: the supplier's remembered map). Without apply it only previews; with apply
 * it writes every change in one transaction, or nothing when any row fails, and remembers the map.
 * `fingerprint` names the price list the preview was made against; applying with another refuses.
 */
export const priceImportResultSchema = z.object({
  applied: z.boolean(),
  /** The header row, for mapping. */
  columns: z.array(z.string()),
  mapping: priceColumnMapSchema.nullable(),
  changes: z.array(priceImportChangeSchema),
  errors: z.array(priceImportRowErrorSchema),
  counts: z.object({ add: z.number().int(), update: z.number().int(), unchanged: z.number().int() }),
  fingerprint: z.string(),
  /**
   * The file rows an apply left out because they could not be priced or read ('POA', a blank code),
   * when asked to skip them (skipInvalid); empty otherwise (issue 27 item 10).
   */
  skippedRows: z.array(z.number().int()),
});
export type PriceImportResult = z.infer<typeof priceImportResultSchema>;

/** A line as sent: from the price list (priceItemId) or typed; the unit price may differ from the list's. */
export const boqLineInputSchema = z
  .object({
    priceItemId: uuid.nullable().default(null),
    defectId: uuid.nullable().default(null),
    code: trimmed(BOQ_LIMITS.codeMax, 'Code').default(''),
    description: trimmed(BOQ_LIMITS.descriptionMax, 'Description').min(1, BOQ_MESSAGES.descriptionRequired),
    unit: trimmed(BOQ_LIMITS.unitMax, 'Unit').default('each'),
    quantity: quantitySchema,
    unitPrice: unitPriceSchema,
  })
  .strict();
export type BoqLineInput = z.output<typeof boqLineInputSchema>;
export type BoqLineBody = z.input<typeof boqLineInputSchema>;

/** POST /api/quotes/boq (a new Draft) and PUT /api/quotes/:id/boq (a Draft's new content). */
export const boqQuoteInputSchema = z
  .object({
    /** The template whose project type, terms, includes, excludes and notes the quote carries. */
    templateId: z.string().trim().min(1, 'Choose a quote template for the terms').max(64),
    projectTitle: trimmed(QUOTE_LIMITS.projectTitleMax, 'Project title').min(1, 'Project title is required'),
    clientName: trimmed(QUOTE_LIMITS.clientNameMax, 'Client name').default(''),
    contactNumber: trimmed(QUOTE_LIMITS.contactNumberMax, 'Contact number').default(''),
    clientType: z.enum(CLIENT_TYPES, { error: QUOTE_MESSAGES.invalidClientType }),
    urgency: z.enum(URGENCIES, { error: QUOTE_MESSAGES.invalidUrgency }).default('STANDARD'),
    location: z.enum(QUOTE_LOCATIONS, { error: QUOTE_MESSAGES.invalidLocation }).default('LOCAL'),
    lines: z
      .array(boqLineInputSchema)
      .min(1, BOQ_MESSAGES.noLines)
      .max(BOQ_LIMITS.linesMax, BOQ_MESSAGES.tooManyLines),
  })
  .strict();
export type BoqQuoteInput = z.output<typeof boqQuoteInputSchema>;
export type BoqQuoteBody = z.input<typeof boqQuoteInputSchema>;

/** A stored line: what was quoted, whatever the price list says since. */
export type BoqLine = {
  id: string;
  position: number;
  priceItemId: string | null;
  defectId: string | null;
  code: string;
  description: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** The price list's date for this price when the line was priced; null for a typed line. */
  priceUpdatedAt: string | null;
};

export const boqLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  priceItemId: z.string().nullable(),
  defectId: z.string().nullable(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  priceUpdatedAt: z.string().nullable(),
}) satisfies z.ZodType<BoqLine>;

/** POST /api/visits/:id/quote: the visit's open defects, each a line, as one Draft BOQ quote. */
export const defectQuoteInputSchema = z
  .object({
    templateId: z.string().trim().min(1, 'Choose a quote template for the terms').max(64),
    urgency: z.enum(URGENCIES).default('STANDARD'),
    location: z.enum(QUOTE_LOCATIONS).default('LOCAL'),
    lines: z
      .array(
        z
          .object({
            defectId: uuid,
            priceItemId: uuid.nullable().default(null),
            quantity: quantitySchema.default(1000),
          })
          .strict(),
      )
      .min(1, BOQ_MESSAGES.noOpenDefects)
      .max(BOQ_LIMITS.linesMax, BOQ_MESSAGES.tooManyLines),
  })
  .strict();
export type DefectQuoteInput = z.output<typeof defectQuoteInputSchema>;
export type DefectQuoteBody = z.input<typeof defectQuoteInputSchema>;

/**
 * GET /api/visits/:id/quote-proposal: what the 'Quote the defects' dialog offers: the visit's open
 * defects, each with its asset, the quote already pricing it (if any) and the price list items made
 * for its asset type (the first is offered).
 */
export const defectQuoteProposalSchema = z.object({
  visitId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  clientName: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  /** The title the quote will carry. */
  projectTitle: z.string(),
  /** The project type most of the defects' assets belong to (its template is offered for the terms). */
  projectType: z.enum(PROJECT_TYPES).nullable(),
  defects: z.array(
    z.object({
      defect: defectSchema,
      assetLabel: z.string(),
      assetType: z.string().nullable(),
      quote: z.object({ id: z.string(), quoteNumber: z.string() }).nullable(),
      suggestions: z.array(priceItemSchema),
    }),
  ),
});
export type DefectQuoteProposal = z.infer<typeof defectQuoteProposalSchema>;

/** The kind of project repairing a system is: sprinklers, detection, gas suppression; none for the rest. */
export const SYSTEM_PROJECT_TYPE: Partial<Record<string, ProjectType>> = {
  SPRINKLER: 'SPRINKLER_SYSTEM',
  DETECTION: 'FIRE_ALARM',
  GAS_SUPPRESSION: 'FIRE_SUPPRESSION',
};

export const DEFECT_QUOTE_MESSAGES = {
  alreadyQuoted: (quoteNumber: string) => `This defect is already priced on quote ${quoteNumber}`,
  notOpen: 'Only an open defect can be marked put right',
  resolved: 'Defect marked as put right',
  created: (quoteNumber: string) => `Quote ${quoteNumber} created from the defects`,
} as const;
