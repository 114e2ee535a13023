/**
 * Client sites and their asset registers (issue 16, part 1; docs/decisions/0063): the zod schemas the
 * forms, the CSV import and the routes share, and the types taken from them.
 */
import { z } from 'zod';
import { normaliseSaPhone } from '../clients/rules';
import { optionalText, requiredText } from '../common/fields';
import { isCalendarDate } from '../common/validation';
import { parseClock } from '../dispatch/rules';
import { ASSET_TYPE_KEYS, SYSTEMS } from '../maintenance-catalogue/rules';
import { ASSET_IMPORT_LIMITS, SITE_STRINGS, todayInSouthAfrica } from './rules';

/** A real date, from 1950, not after today in South Africa; blank → null. */
export const installedOnSchema = z
  .string({ error: SITE_STRINGS.installedInvalid })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: SITE_STRINGS.installedInvalid });
      return z.NEVER;
    }
    if (value < '1950-01-01') {
      ctx.addIssue({ code: 'custom', message: SITE_STRINGS.installedTooOld });
      return z.NEVER;
    }
    if (value > todayInSouthAfrica()) {
      ctx.addIssue({ code: 'custom', message: SITE_STRINGS.installedFuture });
      return z.NEVER;
    }
    return value;
  });

const phoneSchema = z
  .string({ error: SITE_STRINGS.invalidPhone })
  .max(40, SITE_STRINGS.invalidPhone)
  .nullish()
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '') return '';
    const phone = normaliseSaPhone(text);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: SITE_STRINGS.invalidPhone });
      return z.NEVER;
    }
    return phone;
  });

const degrees = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number of degrees` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullable();
const accessClock = (label: string) =>
  z
    .string({ error: `${label} must be a time like 07:00` })
    .trim()
    .refine((t) => parseClock(t) !== null, `${label} must be a time like 07:00`)
    .nullable();

const siteFields = z.object({
  name: requiredText('Site name', 200),
  address: requiredText('Address', 500),
  contactName: optionalText('Site contact', 200),
  contactPhone: phoneSchema,
  accessNotes: optionalText('Access notes', 2000),
  /** The office's name for where it is (a suburb or region): the dispatch board's area filter. */
  area: optionalText('Area', 80),
  /** WGS 84 degrees: both or neither (issue 30 §4). */
  latitude: degrees('Latitude', 90)
    .optional()
    .transform((v) => v ?? null),
  longitude: degrees('Longitude', 180)
    .optional()
    .transform((v) => v ?? null),
  /** When the site lets contractors in, 'HH:MM' company time: both or neither (null: any time). */
  accessFrom: accessClock('Access from')
    .optional()
    .transform((v) => v ?? null),
  accessTo: accessClock('Access to')
    .optional()
    .transform((v) => v ?? null),
});

type SitePairs = {
  latitude?: number | null;
  longitude?: number | null;
  accessFrom?: string | null;
  accessTo?: string | null;
};

/** The pairs' rules; a partial change is checked against the site it changes (sites.service.ts). */
export function sitePairProblems(value: SitePairs): { path: keyof SitePairs; message: string }[] {
  const problems: { path: keyof SitePairs; message: string }[] = [];
  if ((value.latitude == null) !== (value.longitude == null))
    problems.push({
      path: value.latitude == null ? 'latitude' : 'longitude',
      message: SITE_STRINGS.placeBothOrNeither,
    });
  if ((value.accessFrom == null) !== (value.accessTo == null))
    problems.push({
      path: value.accessFrom == null ? 'accessFrom' : 'accessTo',
      message: SITE_STRINGS.accessBothOrNeither,
    });
  const from = value.accessFrom == null ? null : parseClock(value.accessFrom);
  const to = value.accessTo == null ? null : parseClock(value.accessTo);
  if (from !== null && to !== null && to <= from)
    problems.push({ path: 'accessTo', message: SITE_STRINGS.accessOrder });
  return problems;
}

export const siteInputSchema = siteFields.superRefine((value, ctx) => {
  for (const problem of sitePairProblems(value))
    ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type SiteInput = z.input<typeof siteInputSchema>;
export type SiteValues = z.output<typeof siteInputSchema>;
/**
 * PATCH /api/sites/:id: the fields to change; those left out stay as they are. A pair given in part
 * is checked with the site's other half by the service.
 */
export const siteUpdateSchema = siteFields.partial();
export type SiteUpdate = z.input<typeof siteUpdateSchema>;

export const siteSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  name: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  accessNotes: z.string(),
  area: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accessFrom: z.string().nullable(),
  accessTo: z.string().nullable(),
  assetCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const assetInputSchema = z.object({
  type: z.enum(ASSET_TYPE_KEYS, { error: SITE_STRINGS.unknownType }),
  make: optionalText('Make', 100),
  model: optionalText('Model', 100),
  /** Blank for assets without one (a zone of heads); unique at the site when given. */
  serial: optionalText('Serial', 100),
  location: requiredText('Location', 200),
  installedOn: installedOnSchema,
  /** Blank: the standard of the type's system in the catalogue. */
  standard: optionalText('Standard', 60),
  notes: optionalText('Notes', 2000),
});
export type AssetInput = z.input<typeof assetInputSchema>;
export type AssetValues = z.output<typeof assetInputSchema>;
/** PATCH /api/assets/:id: the fields to change; installedOn null clears the date. */
export const assetUpdateSchema = assetInputSchema.partial();
export type AssetUpdate = z.input<typeof assetUpdateSchema>;

export const assetSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  type: z.enum(ASSET_TYPE_KEYS),
  typeLabel: z.string(),
  system: z.enum(SYSTEMS),
  make: z.string(),
  model: z.string(),
  serial: z.string(),
  location: z.string(),
  installedOn: z.string().nullable(),
  standard: z.string(),
  notes: z.string(),
  /**
   * From paperwork read into the register (issue 32; the register's list only): the latest service and
   * pressure-test dates the papers record, and the name of the library document the asset was read from.
   */
  lastServicedOn: z.string().nullable().optional(),
  lastTestedOn: z.string().nullable().optional(),
  readFrom: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export const clientIdParamsSchema = z.object({ clientId: z.string().min(1).max(100) });

export const assetImportInputSchema = z.object({
  csv: z
    .string({ error: 'Send the CSV text as { "csv": "…" }' })
    .min(1, 'The CSV is empty')
    .max(
      ASSET_IMPORT_LIMITS.maxChars,
      `The CSV is larger than ${ASSET_IMPORT_LIMITS.maxChars.toLocaleString('en-ZA')} characters`,
    ),
});
export type AssetImportInput = z.infer<typeof assetImportInputSchema>;

export const assetImportResultSchema = z.object({ created: z.number() });
export type AssetImportResult = z.infer<typeof assetImportResultSchema>;

export const importRowErrorSchema = z.object({
  /** The line in the file: the header is row 1, the first asset row 2. */
  row: z.number(),
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** 400 of the import: `error` for everyone, `rows` when the file was read and some rows failed. */
export const assetImportErrorSchema = z.object({
  error: z.string(),
  rows: z.array(importRowErrorSchema).optional(),
});
export type AssetImportError = z.infer<typeof assetImportErrorSchema>;
