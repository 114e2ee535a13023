/**
 * The client a project's save names (docs/decisions/0062): the client picked from the Clients list,
 * else the client of that name (trimmed, any case), else a new client added to the list, so every
 * project has its client and the Clients list counts every client the projects name.
 */
import { randomUUID } from 'node:crypto';
import { clientKindOfType } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';

type Named = { clientId?: string; clientName: string; clientType: string };

export async function resolveProjectClient(
  { db: trx }: ServiceDeps<'db'>,
  actor: Actor | null,
  { clientId, clientName, clientType }: Named,
): Promise<{ id: string; name: string }> {
  if (clientId) {
    const picked = await trx
      .selectFrom('clients')
      .select(['id', 'name'])
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!picked) throw badRequest('The client picked is not in the Clients list');
    return picked;
  }
  const name = clientName.trim();
  const key = name.toLowerCase();
  const byName = () =>
    trx.selectFrom('clients').select(['id', 'name']).where('name_key', '=', key).executeTakeFirst();
  const existing = await byName();
  if (existing) return existing;
  const now = new Date().toISOString();
  const row = {
    id: randomUUID(),
    name,
    name_key: key,
    type: clientKindOfType(clientType),
    contact: '',
    email: '',
    phone: '',
    address: '',
    status: 'Active',
    rating: 0,
    last_contact: null,
    notes: '',
    created_at: now,
    updated_at: now,
  };
  // Two saves naming the same new client at once: one adds it, the other finds it.
  await trx
    .insertInto('clients')
    .values(row)
    .onConflict((oc) => oc.column('name_key').doNothing())
    .execute();
  const added = await byName();
  if (!added) throw new Error(`client '${name}' was neither added nor found`);
  if (added.id === row.id) {
    await recordAudit({
      db: trx,
      actor,
      action: 'create',
      entity: 'client',
      entityId: row.id,
      after: { name, type: row.type, addedWith: 'project' },
    });
  }
  return added;
}
