/**
 * The phone's store of visits (IndexedDB through `idb`, decisions 0067 and 0075): one database per
 * signed-in user, `firebreak-visits-<user id>`, holding the last fetched VisitDetail of each visit that
 * user opened online and the outbox of the changes they made, in order, each with its author's id.
 * A store is opened only for the user the stored session belongs to, so one person's visits and
 * queue are never read for another, and a late write after sign-out cannot bring a store back.
 */
import type { MyDay, VisitDetail } from '@firebreak/shared';
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from 'idb';
import { getLastUser } from '@/lib/token-storage';
import { type OpBody, type OutboxOp, supersededBy } from './outbox';

/** 2: the last My day answer (issue 30 §1), so My day opens with no signal too. */
const DB_VERSION = 2;
const MY_DAY_KEY = 'my-day';
export const STORE_PREFIX = 'firebreak-visits-';
/** The one shared store of builds before decision 0075: its changes name no author. */
export const LEGACY_STORE = 'firebreak-visits';

export const storeName = (userId: string) => `${STORE_PREFIX}${userId}`;

export type VisitDb = DBSchema & {
  snapshots: { key: string; value: { visitId: string; detail: VisitDetail; savedAt: string } };
  outbox: { key: number; value: OutboxOp; indexes: { visitId: string } };
  myDay: { key: string; value: { key: string; day: MyDay; savedAt: string } };
};

/** The signed-in user changed (or signed out) while this store was in use. */
export class StoreClosedError extends Error {
  constructor() {
    super('The visit store belongs to a user who is no longer signed in');
    this.name = 'StoreClosedError';
  }
}

const connections = new Map<string, Promise<IDBPDatabase<VisitDb>>>();

/** Opens (creating when new) a user's store; housekeeping uses it for users not signed in. */
export function openStore(userId: string): Promise<IDBPDatabase<VisitDb>> {
  return openDB<VisitDb>(storeName(userId), DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('snapshots', { keyPath: 'visitId' });
        const outbox = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('visitId', 'visitId');
      }
      if (oldVersion < 2) database.createObjectStore('myDay', { keyPath: 'key' });
    },
  });
}

function connect(userId: string): Promise<IDBPDatabase<VisitDb>> {
  if (getLastUser()?.id !== userId) return Promise.reject(new StoreClosedError());
  let opening = connections.get(userId);
  if (!opening) {
    opening = openStore(userId).then((database) => {
      // Another tab deletes this store (its owner signed out there): let it go.
      database.addEventListener('versionchange', () => {
        database.close();
        if (connections.get(userId) === opening) connections.delete(userId);
      });
      return database;
    });
    connections.set(userId, opening);
    opening.catch(() => connections.delete(userId));
  }
  return opening;
}

async function disconnect(userId: string): Promise<void> {
  const open = connections.get(userId);
  if (!open) return;
  connections.delete(userId);
  (await open.catch(() => null))?.close();
}

/** For tests: forget every open connection (before the databases are replaced). */
export async function closeVisitDbs(): Promise<void> {
  await Promise.all([...connections.keys()].map(disconnect));
}

/** Removes a user's whole store: their visits and anything still queued. */
export async function deleteVisitStore(userId: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await disconnect(userId);
  await deleteDB(storeName(userId));
}

export type VisitStore = ReturnType<typeof visitStore>;

/** The signed-in user's store. Every change it queues carries this user as its author. */
export function visitStore(userId: string) {
  const db = () => connect(userId);
  return {
    userId,
    async loadSnapshot(visitId: string): Promise<VisitDetail | null> {
      return (await (await db()).get('snapshots', visitId))?.detail ?? null;
    },
    async saveSnapshot(detail: VisitDetail): Promise<void> {
      await (await db()).put('snapshots', { visitId: detail.id, detail, savedAt: new Date().toISOString() });
    },
    /** The last My day the server gave this user, or null. */
    async loadMyDay(): Promise<MyDay | null> {
      return (await (await db()).get('myDay', MY_DAY_KEY))?.day ?? null;
    },
    async saveMyDay(day: MyDay): Promise<void> {
      await (await db()).put('myDay', { key: MY_DAY_KEY, day, savedAt: new Date().toISOString() });
    },
    /** The server refused the visit to this user (403/404): its copy and its queue go. */
    async forgetVisit(visitId: string): Promise<void> {
      const tx = (await db()).transaction(['snapshots', 'outbox'], 'readwrite');
      await tx.objectStore('snapshots').delete(visitId);
      const outbox = tx.objectStore('outbox');
      for (const seq of await outbox.index('visitId').getAllKeys(visitId)) await outbox.delete(seq);
      await tx.done;
    },
    /** The visit's waiting operations, oldest first. */
    async loadOps(visitId: string): Promise<OutboxOp[]> {
      return (await db()).getAllFromIndex('outbox', 'visitId', visitId);
    },
    /** Every waiting operation of every visit, oldest first. */
    async loadAllOps(): Promise<OutboxOp[]> {
      return (await db()).getAll('outbox');
    },
    /** Appends an operation, dropping the waiting ones it replaces, in one transaction. */
    async enqueueOp(visitId: string, body: OpBody): Promise<OutboxOp> {
      const tx = (await db()).transaction('outbox', 'readwrite');
      const waiting = await tx.store.index('visitId').getAll(visitId);
      for (const old of supersededBy(body, waiting)) {
        if (old.seq !== undefined) await tx.store.delete(old.seq);
      }
      const op: OutboxOp = {
        ...body,
        opId: crypto.randomUUID(),
        visitId,
        authorId: userId,
        createdAt: new Date().toISOString(),
      };
      op.seq = await tx.store.add(op);
      await tx.done;
      return op;
    },
    async removeOp(seq: number): Promise<void> {
      await (await db()).delete('outbox', seq);
    },
    async markOpFailed(seq: number, error: string): Promise<void> {
      const tx = (await db()).transaction('outbox', 'readwrite');
      const op = await tx.store.get(seq);
      if (op) await tx.store.put({ ...op, error });
      await tx.done;
    },
  };
}
