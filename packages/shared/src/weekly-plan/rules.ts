/**
 * Weekly Plan (spec §2, §3, §5, §9): the block templates, week dates in Africa/Johannesburg, block
 * validation, and the calendar events a week produces. Pure functions, no zod (see schemas.ts).
 */
import { addDays, johannesburgDate, zonedInstant } from '../common/format';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time block (spec §3): title, start hour and minute, duration. The id keeps calendar UIDs stable. */
export type PlanBlock = {
  id: string;
  title: string;
  startHour: number;
  startMinute: number;
  durationMinutes: number;
};

/** The blocks of each weekday; edits to a saved plan apply to every week. */
export type WeekTemplate = Record<Weekday, PlanBlock[]>;

export type PlanDay = { weekday: Weekday; date: string; blocks: PlanBlock[] };

/**
 * A dated appointment shown on one's own weekly plan (docs/decisions/0050, 0061): a client meeting one
 * scheduled, a personnel schedule of the personnel record that is oneself, or a site visit one
 * scheduled or that is on a project one is on the team of, or an inspection visit assigned to one's
 * person (decision 0065). Johannesburg local time.
 */
export type AppointmentKind = 'MEETING' | 'SCHEDULE' | 'SITE_VISIT' | 'INSPECTION';
export type Appointment = {
  id: string;
  kind: AppointmentKind;
  title: string;
  date: string;
  /** 'HH:MM'; null for a site visit, which has a date and no time (it lasts the day). */
  start: string | null;
  end: string | null;
  /** The site visit's own title (e.g. 'Pump room inspection'). */
  detail?: string | null;
  projectId?: string | null;
  clientId?: string | null;
  /** An inspection visit's site (decision 0065): the item links to /sites/:siteId. */
  siteId?: string | null;
};

/** An inspection appointment's id is `inspection-{visitId}`: the visit screen it opens (decision 0067). */
export const INSPECTION_APPOINTMENT_PREFIX = 'inspection-';

export function inspectionVisitId(appointmentId: string): string | null {
  return appointmentId.startsWith(INSPECTION_APPOINTMENT_PREFIX)
    ? appointmentId.slice(INSPECTION_APPOINTMENT_PREFIX.length) || null
    : null;
}

export const WEEKLY_PLAN_LIMITS = {
  titleMax: 120,
  nameMax: 120,
  durationMin: 5,
  durationMax: 600,
  blocksPerDayMax: 24,
  idMax: 64,
} as const;

/** Spec §9: five days, the sample week; our default start is the current week's Monday instead. */
export const SPEC_SAMPLE_START = '2025-08-11';
export const LINK_COPIED_MS = 1500;

export const WEEKLY_PLAN_MESSAGES = {
  startInvalid: 'Week start must be a date in the form YYYY-MM-DD',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${WEEKLY_PLAN_LIMITS.nameMax} characters`,
  titleRequired: 'Block title is required',
  titleTooLong: `Block title must be at most ${WEEKLY_PLAN_LIMITS.titleMax} characters`,
  timeInvalid: 'Start time must be a time of day between 00:00 and 23:59',
  durationInvalid: `Duration must be a whole number of minutes between ${WEEKLY_PLAN_LIMITS.durationMin} and ${WEEKLY_PLAN_LIMITS.durationMax}`,
  tooManyBlocks: `A day can hold at most ${WEEKLY_PLAN_LIMITS.blocksPerDayMax} blocks`,
  idInvalid: 'Block id must be 1 to 64 letters, digits, dashes or underscores',
  duplicateId: 'Each block needs its own id',
} as const;

const block = (id: string, title: string, time: string, durationMinutes: number): PlanBlock => {
  const [hour, minute] = time.split(':').map(Number);
  return { id, title, startHour: hour ?? 0, startMinute: minute ?? 0, durationMinutes };
};

/**
 * Spec §9 block templates. Durations the spec leaves out are ours (docs/decisions/0020): lunch 60,
 * Monday stakeholder prep 60 and sync 60, every break 30, midpoint review 60, plan updates 60,
 * retro 60, plan next week 60. No two blocks of a day overlap.
 */
export const DEFAULT_WEEK_TEMPLATE: WeekTemplate = {
  Monday: [
    block('mon-1', 'Inbox/triage', '08:30', 30),
    block('mon-2', 'Weekly planning', '09:00', 60),
    block('mon-3', 'Deep work', '10:00', 120),
    block('mon-4', 'Lunch', '12:00', 60),
    block('mon-5', 'Stakeholder prep', '13:00', 60),
    block('mon-6', 'Stakeholder sync', '14:00', 60),
    block('mon-7', 'Break', '15:00', 30),
    block('mon-8', 'Implementation block 1', '15:30', 120),
  ],
  Tuesday: [
    block('tue-1', 'Exercise', '08:00', 30),
    block('tue-2', 'Implementation 2', '09:00', 150),
    block('tue-3', 'Reviews', '11:30', 30),
    block('tue-4', 'Lunch', '12:00', 60),
    block('tue-5', 'Implementation 3', '13:00', 120),
    block('tue-6', 'Break', '15:00', 30),
    block('tue-7', 'Ops/admin', '15:30', 120),
  ],
  Wednesday: [
    block('wed-1', 'Finalize core', '09:00', 150),
    block('wed-2', 'Prepare midpoint review', '11:30', 30),
    block('wed-3', 'Lunch', '12:00', 60),
    block('wed-4', 'Midpoint review', '13:00', 60),
    block('wed-5', 'Plan updates', '14:00', 60),
    block('wed-6', 'Break', '15:00', 30),
    block('wed-7', 'Apply feedback', '15:30', 120),
  ],
  Thursday: [
    block('thu-1', 'Exercise', '08:00', 30),
    block('thu-2', 'Polish/tests/docs', '09:00', 120),
    block('thu-3', 'Reviews/feedback', '11:00', 60),
    block('thu-4', 'Lunch', '12:00', 60),
    block('thu-5', 'Stakeholder review/testing', '13:00', 120),
    block('thu-6', 'Break', '15:00', 30),
    block('thu-7', 'Address review items', '15:30', 120),
  ],
  Friday: [
    block('fri-1', 'Finalize & ship', '09:00', 120),
    block('fri-2', 'Weekly status', '11:00', 60),
    block('fri-3', 'Lunch', '12:00', 60),
    block('fri-4', 'Retro', '13:00', 60),
    block('fri-5', 'Plan next week', '14:00', 60),
    block('fri-6', 'Break', '15:00', 30),
    block('fri-7', 'Light tasks', '15:30', 120),
  ],
};

/** A fresh copy of the template, safe to edit. */
export function defaultWeekTemplate(): WeekTemplate {
  return cloneTemplate(DEFAULT_WEEK_TEMPLATE);
}

export function cloneTemplate(template: WeekTemplate): WeekTemplate {
  const copy = {} as WeekTemplate;
  for (const day of WEEKDAYS) copy[day] = template[day].map((b) => ({ ...b }));
  return copy;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True only for a real calendar date written YYYY-MM-DD (spec §5: anything else is ignored). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (y < 1900 || y > 9999) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The Monday of the week holding a date (a Sunday belongs to the week before). */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The Monday of the current week in Africa/Johannesburg: the default start (deviation from §9's sample). */
export function currentMonday(now: Date = new Date()): string {
  return mondayOf(johannesburgDate(now));
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(totalMinutes: number): string {
  return `${pad(Math.floor(totalMinutes / 60))}:${pad(totalMinutes % 60)}`;
}

export const blockStart = (b: PlanBlock) => b.startHour * 60 + b.startMinute;
export const blockEnd = (b: PlanBlock) => blockStart(b) + b.durationMinutes;

/** 'HH:MM–HH:MM' (en dash), as each day card lists a block. */
export function blockTimeRange(b: PlanBlock): string {
  return `${formatClock(blockStart(b))}–${formatClock(blockEnd(b))}`;
}

export function sortBlocks(blocks: readonly PlanBlock[]): PlanBlock[] {
  return [...blocks].sort((a, b) => blockStart(a) - blockStart(b) || a.title.localeCompare(b.title));
}

/** The first problem with one block, in the order a person fixes them, or null. */
export function validateBlock(b: PlanBlock): string | null {
  const title = b.title.trim();
  if (!title) return WEEKLY_PLAN_MESSAGES.titleRequired;
  if (title.length > WEEKLY_PLAN_LIMITS.titleMax) return WEEKLY_PLAN_MESSAGES.titleTooLong;
  const { startHour, startMinute, durationMinutes } = b;
  if (![startHour, startMinute].every(Number.isInteger) || startHour < 0 || startHour > 23) {
    return WEEKLY_PLAN_MESSAGES.timeInvalid;
  }
  if (startMinute < 0 || startMinute > 59) return WEEKLY_PLAN_MESSAGES.timeInvalid;
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes < WEEKLY_PLAN_LIMITS.durationMin ||
    durationMinutes > WEEKLY_PLAN_LIMITS.durationMax
  ) {
    return WEEKLY_PLAN_MESSAGES.durationInvalid;
  }
  if (blockEnd(b) > 24 * 60) return `"${title}" must end by midnight`;
  return null;
}

/** Problems of a set of blocks of one day: a bad block, or two blocks that overlap. */
export function validateBlocks(blocks: readonly PlanBlock[]): string | null {
  for (const b of blocks) {
    const problem = validateBlock(b);
    if (problem) return problem;
  }
  const sorted = sortBlocks(blocks);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (blockStart(current) < blockEnd(previous)) {
      return `"${previous.title.trim()}" (${blockTimeRange(previous)}) overlaps "${current.title.trim()}" (${blockTimeRange(current)})`;
    }
  }
  return null;
}

/** Problems of one day: a bad block, too many blocks, or two blocks that overlap. */
export function validateDay(weekday: Weekday, blocks: readonly PlanBlock[]): string | null {
  if (blocks.length > WEEKLY_PLAN_LIMITS.blocksPerDayMax)
    return `${weekday}: ${WEEKLY_PLAN_MESSAGES.tooManyBlocks}`;
  const problem = validateBlocks(blocks);
  return problem ? `${weekday}: ${problem}` : null;
}

const BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function validateWeek(template: WeekTemplate): string | null {
  const ids = new Set<string>();
  for (const day of WEEKDAYS) {
    for (const b of template[day]) {
      if (!BLOCK_ID.test(b.id)) return WEEKLY_PLAN_MESSAGES.idInvalid;
      if (ids.has(b.id)) return WEEKLY_PLAN_MESSAGES.duplicateId;
      ids.add(b.id);
    }
    const problem = validateDay(day, template[day]);
    if (problem) return problem;
  }
  return null;
}

/** The five days Monday to Friday from a start date, each with its blocks in time order. */
export function planDays(start: string, template: WeekTemplate): PlanDay[] {
  return WEEKDAYS.map((weekday, index) => ({
    weekday,
    date: addDays(start, index),
    blocks: sortBlocks(template[weekday]),
  }));
}

/** Spec §9: '{name with underscores}_Weekly_Plan_{date}.ics'. */
export function icsFileName(name: string, start: string): string {
  const safe = name
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '')
    .replace(/\s+/g, '_');
  return `${safe}_Weekly_Plan_${start}.ics`;
}

/** Spec §9: each event title is '{name} — {block title}' (em dash). */
export function eventSummary(name: string, title: string): string {
  return `${name.trim()} — ${title.trim()}`;
}

/** allDay: the event is the dates from start (a UTC midnight) to end, without times. */
export type PlanEvent = { uid: string; summary: string; start: Date; end: Date; allDay?: boolean };

/**
 * One event per block for `weeks` weeks from `start`. The UID is derived from the plan's key, the date
 * and the block id, so re-exporting or refreshing a feed updates events instead of duplicating them.
 */
export function planEvents(options: {
  planKey: string;
  name: string;
  start: string;
  template: WeekTemplate;
  weeks?: number;
  domain?: string;
}): PlanEvent[] {
  const { planKey, name, start, template, weeks = 1, domain = 'weekly-plan.firebreak' } = options;
  const events: PlanEvent[] = [];
  for (let week = 0; week < weeks; week += 1) {
    for (const day of planDays(addDays(start, week * 7), template)) {
      for (const b of day.blocks) {
        events.push({
          uid: `${planKey}-${day.date}-${b.id}@${domain}`,
          summary: eventSummary(name, b.title),
          start: zonedInstant(day.date, blockStart(b)),
          end: zonedInstant(day.date, blockEnd(b)),
        });
      }
    }
  }
  return events;
}

/** A stable, readable key for a plan that is only a name (the standard template shown for it). */
export function namePlanKey(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return `template-${slug || 'plan'}`;
}

/** Compares people's names as typed: trimmed, spaces collapsed, any letter case. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-ZA');
  return norm(a) === norm(b);
}
