/**
 * Client sites and their asset registers (issue 16, part 1): the CSV import's limits and columns, and
 * the screens' messages that the server also sends (docs/decisions/0063). The zod schemas the forms,
 * the CSV import and the routes share are in schemas.ts.
 */
import { johannesburgDate } from '../common/format';

export const SITE_STRINGS = {
  siteNotFound: 'Site not found',
  placeBothOrNeither: 'Give both latitude and longitude, or neither',
  accessBothOrNeither: 'Give both access times (from and to), or neither',
  accessOrder: 'Access to must be after access from',
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

/** Today in the company's time zone (South Africa by default) as YYYY-MM-DD. */
export function todayInSouthAfrica(now = Date.now()): string {
  return johannesburgDate(new Date(now));
}

/** Serials compare trimmed and lower-cased: 'AB-12 ' and 'ab-12' are the same cylinder. */
export const serialKey = (serial: string): string | null => {
  const key = serial.trim().toLowerCase();
  return key === '' ? null : key;
};

/** The template the import dialog offers for download. */
export const ASSET_CSV_TEMPLATE = `${ASSET_CSV_COLUMNS.join(',')}
EXTINGUISHER_DCP,Chubb,9 kg DCP,EXT-0001,Ground floor lobby by lift 1,2024-03-15,SANS 1475,
Hose reel,Reel-Tech,30 m,,Ground floor east stair,2021-07-01,,Checked at handover
`;

/** The 'Open in maps' link of a place (issue 30 §4): a search, so any maps app on the phone opens it. */
export function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
