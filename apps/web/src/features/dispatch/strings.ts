import { CONFLICT_LABELS, type ConflictKind } from '@firebreak/shared';

/** The dispatch board's words (issue 30 §2–§4, decision 0091), one place for the screen and its tests. */
export const S = {
  title: 'Dispatch',
  subtitle: 'A week of lanes, one per technician: drag a visit onto a technician and a day to book it',
  phoneSubtitle: 'A week of lanes, one per technician: assign a visit from its card’s menu',
  readOnlySubtitle: 'A week of lanes, one per technician, and the visits still to be booked',
  loading: 'Loading the dispatch board',
  failed: 'The dispatch board could not be loaded.',
  // Week and filters.
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  weekOf: (label: string) => `Week of ${label}`,
  filterArea: 'Area',
  allAreas: 'All areas',
  filterClient: 'Client',
  allClients: 'All clients',
  filterSystem: 'System type',
  allSystems: 'All systems',
  filterStatus: 'Status',
  allStatuses: 'All open',
  clearFilters: 'Clear filters',
  chosenUnknown: 'The chosen one (none this week)',
  // Lanes and days.
  gridLabel: 'Dispatch board of the week',
  technician: 'Technician',
  workingHours: (from: string, to: string) => `Works ${from}–${to}`,
  notAllowedNextMonth: (categories: string) => `Not allowed next month: ${categories}`,
  booked: (booked: string, working: string) => `Booked ${booked} of ${working}`,
  overbooked: 'More booked than working hours',
  offDay: 'Not working',
  onLeave: (reason: string) => (reason ? `On leave: ${reason}` : 'On leave'),
  onProject: (names: string) => `On a project: ${names}`,
  route: (booked: number, nearest: number) =>
    `Booked order ${formatKm(booked)} · Nearest next stop ${formatKm(nearest)} (estimate)`,
  routeHint: 'Road distance estimated from straight lines between the sites',
  noVisits: 'No visits',
  noTechnicians: 'No technicians in Resources → Personnel yet',
  cellLabel: (technician: string, day: string, count: number) =>
    `${technician}, ${day}: ${count === 0 ? 'no visits' : `${count} visit${count === 1 ? '' : 's'}`}`,
  // Unassigned.
  unassigned: 'Unassigned',
  unassignedHint: 'Due and overdue visits without a technician or a day, overdue first',
  unassignedEmpty: 'Nothing waiting to be booked',
  overdue: 'Overdue',
  due: (date: string) => `Due ${date}`,
  // A card.
  noTime: 'No time',
  assets: (n: number) => `${n} asset${n === 1 ? '' : 's'}`,
  cardLabel: (site: string, when: string) => `Visit to ${site}, ${when}`,
  dragHandle: (site: string) => `Move the visit to ${site}`,
  menu: (site: string) => `Actions for the visit to ${site}`,
  assign: 'Assign…',
  unassign: 'Take off the technician',
  conflictChip: (kind: ConflictKind) => CONFLICT_LABELS[kind],
  // Announcements (dnd-kit's live region).
  instructions:
    'To move a visit, press space or enter to pick it up, the arrow keys to move between technicians and days, space or enter to drop it, escape to cancel.',
  pickedUp: (site: string) => `Picked up the visit to ${site}.`,
  over: (site: string, target: string) => `The visit to ${site} is over ${target}.`,
  overNone: (site: string) => `The visit to ${site} is not over a technician and day.`,
  dropped: (site: string, target: string) => `The visit to ${site} was dropped on ${target}.`,
  cancelled: (site: string) => `Moving the visit to ${site} was cancelled.`,
  unassignedTarget: 'Unassigned',
  target: (technician: string, day: string) => `${technician}, ${day}`,
  // Saving.
  saving: (site: string) => `Booking the visit to ${site}…`,
  saved: (site: string, technician: string, day: string, time: string) =>
    `Visit to ${site} booked for ${technician} on ${day} at ${time}`,
  unassignedSaved: (site: string) => `Visit to ${site} taken off the technician`,
  saveFailed: 'The visit could not be booked.',
  // The Assign dialog.
  assignTitle: (site: string) => `Assign: ${site}`,
  fieldTechnician: 'Technician',
  fieldDate: 'Date',
  fieldStart: 'Start time',
  fieldDuration: 'Duration (minutes)',
  fieldVehicle: 'Vehicle',
  vehicleKeep: 'Keep as it is',
  vehicleNone: 'None',
  save: 'Assign',
  cancel: 'Cancel',
  technicianRequired: 'Choose a technician',
  // The refusal dialog.
  refusedTitle: 'Not booked',
  refused: (message: string) => `Refused: ${message}`,
  bookAnyway: 'Book anyway',
  overrideReason: 'Reason for booking anyway',
  overrideReasonHelp: 'Kept in the audit log',
  overrideReasonRequired: 'Give a reason',
  adminOnly: 'Only an administrator may book a visit without the registration it needs.',
  close: 'Close',
} as const;

export function formatKm(km: number): string {
  return `${Math.round(km)} km`;
}

/** 540 → '09:00'. */
export function clockOf(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 330 → '5.5 h', 540 → '9 h'. */
export function hoursOf(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} h`;
}

/** '2026-11-30' → 'Mon 30 Nov' (en-GB's order: en-ZA pads the day and adds a comma). */
export function dayLabel(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** '2026-11-30' → 'Monday 30 November' (announcements). */
export function longDayLabel(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
