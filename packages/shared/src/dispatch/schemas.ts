/**
 * The zod schemas of the dispatch board (issue 30 §2, decision 0091): `GET /api/dispatch/board` and
 * `PUT /api/visits/:id/assignment`. Rules (conflict kinds, limits, routes) in rules.ts.
 */
import { z } from 'zod';
import { optionalText, requiredDate } from '../common/fields';
import { SYSTEMS } from '../maintenance-catalogue/rules';
import { registrationRequirementSchema } from '../registrations/schemas';
import { VISIT_KINDS } from '../visits/charges';
import { VISIT_STATUSES } from '../visits/rules';
import { CONFLICT_KINDS, DISPATCH_LIMITS, parseClock } from './rules';

export const dispatchBoardQuerySchema = z.object({
  /** Any day of the week wanted (YYYY-MM-DD); the board starts on its Monday. Default: this week. */
  week: requiredDate('Week').optional(),
  area: z.string().trim().max(80).optional(),
  clientId: z.string().trim().max(100).optional(),
  system: z.enum(SYSTEMS).optional(),
  status: z.enum(VISIT_STATUSES).optional(),
});
export type DispatchBoardQuery = z.input<typeof dispatchBoardQuerySchema>;

export const conflictSchema = z.object({
  kind: z.enum(CONFLICT_KINDS),
  message: z.string(),
  /** REGISTRATION: only an administrator may override. */
  adminOnly: z.boolean(),
});
export type Conflict = z.infer<typeof conflictSchema>;

export const boardVisitSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  address: z.string(),
  area: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  kind: z.enum(VISIT_KINDS),
  status: z.enum(VISIT_STATUSES),
  dueDate: z.string(),
  overdue: z.boolean(),
  scheduledFor: z.string().nullable(),
  /** Minutes after midnight, company time; null: booked for the day without a time. */
  startMinute: z.number().int().nullable(),
  /** Booked length, or the estimate from its assets when not booked. */
  durationMinutes: z.number().int(),
  technicianId: z.string().nullable(),
  vehicleId: z.string().nullable(),
  vehicleRegistration: z.string().nullable(),
  systems: z.array(z.enum(SYSTEMS)),
  assetCount: z.number().int(),
  /** What its assets' work needs (the maintenance catalogue's registration per asset type). */
  requires: z.array(registrationRequirementSchema),
  /** Conflicts of the booking as it stands (none for an unassigned visit). */
  conflicts: z.array(conflictSchema),
});
export type BoardVisit = z.infer<typeof boardVisitSchema>;

export const boardDaySchema = z.object({
  date: z.string(),
  /** 0 on a weekend or a day of leave. */
  workingMinutes: z.number().int(),
  bookedMinutes: z.number().int(),
  /** The reason of a leave covering the day ('' when none given), or null. */
  leave: z.string().nullable(),
  /** Projects the person is scheduled on that day (personnel schedules). */
  projects: z.array(z.string()),
  /** In booked order (time, then unscheduled). */
  visits: z.array(boardVisitSchema),
  /** Estimated road km in the booked order, and the nearest-next-stop order and its km. */
  bookedKm: z.number(),
  suggestedOrder: z.array(z.string()),
  suggestedKm: z.number(),
});
export type BoardDay = z.infer<typeof boardDaySchema>;

export const boardLaneSchema = z.object({
  technicianId: z.string(),
  name: z.string(),
  status: z.string(),
  workStartMinute: z.number().int(),
  workEndMinute: z.number().int(),
  /** Categories whose registration lapses by the end of next month (the board's 'not allowed next month'). */
  lapsingNextMonth: z.array(z.string()),
  days: z.array(boardDaySchema),
});
export type BoardLane = z.infer<typeof boardLaneSchema>;

export const dispatchBoardSchema = z.object({
  weekStart: z.string(),
  days: z.array(z.string()),
  lanes: z.array(boardLaneSchema),
  /** Open visits with no technician (or no day) that are due by the week's end, overdue first. */
  unassigned: z.array(boardVisitSchema),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;

const clock = z
  .string({ error: 'Start time must be a time like 08:30' })
  .refine((t) => parseClock(t) !== null, 'Start time must be a time like 08:30');

export const assignmentInputSchema = z
  .object({
    /** null: take it off the technician (back to Unassigned). */
    technicianId: z.string().trim().min(1).max(100).nullable(),
    date: requiredDate('Date'),
    startTime: clock,
    durationMinutes: z
      .number({ error: 'Duration must be a number of minutes' })
      .int('Duration must be whole minutes')
      .min(
        DISPATCH_LIMITS.minDurationMinutes,
        `Duration must be at least ${DISPATCH_LIMITS.minDurationMinutes} minutes`,
      )
      .max(
        DISPATCH_LIMITS.maxDurationMinutes,
        `Duration must be at most ${DISPATCH_LIMITS.maxDurationMinutes / 60} hours`,
      ),
    /** undefined: keep the visit's vehicle. */
    vehicleId: z.string().trim().min(1).max(100).nullable().optional(),
    /** Given: book despite the conflicts (the office's, or an administrator's for a registration). */
    overrideReason: optionalText('Override reason', DISPATCH_LIMITS.overrideReasonMax).optional(),
  })
  .superRefine((value, ctx) => {
    const start = parseClock(value.startTime);
    if (start !== null && start + value.durationMinutes > 24 * 60)
      ctx.addIssue({
        code: 'custom',
        path: ['durationMinutes'],
        message: 'The visit must end by midnight on the day it starts',
      });
  });
export type AssignmentInput = z.input<typeof assignmentInputSchema>;
export type AssignmentValues = z.output<typeof assignmentInputSchema>;

/** 409 (schedule conflicts) or 422 (registration) without an override: nothing is written. */
export const assignmentRefusalSchema = z.object({
  error: z.string(),
  conflicts: z.array(conflictSchema),
});
export type AssignmentRefusal = z.infer<typeof assignmentRefusalSchema>;

/** The visit as booked, with the conflicts the override booked it despite (empty when none). */
export const assignmentResultSchema = boardVisitSchema.extend({ overridden: z.array(conflictSchema) });
export type AssignmentResult = z.infer<typeof assignmentResultSchema>;
