/** zod schemas of the Weekly Plan API, apart from the pure helpers the web's first load may use. */
import { z } from 'zod';
import {
  type Appointment,
  isIsoDate,
  validateWeek,
  WEEKDAYS,
  WEEKLY_PLAN_LIMITS,
  WEEKLY_PLAN_MESSAGES,
  type WeekTemplate,
} from './rules';

const M = WEEKLY_PLAN_MESSAGES;
const L = WEEKLY_PLAN_LIMITS;

export const planBlockSchema = z.object({
  id: z.string({ error: M.idInvalid }).regex(/^[A-Za-z0-9_-]{1,64}$/, M.idInvalid),
  title: z
    .string({ error: M.titleRequired })
    .max(L.titleMax * 4, M.titleTooLong)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, M.titleRequired).max(L.titleMax, M.titleTooLong)),
  startHour: z
    .number({ error: M.timeInvalid })
    .int(M.timeInvalid)
    .min(0, M.timeInvalid)
    .max(23, M.timeInvalid),
  startMinute: z
    .number({ error: M.timeInvalid })
    .int(M.timeInvalid)
    .min(0, M.timeInvalid)
    .max(59, M.timeInvalid)
    .optional()
    .default(0),
  durationMinutes: z
    .number({ error: M.durationInvalid })
    .int(M.durationInvalid)
    .min(L.durationMin, M.durationInvalid)
    .max(L.durationMax, M.durationInvalid),
});

const dayBlocks = z.array(planBlockSchema).max(L.blocksPerDayMax, M.tooManyBlocks);

export const weekTemplateSchema = z
  .object({
    Monday: dayBlocks,
    Tuesday: dayBlocks,
    Wednesday: dayBlocks,
    Thursday: dayBlocks,
    Friday: dayBlocks,
  })
  .superRefine((template, ctx) => {
    const problem = validateWeek(template as WeekTemplate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const saveWeeklyPlanSchema = z.object({ template: weekTemplateSchema });
export type SaveWeeklyPlanInput = z.input<typeof saveWeeklyPlanSchema>;
export type SaveWeeklyPlan = z.output<typeof saveWeeklyPlanSchema>;

const nameParam = z
  .string()
  .max(L.nameMax * 4, M.nameTooLong)
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(z.string().max(L.nameMax, M.nameTooLong));

export const isoDateSchema = z.string({ error: M.startInvalid }).refine(isIsoDate, M.startInvalid);

export const weeklyPlanQuerySchema = z.object({ name: nameParam.optional() });
export type WeeklyPlanQuery = z.output<typeof weeklyPlanQuerySchema>;

export const weeklyPlanExportQuerySchema = z.object({
  name: nameParam.pipe(z.string().min(1, M.nameRequired)).optional(),
  start: isoDateSchema,
});
export type WeeklyPlanExportQuery = z.output<typeof weeklyPlanExportQuerySchema>;

export const appointmentsQuerySchema = z.object({ start: isoDateSchema });
export type AppointmentsQuery = z.output<typeof appointmentsQuerySchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['MEETING', 'SCHEDULE', 'SITE_VISIT', 'INSPECTION']),
  title: z.string(),
  date: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  detail: z.string().nullable().optional(),
  projectId: z.string().nullable().optional(),
  clientId: z.string().nullable().optional(),
  siteId: z.string().nullable().optional(),
}) satisfies z.ZodType<Appointment>;

export const planSourceSchema = z.enum(['own', 'colleague', 'template']);
export type PlanSource = z.infer<typeof planSourceSchema>;

const responseBlock = z.object({
  id: z.string(),
  title: z.string(),
  startHour: z.number(),
  startMinute: z.number(),
  durationMinutes: z.number(),
});

export const weeklyPlanResponseSchema = z.object({
  name: z.string(),
  /** Whose blocks are shown: the signed-in user's, a colleague's saved plan, or the standard template. */
  source: planSourceSchema,
  editable: z.boolean(),
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
  template: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(responseBlock)])) as {
      [K in (typeof WEEKDAYS)[number]]: z.ZodArray<typeof responseBlock>;
    },
  ),
});
export type WeeklyPlanResponse = z.infer<typeof weeklyPlanResponseSchema>;

export const calendarSubscriptionSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;

export const newCalendarSubscriptionSchema = z.object({ url: z.string(), createdAt: z.string() });
export type NewCalendarSubscription = z.infer<typeof newCalendarSubscriptionSchema>;
