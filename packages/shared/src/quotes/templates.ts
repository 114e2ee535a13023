/**
 * Template management (spec §2 Quoting, Templates tab; §3 Quote template: id, name, baseRate per m²,
 * minArea, maxArea, typicalDuration), docs/decisions/0068. ADMIN and PROJECT_MANAGER create, change,
 * retire and restore templates ('quotes.templates'); the quick quote prices with the active ones. The
 * web checks a form with the same schema the server reads, so both say the same words.
 */
import { QUOTE_LIMITS } from './rules';

export const QUOTE_TEMPLATE_LIMITS = {
  nameMax: 120,
  /** Rand per m²: the dearest standard template is R 3 200; R 100 000 leaves room for specialist work. */
  baseRateMax: 100_000,
  areaMax: QUOTE_LIMITS.areaMax,
  durationMax: 100,
  listItemsMax: 20,
  listItemMax: 300,
  paymentTermsMax: 2000,
  validityMax: 500,
  validityDaysMin: 1,
  validityDaysMax: 365,
  sortOrderMax: 999,
} as const;

const L = QUOTE_TEMPLATE_LIMITS;

export const QUOTE_TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  nameTooLong: `Template name must be at most ${L.nameMax} characters`,
  projectType: 'Please choose a project type: Sprinkler System, Fire Alarm or Fire Suppression',
  baseRateInvalid: 'Base rate must be a number of rand per m²',
  baseRatePositive: 'Base rate must be more than R 0 per m²',
  baseRateTooLarge: `Base rate must be at most R ${L.baseRateMax.toLocaleString('en-ZA')} per m²`,
  baseRateCents: 'Base rate must have at most two decimals (whole cents)',
  minAreaInvalid: 'Minimum area must be a number of square meters, 0 or more',
  maxAreaInvalid: `Maximum area must be a number of square meters up to ${L.areaMax.toLocaleString('en-ZA')}`,
  areaOrder: 'Minimum area must be less than maximum area',
  durationRequired: 'Typical duration is required',
  durationTooLong: `Typical duration must be at most ${L.durationMax} characters`,
  listTooLong: (label: string) => `${label} can hold at most ${L.listItemsMax} items`,
  itemEmpty: (label: string) => `${label}: an item must not be empty`,
  itemTooLong: (label: string) => `${label}: each item must be at most ${L.listItemMax} characters`,
  paymentTermsRequired: 'Payment terms are required',
  paymentTermsTooLong: `Payment terms must be at most ${L.paymentTermsMax} characters`,
  validityRequired: 'Validity text is required',
  validityTooLong: `Validity text must be at most ${L.validityMax} characters`,
  validityDays: `Validity days must be a whole number from ${L.validityDaysMin} to ${L.validityDaysMax}`,
  sortOrder: `Sort order must be a whole number from 0 to ${L.sortOrderMax}`,
  duplicateName: (name: string) => `An active quote template named "${name}" already exists`,
  notFound: 'Quote template not found',
} as const;

const DURATION_UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

/**
 * The longest span a typical duration names, in calendar days: '4–6 weeks' → 42, '3 months' → 90,
 * '10 working days' → 14 (five working days to the week), '2 weeks' → 14; null when it names none.
 * A won quote's project is due this long after it starts.
 */
export function typicalDurationDays(text: string): number | null {
  const match =
    /(\d+(?:[.,]\d+)?)\s*(?:(?:-|–|—|to)\s*(\d+(?:[.,]\d+)?))?\s*(working\s+)?(day|week|month)s?\b/i.exec(
      text,
    );
  if (!match) return null;
  const most = Number((match[2] ?? match[1] ?? '').replace(',', '.'));
  const unit = DURATION_UNIT_DAYS[(match[4] ?? '').toLowerCase()] ?? 0;
  if (!Number.isFinite(most) || most <= 0 || unit === 0) return null;
  const days = match[3] && unit === 1 ? Math.ceil((most / 5) * 7) : most * unit;
  return Math.min(Math.ceil(days), 3650);
}
