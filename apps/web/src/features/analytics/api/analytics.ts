import { type Analytics, analyticsSchema } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsQueryKey } from '@/lib/query-keys';

export const ANALYTICS_FAILED_MESSAGE = 'Failed to load analytics. Please try again.';

/** GET /api/analytics (Pro only; other plans get 403 ANALYTICS_LOCKED, so they never call it). */
export function getAnalytics(): Promise<Analytics> {
  return api.get('/api/analytics', { schema: analyticsSchema });
}

export function useAnalytics() {
  return useQuery({ queryKey: analyticsQueryKey, queryFn: getAnalytics });
}
