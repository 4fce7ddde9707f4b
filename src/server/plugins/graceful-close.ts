import type { FastifyInstance } from 'fastify';

/**
 * A stop that ends as soon as the last in-flight answer is sent (issue 33, decision 038).
 *
 * Fastify's `forceCloseConnections: 'idle'` closes only the keep-alive connections idle at the
 * moment `close()` starts. A request already running then keeps its connection: its answer goes
 * out as keep-alive and the socket waits out `keepAliveTimeout` (72 s) before the server can exit,
 * longer than a deploy's grace period. So, once closing has begun, every answer says
 * `Connection: close` (Node ends the socket after it), and every finished answer reaps whatever
 * connections are idle by then (one whose headers went out before the close began).
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing && !reply.raw.headersSent) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (isClosing) app.server.closeIdleConnections();
  });
}
