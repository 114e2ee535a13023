/**
 * Reading the outbox and queuing a message again (decision 0085). Sending is outbox-delivery.ts and
 * the job in jobs/outbox-sender.ts; other modules add e-mail with enqueueEmail (outbox-enqueue.ts).
 */
import type {
  OutboxListResponse,
  OutboxMessage,
  OutboxRelatedResponse,
  OutboxRelatedType,
  outboxListQuerySchema,
  outboxRelatedQuerySchema,
  Permission,
} from '@firebreak/shared';
import type { z } from 'zod';
import type { ServiceDeps } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { type Actor, assertCan } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { toOutboxMessage } from './outbox.mapper';

function withCreator({ db }: ServiceDeps<'db'>) {
  return db
    .selectFrom('outbox_messages')
    .leftJoin('users', 'users.id', 'outbox_messages.created_by')
    .selectAll('outbox_messages')
    .select(['users.first_name as creator_first_name', 'users.last_name as creator_last_name']);
}

export async function listOutbox(
  { db, config }: ServiceDeps<'db' | 'config'>,
  query: z.output<typeof outboxListQuerySchema>,
): Promise<OutboxListResponse> {
  let filtered = db.selectFrom('outbox_messages');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  if (query.relatedType) filtered = filtered.where('related_type', '=', query.relatedType);
  if (query.relatedId) filtered = filtered.where('related_id', '=', query.relatedId);
  let page = withCreator({ db });
  if (query.status) page = page.where('outbox_messages.status', '=', query.status);
  if (query.relatedType) page = page.where('outbox_messages.related_type', '=', query.relatedType);
  if (query.relatedId) page = page.where('outbox_messages.related_id', '=', query.relatedId);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    page
      .orderBy('outbox_messages.created_at', 'desc')
      .orderBy('outbox_messages.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    items: rows.map(toOutboxMessage),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
    smtpConfigured: Boolean(config.mail.smtpUrl),
  };
}

/** Who may read one item's messages: whoever may read the item (the route has checked invoices.read). */
const READ_PERMISSION: Record<OutboxRelatedType, Permission> = {
  invoice: 'invoices.read',
  statement: 'invoices.read',
  quote: 'quotes.read',
  agreement: 'agreements.read',
  // A staff invitation's link (decision 0089): only administrators invite.
  user: 'users.manage',
};

export async function listRelatedMessages(
  { db, config, actor }: ServiceDeps<'db' | 'config'> & { actor: Actor },
  query: z.output<typeof outboxRelatedQuerySchema>,
): Promise<OutboxRelatedResponse> {
  assertCan(actor.role, READ_PERMISSION[query.relatedType]);
  const rows = await withCreator({ db })
    .where('outbox_messages.related_type', '=', query.relatedType)
    .where('outbox_messages.related_id', '=', query.relatedId)
    .orderBy('outbox_messages.created_at', 'desc')
    .orderBy('outbox_messages.id', 'desc')
    .limit(100)
    .execute();
  return { items: rows.map(toOutboxMessage), smtpConfigured: Boolean(config.mail.smtpUrl) };
}

/** A failed or not-sent message is queued again with a fresh schedule of attempts. */
export async function retryMessage(
  { db, outbox, actor }: ServiceDeps<'db' | 'outbox'> & { actor: Actor },
  id: string,
): Promise<OutboxMessage> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Message not found');
    const changed = await trx
      .updateTable('outbox_messages')
      .set({ status: 'queued', attempts: 0, next_attempt_at: new Date().toISOString(), last_error: null })
      .where('id', '=', id)
      .where('status', 'in', ['failed', 'skipped'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1)
      throw conflict(`Only a failed or not-sent message can be retried; this one is ${row.status}`);
    await recordAudit({
      db: trx,
      actor,
      action: 'retry',
      entity: 'outbox',
      entityId: id,
      before: { status: row.status, attempts: Number(row.attempts), lastError: row.last_error },
      after: { status: 'queued', attempts: 0 },
    });
  });
  outbox.wake();
  const row = await withCreator({ db }).where('outbox_messages.id', '=', id).executeTakeFirstOrThrow();
  return toOutboxMessage(row);
}
