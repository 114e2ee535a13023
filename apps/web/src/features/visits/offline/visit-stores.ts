/**
 * Housekeeping of the per-user visit stores on a shared phone (decision 0075), run when someone is
 * signed in. Other people's stores are never shown; here they are cut down to what only their owner
 * can still use: a store with nothing unsent is deleted, one with unsent changes loses its copies of
 * visits and of My day (client, address, access notes) and keeps only the queue for its owner's next sign-in here,
 * for at most ORPHANED_QUEUE_DAYS after its newest change. The shared store of earlier builds, whose
 * changes name no author and so can be sent by no one safely, is deleted.
 */
import { deleteDB } from 'idb';
import { LEGACY_STORE, openStore, STORE_PREFIX } from './visit-db';

/** How long a person's unsent changes wait on a phone another person now uses. */
export const ORPHANED_QUEUE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The users with a visit store in this browser. */
export async function listStoreOwners(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  const databases = await indexedDB.databases();
  return databases
    .map((d) => d.name ?? '')
    .filter((name) => name.startsWith(STORE_PREFIX))
    .map((name) => name.slice(STORE_PREFIX.length));
}

/** Cuts down every store that is not the signed-in user's (see above). */
export async function pruneOtherStores(userId: string, now = new Date()): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Not awaited: a tab still running an earlier build holds it open until it is reloaded.
  deleteDB(LEGACY_STORE).catch(() => undefined);
  for (const owner of await listStoreOwners()) {
    if (owner === userId) continue;
    const database = await openStore(owner);
    const ops = await database.getAll('outbox');
    const newest = Math.max(0, ...ops.map((op) => Date.parse(op.createdAt) || 0));
    const keep = ops.length > 0 && now.getTime() - newest < ORPHANED_QUEUE_DAYS * DAY_MS;
    if (keep) {
      await database.clear('snapshots');
      await database.clear('myDay');
    }
    database.close();
    if (!keep) await deleteDB(`${STORE_PREFIX}${owner}`);
  }
}
