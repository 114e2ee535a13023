/**
 * The Detailed BOQ (issue 17; docs/decisions/0070): the zod schemas of the price list, its suppliers
 * and price files, and BOQ and defect quotes, and the types taken from them. Pricing is in rules.ts.
 */
import { z } from 'zod';
import { CLIENT_TYPES, PROJECT_TYPES, URGENCIES } from '../projects/rules';
import { QUOTE_LIMITS, QUOTE_LOCATIONS, QUOTE_MESSAGES } from '../quotes/rules';
import { defectSchema } from '../visit-work/schemas';
import { BOQ_LIMITS, BOQ_MESSAGES, type BoqLine, parseQuantity } from './rules';

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
export type RawBoqLineInput = z.input<typeof boqLineInputSchema>;

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
export type RawBoqQuoteInput = z.input<typeof boqQuoteInputSchema>;

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
export type RawDefectQuoteInput = z.input<typeof defectQuoteInputSchema>;

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
