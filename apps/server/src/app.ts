/**
 * Builds the Fastify instance: cross-cutting plugins first, then each module's routes.
 * Tests start exactly this, against a real database.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { type ProcessingProgress, setAppTimeZone } from '@firebreak/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { ensureDemoFiles } from './db/seeders/demo-documents';
import { startAlertChecks } from './jobs/alert-checks';
import { startDefectResolution } from './jobs/defect-resolution';
import { startDocumentTexts } from './jobs/document-texts';
import { createFileParsingPool } from './jobs/file-parsing/file-parsing-pool';
import { startInvoiceReminders } from './jobs/invoice-reminders';
import { createOutboxSender } from './jobs/outbox-sender';
import { startVisitReportBackfill } from './jobs/visit-report-backfill';
import type { AppContext } from './lib/context';
import { createEventBus } from './lib/events';
import { watchRedis } from './lib/redis';
import { createContentStore } from './lib/storage/content-store';
import { openFileStore } from './lib/storage/open-file-store';
import { modules } from './modules';
import { type AuthDeps, pruneAuthRecords } from './modules/auth/auth.service';
import { createSessionCache } from './modules/auth/session-cache';
import { createTokenSigner } from './modules/auth/tokens';
import { createProcessing } from './modules/document-processing/processing.service';
import { hiddenDocumentsFor } from './modules/documents/document-access';
import { linkedCatalogueIds } from './modules/documents/document-links';
import { openHandbookStore } from './modules/handbook/handbook.routes';
import { startDocumentIndex } from './modules/search/search-index.plugin';
import { startStandardsIndex } from './modules/standards/standards-index.plugin';
import { createResponseTimer, startServerRun } from './modules/system/system.service';
import { createUsageCounter } from './modules/system/usage-counter';
import { registerAuthGuard } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { serializeRequest } from './plugins/log-redaction';
import { registerOpenApi } from './plugins/openapi';
import { registerPublicRateLimit } from './plugins/public-rate-limit';
import { type RealtimeOptions, registerRealtime } from './plugins/realtime';
import { connectSources, registerSecurityHeaders } from './plugins/security-headers';
import { registerSlowClientGuard, serverTimeouts } from './plugins/slow-clients';
import { registerWebApp } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    /** For tests and background jobs; route plugins receive it as their one option. */
    context: AppContext;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  redis?: Redis | undefined;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void } | undefined;
  /** Tests shorten how often open sockets re-check their sessions. */
  realtime?: RealtimeOptions;
};

/**
 * BullMQ's key prefix: one per database, so instances share a queue only when they share the jobs
 * table (two deployments on one Redis, or parallel test apps, never take each other's jobs).
 */
function queuePrefixFor(config: Config, database: DatabaseHandle): string {
  const identity =
    database.engine === 'postgres'
      ? `${config.databaseUrl ?? ''}#${database.schema ?? 'public'}`
      : path.resolve(config.dataDir);
  return `firebreak:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}

/**
 * TRUST_PROXY as proxy-addr takes it (decision 0072): a hop count trusts that many proxies nearest
 * the server (the addresses they append), a list trusts only those addresses; never a client's own.
 */
function proxyTrust(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export async function buildApp({
  config,
  database,
  redis,
  logger = true,
  logStream,
  realtime,
}: AppOptions): Promise<FastifyInstance> {
  // Every date the server shows, prints, files or counts by is a day in the company's time zone.
  setAppTimeZone(config.timeZone);
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization'],
          serializers: { req: serializeRequest },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1_048_576,
    ...serverTimeouts(config.requestTimeoutSeconds),
    // Long ids and tokens reach validation and get our own 4xx instead of the router's bare 414.
    routerOptions: { maxParamLength: 2048 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  const slowClients = registerSlowClientGuard(app, config.bodyRate);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connectSources(config.publicUrl),
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  if (redis) {
    const stopWatching = watchRedis(redis, app.log);
    app.addHook('onClose', async () => stopWatching());
  }

  const events = createEventBus((error, name) =>
    app.log.error({ err: error, event: name }, 'event listener failed'),
  );
  const fileParsing = createFileParsingPool(config.fileParsing, ({ reason, job, pid }) =>
    app.log.warn({ job, pid, reason }, 'file-parsing job stopped'),
  );
  // OCR needs more memory and time than reading text: its own pool, sized from the machine.
  const processingPool = createFileParsingPool(
    {
      ...config.fileParsing,
      concurrency: config.processing.concurrency,
      memoryMb: config.processing.memoryMb,
      timeoutMs: config.processing.timeoutMs,
    },
    ({ reason, job, pid }) => app.log.warn({ job, pid, reason }, 'processing job stopped'),
  );
  // Registered first, so it runs last: the modules' own close hooks still see a working pool.
  // (The processing pool is stopped by processing.close, which then waits for its jobs to be saved.)
  app.addHook('onClose', () => fileParsing.close());
  // Every stored file: DATA_DIR, or the S3 bucket that all instances share (decision 0078).
  const files = await openFileStore(config);
  app.addHook('onClose', () => files.close());
  const processing = createProcessing({
    db: database.db,
    config,
    files,
    queuePrefix: queuePrefixFor(config, database),
    runEngine: (input, options, control) =>
      processingPool.run(
        'process-pdf',
        new Uint8Array(0),
        { ...options, filePath: input.filePath, poppler: config.processing.poppler },
        {
          signal: control.signal,
          onProgress: (progress) => control.onProgress(progress as ProcessingProgress),
        },
      ),
    publish: (job, ownerId) => events.emit('processing.job', { job, ownerId }),
    log: app.log,
    workers: processingPool,
  });
  app.addHook('onClose', () => processing.close());
  const usage = createUsageCounter({
    db: database.db,
    onError: (error) => app.log.warn({ err: error }, 'writing usage counts failed'),
  });
  // Registered before the modules, so it runs after them: a search answered while closing is kept.
  app.addHook('onClose', () => usage.close());
  const authDeps: AuthDeps = {
    db: database.db,
    engine: database.engine,
    events,
    signer: createTokenSigner(config.jwtSecret),
    config,
    sessionCache: createSessionCache(),
  };
  const responseTimer = createResponseTimer();
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/api/')) responseTimer.record(reply.elapsedTime);
  });
  registerAuthGuard(app, authDeps);
  registerPublicRateLimit(app, { redis, maxPerMinute: config.publicRateLimitPerMinute });
  await registerOpenApi(app, config.appName);

  // What the modules share and must exist before their routes: built here, then put on the context.
  // The indexes' close hooks are added before the modules', so they run after the modules' own.
  const base = { db: database.db, engine: database.engine, config, events, redis, files, fileParsing };
  const store = createContentStore(files, 'files');
  // Every e-mail goes through the outbox table (decision 0085); its sender starts once the app is ready.
  const outbox = createOutboxSender({
    ...base,
    queuePrefix: queuePrefixFor(config, database),
    log: app.log,
  });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.close());
  // The demo seed keeps its files' bytes in memory until here; a demo file the store lost is made again.
  await ensureDemoFiles(database.db, store, fileParsing);
  const documentIndex = await startDocumentIndex(app, base);
  // One handbook store for its own routes and the standards library, which lists and searches it.
  const handbook = openHandbookStore(base, (error) =>
    app.log.error({ err: error }, 'preparing the built-in handbook failed'),
  );
  const standardsIndex = startStandardsIndex(app, base, handbook);
  // The library's text reading: its close hook runs after the modules', its requeue once ready.
  const documentTexts = startDocumentTexts(app, { ...base, store, documentIndex, processing });
  const context: AppContext = {
    ...base,
    processing,
    usage,
    outbox,
    auth: authDeps,
    store,
    documentIndex,
    documentTexts,
    documentFilters: {
      hidden: hiddenDocumentsFor(base),
      linked: (filters) => linkedCatalogueIds(base, filters),
    },
    handbook,
    standardsIndex,
    responseTimer,
    slowClientsCut: slowClients.cut,
  };
  app.decorate('context', context);

  // Feature modules (modules/index.ts), in order: each registers its routes with the shared context.
  for (const { routes, prefix } of modules) await app.register(routes, { prefix, context });

  await registerWebApp(app, config.webDist);

  registerRealtime(app, context, realtime);
  // After every module has connected its hooks: jobs left by the last run are queued again.
  app.addHook('onReady', () => processing.start());
  startVisitReportBackfill(app, context);
  startDefectResolution(app, context);
  startInvoiceReminders(app, context);
  const stopAlertChecks = startAlertChecks(context, app.log);
  const stopServerRun = await startServerRun(context);

  const pruneTimer = setInterval(() => {
    pruneAuthRecords(context).catch((error) => app.log.warn({ err: error }, 'pruning auth records failed'));
  }, 3_600_000);
  pruneTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    stopAlertChecks();
    await events.settled();
    await stopServerRun();
  });

  return app;
}
