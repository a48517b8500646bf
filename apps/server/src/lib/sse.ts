import type { FastifyReply } from 'fastify';

/**
 * Server-sent events on a Fastify reply. The response starts with the first event, so a route
 * can still answer a plain JSON error while nothing has been sent.
 */
export class SseStream {
  started = false;
  constructor(private readonly reply: FastifyReply) {}

  send(event: string, data: unknown): void {
    if (!this.started) {
      this.started = true;
      this.reply.hijack();
      this.reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx must pass events through as they come.
        'x-accel-buffering': 'no',
        'x-request-id': this.reply.request.id,
      });
    }
    if (!this.reply.raw.writableEnded)
      this.reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    if (this.started && !this.reply.raw.writableEnded) this.reply.raw.end();
  }
}
