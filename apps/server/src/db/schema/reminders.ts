/** Overdue reminders (migration 0040, decision 0089). */
export type ReminderScheduleTable = {
  /** Days from an invoice's due date: negative before it, positive after. */
  offset_days: number;
  updated_at: string;
};

/** One reminder per invoice and offset (unique): queued with its outbox message, or skipped. */
export type InvoiceRemindersTable = {
  id: string;
  invoice_id: string;
  offset_days: number;
  /** The company day it fell due: the invoice's due date plus the offset. */
  due_on: string;
  /** queued | skipped (shared REMINDER_STATUSES). */
  status: string;
  reason: string | null;
  outbox_message_id: string | null;
  created_at: string;
};
