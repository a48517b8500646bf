import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, testUser, unauthorized } from '@/test/render';
import { userQueryKey } from './auth';
import { createQueryClient } from './query-client';
import { planOf, useViewer, viewerOf } from './use-viewer';

/** useViewer with GET /api/user answered by `user`. */
async function viewerFrom(user: () => Response) {
  mockApi({ 'GET /api/user': user });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useViewer(), { wrapper });
  await waitFor(() => expect(queryClient.getQueryState(userQueryKey)?.status).toBe('success'));
  return result.current;
}

// docs/product.md §2: 'active' counts as pro; any status other than pro, active or standard is free.
const statuses = [
  ['free', 'free'],
  ['standard', 'standard'],
  ['pro', 'pro'],
  ['active', 'pro'],
  ['past_due', 'free'],
  ['unknown', 'free'],
  [null, 'free'],
] as const;

/** What each plan allows, as the viewer reports it (docs/decisions/0024-entitlements-and-composition-root.md). */
const allowed = {
  free: { analytics: false, keywordInsights: false, dailyLetters: 5, savedLetters: 5 },
  standard: { analytics: false, keywordInsights: false, dailyLetters: 50, savedLetters: 50 },
  pro: { analytics: true, keywordInsights: true, dailyLetters: null, savedLetters: null },
} as const;

/** The badge on each choice the plan lacks; null where it has it. */
const badges = {
  free: { creative: 'PRO', technical: 'STANDARD+', concise: 'STANDARD+', docx: 'PRO' },
  standard: { creative: 'PRO', technical: null, concise: null, docx: 'PRO' },
  pro: { creative: null, technical: null, concise: null, docx: null },
} as const;

describe('useViewer', () => {
  it.each(statuses)('reads the status %s as the %s plan, with its gates and limits', async (status, plan) => {
    const user = { ...testUser, subscriptionStatus: status };
    const viewer = await viewerFrom(() => jsonResponse(user));
    const expected = allowed[plan];
    const badge = badges[plan];

    expect(viewer.user).toEqual(user);
    expect(viewer.plan).toBe(plan);
    expect(planOf(user)).toBe(plan);
    expect(viewer.can('analytics')).toBe(expected.analytics);
    expect(viewer.can('keywordInsights')).toBe(expected.keywordInsights);
    expect(viewer.limitOf('dailyLetters')).toBe(expected.dailyLetters);
    expect(viewer.limitOf('savedLetters')).toBe(expected.savedLetters);
    expect(viewer.can('templateStyles', 'formal')).toBe(true);
    expect(viewer.can('lengths', 'standard')).toBe(true);
    expect(viewer.lockBadge('templateStyles', 'formal')).toBeNull();
    expect(viewer.lockBadge('templateStyles', 'creative')).toBe(badge.creative);
    expect(viewer.lockBadge('templateStyles', 'technical')).toBe(badge.technical);
    expect(viewer.lockBadge('lengths', 'concise')).toBe(badge.concise);
    expect(viewer.lockBadge('exportFormats', 'docx')).toBe(badge.docx);
    // A choice is locked exactly when it carries a badge.
    expect(viewer.can('templateStyles', 'creative')).toBe(badge.creative === null);
    expect(viewer.can('exportFormats', 'txt')).toBe(badge.docx === null);
  });

  it('treats a visitor as a free viewer without a user', async () => {
    const viewer = await viewerFrom(unauthorized);
    expect(viewer.user).toBeNull();
    expect(viewer.plan).toBe('free');
    expect(viewer.can('analytics')).toBe(false);
    expect(viewer.limitOf('dailyLetters')).toBe(5);
  });

  it('is free while the user is still loading, and viewerOf reads a user given as a prop', () => {
    expect(viewerOf(undefined)).toMatchObject({ user: null, plan: 'free' });
    expect(viewerOf({ ...testUser, subscriptionStatus: 'active' }).plan).toBe('pro');
    expect(planOf(null)).toBe('free');
    expect(planOf({ subscriptionStatus: 'standard' })).toBe('standard');
  });
});
