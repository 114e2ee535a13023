/**
 * The technician's My day (issue 30 §1): `GET /api/my-day`, the signed-in person's own visits today
 * and for the rest of the week. Start, Pause and Finish on site are the visits module's routes.
 */
import { errorResponses, myDaySchema } from '@firebreak/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { currentActor } from '../../plugins/auth';
import { myDay } from './my-day.service';

export const myDayRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context;
  app.get(
    '/my-day',
    {
      config: { permission: 'my-day.read' },
      schema: {
        tags: ['visits'],
        summary:
          "The signed-in person's visits today and to Sunday, in booked order, with address, access notes, office notes, contact and time on site",
        response: { 200: myDaySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => myDay({ db }, currentActor(request)),
  );
};
