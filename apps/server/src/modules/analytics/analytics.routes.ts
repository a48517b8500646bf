import { analyticsSchema, can, coverLetterMessages } from '@jobpeel/contract';
import type { AnswerCache } from '../../lib/answer-cache';
import { AppError } from '../../lib/app-error';
import { errorResponses, type RouteApp } from '../../lib/route-schemas';
import { DAY_MS } from '../../lib/time';
import { currentUser, requireUser } from '../../plugins/session';
import type { AnalyticsService } from './analytics.service';

export function registerAnalyticsRoutes(
  app: RouteApp,
  deps: { analytics: AnalyticsService; answers: AnswerCache; now: () => number },
): void {
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
    async (request, reply) => {
      const { viewer } = currentUser(request);
      if (!can(viewer.plan, 'analytics')) {
        throw new AppError(403, 'ANALYTICS_LOCKED', coverLetterMessages.analyticsLocked);
      }
      // Figures over the user's letters (the revision) by week, counted from today (the day).
      const version = `${request.libraryRevision}:${Math.floor(deps.now() / DAY_MS)}`;
      return deps.answers.send(reply, `analytics:${viewer.id}`, { version }, () =>
        deps.analytics.forUser(viewer.id),
      );
    },
  );
}
