import { BLOG_LATEST_DEFAULT } from '@jobpeel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { templatesQueryKey } from '@/features/generator/api/templates-query-key';
import { blogQueryKeys } from '@/features/marketing/blog/api/blog';
import { siteQueryKey } from '@/features/marketing/faq/api/site';
import { latestPostsQueryKey } from '@/features/marketing/landing/api/latest-posts';
import { ApiError } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

/**
 * A server-rendered page carries the API answers it was rendered from (docs/decisions/0028), keyed
 * by the API path the browser would have called, so the browser starts with the same data and
 * hydration finds the same markup. The server renders only signed-out pages, so the user is null.
 */
export interface PreloadedState {
  api: Record<string, PreloadedAnswer>;
}

export type PreloadedAnswer = { status: 200; body: unknown } | { status: 404; body: unknown };

/** The id of the JSON data block (a `<script type="application/json">`, which never runs). */
export const PRELOADED_STATE_ID = 'jobpeel-preloaded';

/** A style the server rendered, applied by `applyServerStyles` (see entry-server.tsx). */
export const SSR_STYLE_ATTRIBUTE = 'data-ssr-style';

/** Gives server-rendered elements their styles through the CSSOM, which the CSP allows. */
export function applyServerStyles(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SSR_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(SSR_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(SSR_STYLE_ATTRIBUTE);
  }
}

const BLOG_POST_PATH = /^\/api\/blog\/([^/?]+)$/;

function decodeSlug(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function queryKeyOf(path: string): readonly unknown[] | null {
  if (path === '/api/site') return siteQueryKey;
  if (path === '/api/templates') return templatesQueryKey;
  if (path === '/api/blog') return blogQueryKeys.list();
  if (path === `/api/blog/latest?limit=${BLOG_LATEST_DEFAULT}`) return latestPostsQueryKey;
  const slug = BLOG_POST_PATH.exec(path)?.[1];
  return slug === undefined ? null : blogQueryKeys.post(decodeSlug(slug));
}

function dataOf(path: string, body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  if (path === '/api/blog' || path.startsWith('/api/blog/latest')) return (body as { posts?: unknown }).posts;
  if (BLOG_POST_PATH.test(path)) return (body as { post?: unknown }).post;
  return body;
}

/** Fills the query cache as the browser's own calls would have: a success or the API's error. */
export function seedQueryCache(queryClient: QueryClient, state: PreloadedState): void {
  queryClient.setQueryData(userQueryKey, null);
  const now = Date.now();
  for (const [path, answer] of Object.entries(state.api)) {
    const queryKey = queryKeyOf(path);
    if (!queryKey) continue;
    if (answer.status === 200) {
      queryClient.setQueryData(queryKey, dataOf(path, answer.body), { updatedAt: now });
      continue;
    }
    const body = (answer.body ?? {}) as { message?: string; code?: string };
    const error = new ApiError({
      status: answer.status,
      message: body.message ?? 'Not found',
      code: body.code,
    });
    queryClient.getQueryCache().build(queryClient, { queryKey }).setState({
      status: 'error',
      fetchStatus: 'idle',
      error,
      errorUpdatedAt: now,
      errorUpdateCount: 1,
      fetchFailureCount: 1,
      fetchFailureReason: error,
    });
  }
}

/** The state a server-rendered page carries, or null for the plain app shell. */
export function readPreloadedState(): PreloadedState | null {
  const element = document.getElementById(PRELOADED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    if (typeof value === 'object' && value !== null && 'api' in value) return value as PreloadedState;
  } catch {
    // A damaged block: start as the plain app would.
  }
  return null;
}
