import type { Template } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lazyFormSchema } from '@/lib/lazy-schema';
import { templatesQueryKey } from './templates-query-key';

export { templatesQueryKey };

/** GET /api/templates. Its schema loads with the call: /create's first load carries no zod. */
export function getTemplates(): Promise<Template[]> {
  return api.get('/api/templates', { schema: lazyFormSchema('templateListSchema') });
}

export function useTemplates() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: getTemplates });
}

/** The template's one-line description, when the server sends one. */
export function templateDescription(template: Template): string | undefined {
  const value = (template.metadata as Record<string, unknown>).description;
  return typeof value === 'string' && value ? value : undefined;
}
