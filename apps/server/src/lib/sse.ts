import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Streams under way per app (keyed by its HTTP server, shared by every encapsulated context):
 * hijacked responses, which graceful shutdown waits for (server.ts).
 */
const openStreams = new WeakMap<object, Set<SseStream>>();

/** How many event streams of this app have started and not ended yet. */
export function openStreamCount(app: FastifyInstance): number {
  return openStreams.get(app.server)?.size ?? 0;
}

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
      const key = this.reply.server.server;
      const streams = openStreams.get(key) ?? new Set<SseStream>();
      openStreams.set(key, streams);
      streams.add(this);
      this.reply.raw.once('close', () => streams.delete(this));
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
