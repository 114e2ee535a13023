// The peer of the /api/health measurements: a bare Fastify server answering GET /api/health with a
// small JSON body and nothing else (no database, no auth, no plugins), in a process of its own.
// Run by the benchmarks: PORT=3299 node bench/support/bare-health.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3299), host: '127.0.0.1' });
