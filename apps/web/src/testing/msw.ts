/**
 * The API as component tests see it: MSW answers the app's real HTTP requests (the real axios
 * client, interceptors and all), with handlers typed by the shared response types:
 *
 *   api.get<ClientPage>('/clients', { items: [], total: 0, page: 1, pageSize: 25 });
 *   api.post<CreateClientBody, Client>('/clients', ({ body }) => ({ ...client, ...body }));
 *   api.delete('/clients/:id', apiError(409, 'Client has projects'));
 *
 * Every request a handler answered is in `requests` (method, path, query, JSON body) for asserting
 * what the screen sent. A request nothing answers fails the test (onUnhandledRequest: 'error').
 */
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { expect } from 'vitest';

export const server = setupServer();

export type RecordedRequest = {
  method: string;
  /** The path under /api, e.g. '/clients/c1'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
};

/** What the app sent, oldest first; emptied after each test. */
export const requests: RecordedRequest[] = [];

type Reply<Res> = Res | Response;
type Resolver<Req, Res> = (input: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  query: URLSearchParams;
  body: Req;
}) => Reply<Res> | Promise<Reply<Res>>;

const METHODS = { get: http.get, post: http.post, put: http.put, patch: http.patch, delete: http.delete };

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.clone().json();
  if (type.includes('multipart/form-data')) return request.clone().formData();
  const text = await request.clone().text();
  return text === '' ? undefined : text;
}

function route<Req, Res>(
  method: keyof typeof METHODS,
  path: string,
  reply: Res | Resolver<Req, Res>,
  status?: number,
) {
  // '*/api/…' matches whatever origin jsdom gives the app.
  return METHODS[method](`*/api${path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const body = (await readBody(request)) as Req;
    requests.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body,
    });
    const out =
      typeof reply === 'function'
        ? await (reply as Resolver<Req, Res>)({ request, params, query: url.searchParams, body })
        : reply;
    if (out instanceof Response) return out;
    if (out === undefined) return new HttpResponse(null, { status: status ?? 204 });
    return HttpResponse.json(out as JsonBodyType, { status: status ?? 200 });
  });
}

/**
 * Puts handlers in front of the ones already set, for this test only. `Res` is the shared type
 * of the answer; `Req` the body the endpoint takes.
 */
export const api = {
  get: <Res>(path: string, reply: Res | Resolver<undefined, Res>, status?: number) =>
    server.use(route('get', path, reply, status)),
  post: <Req, Res = unknown>(path: string, reply: Res | Resolver<Req, Res>, status?: number) =>
    server.use(route('post', path, reply, status)),
  put: <Req, Res = unknown>(path: string, reply: Res | Resolver<Req, Res>, status?: number) =>
    server.use(route('put', path, reply, status)),
  patch: <Req, Res = unknown>(path: string, reply: Res | Resolver<Req, Res>, status?: number) =>
    server.use(route('patch', path, reply, status)),
  delete: <Res = undefined>(path: string, reply?: Res | Resolver<undefined, Res>, status?: number) =>
    server.use(route('delete', path, reply, status)),
};

/** The error answer every endpoint gives: `{ error }` with a 4xx/5xx status. */
export function apiError(status: number, error: string): Response {
  return HttpResponse.json({ error }, { status });
}

/** A reply that never comes until the test calls `release` (to look at a screen mid-request). */
export function held<T>(): { reply: () => Promise<T>; release: (value: T) => void } {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { reply: () => promise, release };
}

/** The requests sent to one method and path (query excluded), oldest first. */
export function requestsTo(method: string, path: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method.toUpperCase() && r.path === path);
}

/** The last request to a method and path; fails the test when there was none. */
export function lastRequest(method: string, path: string): RecordedRequest {
  const sent = requestsTo(method, path);
  expect(sent, `${method.toUpperCase()} ${path} was not sent`).not.toHaveLength(0);
  return sent[sent.length - 1]!;
}

/**
 * Absence of a button proves nothing until the signed-in user is known: waits until GET /auth/me
 * has been answered and React has applied it.
 */
export async function sessionAnswered(): Promise<void> {
  await waitFor(() => expect(requestsTo('GET', '/auth/me')).not.toHaveLength(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
