/**
 * The outbox's API (issue 29 §4, decision 0085): every e-mail the app sends, its state and its
 * attempts. GET /api/outbox and POST /api/outbox/:id/retry are for administrators; GET
 * /api/outbox/related lists one invoice's or quote's messages for those who may read it.
 */
import { z } from 'zod';
import { enumOf } from '../common/fields';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

/** What a message may be about; each is read with that item's own read permission. */
export const OUTBOX_RELATED_TYPES = ['invoice', 'statement', 'quote', 'user', 'agreement'] as const;
export type OutboxRelatedType = (typeof OUTBOX_RELATED_TYPES)[number];

/** Why a message was recorded but not sent when the server has no SMTP_URL. */
export const OUTBOX_NO_SMTP = 'not sent: no SMTP server configured';

/** One address, as the e-mail forms and enqueueEmail accept it. */
export const emailAddressSchema = z
  .string({ error: 'E-mail address is required' })
  .trim()
  .min(1, 'E-mail address is required')
  .max(254, 'E-mail address must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

/** One or more addresses: an array, or one string separated by commas or semicolons. */
export const emailRecipientsSchema = z
  .union([z.string(), z.array(z.string())], { error: 'Recipients must be e-mail addresses' })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/[,;]/)).map((entry) => entry.trim()).filter(Boolean),
  )
  .pipe(
    z.array(emailAddressSchema).min(1, 'At least one recipient is required').max(20, 'At most 20 recipients'),
  );

export const outboxListQuerySchema = z.object({
  status: enumOf(OUTBOX_STATUSES, 'Status').optional(),
  relatedType: enumOf(OUTBOX_RELATED_TYPES, 'Related type').optional(),
  relatedId: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;

export const outboxRelatedQuerySchema = z.object({
  relatedType: enumOf(OUTBOX_RELATED_TYPES, 'Related type'),
  relatedId: z.string().trim().min(1, 'Related id is required').max(100),
});
export type OutboxRelatedQuery = z.input<typeof outboxRelatedQuerySchema>;

export const outboxAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  messageId: z.string(),
  relatedType: z.string().nullable(),
  relatedId: z.string().nullable(),
  attachments: z.array(outboxAttachmentSchema),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = z.object({
  items: z.array(outboxMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Whether this server has an SMTP server to send through (SMTP_URL). */
  smtpConfigured: z.boolean(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

export const outboxRelatedResponseSchema = z.object({
  items: z.array(outboxMessageSchema),
  smtpConfigured: z.boolean(),
});
export type OutboxRelatedResponse = z.infer<typeof outboxRelatedResponseSchema>;

/**
 * POST /api/quotes/:id/approval-links/:linkId/email: the link's token (shown once when it was made; only
 * its hash is kept, so the server cannot make the address again) and who gets it.
 */
export const quoteLinkEmailInputSchema = z.object({
  to: emailRecipientsSchema,
  token: z.string({ error: 'The link itself is required' }).min(1, 'The link itself is required').max(2000),
});
export type QuoteLinkEmailInput = z.input<typeof quoteLinkEmailInputSchema>;

export const quoteLinkEmailParamsSchema = z.object({
  id: z.string().min(1).max(64),
  linkId: z.string().min(1).max(64),
});
