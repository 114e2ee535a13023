/**
 * What @fastify/multipart throws while a request is read, as the answer the client should get: a file
 * over the route's `fileSize` limit is 413 with the route's own message, any other limit or a broken
 * form is 400; anything else is not the form's fault and goes on as it is.
 */
import { AppError, badRequest } from './errors';

/**
 * What busboy throws for a body that is not the multipart it claims to be: no boundary, a malformed
 * part header, or a body that ends early. An early end reaches the form as 'Unexpected end of multipart
 * data', or, when it cuts a file part short (over a socket, the usual case), through that part's stream
 * as 'Part terminated early due to unexpected end of multipart data'.
 */
const BUSBOY_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|Malformed part header|The needle |(Part|Preamble) terminated early due to unexpected end of multipart data)/;

/** True for busboy's errors about a broken body (never carrying a status of their own). */
export function isMultipartParseError(error: unknown): boolean {
  const value = error as { statusCode?: unknown; message?: unknown } | null;
  return !value?.statusCode && typeof value?.message === 'string' && BUSBOY_PARSE_ERROR.test(value.message);
}

export const MULTIPART_MALFORMED =
  'The upload is incomplete or malformed: send it again as multipart/form-data';

export function multipartError(error: unknown, messages: { tooLarge: string; unreadable: string }): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, messages.tooLarge, 'TOO_LARGE');
  if (code?.startsWith('FST_')) return badRequest(messages.unreadable);
  if (isMultipartParseError(error)) return badRequest(MULTIPART_MALFORMED);
  return error;
}
