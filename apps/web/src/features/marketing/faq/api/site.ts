import type { SiteInfo } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

export const siteQueryKey = ['site'] as const;

/** GET /api/site: public facts about this installation (its support address). */
export function getSiteInfo(): Promise<SiteInfo> {
  return api.get('/api/site', { schema: lazySchema('siteInfoSchema') });
}

export function useSiteInfo() {
  return useQuery({ queryKey: siteQueryKey, queryFn: getSiteInfo });
}
