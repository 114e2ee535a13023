/**
 * Reads a small multipart form with at most one file, in whichever order the parts come: the file's
 * bytes (null when none was sent) and the non-empty text fields. The size and count limits are the
 * ones the route's plugin registered @fastify/multipart with; what breaks them is answered as
 * multipart-errors.ts says (413 for the file, 400 otherwise). Staff's visit photos and the portal's
 * fault report read their forms here.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { multipartError } from './multipart-errors';

export type MultipartForm = { file: Buffer | null; fields: Record<string, string> };

export async function readMultipartForm(
  request: FastifyRequest,
  options: {
    /** The one field a file may come in. */
    fileField: string;
    messages: { notMultipart: string; wrongFile: string; tooLarge: string; unreadable: string };
  },
): Promise<MultipartForm> {
  const { fileField, messages } = options;
  if (!request.isMultipart()) throw badRequest(messages.notMultipart);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || file) throw badRequest(messages.wrongFile);
        file = await part.toBuffer();
      } else if (typeof part.value === 'string' && part.value !== '') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartError(error, { tooLarge: messages.tooLarge, unreadable: messages.unreadable });
  }
  return { file, fields };
}
