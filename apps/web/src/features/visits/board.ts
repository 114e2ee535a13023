/**
 * The Visits board's arithmetic, kept apart from the screen so it is tested alone: which week the
 * address asks for, where each visit goes (Unassigned, scheduled earlier, a day of the week) and the
 * list view's order. Days are South African calendar days (YYYY-MM-DD), never the UTC day.
 */
import {
  addDays,
  isIsoDate,
  mondayOf,
  OPEN_VISIT_STATUSES,
  SYSTEM_LABELS,
  VISIT_STATUSES,
  type Visit,
  type VisitStatus,
} from '@firebreak/shared';

export const BOARD_VIEWS = ['week', 'list'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];
export const SORT_FIELDS = ['date', 'site', 'client', 'technician', 'status', 'systems'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export type BoardParams = {
  view: BoardView;
  /** The Monday of the week on screen. */
  week: string;
  technicianId: string;
  siteId: string;
  /** '' shows every status but CANCELLED. */
  status: VisitStatus | '';
  sort: SortField;
  order: SortOrder;
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The board as the address describes it; anything unknown falls back to this week's board. */
export function readBoardParams(search: URLSearchParams, today: string): BoardParams {
  const week = search.get('week');
  return {
    view: oneOf(search.get('view'), BOARD_VIEWS, 'week'),
    week: mondayOf(isIsoDate(week) ? week : today),
    technicianId: search.get('technician') ?? '',
    siteId: search.get('site') ?? '',
    status: oneOf<VisitStatus | ''>(search.get('status'), VISIT_STATUSES, ''),
    sort: oneOf(search.get('sort'), SORT_FIELDS, 'date'),
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The day a visit is on the board: its scheduled day, else its due date. */
export const dayOf = (visit: Visit) => visit.scheduledFor ?? visit.dueDate;

export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Due, with no day or no technician yet. */
export const isUnassigned = (visit: Visit) =>
  visit.status === 'DUE' && (!visit.scheduledFor || !visit.technicianId);

export const isOpen = (visit: Visit) => OPEN_VISIT_STATUSES.includes(visit.status);

const byText = (a: string, b: string) => a.localeCompare(b, 'en-ZA', { sensitivity: 'base' });

/** Within a day: by technician (the unassigned last), then site. */
const withinDay = (a: Visit, b: Visit) =>
  byText(a.technicianName ?? '\uffff', b.technicianName ?? '\uffff') || byText(a.siteName, b.siteName);

export type Board = {
  /** Due, with no day or technician: overdue first, then by due date. */
  unassigned: Visit[];
  /** Placed on a day before this week (and before today) and still not done. */
  earlier: Visit[];
  /** Each day of the week, Monday first, with its visits. */
  days: { date: string; visits: Visit[] }[];
  /** Every visit the board shows, for the list view. */
  shown: Visit[];
};

/**
 * Sorts the answer of GET /api/visits (the week, plus the open visits due before today) onto the
 * board. Cancelled visits show only when the status filter asks for them; a visit placed after this
 * week (an overdue one booked later) waits for its own week.
 */
export function boardOf(
  visits: readonly Visit[],
  { week, today, status, siteId }: { week: string; today: string; status: VisitStatus | ''; siteId: string },
): Board {
  const end = addDays(week, 6);
  const wanted = visits.filter(
    (v) => (status ? v.status === status : v.status !== 'CANCELLED') && (!siteId || v.siteId === siteId),
  );
  const unassigned = wanted
    .filter(isUnassigned)
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate));
  const placed = wanted.filter((v) => !isUnassigned(v));
  const earlier = placed
    .filter((v) => dayOf(v) < week && dayOf(v) < today && isOpen(v))
    .sort((a, b) => dayOf(a).localeCompare(dayOf(b)) || withinDay(a, b));
  const inWeek = placed.filter((v) => dayOf(v) >= week && dayOf(v) <= end);
  const days = weekDays(week).map((date) => ({
    date,
    visits: inWeek.filter((v) => dayOf(v) === date).sort(withinDay),
  }));
  return { unassigned, earlier, days, shown: [...unassigned, ...earlier, ...inWeek] };
}

const SORT_KEYS: Record<SortField, (v: Visit) => string> = {
  date: dayOf,
  site: (v) => v.siteName,
  client: (v) => v.clientName,
  // The unassigned sort after every name.
  technician: (v) => v.technicianName ?? '\uffff',
  status: (v) => String(VISIT_STATUSES.indexOf(v.status)),
  systems: (v) => v.systems.map((s) => SYSTEM_LABELS[s]).join(', ') || '\uffff',
};

/** The list view's rows: by the chosen column, ties by day then site, so the order never jumps. */
export function sortVisits(visits: readonly Visit[], sort: SortField, order: SortOrder): Visit[] {
  const key = SORT_KEYS[sort];
  const sign = order === 'asc' ? 1 : -1;
  return [...visits].sort(
    (a, b) =>
      sign * byText(key(a), key(b)) ||
      dayOf(a).localeCompare(dayOf(b)) ||
      byText(a.siteName, b.siteName) ||
      a.id.localeCompare(b.id),
  );
}

/** 'Sipho Dube' → 'SD'; a single name gives its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toUpperCase();
}

const dayFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const longFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Mon, 30 Nov' (the calendar day itself: formatted in UTC so no time zone moves it). */
export const dayLabel = (date: string) => dayFormat.format(utc(date));
/** '30 Nov 2026 – 6 Dec 2026' */
export const weekLabel = (monday: string) =>
  `${longFormat.format(utc(monday))} – ${longFormat.format(utc(addDays(monday, 6)))}`;
