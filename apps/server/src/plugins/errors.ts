/**
 * The one error handler: every failure leaves as JSON `{ error }` with the right status (an import
 * refused for its rows adds them: lib/errors.ts ImportRowsError).
 * Validation messages are the schema's own words (the spec's, for auth); 5xx details stay in the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ConflictsError, ImportRowsError, InvoiceExistsError } from '../lib/errors';
import { isMultipartParseError, MULTIPART_MALFORMED } from '../lib/multipart-errors';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
};

/**
 * PostgreSQL's class 22, data exceptions: a value the schemas let through that the database refuses
 * (a character or number it cannot hold). The schemas are the real check; this keeps a gap a 400.
 */
const isDataException = (error: { code?: unknown }) =>
  typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The failing rows go beside the message; the import routes declare this 400 in their schemas.
    if (error instanceof InvoiceExistsError)
      return reply.status(409).send({ error: error.message, invoiceId: error.invoiceId });
    if (error instanceof ConflictsError)
      return reply.status(error.status).send({ error: error.message, conflicts: error.conflicts });
    if (error instanceof ImportRowsError)
      return reply.status(400).send({ error: error.message, ...error.listed });
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const isCustom = (issue?.params as { issue?: { code?: string } } | undefined)?.issue?.code === 'custom';
      const message = isCustom || !field ? issue?.message : `${field}: ${issue?.message}`;
      return reply.status(400).send({ error: message || 'Invalid request' });
    }
    if (error instanceof SyntaxError && error.message.includes('JSON')) {
      return reply.status(400).send({ error: CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY });
    }
    if (isMultipartParseError(error)) return reply.status(400).send({ error: MULTIPART_MALFORMED });
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'the database refused a value the schemas let through');
      return reply.status(400).send({ error: 'The request holds a value that cannot be stored' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: CLIENT_ERROR_MESSAGES[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ error: 'Internal server error' });
  });
}
