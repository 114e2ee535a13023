/**
 * What @fastify/multipart throws while a request is read, as the answer the client should get: a file
 * over the route's `fileSize` limit is 413 with the route's own message, any other limit or a broken
 * form is 400; anything else is not the form's fault and goes on as it is.
 */
import { AppError, badRequest } from './errors';

export function multipartError(error: unknown, messages: { tooLarge: string; unreadable: string }): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, messages.tooLarge, 'TOO_LARGE');
  if (code?.startsWith('FST_')) return badRequest(messages.unreadable);
  return error;
}
