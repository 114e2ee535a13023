/**
 * Inspection visits (issue 16, part 2a; docs/decisions/0065): the zod schemas of /api/visits and the
 * types taken from them. The statuses, messages and `dueVisits` are in rules.ts.
 */
import { z } from 'zod';
import { isCalendarDate } from '../common/validation';
import { FREQUENCIES, SYSTEMS } from '../maintenance-catalogue/rules';
import { REQUEST_URGENCIES } from '../portal/rules';
import { visitWorkSchema } from '../visit-work/schemas';
import { VISIT_KINDS, visitPartSchema } from './charges';
import { VISIT_LIMITS, VISIT_STATUSES, VISIT_STRINGS } from './rules';

const calendarDate = (label: string) =>
  z
    .string({ error: VISIT_STRINGS.dateInvalid(label) })
    .refine(isCalendarDate, { message: VISIT_STRINGS.dateInvalid(label) });

/** The covered assets of a visit as stored (JSON in inspection_visits.covers). */
export const visitCoverSchema = z.object({
  assetId: z.string(),
  frequencies: z.array(z.enum(FREQUENCIES)).min(1),
});
export type VisitCover = z.infer<typeof visitCoverSchema>;

export const visitSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  dueDate: z.string(),
  /**
   * The longest-interval frequency due that day: the visit also does every shorter one's tasks. Null
   * for a call-out or a repair visit, which follow no schedule.
   */
  frequency: z.enum(FREQUENCIES).nullable(),
  /** ROUTINE (the schedule), CALL_OUT or REPAIR (docs/decisions/0088). */
  kind: z.enum(VISIT_KINDS),
  /** CALL_OUT and REPAIR visits are invoiced from their work. */
  chargeable: z.boolean(),
  /** A REPAIR visit's won defect quote. */
  quoteId: z.string().nullable(),
  /** Whole kilometres driven for the visit. */
  travelKm: z.number().int(),
  frequencies: z.array(z.enum(FREQUENCIES)),
  status: z.enum(VISIT_STATUSES),
  /** Open and past its due date (Johannesburg calendar day). */
  overdue: z.boolean(),
  scheduledFor: z.string().nullable(),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
  vehicleId: z.string().nullable(),
  vehicleRegistration: z.string().nullable(),
  notes: z.string(),
  assetCount: z.number().int(),
  /** The ACTIVE maintenance agreement covering it (decision 0087), or null: the visit is chargeable. */
  agreementId: z.string().nullable(),
  agreementNumber: z.string().nullable(),
  /** Covered by an agreement ('Covered by AGR-…'); false: chargeable. */
  covered: z.boolean(),
  /** The fire systems of the assets it covers, in catalogue order (the board's Systems column). */
  systems: z.array(z.enum(SYSTEMS)),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

/** The portal's fault report a call-out was opened for (decision 0092), as the office sees it. */
export const visitRequestSchema = z.object({
  reference: z.string(),
  reportedBy: z.string(),
  urgency: z.enum(REQUEST_URGENCIES),
  description: z.string(),
  /** The reporter's photo for staff ('visits.read'); null when none was sent. */
  photoUrl: z.string().nullable(),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;

export const visitDetailSchema = visitSchema.extend({
  siteAddress: z.string(),
  accessNotes: z.string(),
  assets: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      typeLabel: z.string(),
      make: z.string(),
      model: z.string(),
      serial: z.string(),
      location: z.string(),
      /** The checklist of this visit: the type's tasks of the frequencies the visit covers. */
      tasks: z.array(z.object({ frequency: z.enum(FREQUENCIES), task: z.string() })),
      readings: z.array(
        z.object({ key: z.string(), label: z.string(), unit: z.string(), min: z.number(), max: z.number() }),
      ),
    }),
  ),
  work: visitWorkSchema,
  /** Parts used (no prices: a technician never receives money; the invoice carries them). */
  parts: z.array(visitPartSchema),
  /** The invoice made from this visit, when there is one. */
  invoiceId: z.string().nullable(),
  /** The client's fault report behind a call-out from the portal; null otherwise (absent on older caches). */
  request: visitRequestSchema.nullable().optional(),
});
export type VisitDetail = z.infer<typeof visitDetailSchema>;

/** PATCH's answer: the visit, and warnings that did not stop it (a technician booked twice that day). */
export const visitUpdateResultSchema = visitSchema.extend({ warnings: z.array(z.string()) });
export type VisitUpdateResult = z.infer<typeof visitUpdateResultSchema>;

export const visitsQuerySchema = z
  .object({
    from: calendarDate('From').optional(),
    to: calendarDate('To').optional(),
    technicianId: z.string().min(1).max(100).optional(),
    siteId: z.string().min(1).max(100).optional(),
    status: z.enum(VISIT_STATUSES).optional(),
    /** Also list open visits due before `from` (the board's overdue ones). */
    includeOverdue: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to) {
      if (q.from > q.to)
        ctx.addIssue({ code: 'custom', message: VISIT_STRINGS.rangeReversed, path: ['from'] });
      else if (Date.parse(q.to) - Date.parse(q.from) > VISIT_LIMITS.maxRangeDays * 86_400_000)
        ctx.addIssue({ code: 'custom', message: VISIT_STRINGS.rangeTooLong, path: ['to'] });
    }
  });
export type VisitsQuery = z.output<typeof visitsQuerySchema>;
export type VisitsQueryInput = z.input<typeof visitsQuerySchema>;

export const visitUpdateSchema = z
  .object({
    scheduledFor: calendarDate('Scheduled date').nullable().optional(),
    technicianId: z.string().min(1).max(100).nullable().optional(),
    vehicleId: z.string().min(1).max(100).nullable().optional(),
    notes: z.string().trim().max(VISIT_LIMITS.notesMax).optional(),
    status: z.literal('CANCELLED').optional(),
    /** An administrator's reason to book someone without the registration the visit needs (audited). */
    overrideReason: z.string().trim().max(500, 'Override reason must be at most 500 characters').optional(),
  })
  .strict();
export type VisitUpdate = z.infer<typeof visitUpdateSchema>;

export const visitGenerateSchema = z
  .object({
    horizonDays: z.number().int().min(1).max(VISIT_LIMITS.maxHorizonDays).optional(),
  })
  .strict();
export const visitGenerateResultSchema = z.object({ created: z.number().int(), removed: z.number().int() });
export type VisitGenerateResult = z.infer<typeof visitGenerateResultSchema>;
