/**
 * Every route of the OpenAPI document fed hostile input on a demo database: malformed and truncated
 * bodies, query strings and path ids holding NUL, impossible dates, huge and non-finite numbers,
 * wrong content types, truncated multipart. The only claim: no input reaches a 5xx. Seeded, so a
 * failure reproduces (FUZZ_SEED, FUZZ_RUNS to explore further).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoTestApp } from './test/demo-app';
import { bearer } from './test/factories';
import { engines, type TestApp } from './test/test-app';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | JsonSchema;
};
type Parameter = { in: 'path' | 'query'; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Route = { method: string; path: string; operation: Operation };
type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** Routes whose body is multipart/form-data (the OpenAPI document does not describe those bodies). */
const MULTIPART = new Set([
  'POST /api/documents',
  'POST /api/handbook',
  'POST /api/resources/inventory/import',
  'POST /api/standards',
  'POST /api/standards/{id}/versions',
]);
/** Input-free routes that would end the fuzzing session itself. */
const SKIPPED = new Set(['POST /api/auth/logout']);

const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '2026-13-45',
  '2026-00-10',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T25:61:00Z',
  '1e308',
  '-1e308',
  '1e999',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  '99999999999999999999999999',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'ADMIN',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(5000),
);
const hostileNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 63,
  -1,
  0,
  0.5,
  5e-324,
);
const anyScalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null), fc.string());

function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? 0;
    const max = schema.maximum ?? min + 1000;
    return type === 'integer'
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true });
  }
  if (type === 'boolean') return fc.boolean();
  if (schema.format === 'date') return fc.constantFrom('2026-11-23', '2027-02-28');
  if (schema.format === 'email') return fc.constantFrom('tech@example.co.za');
  return fc.constantFrom('Sprinkler valve set', 'FM-200', 'Johannesburg', '2026-11-23');
}

/** A value for a schema: mostly plausible, often hostile, sometimes of the wrong type altogether. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyScalar;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {});
    const record = fc.record(
      Object.fromEntries(entries.map(([key, child]) => [key, valueFor(child, depth + 1)])),
      { requiredKeys: [] },
    );
    return fc.oneof({ weight: 6, arbitrary: record }, { weight: 1, arbitrary: anyScalar });
  }
  if (type === 'array') {
    const item = valueFor(schema.items, depth + 1);
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 200, maxLength: 400 }) },
      { weight: 1, arbitrary: anyScalar },
    );
  }
  const hostile = type === 'number' || type === 'integer' ? hostileNumber : hostileText;
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema) },
    { weight: 3, arbitrary: hostile },
    { weight: 1, arbitrary: anyScalar },
  );
}

/** Raw JSON text: what JSON.stringify cannot write (1e999 parses to Infinity), or no JSON at all. */
const brokenJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  '{"amount":1e999}',
  '{"budget":-1e999,"title":"x"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '"\\u0000"',
  '{"name":"\\u0000"}',
  'null',
  '',
);

function multipartBody(boundary: string, cut: number | null, withFinal: boolean): Buffer {
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nFire pump log\u0000\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.pdf"\r\n`,
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\r\n',
    withFinal ? `--${boundary}--\r\n` : '',
  ].join('');
  const bytes = Buffer.from(body);
  return cut === null ? bytes : bytes.subarray(0, Math.floor((bytes.length * cut) / 100));
}

const multipartRequest = fc.oneof(
  fc.record({
    headers: fc.constant({ 'content-type': 'multipart/form-data; boundary=XyZ' }),
    payload: fc
      .tuple(fc.option(fc.integer({ min: 0, max: 99 })), fc.boolean())
      .map(([cut, withFinal]) => multipartBody('XyZ', cut, withFinal)),
  }),
  fc.record({
    headers: fc.constantFrom(
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=' },
      { 'content-type': 'multipart/form-data; boundary=Other' },
      { 'content-type': 'multipart/mixed; boundary=XyZ' },
      { 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
    ),
    payload: fc.constantFrom(multipartBody('XyZ', null, true), Buffer.from('garbage'), Buffer.from('{}')),
  }),
);

function fuzzRequests(route: Route, ids: string[]): fc.Arbitrary<FuzzRequest> {
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const pathValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 3, arbitrary: hostileText },
    { weight: 1, arbitrary: fc.string() },
  );
  const queryValue = (schema?: JsonSchema) =>
    fc.oneof(
      valueFor(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      fc.array(hostileText, { minLength: 2, maxLength: 3 }),
    );
  const url = fc
    .tuple(
      fc.tuple(...pathParams.map(() => pathValue)),
      fc.record(
        Object.fromEntries(queryParams.map((parameter) => [parameter.name, queryValue(parameter.schema)])),
        { requiredKeys: [] },
      ),
    )
    .map(([values, query]) => {
      let path = route.path;
      pathParams.forEach((parameter, index) => {
        // Lone surrogates cannot be percent-encoded; a client would send U+FFFD.
        const value = String(values[index]).replace(/[\ud800-\udfff]/g, '\ufffd');
        path = path.replace(`{${parameter.name}}`, value === '' ? '%20' : encodeURIComponent(value));
      });
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
      }
      const text = search.toString();
      return text ? `${path}?${text}` : path;
    });

  const key = `${route.method} ${route.path}`;
  const jsonSchema = route.operation.requestBody?.content['application/json']?.schema;
  let body: fc.Arbitrary<{ headers: Record<string, string>; payload?: string | Buffer }>;
  if (MULTIPART.has(key)) body = multipartRequest;
  else if (route.method === 'GET' || route.method === 'DELETE') body = fc.constant({ headers: {} });
  else
    body = fc.oneof(
      {
        weight: 6,
        arbitrary: valueFor(jsonSchema).map((value) => jsonBody(JSON.stringify(value) ?? 'null')),
      },
      { weight: 2, arbitrary: brokenJson.map(jsonBody) },
      {
        weight: 1,
        arbitrary: fc.record({
          headers: fc.constantFrom({ 'content-type': 'text/plain' }, { 'content-type': 'application/xml' }),
          payload: fc.constant('<x/>'),
        }),
      },
    );

  return fc.tuple(url, body).map(([target, { headers, payload }]) => ({
    method: route.method,
    url: target,
    headers,
    ...(payload === undefined ? {} : { payload }),
  }));
}

const jsonBody = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });

describe.each(engines)('fuzzing every route (%s)', (engine) => {
  let t: TestApp;
  let routes: Route[] = [];
  let ids: string[] = [];
  let token = '';

  beforeAll(async () => {
    const demo = await createDemoTestApp(engine);
    t = demo.t;
    token = demo.token;
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
    ids = Object.values(demo.ids).filter((id): id is string => id !== undefined);
    ids.push('hybrid', 'semantic', 'keyword', '00000000-0000-0000-0000-000000000000');
  });
  afterAll(async () => t?.close());

  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const key of MULTIPART)
      expect(routes.some((route) => `${route.method} ${route.path}` === key)).toBe(true);
  });

  it('answers no hostile request with a 5xx', async () => {
    const failures: string[] = [];
    // Deletes last, so the ids the other routes read exist for most of the run.
    const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    let sent = 0;
    const statuses: Record<number, number> = {};
    for (const [index, route] of ordered.entries()) {
      if (SKIPPED.has(`${route.method} ${route.path}`)) continue;
      const samples = fc.sample(fuzzRequests(route, ids), { seed: SEED + index, numRuns: RUNS });
      for (const request of samples) {
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...bearer(token), ...request.headers },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500) {
          const payload = typeof request.payload === 'string' ? request.payload.slice(0, 200) : '(bytes)';
          failures.push(
            `${response.statusCode} ${request.method} ${request.url.slice(0, 200)} ${payload} → ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    if (process.env.FUZZ_VERBOSE) console.log(statuses, failures.join('\n'));
    expect(sent).toBe((routes.length - SKIPPED.size) * RUNS);
    expect(failures).toEqual([]);
  });
});
