/**
 * The reference of `npm run bench:server`: a Fastify 5 route with nothing in front of it (no hooks, no logging),
 * from the same node_modules as the product, on the port given as the first argument.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('bare Fastify ready');
