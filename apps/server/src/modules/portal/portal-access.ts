/**
 * Which rows a client's contact (role CLIENT) may see (issue 31, decision 0092). Every portal route
 * starts here: it takes the signed-in user's enabled bindings, and any id outside them answers 404, as
 * an id that does not exist does, so a contact cannot learn what another client has.
 */
import { PORTAL_MESSAGES } from '@firebreak/shared';
import type { ServiceDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';

declare module '../../lib/events' {
  interface DomainEvents {
    /** Something a client's contacts see changed (a request moved, a quote or invoice was sent). */
    'portal.changed': { clientId: string; what: 'requests' | 'quotes' | 'invoices' | 'sites' | 'logbook' };
  }
}

/** The clients a contact sees: enabled bindings of an enabled account, by name. */
export async function portalClients(
  { db }: ServiceDeps<'db'>,
  userId: string,
): Promise<Array<{ id: string; name: string }>> {
  return db
    .selectFrom('client_user_access as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['c.id', 'c.name'])
    .where('a.user_id', '=', userId)
    .where('a.disabled_at', 'is', null)
    .where('u.disabled_at', 'is', null)
    .where('u.role', '=', 'CLIENT')
    .orderBy('c.name')
    .execute();
}

export async function portalClientIds(deps: ServiceDeps<'db'>, userId: string): Promise<string[]> {
  return (await portalClients(deps, userId)).map((client) => client.id);
}

/** The site when it belongs to one of the contact's clients; otherwise 404. */
export async function portalSiteOr404(deps: ServiceDeps<'db'>, userId: string, siteId: string) {
  const clientIds = await portalClientIds(deps, userId);
  if (clientIds.length === 0) throw notFound(PORTAL_MESSAGES.siteNotFound);
  const site = await deps.db
    .selectFrom('sites')
    .selectAll()
    .where('id', '=', siteId)
    .where('client_id', 'in', clientIds)
    .executeTakeFirst();
  if (!site) throw notFound(PORTAL_MESSAGES.siteNotFound);
  return site;
}
