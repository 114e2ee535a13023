/**
 * Display formats of spec §9: ZAR without decimals in the en-ZA locale, and relative dates counted in
 * calendar days in the company's time zone (`APP_TIME_ZONE`, Africa/Johannesburg by default).
 */
import { centsToRand } from './money';

export const LOCALE = 'en-ZA';
/** The company's time zone unless `APP_TIME_ZONE` names another (issue 27 item 5). */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';

let timeZone: string = DEFAULT_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether a name is an IANA time zone this runtime knows: 'Africa/Johannesburg', 'UTC'. */
export function isTimeZone(name: string): boolean {
  if (name !== 'UTC' && !/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zone every date the app shows, prints, files or counts by is in: the company's, never the
 * UTC day. The server sets it from `APP_TIME_ZONE` at start-up; the web app from GET /api/config.
 */
export function appTimeZone(): string {
  return timeZone;
}

export function setAppTimeZone(name: string): void {
  if (!isTimeZone(name))
    throw new RangeError(`Unknown time zone '${name}': use an IANA name such as ${DEFAULT_TIME_ZONE}`);
  if (name === timeZone) return;
  timeZone = name;
  formats.clear();
}

/** A date format in the company's time zone, made once per zone. */
export function zonedFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** Minutes the company's time zone is ahead of UTC at an instant (120 in South Africa). */
export function zoneOffsetMinutes(instant: number): number {
  const parts = zonedFormat('en-US', WALL_CLOCK).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time on a calendar date (YYYY-MM-DD) in the company's time zone stands
 * for: midnight by default. Where a clock change skips or repeats the time, the later reading wins.
 */
export function zonedInstant(isoDate: string, minutesFromMidnight = 0): Date {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minutesFromMidnight * 60_000;
  const first = wall - zoneOffsetMinutes(wall) * 60_000;
  return new Date(wall - zoneOffsetMinutes(first) * 60_000);
}

/** The wall-clock date (YYYY-MM-DD) and time ('HH:MM') of an instant in the company's time zone. */
export function zonedParts(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant.getTime()) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

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

const shortDate = { format: (date: Date) => zonedFormat(LOCALE, { dateStyle: 'short' }).format(date) };

/** The calendar date (YYYY-MM-DD) of an instant in the company's time zone (Johannesburg by default). */
export function johannesburgDate(date: Date): string {
  return zonedFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
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

const dateTime = {
  format: (date: Date) => zonedFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
};

/** An instant as a date and time in Johannesburg, e.g. '22 Nov 2026, 14:05'. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
