import { type Template, templateSchema } from '@jobpeel/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const templatesQueryKey = ['templates'] as const;

export function getTemplates(): Promise<Template[]> {
  return api.get('/api/templates', { schema: z.array(templateSchema) });
}

export function useTemplates() {
  return useQuery({ queryKey: templatesQueryKey, queryFn: getTemplates });
}

/** The template's one-line description, when the server sends one. */
export function templateDescription(template: Template): string | undefined {
  const value = (template.metadata as Record<string, unknown>).description;
  return typeof value === 'string' && value ? value : undefined;
}
