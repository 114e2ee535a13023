/**
 * The phone's store of visits (IndexedDB through `idb`, decision 0067): the last fetched VisitDetail
 * of each visit opened online, and the outbox of changes in the order they were made.
 */
import type { VisitDetail } from '@firebreak/shared';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type OpBody, type OutboxOp, supersededBy } from './outbox';

const DB_NAME = 'firebreak-visits';
const DB_VERSION = 1;

type VisitDb = DBSchema & {
  snapshots: { key: string; value: { visitId: string; detail: VisitDetail; savedAt: string } };
  outbox: { key: number; value: OutboxOp; indexes: { visitId: string } };
};

let opening: Promise<IDBPDatabase<VisitDb>> | null = null;

function db(): Promise<IDBPDatabase<VisitDb>> {
  opening ??= openDB<VisitDb>(DB_NAME, DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('snapshots', { keyPath: 'visitId' });
      const outbox = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('visitId', 'visitId');
    },
  });
  return opening;
}

/** For tests: forget the open connection (after the database was deleted). */
export async function closeVisitDb(): Promise<void> {
  if (!opening) return;
  const open = opening;
  opening = null;
  (await open).close();
}

export async function loadSnapshot(visitId: string): Promise<VisitDetail | null> {
  return (await (await db()).get('snapshots', visitId))?.detail ?? null;
}

export async function saveSnapshot(detail: VisitDetail): Promise<void> {
  await (await db()).put('snapshots', { visitId: detail.id, detail, savedAt: new Date().toISOString() });
}

/** The visit's waiting operations, oldest first. */
export async function loadOps(visitId: string): Promise<OutboxOp[]> {
  return (await db()).getAllFromIndex('outbox', 'visitId', visitId);
}

/** Appends an operation, dropping the waiting ones it replaces, in one transaction. */
export async function enqueueOp(visitId: string, body: OpBody): Promise<OutboxOp> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const waiting = await tx.store.index('visitId').getAll(visitId);
  for (const old of supersededBy(body, waiting)) {
    if (old.seq !== undefined) await tx.store.delete(old.seq);
  }
  const op: OutboxOp = { ...body, opId: crypto.randomUUID(), visitId, createdAt: new Date().toISOString() };
  op.seq = await tx.store.add(op);
  await tx.done;
  return op;
}

export async function removeOp(seq: number): Promise<void> {
  await (await db()).delete('outbox', seq);
}

export async function markOpFailed(seq: number, error: string): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  const op = await tx.store.get(seq);
  if (op) await tx.store.put({ ...op, error });
  await tx.done;
}
