/**
 * What modules receive from app.ts: the database, configuration, the event bus, Redis, the
 * file-parsing pool, processing jobs, the usage counter, and what app.ts builds before the routes
 * (auth, the document store and index, the handbook store, the standards index, the response timer).
 * Every route plugin takes this object as its one option (`{ context }`, modules/index.ts); service
 * functions take only the parts they use.
 */
import type { DocumentLinkFilters } from '@firebreak/shared';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseEngine } from '../db/client';
import type { Database } from '../db/schema';
import type { FileParsingPool } from '../jobs/file-parsing/file-parsing-pool';
import type { OutboxSender } from '../jobs/outbox-sender';
import type { AuthDeps } from '../modules/auth/auth.service';
import type { Processing } from '../modules/document-processing/processing.service';
import type { DocumentTextQueue } from '../modules/documents/document-text';
import type { HandbookStore } from '../modules/handbook/handbook.store';
import type { DocumentIndex } from '../modules/search/document-index';
import type { StandardsIndex } from '../modules/standards/standards-index';
import type { ResponseTimer } from '../modules/system/system.service';
import type { UsageCounter } from '../modules/system/usage-counter';
import type { EventBus } from './events';
import type { Actor } from './permissions';
import type { ContentStore } from './storage/content-store';
import type { FileStore } from './storage/file-store';

export type AppContext = {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  config: Config;
  events: EventBus;
  redis: Redis | undefined;
  /** Where stored files live: DATA_DIR or an S3 bucket (lib/storage, decision 0078). */
  files: FileStore;
  /** Every file is parsed here, in child processes, never in the server process (decision 0051). */
  fileParsing: FileParsingPool;
  /** PDF processing jobs (issue 12): the wizard's runs and scanned library documents' OCR. */
  processing: Processing;
  /** Counts AI decisions in memory and writes them once a minute (decision 0057). */
  usage: UsageCounter;
  /** Sends the outbox's e-mail (decision 0085): wake it after enqueueEmail in a committed transaction. */
  outbox: OutboxSender;
  /** Sessions, tokens and sign-in: what the auth guard, the auth routes and the sockets check with. */
  auth: AuthDeps;
  /** The library's document files (the file store's 'files' folder). */
  store: ContentStore;
  /** The library's one in-memory search index (search-index.plugin.ts). */
  documentIndex: DocumentIndex;
  /** Reads an upload's text in the parse pool once the upload has answered (jobs/document-texts.ts). */
  documentTexts: DocumentTextQueue;
  /** What searches leave out or keep to, from the documents module (search does not import it). */
  documentFilters: {
    /** The catalogue ids (slugs) the actor may not reach; undefined when none. */
    hidden: (actor: Actor) => Promise<ReadonlySet<string> | undefined>;
    /** The catalogue ids of the documents linked to a client, site, project or asset; null for no filter. */
    linked: (filters: DocumentLinkFilters) => Promise<ReadonlySet<string> | null>;
  };
  /** The one handbook store: the handbook routes and the standards library read it. */
  handbook: HandbookStore;
  /** The standards library's one search index (standards-index.plugin.ts). */
  standardsIndex: StandardsIndex;
  /** Response times of /api requests, for the system status. */
  responseTimer: ResponseTimer;
  /** Requests cut off for sending their body too slowly since start (plugins/slow-clients.ts). */
  slowClientsCut: () => number;
};

/**
 * What a service function receives: only the parts of the context it uses, e.g.
 * `ServiceDeps<'db' | 'events'>`. One type for every service instead of a Deps type per module.
 */
export type ServiceDeps<K extends keyof AppContext> = Pick<AppContext, K>;
