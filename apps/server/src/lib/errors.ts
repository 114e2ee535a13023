/** The one error type services throw; the error handler maps it to `{ error }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'APP_ERROR',
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * An import refused for its rows, nothing written: 400 with the rows that failed, listed beside the
 * message as the import's error schema names them: `{ error, rows }` for a site's assets,
 * `{ error, errors }` for a supplier's price file. plugins/errors.ts sends it.
 */
export class ImportRowsError extends AppError {
  constructor(
    message: string,
    readonly listed: { rows: readonly unknown[] } | { errors: readonly unknown[] },
  ) {
    super(400, message, 'IMPORT_ROWS');
    this.name = 'ImportRowsError';
  }
}

/** A source already invoiced: 409 with the existing invoice's id, `{ error, invoiceId }`. */
export class InvoiceExistsError extends AppError {
  constructor(
    message: string,
    readonly invoiceId: string,
  ) {
    super(409, message, 'CONFLICT');
    this.name = 'InvoiceExistsError';
  }
}

/**
 * A booking refused for its conflicts, nothing written: 409 (schedule) or 422 (registration) with the
 * conflicts beside the message, `{ error, conflicts }` (shared dispatch assignmentRefusalSchema).
 */
export class ConflictsError extends AppError {
  constructor(
    status: 409 | 422,
    message: string,
    readonly conflicts: readonly unknown[],
  ) {
    super(status, message, status === 409 ? 'CONFLICT' : 'UNPROCESSABLE');
    this.name = 'ConflictsError';
  }
}

export const badRequest = (message: string) => new AppError(400, message, 'BAD_REQUEST');
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
export const unprocessable = (message: string) => new AppError(422, message, 'UNPROCESSABLE');
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    message,
    'TOO_MANY_REQUESTS',
    retryAfterSeconds === undefined
      ? undefined
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
export const serviceUnavailable = (message: string) => new AppError(503, message, 'UNAVAILABLE');
