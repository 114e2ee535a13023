/** Reading failures from the API, whose errors are JSON { "error": "message" }. */
import { isAxiosError } from 'axios';

/** The server's error text, when the response carried one. */
export function serverErrorText(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
    return data.error;
  }
  return undefined;
}

/** True when the request failed without any reply (network down, time-out). */
export function isNoResponse(error: unknown): boolean {
  return isAxiosError(error) && !error.response;
}

export function httpStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * What a form shows for a failed call: the server's error field; otherwise, for an HTTP failure,
 * the fallback; otherwise the thrown error's own message (spec §8 sign-in/sign-up rows).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const text = serverErrorText(error);
  if (text) return text;
  if (isAxiosError(error)) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
