import { analyticsSchema, can, coverLetterMessages } from '@jobpeel/contract';
import { AppError } from '../../lib/app-error';
import { errorResponses, type RouteApp } from '../../lib/route-schemas';
import { currentUser, requireUser } from '../../plugins/session';
import type { AnalyticsService } from './analytics.service';

export function registerAnalyticsRoutes(app: RouteApp, deps: { analytics: AnalyticsService }): void {
  app.get(
    '/api/analytics',
    {
      preValidation: requireUser,
      schema: {
        tags: ['analytics'],
        summary: "The user's letters at a glance (Pro)",
        response: { 200: analyticsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { viewer } = currentUser(request);
      if (!can(viewer.plan, 'analytics')) {
        throw new AppError(403, 'ANALYTICS_LOCKED', coverLetterMessages.analyticsLocked);
      }
      return deps.analytics.forUser(viewer.id);
    },
  );
}
