/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that matches no file answered with index.html (client-side routes).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const root = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  if (!root) app.log.warn('The web app is not built (run `npm run build`); only the API is served.');
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Files are routed by the plugin at start-up; any other GET outside /api is a client-side route.
    app.get('/*', { schema: { hide: true }, config: { public: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A quote approval link (/q/<signed token>) or an agreement's acceptance link (/a/<signed token>)
      // has dots in its token, not a file extension.
      const isApprovalLink =
        (pathname.startsWith('/q/') || pathname.startsWith('/a/')) && pathname.indexOf('/', 3) === -1;
      if (pathname.startsWith('/api/') || (path.extname(pathname) && !isApprovalLink)) {
        return reply.status(404).send({ error: 'Not found' });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: request.url.startsWith('/api/')
        ? 'Not found'
        : `Cannot ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
