/**
 * A project that becomes COMPLETED puts right the defects its quote priced (issue 23): started once at
 * start-up, never while a module registers its routes. Closing waits for the resolutions under way.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { registerDefectResolution } from '../modules/quotes/defect/defect-quotes';

export function startDefectResolution(app: FastifyInstance, context: AppContext): void {
  const resolution = registerDefectResolution({ db: context.db, events: context.events, log: app.log });
  app.addHook('onClose', async () => {
    resolution.close();
    await resolution.idle();
  });
}
