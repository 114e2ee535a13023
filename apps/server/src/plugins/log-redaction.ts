/**
 * Request URLs as the log keeps them (issue 25): the secret of a private link replaced by a marker, so
 * whoever reads the log cannot open an invitation, a client's approval page or a calendar feed. The
 * secret sits in the path segment after one of SECRET_PATHS (a calendar feed keeps its `.ics`), or in a
 * query value named in SECRET_QUERY (sign-in redirects). A new route with a secret in its URL adds its
 * prefix here; log-redaction.test.ts checks every API route with a `:token` parameter against it.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

const SECRET_PATHS = [
  '/api/auth/invites/',
  '/api/public/quote-approval/',
  '/api/public/agreement-acceptance/',
  '/api/calendar/',
  // The web app's pages that carry the same tokens.
  '/invite/',
  '/q/',
  '/a/',
];

const SECRET_QUERY = new Set(['token', 'code', 'state', 'access_token', 'id_token', 'refresh_token']);

function redactPath(pathname: string): string {
  for (const prefix of SECRET_PATHS) {
    if (!pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length);
    const end = rest.indexOf('/');
    const segment = end < 0 ? rest : rest.slice(0, end);
    if (segment === '') return pathname;
    const suffix = segment.endsWith('.ics') ? '.ics' : '';
    return `${prefix}${REDACTED}${suffix}${end < 0 ? '' : rest.slice(end)}`;
  }
  return pathname;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let key = name;
      try {
        key = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {}
      return equals >= 0 && SECRET_QUERY.has(key.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** The URL with any secret it carries replaced by REDACTED. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash < 0 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  if (question < 0) return redactPath(withoutHash);
  return `${redactPath(withoutHash.slice(0, question))}?${redactQuery(withoutHash.slice(question + 1))}`;
}

/** Fastify's own `req` log serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
