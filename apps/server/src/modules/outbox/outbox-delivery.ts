/**
 * Sending one outbox message (decision 0085). The row is the truth: a due row is claimed by one
 * conditional UPDATE (status 'queued' and due, or 'sending' with its lease run out: its sender died),
 * so two instances never send it at once; the result is written only while the claim is still ours.
 * A failure is tried again after 1 min, 5 min, 30 min, 2 h and 12 h, then the message has failed.
 */
import { randomUUID } from 'node:crypto';
import { OUTBOX_NO_SMTP } from '@firebreak/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/schema';
import type { ServiceDeps } from '../../lib/context';
import { createContentStore } from '../../lib/storage/content-store';
import { addressesOf, attachmentsOf } from './outbox.mapper';

export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
/** The first try and one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a claim holds: longer than a send can take (nodemailer's timeouts below add up to under
 * 5 min), so only a dead sender's row is taken over. A server that accepted the message just before
 * its sender died gets it again once this runs out, with the same Message-ID.
 */
export const LEASE_MS = 10 * 60_000;

export type MailEnvelope = {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html?: string | undefined;
  messageId: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
};

export type Mailer = { send(message: MailEnvelope): Promise<void>; close(): void };

export function createMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 60_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
  });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

export type DeliveryDeps = ServiceDeps<'db' | 'files' | 'config'> & {
  /** Undefined without SMTP_URL: a claimed message is recorded as skipped. */
  mailer: Mailer | undefined;
  now?: () => Date;
};

const due = (nowIso: string) => (eb: ExpressionBuilder<Database, 'outbox_messages'>) =>
  eb.or([
    eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', nowIso)]),
    eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', nowIso)]),
  ]);

/** Takes the next due message for this sender, or answers undefined when none is due. */
async function claimNext({ db }: ServiceDeps<'db'>, now: Date) {
  const nowIso = now.toISOString();
  const candidates = await db
    .selectFrom('outbox_messages')
    .select('id')
    .where(due(nowIso))
    .orderBy('next_attempt_at')
    .limit(10)
    .execute();
  for (const { id } of candidates) {
    const token = randomUUID();
    const claimed = await db
      .updateTable('outbox_messages')
      .set({
        status: 'sending',
        attempts: sql`attempts + 1`,
        claim_token: token,
        lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      })
      .where('id', '=', id)
      .where(due(nowIso))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const row = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}

/** The server's own words when it gave them (e.g. '550 5.1.1 No such user'), else the error's. */
function reasonOf(error: unknown): string {
  const response = (error as { response?: unknown })?.response;
  const text =
    typeof response === 'string' && response
      ? response
      : error instanceof Error
        ? error.message
        : String(error);
  return text.slice(0, 1000);
}

/** Sends one due message; answers false when none was due. */
export async function deliverNext(deps: DeliveryDeps): Promise<boolean> {
  const now = deps.now?.() ?? new Date();
  const row = await claimNext(deps, now);
  if (!row) return false;
  const ours = deps.db
    .updateTable('outbox_messages')
    .where('id', '=', row.id)
    .where('claim_token', '=', row.claim_token);
  if (!deps.mailer) {
    await ours
      .set({ status: 'skipped', last_error: OUTBOX_NO_SMTP, lease_until: null, claim_token: null })
      .execute();
    return true;
  }
  try {
    const store = createContentStore(deps.files, 'outbox');
    const attachments = [];
    for (const attachment of attachmentsOf(row.attachments))
      attachments.push({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: await store.read(attachment.sha256),
      });
    await deps.mailer.send({
      from: deps.config.mail.from,
      to: addressesOf(row.to_addresses),
      cc: addressesOf(row.cc_addresses),
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
      messageId: row.message_id,
      attachments,
    });
    await ours
      .set({
        status: 'sent',
        sent_at: new Date().toISOString(),
        last_error: null,
        lease_until: null,
        claim_token: null,
      })
      .execute();
  } catch (error) {
    const attempts = Number(row.attempts);
    const delay = RETRY_DELAYS_MS[attempts - 1];
    const failed = attempts >= MAX_ATTEMPTS || delay === undefined;
    await ours
      .set({
        status: failed ? 'failed' : 'queued',
        last_error: reasonOf(error),
        next_attempt_at: failed ? row.next_attempt_at : new Date(now.getTime() + delay).toISOString(),
        lease_until: null,
        claim_token: null,
      })
      .execute();
  }
  return true;
}
