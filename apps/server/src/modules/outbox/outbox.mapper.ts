/** An outbox row as the API shows it: addresses and attachments parsed, the sender's claim left out. */
import type { OutboxMessage } from '@firebreak/shared';
import type { Selectable } from 'kysely';
import type { OutboxMessagesTable } from '../../db/schema/outbox';

export type OutboxRow = Selectable<OutboxMessagesTable> & {
  creator_first_name: string | null;
  creator_last_name: string | null;
};

export type StoredAttachment = { filename: string; contentType: string; sha256: string; size: number };

function parseList<T>(text: string): T[] {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export const addressesOf = (text: string) => parseList<string>(text);
export const attachmentsOf = (text: string) => parseList<StoredAttachment>(text);

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: addressesOf(row.to_addresses),
    cc: addressesOf(row.cc_addresses),
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.status === 'queued' ? row.next_attempt_at : null,
    lastError: row.last_error,
    messageId: row.message_id,
    relatedType: row.related_type,
    relatedId: row.related_id,
    attachments: attachmentsOf(row.attachments).map(({ filename, contentType, size }) => ({
      filename,
      contentType,
      size,
    })),
    createdBy: row.created_by
      ? {
          id: row.created_by,
          name: row.creator_first_name
            ? `${row.creator_first_name} ${row.creator_last_name ?? ''}`.trim()
            : 'Former user',
        }
      : null,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}
