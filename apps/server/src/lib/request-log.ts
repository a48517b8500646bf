import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request, written when it ends: the request (method, URL, host, remote
 * address and port), the status and the response time, as Fastify's two lines ('incoming
 * request' and 'request completed') said between them. Each line is a serialisation and a write
 * to stdout; on a small read that was a tenth of the request's CPU (docs/decisions/0029).
 * Failures still log as before ('request errored' at error level, with the error), and so do the
 * error handler's lines. A request that never ends is not logged: look for it with the
 * connection's timeouts and the proxy's own log.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
