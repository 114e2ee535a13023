/**
 * Client sites and their asset registers (issue 16, part 1): the zod schemas the forms, the CSV import
 * and the routes share, the import's limits and columns, and the screens' messages that the server
 * also sends (docs/decisions/0063).
 */
import { z } from 'zod';
import { normaliseSaPhone } from './clients';
import { johannesburgDate } from './format';
import { ASSET_TYPE_KEYS, SYSTEMS } from './maintenance-catalogue';
import { isCalendarDate } from './validation';

export const SITE_STRINGS = {
  siteNotFound: 'Site not found',
  assetNotFound: 'Asset not found',
  clientNotFound: 'Client not found',
  duplicateSerial: 'An asset with this serial number is already registered at this site',
  installedFuture: 'Installed date cannot be in the future',
  installedInvalid: 'Installed date is not a real date (YYYY-MM-DD)',
  installedTooOld: 'Installed date must be 1950 or later',
  unknownType: 'Type is not a known asset type',
  invalidPhone: 'Enter a South African phone number, e.g. 082 123 4567 or +27 11 555 0142',
} as const;

export const ASSET_IMPORT_LIMITS = {
  /** Rows after the header. A large hospital register is a few thousand assets. */
  maxRows: 2_000,
  /** Characters of CSV text (about 1 MB). */
  maxChars: 1_000_000,
  /** Row errors listed in a refusal; the count in `error` is of all of them. */
  maxErrorsListed: 100,
} as const;

export const ASSET_CSV_COLUMNS = [
  'type',
  'make',
  'model',
  'serial',
  'location',
  'installed_on',
  'standard',
  'notes',
] as const;
export type AssetCsvColumn = (typeof ASSET_CSV_COLUMNS)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');

/** Today in the company's time zone (South Africa by default) as YYYY-MM-DD. */
export function todayInSouthAfrica(now = Date.now()): string {
  return johannesburgDate(new Date(now));
}

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

export const siteInputSchema = z.object({
  name: requiredText('Site name', 200),
  address: requiredText('Address', 500),
  contactName: optionalText('Site contact', 200),
  contactPhone: phoneSchema,
  accessNotes: optionalText('Access notes', 2000),
});
export type SiteInput = z.input<typeof siteInputSchema>;
export type SiteValues = z.output<typeof siteInputSchema>;
/** PATCH /api/sites/:id: the fields to change; those left out stay as they are. */
export const siteUpdateSchema = siteInputSchema.partial();
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
  assetCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

/** Serials compare trimmed and lower-cased: 'AB-12 ' and 'ab-12' are the same cylinder. */
export const serialKey = (serial: string): string | null => {
  const key = serial.trim().toLowerCase();
  return key === '' ? null : key;
};

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

/** The template the import dialog offers for download. */
export const ASSET_CSV_TEMPLATE = `${ASSET_CSV_COLUMNS.join(',')}
EXTINGUISHER_DCP,Chubb,9 kg DCP,EXT-0001,Ground floor lobby by lift 1,2024-03-15,SANS 1475,
Hose reel,Reel-Tech,30 m,,Ground floor east stair,2021-07-01,,Checked at handover
`;
