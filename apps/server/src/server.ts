import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadEnv } from './config/env';
import { openStreamCount } from './lib/sse';

/**
 * Graceful shutdown: /readyz turns 503 at once, the server stops accepting connections, requests
 * and event streams in flight finish (Node's server.close waits for every open connection,
 * hijacked SSE responses included, before Fastify runs the onClose hooks that close the
 * database, the parser pool and the timers), then the process exits 0. Past `timeoutMs` it
 * exits 1 with a log line. Idle keep-alive sockets are closed as soon as they become idle, so
 * a connection whose stream has just finished does not hold the close for its keep-alive time.
 * A second signal exits at once.
 */
function gracefulShutdown(app: FastifyInstance, timeoutMs: number) {
  let started = false;
  return (signal: string) => {
    if (started) {
      // A second Ctrl-C (or signal) means: do not wait.
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    started = true;
    app.health.beginShutdown();
    app.log.info({ signal, openStreams: openStreamCount(app), timeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error(
        { openStreams: openStreamCount(app), timeoutMs },
        'shutdown timed out: exiting with work still in flight',
      );
      process.exit(1);
    }, timeoutMs);
    deadline.unref();
    const reapIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    reapIdle.unref();
    app
      .close()
      .then(() => {
        clearInterval(reapIdle);
        clearTimeout(deadline);
        app.log.info('shut down cleanly');
        process.exit(0);
      })
      .catch((err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
}

/** The process: read the configuration, build the app, listen, and stop cleanly on signals. */
async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await buildApp(env, { backgroundJobs: true });
  const shutdown = gracefulShutdown(app, env.SHUTDOWN_TIMEOUT_MS);
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
