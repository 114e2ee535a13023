/**
 * A booking changed (issue 30 §2): plugins/realtime.ts tells every office socket (the boards read
 * again) and the user rooms of the technicians it concerns, before and after, each with a sentence of
 * their own (My day, the weekly plan and the calendar read again; today's change is shown).
 */
import { addDays, type DispatchSocketPayload, johannesburgDate } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { clock } from './conflicts';

export type DispatchChange = {
  /** To the office. */
  payload: DispatchSocketPayload;
  /** To each technician's sign-in it concerns. */
  notices: { userId: string; payload: DispatchSocketPayload }[];
};

declare module '../../lib/events' {
  interface DomainEvents {
    'dispatch.changed': DispatchChange;
  }
}

export type BookingState = {
  technicianId: string | null;
  date: string | null;
  startMinute: number | null;
};

function dayWords(date: string, today: string) {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return `on ${date}`;
}
const at = (s: BookingState) => (s.startMinute === null ? '' : ` at ${clock(s.startMinute)}`);

/**
 * The sentences of a change from `before` to `after` and whom they go to, then the event. Reads the
 * sign-ins of the two people (one query); says nothing when the booking did not move.
 */
export async function announceBooking(
  { db, events }: ServiceDeps<'db' | 'events'>,
  {
    visitId,
    siteName,
    before,
    after,
    now = new Date(),
  }: { visitId: string; siteName: string; before: BookingState; after: BookingState; now?: Date },
): Promise<void> {
  if (
    before.technicianId === after.technicianId &&
    before.date === after.date &&
    before.startMinute === after.startMinute
  )
    return;
  const today = johannesburgDate(now);
  const ids = [before.technicianId, after.technicianId].filter((id): id is string => id !== null);
  const people = ids.length
    ? await db.selectFrom('personnel').select(['id', 'user_id']).where('id', 'in', ids).execute()
    : [];
  const userOf = (id: string | null) => people.find((p) => p.id === id)?.user_id ?? null;
  const dates = [...new Set([before.date, after.date].filter((d): d is string => d !== null))];
  const payload = (message: string): DispatchSocketPayload => ({ visitId, dates, message });

  let officeMessage: string;
  const notices: DispatchChange['notices'] = [];
  if (after.technicianId && after.date) {
    const same = before.technicianId === after.technicianId;
    const when =
      after.startMinute === null
        ? dayWords(after.date, today).replace(/^on /, '')
        : `${clock(after.startMinute)} ${dayWords(after.date, today)}`;
    const message = same
      ? `${siteName} moved to ${when}`
      : `${siteName} booked for you ${dayWords(after.date, today)}${at(after)}`;
    officeMessage = message;
    const user = userOf(after.technicianId);
    if (user) notices.push({ userId: user, payload: payload(message) });
  } else officeMessage = `${siteName} is unassigned`;
  if (before.technicianId && before.technicianId !== after.technicianId) {
    const user = userOf(before.technicianId);
    const day = before.date ? ` ${dayWords(before.date, today)}` : '';
    if (user) notices.push({ userId: user, payload: payload(`${siteName} is no longer yours${day}`) });
  }
  events.emit('dispatch.changed', { payload: payload(officeMessage), notices });
}
