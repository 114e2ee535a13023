/**
 * The conflicts of one booking (issue 30 §2 and §3, decision 0091), worked out from rows already read:
 * the board computes them for every booked visit of a week from a fixed number of queries, and an
 * assignment for the one it is about to write. Pure: no database here.
 */
import {
  type Conflict,
  type ConflictKind,
  type HeldRegistration,
  overlaps,
  type RegistrationRequirement,
  registrationProblems,
} from '@firebreak/shared';

export type PersonFacts = {
  id: string;
  name: string;
  /** Personnel status: 'On Leave' counts as leave on the company's today. */
  status: string;
  workStartMinute: number;
  workEndMinute: number;
  leave: readonly { startDate: string; endDate: string; reason: string }[];
  schedules: readonly { startDate: string; endDate: string; title: string }[];
  registrations: readonly HeldRegistration[];
};

/** A booking as the checks need it: a day, a time (null: the day only), a length, a place, a vehicle. */
export type Booking = {
  id: string;
  siteName: string;
  date: string;
  startMinute: number | null;
  durationMinutes: number;
  vehicleId: string | null;
  accessStartMinute: number | null;
  accessEndMinute: number | null;
};

export type VehicleFacts = { id: string; registration: string; status: string };

export const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const span = (start: number, length: number) => `${clock(start)}–${clock(start + length)}`;

/** Whether two bookings of one day meet: one booked for the day without a time meets every other. */
function meets(a: Booking, b: Booking): boolean {
  if (a.startMinute === null || b.startMinute === null) return true;
  return overlaps(a.startMinute, a.durationMinutes, b.startMinute, b.durationMinutes);
}

const when = (b: Booking) =>
  b.startMinute === null ? 'booked for the day' : `at ${span(b.startMinute, b.durationMinutes)}`;

export const isWeekend = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

export const leaveOn = (person: Pick<PersonFacts, 'leave'>, date: string) =>
  person.leave.find((l) => l.startDate <= date && l.endDate >= date) ?? null;

export const projectsOn = (person: Pick<PersonFacts, 'schedules'>, date: string) => [
  ...new Set(person.schedules.filter((s) => s.startDate <= date && s.endDate >= date).map((s) => s.title)),
];

/**
 * Every conflict of `booking` for `person`: `others` are the person's other open bookings that day,
 * `vehicleOthers` the other open bookings that day with the same vehicle (any technician).
 */
export function conflictsOf({
  booking,
  person,
  requires,
  others,
  vehicle,
  vehicleOthers,
  today,
}: {
  booking: Booking;
  person: PersonFacts;
  requires: readonly RegistrationRequirement[];
  others: readonly Booking[];
  vehicle: VehicleFacts | null;
  vehicleOthers: readonly Booking[];
  today: string;
}): Conflict[] {
  const found: Conflict[] = [];
  const add = (kind: ConflictKind, message: string) =>
    found.push({ kind, message, adminOnly: kind === 'REGISTRATION' });
  const { date } = booking;

  const leave = leaveOn(person, date);
  if (leave)
    add(
      'LEAVE',
      `${person.name} is on leave ${leave.startDate === leave.endDate ? `on ${leave.startDate}` : `from ${leave.startDate} to ${leave.endDate}`}${leave.reason ? ` (${leave.reason})` : ''}`,
    );
  else if (date === today && person.status === 'On Leave')
    add('LEAVE', `${person.name} is marked On Leave today`);

  const projects = projectsOn(person, date);
  if (projects.length > 0) add('PROJECT', `${person.name} is scheduled on ${projects.join(', ')} on ${date}`);

  for (const other of others) {
    if (other.id === booking.id || other.date !== date || !meets(booking, other)) continue;
    add('OVERLAP', `${person.name} already has ${other.siteName} ${when(other)} on ${date}`);
  }

  if (vehicle) {
    if (vehicle.status === 'Maintenance') add('VEHICLE', `${vehicle.registration} is in for maintenance`);
    for (const other of vehicleOthers) {
      if (other.id === booking.id || other.date !== date || !meets(booking, other)) continue;
      add('VEHICLE', `${vehicle.registration} is out on ${other.siteName} ${when(other)} on ${date}`);
    }
  }

  if (booking.startMinute !== null) {
    const start = booking.startMinute;
    const end = start + booking.durationMinutes;
    const { accessStartMinute: open, accessEndMinute: close } = booking;
    if ((open !== null && start < open) || (close !== null && end > close))
      add(
        'ACCESS_HOURS',
        `${booking.siteName} lets contractors in ${open === null ? 'from midnight' : `from ${clock(open)}`} ${close === null ? 'to midnight' : `to ${clock(close)}`}; the booking is ${span(start, booking.durationMinutes)}`,
      );
    if (isWeekend(date)) add('WORKING_HOURS', `${date} is a weekend day`);
    else if (start < person.workStartMinute || end > person.workEndMinute)
      add(
        'WORKING_HOURS',
        `${person.name} works ${span(person.workStartMinute, person.workEndMinute - person.workStartMinute)}; the booking is ${span(start, booking.durationMinutes)}`,
      );
  } else if (isWeekend(date)) add('WORKING_HOURS', `${date} is a weekend day`);

  for (const problem of registrationProblems(person.name, requires, person.registrations, date))
    add('REGISTRATION', problem.message);
  return found;
}
