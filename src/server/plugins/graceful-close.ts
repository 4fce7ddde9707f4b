import type { Socket } from 'node:net';

import type { FastifyInstance } from 'fastify';

/**
 * A stop that ends as soon as the last in-flight answer is sent (decision 038).
 *
 * Fastify's `forceCloseConnections: 'idle'` closes only the keep-alive connections idle at the
 * moment `close()` starts, and Node counts a connection as idle only in some states (one that
 * has not sent a request yet, or whose answer went out as a stream, is not). Any such socket
 * then waits out `keepAliveTimeout` (72 s) before the server can exit, longer than a deploy's
 * grace period. So this plugin knows which sockets carry an answer in progress: once closing has
 * begun, every answer says `Connection: close`, and whenever an answer ends every socket that
 * carries none is closed.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let isClosing = false;
  const sockets = new Set<Socket>();
  const answersInProgress = new Map<Socket, number>();

  function closeSocketsWithoutAnswers(): void {
    for (const socket of sockets) {
      if (!answersInProgress.has(socket)) socket.destroy();
    }
  }

  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      answersInProgress.delete(socket);
    });
  });
  app.server.on('request', (request: { socket: Socket }, response: NodeJS.EventEmitter) => {
    const { socket } = request;
    answersInProgress.set(socket, (answersInProgress.get(socket) ?? 0) + 1);
    // 'close' follows the answer's end, or the client going away mid-answer.
    response.once('close', () => {
      const left = (answersInProgress.get(socket) ?? 1) - 1;
      if (left > 0) answersInProgress.set(socket, left);
      else answersInProgress.delete(socket);
      if (isClosing) closeSocketsWithoutAnswers();
    });
  });

  // Runs before Fastify stops listening and waits for the sockets to close.
  app.addHook('preClose', async () => {
    isClosing = true;
    closeSocketsWithoutAnswers();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing && !reply.raw.headersSent) reply.header('connection', 'close');
  });
}
