/**
 * Sends a response body that was validated against the route's schema and serialised once for many
 * requests (a cached read). Fastify passes a string payload with a JSON content type through as it
 * is, without running the route's serializer again.
 */
import type { FastifyReply } from 'fastify';

export function sendPreparedJson(reply: Pick<FastifyReply, 'type'>, json: string) {
  return (reply.type('application/json; charset=utf-8') as FastifyReply).send(json);
}
