import type { FastifyInstance } from 'fastify';
import type { Maintenance } from './composition';
import { HOUR_MS } from './lib/time';

/**
 * The server process's periodic jobs (session clean-up, outbox, letter clean-up, refunds, test-mode
 * renewals), stopped when the app closes. Tests leave them off and call `app.maintenance` instead.
 */
export async function startTimers(app: FastifyInstance, maintenance: Maintenance): Promise<void> {
  // Before listening: letters this process's previous run left reserved are back at once.
  await maintenance
    .refundPreviousRun()
    .then((refunded) => {
      if (refunded > 0)
        app.log.warn({ refunded }, "gave back letters reserved by this process's previous run");
    })
    .catch((err) => app.log.error({ err }, "refunding the previous run's generations failed"));
  const purgeExpiredLetters = () => {
    maintenance
      .purgeExpiredLetters()
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed unsaved cover letters past their plan window');
      })
      .catch((err) => app.log.error({ err }, 'cover letter clean-up failed'));
  };
  const refundAbandonedGenerations = () => {
    maintenance
      .refundAbandonedGenerations()
      .then((refunded) => {
        if (refunded > 0)
          app.log.warn({ refunded }, 'gave back letters reserved by generations that never finished');
      })
      .catch((err) => app.log.error({ err }, 'refunding abandoned generations failed'));
  };
  const timers = [
    setInterval(() => {
      maintenance.deleteExpiredSessions().catch((err) => app.log.error({ err }, 'session clean-up failed'));
    }, HOUR_MS),
    setInterval(() => {
      maintenance.flushOutbox().catch((err) => app.log.error({ err }, 'outbox flush failed'));
    }, 30_000),
    setInterval(purgeExpiredLetters, HOUR_MS),
    setInterval(() => {
      maintenance.cleanUpOutbox().catch((err) => app.log.error({ err }, 'outbox clean-up failed'));
    }, HOUR_MS),
    setInterval(refundAbandonedGenerations, 5 * 60_000),
    // At start too: a process that died mid-generation is usually replaced by one starting up.
    setTimeout(refundAbandonedGenerations, 0),
    // Once soon after start too, so a server that restarts often still cleans up.
    setTimeout(purgeExpiredLetters, 60_000),
    // Test-mode billing only: ends or renews test subscriptions whose period has passed.
    setInterval(() => {
      maintenance
        .settleTestSubscriptions()
        .catch((err) => app.log.error({ err }, 'test-mode subscription renewal failed'));
    }, 5 * 60_000),
  ];
  for (const timer of timers) timer.unref();
  app.addHook('onClose', async () => timers.forEach(clearTimeout));
}
