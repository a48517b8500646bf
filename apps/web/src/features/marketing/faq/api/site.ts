import { type SiteInfo, siteInfoSchema } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const siteQueryKey = ['site'] as const;

/** GET /api/site: public facts about this installation (its support address). */
export function getSiteInfo(): Promise<SiteInfo> {
  return api.get('/api/site', { schema: siteInfoSchema });
}

export function useSiteInfo() {
  return useQuery({ queryKey: siteQueryKey, queryFn: getSiteInfo });
}
