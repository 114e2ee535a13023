/**
 * The overdue reminders' run (decision 0089): once when the app is ready, then once a day in the
 * company's time zone from 07:00 (checked hourly, so a server started late in the day or asleep at
 * seven still runs that day). A run is idempotent (one row per invoice and offset), so several
 * instances running it, or a restart in the middle of one, send nothing twice. Closing waits for the
 * run under way.
 */
import { todayInSouthAfrica, zonedFormat } from '@firebreak/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { runReminders } from '../modules/invoice-mail/reminders.service';

/** The company's hour of the day when a day's reminders go. */
export const REMINDER_HOUR = 7;
const CHECK_EVERY_MS = 3_600_000;

const companyHour = (now: Date) =>
  Number(zonedFormat('en-GB', { hour: '2-digit', hourCycle: 'h23' }).format(now));

export function startInvoiceReminders(app: FastifyInstance, context: AppContext): void {
  let lastDay: string | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;
  const run = (force: boolean) => {
    const now = new Date();
    const today = todayInSouthAfrica();
    if (closed || (!force && (today === lastDay || companyHour(now) < REMINDER_HOUR))) return;
    lastDay = today;
    running = running
      .then(() => runReminders({ ...context, today }))
      .then((result) => {
        if (result.queued + result.skipped > 0) app.log.info({ reminders: result }, 'overdue reminders');
      })
      .catch((error) => app.log.error({ err: error }, 'overdue reminders failed'));
  };
  const timer = setInterval(() => run(false), CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => run(true));
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
