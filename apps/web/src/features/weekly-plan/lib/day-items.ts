/**
 * One day's plan blocks and appointments as a single list in time order, each timed item knowing
 * which others it overlaps (a clash). All-day items (site visits) come first and clash with nothing.
 * A personnel schedule keeps its working-day hours (08:00–17:00) for display, but it is the person's
 * assignment for the day, not an engagement beside their plan: it comes right after the all-day items
 * and clashes with nothing either (the server refuses double-booked schedules).
 */
import {
  type Appointment,
  type AppointmentKind,
  blockEnd,
  blockStart,
  type PlanBlock,
} from '@firebreak/shared';

export type DayItemKind = 'BLOCK' | AppointmentKind;

export type DayItem = {
  key: string;
  kind: DayItemKind;
  title: string;
  /** Minutes from midnight; null for an all-day item. A meeting past midnight ends after 1440. */
  start: number | null;
  end: number | null;
  block?: PlanBlock;
  appointment?: Appointment;
  /** Titles of the other items of the day whose time overlaps this one's. */
  clashesWith: string[];
};

const minutes = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function fromAppointment(a: Appointment): DayItem {
  if (a.start === null || a.end === null) {
    return {
      key: a.id,
      kind: a.kind,
      title: a.title,
      start: null,
      end: null,
      appointment: a,
      clashesWith: [],
    };
  }
  const start = minutes(a.start);
  let end = minutes(a.end);
  if (end <= start) end += 24 * 60;
  return { key: a.id, kind: a.kind, title: a.title, start, end, appointment: a, clashesWith: [] };
}

/** Items that span the day and so clash with nothing: all-day items and personnel schedules. */
const spansDay = (item: DayItem) => item.start === null || item.end === null || item.kind === 'SCHEDULE';

/** 0 all-day, 1 schedules, 2 timed. */
const rank = (item: DayItem) => (item.start === null ? 0 : item.kind === 'SCHEDULE' ? 1 : 2);

const order = (a: DayItem, b: DayItem) =>
  rank(a) - rank(b) ||
  (a.start ?? -1) - (b.start ?? -1) ||
  (a.end ?? -1) - (b.end ?? -1) ||
  a.title.localeCompare(b.title);

export function dayItems(blocks: readonly PlanBlock[], appointments: readonly Appointment[]): DayItem[] {
  const items: DayItem[] = [
    ...blocks.map((b) => ({
      key: `block-${b.id}`,
      kind: 'BLOCK' as const,
      title: b.title,
      start: blockStart(b),
      end: blockEnd(b),
      block: b,
      clashesWith: [],
    })),
    ...appointments.map(fromAppointment),
  ].sort(order);
  for (const item of items) {
    if (spansDay(item)) continue;
    for (const other of items) {
      if (other === item || spansDay(other)) continue;
      if (item.start! < other.end! && other.start! < item.end!) item.clashesWith.push(other.title);
    }
  }
  return items;
}
