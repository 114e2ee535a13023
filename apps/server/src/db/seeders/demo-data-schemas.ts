/**
 * The shape of each demo data file in apps/server/demo (docs/decisions/0058). Strict objects, so a
 * misspelt field is an error rather than silently dropped; enums come from the shared package, so
 * demo data cannot hold a value the app would refuse.
 */
import {
  ASSET_TYPE_KEYS,
  BOQ_LIMITS,
  CLIENT_KINDS,
  CLIENT_STATUSES,
  CLIENT_TYPES,
  COMPLIANCE_STATUSES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_DEPARTMENTS,
  DOCUMENT_KINDS,
  EQUIPMENT_STATUSES,
  MILESTONE_KINDS,
  PERSONNEL_STATUSES,
  PROJECT_HEALTHS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  QUOTE_LOCATIONS,
  QUOTE_STATUSES,
  quantitySchema,
  SEVERITIES,
  URGENCIES,
  unitPriceSchema,
  VEHICLE_STATUSES,
} from '@firebreak/shared';
import { z } from 'zod';
import { DEMO_STAFF } from './demo-staff';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
/** Days (or hours) relative to the seeding moment: negative is in the past. */
const offset = z.number().int();
const rands = z.number().int().nonnegative();
const staffIndex = z
  .number()
  .int()
  .min(0)
  .max(DEMO_STAFF.length - 1);

export const DEMO_FORMATS = ['pdf', 'docx', 'xlsx', 'pptx', 'xml'] as const;

const demoSectionSchema = z.strictObject({
  heading: z.string(),
  /** In a PDF, the section starts a new page (an annex). */
  newPage: z.boolean().optional(),
  lines: z.array(z.string()).optional(),
  rows: z.array(z.array(z.string())).optional(),
});

export const demoDocumentsSchema = z.array(
  z.strictObject({
    name: z.string().min(1),
    format: z.enum(DEMO_FORMATS),
    category: z.enum(DOCUMENT_CATEGORIES),
    department: z.enum(DOCUMENT_DEPARTMENTS),
    documentType: z.enum(DOCUMENT_KINDS),
    /** Empty for a document that carries no revision (forms, logs). */
    revision: z.string(),
    tags: z.array(z.string().min(1)),
    description: z.string(),
    lastModified: isoDate,
    sections: z.array(demoSectionSchema).min(1),
  }),
);

export const demoProjectsSchema = z.array(
  z.strictObject({
    title: z.string().min(1),
    client: z.string().min(1),
    clientType: z.enum(CLIENT_TYPES),
    type: z.enum(PROJECT_TYPES),
    urgency: z.enum(URGENCIES),
    location: z.string(),
    area: z.number().positive(),
    budget: rands,
    spent: rands,
    status: z.enum(PROJECT_STATUSES),
    outcome: z.enum(['WON', 'LOST']).nullable(),
    progress: z.number().int().min(0).max(100),
    health: z.enum(PROJECT_HEALTHS),
    compliance: z.enum(COMPLIANCE_STATUSES),
    start: offset,
    due: offset,
    /** Indexes into DEMO_STAFF (demo-staff.ts). */
    team: z.array(staffIndex),
    description: z.string(),
    milestones: z.array(
      z.strictObject({
        title: z.string().min(1),
        kind: z.enum(MILESTONE_KINDS),
        dayOffset: offset,
        done: z.boolean(),
      }),
    ),
  }),
);

export const demoWeatherAlertsSchema = z.array(
  z.strictObject({
    location: z.string().min(1),
    message: z.string().min(1),
    severity: z.enum(SEVERITIES),
    startsInHours: offset,
    expiresInHours: offset,
  }),
);

export const demoClientsSchema = z.array(
  z.strictObject({
    name: z.string().min(1),
    type: z.enum(CLIENT_KINDS),
    contact: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    status: z.enum(CLIENT_STATUSES),
    rating: z.number().int().min(0).max(5),
    lastContactDays: z.number().int().nonnegative(),
    notes: z.string(),
  }),
);

/** Client sites and their asset registers (issue 16): each names a client of clients.json. */
export const demoSitesSchema = z.array(
  z
    .strictObject({
      client: z.string().min(1),
      name: z.string().min(1).max(200),
      address: z.string().min(1).max(500),
      contactName: z.string().max(200),
      contactPhone: z.string().max(40),
      accessNotes: z.string().max(2000),
      assets: z
        .array(
          z.strictObject({
            type: z.enum(ASSET_TYPE_KEYS),
            make: z.string().max(100),
            model: z.string().max(100),
            serial: z.string().max(100),
            location: z.string().min(1).max(200),
            installedOn: isoDate.nullable(),
            notes: z.string().max(2000).optional(),
          }),
        )
        .min(1),
    })
    .refine((site) => {
      const serials = site.assets.map((a) => a.serial.trim().toLowerCase()).filter(Boolean);
      return new Set(serials).size === serials.length;
    }, 'a serial repeats at this site'),
);

/** Oldest first, so quote numbers rise with the date. */
export const demoQuotesSchema = z.array(
  z.strictObject({
    daysAgo: z.number().int().nonnegative(),
    template: z.enum(PROJECT_TYPES),
    projectTitle: z.string().min(1),
    clientName: z.string().min(1),
    contactNumber: z.string(),
    clientType: z.enum(CLIENT_TYPES),
    area: z.number().positive(),
    urgency: z.enum(URGENCIES),
    location: z.enum(QUOTE_LOCATIONS),
    status: z.enum(QUOTE_STATUSES),
    /** Index into DEMO_STAFF: the two project managers prepare quotes. */
    by: z.union([z.literal(0), z.literal(3)]),
  }),
);

export const demoResourcesSchema = z.strictObject({
  personnel: z.array(
    z.strictObject({
      name: z.string().min(1),
      role: z.string(),
      status: z.enum(PERSONNEL_STATUSES),
      skills: z.array(z.string()),
    }),
  ),
  equipment: z.array(
    z.strictObject({
      name: z.string().min(1),
      status: z.enum(EQUIPMENT_STATUSES),
      location: z.string(),
      /** Days from today of the last and the next maintenance. */
      last: offset,
      next: offset,
    }),
  ),
  vehicles: z.array(
    z.strictObject({
      type: z.string().min(1),
      registration: z.string().min(1),
      status: z.enum(VEHICLE_STATUSES),
      fuel: z.number().int().min(0).max(100),
      mileage: z.number().int().nonnegative(),
    }),
  ),
  inventory: z.array(
    z.strictObject({
      item: z.string().min(1),
      quantity: z.number().int().nonnegative(),
      minStock: z.number().int().nonnegative(),
    }),
  ),
});

/**
 * price-list.json (issue 17): the suppliers and their price list items, and the Detailed BOQ quotes
 * priced from them. Item codes are unique across suppliers here, so a quote line names its item by code.
 */
const demoPriceItemSchema = z.strictObject({
  code: z.string().trim().min(1).max(BOQ_LIMITS.codeMax),
  description: z.string().trim().min(1).max(BOQ_LIMITS.descriptionMax),
  unit: z.string().trim().min(1).max(BOQ_LIMITS.unitMax),
  category: z.string().trim().max(BOQ_LIMITS.categoryMax),
  /** The asset type whose defects the item puts right, or null. */
  assetType: z.enum(ASSET_TYPE_KEYS).nullable(),
  unitPrice: unitPriceSchema,
  /** When the price last changed, in days before the seed. */
  priceDaysAgo: z.number().int().nonnegative(),
});

const demoBoqLineSchema = z.union([
  z.strictObject({
    /** A price list item's code; the line copies it, at the list's price unless unitPrice is given. */
    item: z.string().min(1),
    quantity: quantitySchema,
    unitPrice: unitPriceSchema.optional(),
  }),
  z.strictObject({
    description: z.string().trim().min(1).max(BOQ_LIMITS.descriptionMax),
    unit: z.string().trim().min(1).max(BOQ_LIMITS.unitMax),
    quantity: quantitySchema,
    unitPrice: unitPriceSchema,
  }),
]);

export const demoPriceListSchema = z
  .strictObject({
    suppliers: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1).max(BOQ_LIMITS.supplierNameMax),
          items: z.array(demoPriceItemSchema).min(1),
        }),
      )
      .min(1),
    /** Oldest first. */
    quotes: z.array(
      z.strictObject({
        daysAgo: z.number().int().nonnegative(),
        template: z.enum(PROJECT_TYPES),
        projectTitle: z.string().min(1),
        clientName: z.string().min(1),
        contactNumber: z.string(),
        clientType: z.enum(CLIENT_TYPES),
        urgency: z.enum(URGENCIES),
        location: z.enum(QUOTE_LOCATIONS),
        status: z.enum(QUOTE_STATUSES),
        /** Index into DEMO_STAFF: the two project managers prepare quotes. */
        by: z.union([z.literal(0), z.literal(3)]),
        lines: z.array(demoBoqLineSchema).min(1).max(BOQ_LIMITS.linesMax),
        /** The client's answer through an approval link, for a Won or Lost quote. */
        decision: z
          .strictObject({
            name: z.string().min(1),
            note: z.string(),
            daysAgo: z.number().int().nonnegative(),
          })
          .optional(),
      }),
    ),
  })
  .superRefine((data, ctx) => {
    const codes = data.suppliers.flatMap((supplier) => supplier.items.map((item) => item.code.toLowerCase()));
    if (new Set(codes).size !== codes.length)
      ctx.addIssue({ code: 'custom', message: 'an item code repeats' });
    const known = new Set(codes);
    data.quotes.forEach((quote, index) => {
      for (const line of quote.lines) {
        if ('item' in line && !known.has(line.item.toLowerCase()))
          ctx.addIssue({ code: 'custom', path: ['quotes', index], message: `no item ${line.item}` });
      }
      const decided = quote.status === 'Won' || quote.status === 'Lost';
      if (decided !== Boolean(quote.decision))
        ctx.addIssue({
          code: 'custom',
          path: ['quotes', index, 'decision'],
          message: 'a Won or Lost quote has a decision, and only they do',
        });
      if (quote.decision && quote.decision.daysAgo > quote.daysAgo)
        ctx.addIssue({ code: 'custom', path: ['quotes', index], message: 'decided before it was made' });
    });
  });
