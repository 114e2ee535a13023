/**
 * The technician's My day (issue 30 §1): `GET /api/my-day`, the signed-in person's visits today and
 * for the rest of the week to Sunday, each with what is needed to get there and in; and the body of
 * Start and Pause on site (`POST /api/visits/:id/start|pause`), which may carry the time the phone
 * recorded it while offline.
 */
import { z } from 'zod';
import { SYSTEMS } from '../maintenance-catalogue/rules';
import { VISIT_KINDS } from '../visits/charges';
import { VISIT_STATUSES } from '../visits/rules';

export const MY_DAY_STRINGS = {
  atInvalid: 'The time must be a date and time (ISO 8601)',
  atFuture: 'The time is in the future',
  atTooEarly: "The time is more than a day before the visit's day",
  noPerson:
    'Your account is not linked to a person in Resources, so no visits are booked for you. Ask the office to link it.',
} as const;

/** Start or Pause as recorded on the phone: `at` is when it was tapped (ISO), absent when sent at once. */
export const visitClockInputSchema = z
  .object({
    at: z
      .string({ error: MY_DAY_STRINGS.atInvalid })
      .max(40)
      .refine((text) => Number.isFinite(Date.parse(text)) && /^\d{4}-\d{2}-\d{2}T/.test(text), {
        message: MY_DAY_STRINGS.atInvalid,
      })
      .optional(),
  })
  .strict();
export type VisitClockInput = z.input<typeof visitClockInputSchema>;

export const myDayVisitSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  clientName: z.string(),
  address: z.string(),
  area: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accessNotes: z.string(),
  /** The office's notes on the visit. */
  notes: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  systems: z.array(z.enum(SYSTEMS)),
  assetCount: z.number().int(),
  /** Assets with a result recorded, and whether the client has signed: what Finish still needs. */
  resultsRecorded: z.number().int(),
  signed: z.boolean(),
  kind: z.enum(VISIT_KINDS),
  status: z.enum(VISIT_STATUSES),
  /** Booked time of day, minutes after midnight company time; null: booked for the day only. */
  startMinute: z.number().int().nullable(),
  /** Booked length; the estimate from the asset count when the office set none. */
  durationMinutes: z.number().int(),
  /** An open stretch on site (Start or Resume without Pause or Finish yet). */
  onSite: z.boolean(),
  /** Whole minutes on site so far, over every stretch. */
  minutesOnSite: z.number().int(),
  completedAt: z.string().nullable(),
});
export type MyDayVisit = z.infer<typeof myDayVisitSchema>;

export const myDayDaySchema = z.object({
  /** YYYY-MM-DD, company time. */
  date: z.string(),
  visits: z.array(myDayVisitSchema),
});
export type MyDayDay = z.infer<typeof myDayDaySchema>;

export const myDaySchema = z.object({
  /** Today, company time. */
  today: z.string(),
  /** The account is linked to a person (personnel.user_id); false: no visits can be booked for it. */
  hasPerson: z.boolean(),
  personName: z.string().nullable(),
  /** Today first, then each day to Sunday. */
  days: z.array(myDayDaySchema),
  /** When the server answered (ISO): shown offline as the age of the copy. */
  generatedAt: z.string(),
});
export type MyDay = z.infer<typeof myDaySchema>;
