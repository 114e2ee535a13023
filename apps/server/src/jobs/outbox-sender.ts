/**
 * Sends the outbox (decision 0085). The outbox_messages rows are the record; this only decides when to
 * look at them: when a message is enqueued or retried (wake), and every 30 s for retries that came
 * due and for messages a dead instance left 'sending'. With REDIS_URL a wake is a BullMQ job any
 * instance's worker may take (key prefix per database, like the processing queue); if Redis does not
 * take it within 2 s, or without Redis, this instance looks at once. Claiming a row is what decides
 * who sends it, so a wake delivered twice sends nothing twice.
 */
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../lib/context';
import { bullConnection } from '../modules/document-processing/processing-queue';
import { createMailer, deliverNext, type Mailer } from '../modules/outbox/outbox-delivery';

export type OutboxSender = {
  /** Soon, on some instance: look for due messages (after an enqueue or a retry). */
  wake(): void;
  /** Sends every due message here and now; resolves when none is left (the poll, tests). */
  runDue(): Promise<void>;
  start(): void;
  close(): Promise<void>;
};

const QUEUE_NAME = 'firebreak-outbox';
const POLL_MS = 30_000;
const ADD_TIMEOUT_MS = 2_000;

export function createOutboxSender(
  deps: ServiceDeps<'db' | 'files' | 'config'> & {
    queuePrefix: string;
    log: FastifyBaseLogger;
    /** Tests replace the SMTP transport; by default nodemailer with SMTP_URL. */
    mailer?: Mailer | undefined;
  },
): OutboxSender {
  const { config, log } = deps;
  const mailer = deps.mailer ?? (config.mail.smtpUrl ? createMailer(config.mail.smtpUrl) : undefined);
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const runDue = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (!closed && (await deliverNext({ ...deps, mailer }))) {}
      } while (again && !closed);
    })()
      .catch((error) => log.error({ err: error }, 'sending the outbox failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  let bull: { queue: Queue; worker: Worker } | undefined;
  const connectBull = (url: string) => {
    const connection = bullConnection(url);
    const queue = new Queue(QUEUE_NAME, { connection, prefix: deps.queuePrefix });
    const worker = new Worker(QUEUE_NAME, () => runDue(), {
      connection,
      prefix: deps.queuePrefix,
      concurrency: 1,
    });
    queue.on('error', () => {});
    worker.on('error', () => {});
    return { queue, worker };
  };

  const wake = () => {
    if (closed) return;
    if (!bull) {
      void runDue();
      return;
    }
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timeout = setTimeout(() => resolve('late'), ADD_TIMEOUT_MS);
    });
    const added = bull.queue
      .add('wake', {}, { removeOnComplete: true, removeOnFail: true })
      .then(() => 'added' as const)
      .catch(() => 'failed' as const);
    void Promise.race([added, late]).then((outcome) => {
      clearTimeout(timeout);
      if (outcome !== 'added') void runDue();
    });
  };

  return {
    wake,
    runDue,
    start() {
      if (closed || timer) return;
      if (config.redisUrl) bull = connectBull(config.redisUrl);
      timer = setInterval(() => void runDue(), POLL_MS);
      timer.unref();
      void runDue();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
      if (bull) {
        await bull.worker.close(true).catch(() => {});
        await bull.queue.close().catch(() => {});
      }
      mailer?.close();
    },
  };
}
