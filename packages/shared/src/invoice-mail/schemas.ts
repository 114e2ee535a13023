/**
 * E-mailing the money register (issue 29 §4, decision 0089): an issued invoice or credit note, or a
 * client's statement, with its PDF through the outbox; the overdue reminders' schedule (days from the
 * due date: negative before it, positive after) and what each reminder run did per invoice.
 */
import { z } from 'zod';
import { requiredDate } from '../common/fields';
import { emailRecipientsSchema } from '../outbox/schemas';

/** A message of the office's own, put above the standard text. */
const personalMessage = z
  .string()
  .trim()
  .max(2000, 'Message must be at most 2000 characters')
  .optional()
  .transform((value) => value ?? '');

/** An empty string or list means 'none' (the form's empty field). */
const optionalRecipients = z.preprocess(
  (value) =>
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
      ? undefined
      : value,
  emailRecipientsSchema.optional(),
);

/** POST /api/invoices/:id/email: to defaults to the client's billing e-mail. */
export const invoiceEmailInputSchema = z.object({
  to: optionalRecipients,
  cc: optionalRecipients,
  message: personalMessage,
});
export type InvoiceEmailInput = z.input<typeof invoiceEmailInputSchema>;

/** POST /api/clients/:id/statement/email: the statement's period, and whom to send it to. */
export const statementEmailInputSchema = z
  .object({
    from: requiredDate('From'),
    to: requiredDate('To'),
    recipients: optionalRecipients,
    cc: optionalRecipients,
    message: personalMessage,
  })
  .refine((value) => value.from <= value.to, { message: 'From must be on or before To', path: ['to'] });
export type StatementEmailInput = z.input<typeof statementEmailInputSchema>;

/** Why a reminder (or an e-mail with no address given) cannot go: the client has no billing e-mail. */
export const NO_BILLING_EMAIL =
  "The client has no billing e-mail: enter an address, or set one on the client's billing details";

/** Days from the due date: −7 is a week before it, 30 a month after. */
export const REMINDER_OFFSET_LIMITS = { min: -60, max: 365, maxCount: 8 } as const;

/** What a new install starts with: a week before, a week after and a month after the due date. */
export const DEFAULT_REMINDER_OFFSETS = [-7, 7, 30] as const;

export const reminderScheduleSchema = z.object({ offsets: z.array(z.number().int()) });
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

export const reminderScheduleInputSchema = z.object({
  offsets: z
    .array(
      z
        .number({ error: 'Each reminder is a whole number of days' })
        .int('Each reminder is a whole number of days')
        .min(
          REMINDER_OFFSET_LIMITS.min,
          `A reminder is at most ${-REMINDER_OFFSET_LIMITS.min} days before the due date`,
        )
        .max(
          REMINDER_OFFSET_LIMITS.max,
          `A reminder is at most ${REMINDER_OFFSET_LIMITS.max} days after the due date`,
        ),
      { error: 'Offsets must be a list of days' },
    )
    .max(REMINDER_OFFSET_LIMITS.maxCount, `At most ${REMINDER_OFFSET_LIMITS.maxCount} reminders`)
    .refine((offsets) => new Set(offsets).size === offsets.length, 'Each day may be given once')
    .transform((offsets) => [...offsets].sort((a, b) => a - b)),
});
export type ReminderScheduleInput = z.input<typeof reminderScheduleInputSchema>;

/** POST /api/invoice-reminders/run: what one run took; ran is false without an SMTP server. */
export const reminderRunSchema = z.object({
  queued: z.number().int(),
  skipped: z.number().int(),
  ran: z.boolean(),
});
export type ReminderRun = z.infer<typeof reminderRunSchema>;

export const REMINDER_STATUSES = ['queued', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** One reminder the job took for an invoice: queued in the outbox, or skipped with the reason. */
export const invoiceReminderSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  offsetDays: z.number().int(),
  /** The company day the reminder fell due (due date + offset). */
  dueOn: z.string(),
  status: z.enum(REMINDER_STATUSES),
  reason: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceReminder = z.infer<typeof invoiceReminderSchema>;

export const invoiceReminderListSchema = z.object({ items: z.array(invoiceReminderSchema) });
export type InvoiceReminderList = z.infer<typeof invoiceReminderListSchema>;

/** 'A week before the due date', 'On the due date', '30 days after the due date'. */
export function reminderOffsetLabel(offset: number): string {
  if (offset === 0) return 'On the due date';
  const days = Math.abs(offset);
  const span = days === 7 ? 'A week' : days === 1 ? '1 day' : `${days} days`;
  return `${span} ${offset < 0 ? 'before' : 'after'} the due date`;
}
