/**
 * The dispatch board (issue 30 §2–§4, decision 0091): `GET /api/dispatch/board` ('dispatch.read': the
 * office, engineers read) and `PUT /api/visits/:id/assignment` ('dispatch.assign': ADMIN and
 * PROJECT_MANAGER). A refused booking is 409 (schedule) or 422 (registration) with its conflicts.
 */
import {
  assignmentInputSchema,
  assignmentResultSchema,
  conflictSchema,
  dispatchBoardQuerySchema,
  dispatchBoardSchema,
  errorResponseSchema,
  errorResponses,
  idParamsSchema,
} from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { assignVisit } from './assignment.service';
import { dispatchBoard } from './board.service';

const tags = ['dispatch'];
const refusal = errorResponseSchema.extend({ conflicts: z.array(conflictSchema).optional() });

export const dispatchRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/dispatch/board',
    {
      config: { permission: 'dispatch.read' },
      schema: {
        tags,
        summary:
          "A week's lanes (one per technician: hours, bookings, conflicts, driving estimate) and the unassigned due and overdue visits",
        querystring: dispatchBoardQuerySchema,
        response: { 200: dispatchBoardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => dispatchBoard(context, request.query),
  );

  app.put(
    '/visits/:id/assignment',
    {
      config: { permission: 'dispatch.assign' },
      schema: {
        tags,
        summary:
          'Book a visit to a technician at a time (or take it off them): 409 for schedule conflicts, 422 for a missing registration, unless overridden with a reason',
        params: idParamsSchema,
        body: assignmentInputSchema,
        response: {
          200: assignmentResultSchema,
          ...errorResponses(400, 401, 403, 404),
          409: refusal,
          422: refusal,
        },
      },
    },
    async (request) =>
      assignVisit(context, { actor: currentActor(request), id: request.params.id, input: request.body }),
  );
};
