/** zod schemas of the clients API (spec §3 Client); the web form and the routes share them. */
import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields';
import { isCalendarDate } from '../common/validation';
import { CLIENT_KINDS, CLIENT_STATUSES, CLIENT_STRINGS, normaliseSaPhone, RATING_MAX } from './rules';

export const clientInputSchema = z.object({
  name: requiredText('Name', 200),
  type: z.enum(CLIENT_KINDS, { error: `Type must be one of ${CLIENT_KINDS.join(', ')}` }),
  contact: optionalText('Contact person', 200),
  email: z
    .string({ error: CLIENT_STRINGS.invalidEmail })
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, CLIENT_STRINGS.invalidEmail)
    .nullish()
    .transform((v) => v ?? ''),
  phone: z
    .string({ error: CLIENT_STRINGS.invalidPhone })
    .max(40, CLIENT_STRINGS.invalidPhone)
    .nullish()
    .transform((value, ctx) => {
      const text = (value ?? '').trim();
      if (text === '') return '';
      const phone = normaliseSaPhone(text);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: CLIENT_STRINGS.invalidPhone });
        return z.NEVER;
      }
      return phone;
    }),
  address: optionalText('Address', 500),
  status: z.enum(CLIENT_STATUSES, { error: `Status must be one of ${CLIENT_STATUSES.join(', ')}` }),
  rating: z
    .number({ error: `Rating must be a whole number from 0 to ${RATING_MAX}` })
    .int(`Rating must be a whole number from 0 to ${RATING_MAX}`)
    .min(0, `Rating must be a whole number from 0 to ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be a whole number from 0 to ${RATING_MAX}`)
    .default(0),
  notes: optionalText('Notes', 5000),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ClientValues = z.output<typeof clientInputSchema>;

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CLIENT_KINDS),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(CLIENT_STATUSES),
  rating: z.number(),
  totalProjects: z.number(),
  activeProjects: z.number(),
  /** Rand: won quotes plus payments received on the client's projects (docs/decisions/0040). */
  /** null for a role without 'reports.financial' (docs/permissions.md). */
  totalRevenue: z.number().nullable(),
  lastContact: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_SORTS = ['name', 'type', 'status', 'rating', 'lastContact', 'createdAt'] as const;

export const listClientsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  type: z.enum(CLIENT_KINDS).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  sort: z.enum(CLIENT_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListClientsQuery = z.input<typeof listClientsQuerySchema>;

export const clientSummarySchema = z.object({
  totalClients: z.number(),
  activeClients: z.number(),
  activeProjects: z.number(),
  /** null for a role without 'reports.financial' (docs/permissions.md). */
  totalRevenue: z.number().nullable(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientListResponseSchema = z.object({
  items: z.array(clientSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  summary: clientSummarySchema,
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const meetingInputSchema = z.object({
  date: z
    .string({ error: 'Date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is required')
    .refine(isCalendarDate, 'Date is not a real date'),
  time: z.string({ error: 'Time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time is required'),
  durationMinutes: z
    .number({ error: 'Duration must be 15 to 480 minutes' })
    .int('Duration must be 15 to 480 minutes')
    .min(15, 'Duration must be 15 to 480 minutes')
    .max(480, 'Duration must be 15 to 480 minutes'),
  notes: optionalText('Notes', 2000),
});
export type MeetingInput = z.input<typeof meetingInputSchema>;

export const meetingSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  userId: z.string().nullable(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  notes: z.string(),
  createdAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
