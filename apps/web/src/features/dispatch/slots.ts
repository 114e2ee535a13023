/**
 * Where a dropped visit goes in a technician's day (issue 30 §2): the first free quarter hour after
 * the day's bookings, within the working hours, else the working start. The server checks conflicts.
 */
import { type BoardLane, type BoardVisit, DISPATCH_LIMITS } from '@firebreak/shared';

/** The drop target of a technician's day, and of the Unassigned lane. */
export const UNASSIGNED_ID = 'unassigned';
export const cellId = (technicianId: string, date: string) => `cell:${technicianId}:${date}`;
export function parseCellId(id: string): { technicianId: string; date: string } | null {
  const match = /^cell:(.+):(\d{4}-\d{2}-\d{2})$/.exec(id);
  return match ? { technicianId: match[1] as string, date: match[2] as string } : null;
}

const roundUp = (minute: number) =>
  Math.ceil(minute / DISPATCH_LIMITS.slotMinutes) * DISPATCH_LIMITS.slotMinutes;

/**
 * The start of a visit of `length` minutes dropped on a day: after the end of the last booking that
 * has a time (the visit itself left out), if it still ends within the working hours; else the first
 * gap that holds it; else the working start.
 */
export function firstFreeStart(
  lane: Pick<BoardLane, 'workStartMinute' | 'workEndMinute'>,
  bookings: readonly Pick<BoardVisit, 'id' | 'startMinute' | 'durationMinutes'>[],
  visitId: string,
  length: number,
): number {
  const start = lane.workStartMinute;
  const end = lane.workEndMinute;
  const taken = bookings
    .filter((b) => b.id !== visitId && b.startMinute !== null)
    .map((b) => ({ from: b.startMinute as number, to: (b.startMinute as number) + b.durationMinutes }))
    .sort((a, b) => a.from - b.from);
  let at = roundUp(start);
  for (const booking of taken) {
    if (booking.from >= at + length) break;
    at = Math.max(at, roundUp(booking.to));
  }
  return at + length <= end ? at : start;
}
