/**
 * Input refused at the edge, before any route or query sees it, the same on both engines: text
 * holding U+0000 in a path id, query string or JSON body (PostgreSQL cannot store it; SQLite would).
 * Multipart fields and file contents are checked where they are read.
 */
import { containsNul, NUL_MESSAGE } from '@firebreak/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
