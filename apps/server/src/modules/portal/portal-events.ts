/**
 * The portal hears of the office's work on a fault report's call-out (decision 0092): when a site's
 * visits change (scheduled, assigned on the board, started, completed, cancelled: 'visits.changed') and
 * the site has a request from the portal, its client's contacts are told ('portal.changed', requests)
 * and their screens read their requests again.
 */
import type { ServiceDeps } from '../../lib/context';

/** Starts listening; the returned function stops it. */
export function listenForRequestChanges({ db, events }: ServiceDeps<'db' | 'events'>): () => void {
  return events.on('visits.changed', async ({ siteId }) => {
    const request = await db
      .selectFrom('service_requests')
      .select('client_id')
      .where('site_id', '=', siteId)
      .limit(1)
      .executeTakeFirst();
    if (request) events.emit('portal.changed', { clientId: request.client_id, what: 'requests' });
  });
}
