import { can, coverLetterMessages } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, requireUser } from '../../plugins/session';
import type { AnalyticsService } from './analytics.service';

export function registerAnalyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService }): void {
  app.get('/api/analytics', { preHandler: requireUser }, async (request) => {
    const { viewer } = currentUser(request);
    if (!can(viewer.plan, 'analytics')) {
      throw new AppError(403, 'ANALYTICS_LOCKED', coverLetterMessages.analyticsLocked);
    }
    return deps.analytics.forUser(viewer.id);
  });
}
