import type { FastifyInstance } from 'fastify';
import type { ServiceReadiness } from './service-readiness';

/**
 * Once a shutdown has begun, every answer closes its connection
 * (`Connection: close`). Fastify's close ends the connections that are idle
 * when it starts; one busy then (a checkout in flight) would otherwise stay
 * open as a kept-alive connection after its answer, and the server would
 * wait on it until the client let go (Fastify keeps connections alive 72 s),
 * past the shutdown timeout, before the mail dispatcher, the pool and the
 * database were closed in order. Clients and load balancers reconnect, to
 * another node.
 */
export function registerShutdownDraining(app: FastifyInstance, readiness: ServiceReadiness): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.shuttingDown) reply.header('connection', 'close');
    return payload;
  });
}
