/** An invoice_reminders row as the API shows it (decision 0089). */
import type { InvoiceReminder, ReminderStatus } from '@firebreak/shared';
import type { Selectable } from 'kysely';
import type { InvoiceRemindersTable } from '../../db/schema/reminders';

export function toInvoiceReminder(row: Selectable<InvoiceRemindersTable>): InvoiceReminder {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    offsetDays: Number(row.offset_days),
    dueOn: row.due_on,
    status: row.status as ReminderStatus,
    reason: row.reason,
    messageId: row.outbox_message_id,
    createdAt: row.created_at,
  };
}
