/**
 * What modules receive from app.ts: the database, configuration, the event bus, Redis, the
 * file-parsing pool, processing jobs and the usage counter.
 * Route plugins take this object; service functions take only the parts they use.
 */
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseEngine } from '../db/client';
import type { Database } from '../db/schema';
import type { FileParsingPool } from '../jobs/file-parsing/file-parsing-pool';
import type { Processing } from '../modules/document-processing/processing.service';
import type { UsageCounter } from '../modules/system/usage-counter';
import type { EventBus } from './events';
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
};

/**
 * What a service function receives: only the parts of the context it uses, e.g.
 * `ServiceDeps<'db' | 'events'>`. One type for every service instead of a Deps type per module.
 */
export type ServiceDeps<K extends keyof AppContext> = Pick<AppContext, K>;
