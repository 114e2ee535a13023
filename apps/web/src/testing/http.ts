/** Builders for the axios failures the API client produces, for mocked calls in tests. */
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

export function httpError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}

export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
}

/** A successful reply as a mocked apiClient method resolves it. */
export function respond<T>(data: T, status = 200): AxiosResponse<T> {
  return { status, statusText: '', data, headers: {}, config: { headers: new AxiosHeaders() } };
}

/** A promise the test settles by hand, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
