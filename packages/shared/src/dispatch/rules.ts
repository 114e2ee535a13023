/**
 * The dispatch board's rules (issue 30 §2 and §4, decision 0091): booking times, the conflicts an
 * assignment is checked for, and routes by straight-line distance with a road factor.
 */

/** Straight-line distance times this is the estimate of the distance by road (said to be one). */
export const ROAD_FACTOR = 1.3;

export const DISPATCH_LIMITS = {
  /** The shortest and longest booking, in minutes. */
  minDurationMinutes: 15,
  maxDurationMinutes: 12 * 60,
  /** Bookings start on a quarter hour. */
  slotMinutes: 15,
  overrideReasonMax: 500,
} as const;

/**
 * Conflicts an assignment is checked for. All but REGISTRATION may be overridden by the office with a
 * reason; REGISTRATION only by an administrator (audited either way).
 */
export const CONFLICT_KINDS = [
  'LEAVE',
  'PROJECT',
  'OVERLAP',
  'VEHICLE',
  'ACCESS_HOURS',
  'WORKING_HOURS',
  'REGISTRATION',
] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];
export const CONFLICT_LABELS: Record<ConflictKind, string> = {
  LEAVE: 'On leave',
  PROJECT: 'On a project',
  OVERLAP: 'Double booked',
  VEHICLE: 'Vehicle out',
  ACCESS_HOURS: 'Outside access hours',
  WORKING_HOURS: 'Outside working hours',
  REGISTRATION: 'Registration',
};

/** A visit's estimated length: an hour plus six minutes an asset, in whole quarter hours, at most 8 h. */
export function defaultVisitMinutes(assetCount: number): number {
  const raw = 60 + 6 * Math.max(0, assetCount);
  return Math.min(8 * 60, Math.ceil(raw / DISPATCH_LIMITS.slotMinutes) * DISPATCH_LIMITS.slotMinutes);
}

/** 'HH:MM' → minutes after midnight; null when not a time of day. */
export function parseClock(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whether [aStart, aStart+aLength) and [bStart, bStart+bLength) share a minute. */
export function overlaps(aStart: number, aLength: number, bStart: number, bLength: number): boolean {
  return aStart < bStart + bLength && bStart < aStart + aLength;
}

export type Point = { latitude: number; longitude: number };

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function straightLineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated road distance of stops in this order (km, one decimal); stops without a place are skipped. */
export function routeKm(stops: readonly (Point | null)[]): number {
  const placed = stops.filter((s): s is Point => s !== null);
  let km = 0;
  for (let i = 1; i < placed.length; i++)
    km += straightLineKm(placed[i - 1] as Point, placed[i] as Point) * ROAD_FACTOR;
  return Math.round(km * 10) / 10;
}

/**
 * The day's stops by nearest next stop, starting from the first booked one; stops without a place
 * keep their booked turn at the end. Returns the ids in the suggested order.
 */
export function nearestNextOrder<T extends { id: string; point: Point | null }>(
  booked: readonly T[],
): string[] {
  const placed = booked.filter((s): s is T & { point: Point } => s.point !== null);
  const unplaced = booked.filter((s) => s.point === null).map((s) => s.id);
  const [first, ...left] = placed;
  if (!first) return unplaced;
  const order = [first];
  let here = first.point;
  while (left.length > 0) {
    let best = 0;
    let bestKm = Number.POSITIVE_INFINITY;
    left.forEach((s, i) => {
      const km = straightLineKm(here, s.point);
      if (km < bestKm) [best, bestKm] = [i, km];
    });
    const [next] = left.splice(best, 1) as [T & { point: Point }];
    order.push(next);
    here = next.point;
  }
  return [...order.map((s) => s.id), ...unplaced];
}

/**
 * Socket events of a booking change (issue 30 §2): to every signed-in office socket, so boards read
 * again; and to the user rooms of the technicians it concerns (before and after), so My day, the
 * weekly plan and the calendar read again and the technician is told when today changed.
 */
export const DISPATCH_SOCKET_EVENT = 'dispatch_update';
export const MY_DAY_SOCKET_EVENT = 'my_day_update';
export type DispatchSocketPayload = {
  visitId: string;
  /** The days the change touches (before and after), YYYY-MM-DD company time. */
  dates: string[];
  /** A short sentence for the technician, e.g. 'Acme Towers moved to 10:30 today'. */
  message: string;
};
