/**
 * The outbox's one way in for every module (decision 0085):
 *
 *   await enqueueEmail(context, { to: 'a@b.co.za', subject, text,
 *     attachments: [{ filename: 'INV-2026-0001.pdf', contentType: 'application/pdf', content: pdf }],
 *     relatedType: 'invoice', relatedId: invoice.id, createdBy: actor.id });
 *
 * It writes the row (in the caller's transaction when `db` is one: `{ ...context, db: trx }`) and
 * keeps each attachment's bytes in the file store's 'outbox' folder first (content-addressed, so a
 * rolled-back transaction leaves at most an unreferenced file). The sender sends it; without SMTP_URL
 * the row is recorded as 'skipped'. Inside a transaction the sender is woken before the commit and may
 * not see the row yet: call `context.outbox.wake()` after committing, or it goes at the next poll.
 */
import { randomUUID } from 'node:crypto';
import {
  emailAddressSchema,
  emailRecipientsSchema,
  OUTBOX_NO_SMTP,
  type OutboxMessage,
  type OutboxRelatedType,
} from '@firebreak/shared';
import { z } from 'zod';
import type { ServiceDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { createContentStore } from '../../lib/storage/content-store';
import { toOutboxMessage } from './outbox.mapper';

export type EmailAttachment = { filename: string; contentType: string; content: Buffer | Uint8Array };

export type EmailMessage = {
  to: string | string[];
  cc?: string | string[] | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: EmailAttachment[] | undefined;
  relatedType?: OutboxRelatedType | undefined;
  relatedId?: string | undefined;
  /** The user who asked for it; null or absent for the system. */
  createdBy?: string | null | undefined;
};

export type EnqueueDeps = ServiceDeps<'db' | 'files' | 'config'> & Partial<ServiceDeps<'outbox'>>;

/** 10 MB of attachments: what most receiving servers still accept once base64 adds a third. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const messageSchema = z.object({
  to: emailRecipientsSchema,
  cc: z.union([emailRecipientsSchema, z.undefined()]).transform((value) => value ?? []),
  subject: z.string().trim().min(1, 'Subject is required').max(300, 'Subject must be at most 300 characters'),
  text: z.string().max(100_000, 'Text must be at most 100000 characters'),
  html: z.string().max(500_000).optional(),
  relatedId: z.string().max(36).optional(),
});

/** A Message-ID in the sender's domain, fixed now so every attempt carries the same one. */
function newMessageId(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = emailAddressSchema.safeParse(address).success ? address.split('@')[1] : 'firebreak.local';
  return `<${randomUUID()}@${domain}>`;
}

export async function enqueueEmail(deps: EnqueueDeps, message: EmailMessage): Promise<OutboxMessage> {
  const parsed = messageSchema.safeParse({
    to: message.to,
    cc:
      message.cc === undefined || (Array.isArray(message.cc) && message.cc.length === 0)
        ? undefined
        : message.cc,
    subject: message.subject,
    text: message.text,
    html: message.html,
    relatedId: message.relatedId,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid e-mail');
  const attachments = message.attachments ?? [];
  const total = attachments.reduce((sum, a) => sum + a.content.byteLength, 0);
  if (total > MAX_ATTACHMENT_BYTES) throw badRequest('Attachments must be at most 10 MB together');
  const store = createContentStore(deps.files, 'outbox');
  const stored = [];
  for (const attachment of attachments) {
    const sha256 = await store.put(new Uint8Array(attachment.content));
    stored.push({
      filename: attachment.filename.slice(0, 200) || 'attachment',
      contentType: attachment.contentType.slice(0, 100) || 'application/octet-stream',
      sha256,
      size: attachment.content.byteLength,
    });
  }
  const now = new Date().toISOString();
  const configured = Boolean(deps.config.mail.smtpUrl);
  const row = {
    id: randomUUID(),
    to_addresses: JSON.stringify(parsed.data.to),
    cc_addresses: JSON.stringify(parsed.data.cc),
    subject: parsed.data.subject,
    text_body: parsed.data.text,
    html_body: parsed.data.html ?? null,
    attachments: JSON.stringify(stored),
    related_type: message.relatedType ?? null,
    related_id: parsed.data.relatedId ?? null,
    status: configured ? ('queued' as const) : ('skipped' as const),
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    claim_token: null,
    last_error: configured ? null : OUTBOX_NO_SMTP,
    message_id: newMessageId(deps.config.mail.from),
    created_by: message.createdBy ?? null,
    created_at: now,
    sent_at: null,
  };
  await deps.db.insertInto('outbox_messages').values(row).execute();
  if (configured) deps.outbox?.wake();
  return toOutboxMessage({ ...row, creator_first_name: null, creator_last_name: null });
}
