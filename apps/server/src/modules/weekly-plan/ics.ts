/**
 * iCalendar 2.0 output through ical-generator. Times are written in UTC (…Z), each the exact instant
 * of the company's wall-clock time (APP_TIME_ZONE), so every calendar shows it at the right local time
 * without a VTIMEZONE (docs/decisions/0022).
 */
import { appTimeZone, type PlanEvent } from '@firebreak/shared';
import ical from 'ical-generator';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export function renderIcs(options: {
  calendarName: string;
  events: readonly PlanEvent[];
  description?: string;
  refreshSeconds?: number;
  now?: Date;
}): string {
  const calendar = ical({
    name: options.calendarName,
    prodId: { company: 'Firebreak', product: 'Weekly Plan', language: 'EN' },
    ...(options.description ? { description: options.description } : {}),
    ...(options.refreshSeconds ? { ttl: options.refreshSeconds } : {}),
  });
  calendar.x('X-WR-TIMEZONE', appTimeZone());
  const stamp = options.now ?? new Date();
  for (const event of options.events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      ...(event.allDay ? { allDay: true } : {}),
      stamp,
      summary: event.summary,
    });
  }
  return calendar.toString();
}
