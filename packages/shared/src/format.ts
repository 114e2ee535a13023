/**
 * Display formats of spec §9: ZAR without decimals in the en-ZA locale, and relative dates counted in
 * calendar days in Africa/Johannesburg.
 */
import { centsToRand } from './money';

export const LOCALE = 'en-ZA';
export const TIME_ZONE = 'Africa/Johannesburg';

const zar = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Rand from a rand amount, no decimals: 1234567.4 → 'R 1 234 567'. */
export function formatZar(rand: number): string {
  return zar.format(Number.isFinite(rand) ? rand : 0);
}

const zarCents = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 2,
});

/** Rand to the cent, for invoices, claims and payments: 10350 → 'R 10 350,00'. */
export function formatZarExact(rand: number): string {
  return zarCents.format(Number.isFinite(rand) ? rand : 0);
}

/** Rand from integer cents (how money is stored). */
export function formatZarCents(cents: number): string {
  return formatZar(centsToRand(cents));
}

const dayKey = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const shortDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'short' });

/** The calendar date (YYYY-MM-DD) of an instant in Johannesburg. */
export function johannesburgDate(date: Date): string {
  return dayKey.format(date);
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function calendarDaysBetween(earlier: Date, later: Date): number {
  const a = Date.parse(`${johannesburgDate(earlier)}T00:00:00Z`);
  const b = Date.parse(`${johannesburgDate(later)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** 'Today', 'Yesterday', 'N days ago', 'N week(s) ago', or an en-ZA short date (spec §9). */
export function formatRelativeDate(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return days === 0 ? 'Today' : shortDate.format(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} ago`;
  }
  return shortDate.format(date);
}

/** An en-ZA short date in Johannesburg, e.g. '2026/11/22'. */
export function formatShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** An instant as a date and time in Johannesburg, e.g. '22 Nov 2026, 14:05'. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
