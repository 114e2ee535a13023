import type { OutboxStatus } from '@firebreak/shared';
import type { Generated } from 'kysely';

/**
 * One e-mail in the outbox (migration 0036, decision 0085). to/cc are JSON arrays of addresses;
 * attachments a JSON array of { filename, contentType, sha256, size } whose bytes are in the file
 * store's 'outbox' folder. lease_until and claim_token say which sender holds a 'sending' row and
 * until when; message_id is fixed at enqueue, so every attempt carries the same Message-ID.
 */
export type OutboxMessagesTable = {
  id: string;
  to_addresses: string;
  cc_addresses: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: string;
  related_type: string | null;
  related_id: string | null;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  claim_token: string | null;
  /** The SMTP server's reason for the last failure, or why nothing was sent. */
  last_error: string | null;
  message_id: string;
  created_by: string | null;
  created_at: string;
  sent_at: string | null;
};
