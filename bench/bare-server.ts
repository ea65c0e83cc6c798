import Fastify from 'fastify';

/**
 * The reference point of the read budgets: a bare Fastify JSON route, no plugins, no database,
 * in its own process like the real server.
 */
const app = Fastify({ logger: false });
const body = { data: [{ id: 1, title: 'Pentas', summary: 'Ringkasan singkat' }] };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
