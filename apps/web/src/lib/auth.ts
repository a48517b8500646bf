import type { User } from '@jobpeel/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, isApiError } from './api-client';
import { clearPostLoginRedirect } from './auth-redirect';
import { browser } from './browser';
import { lazySchema } from './lazy-schema';
import { paths } from './paths';
import { rememberSignedIn } from './session-hint';

export const LOGOUT_FAILED_MESSAGE = 'Failed to logout. Please try again.';

export const userQueryKey = ['user'] as const;

/** GET /api/user; a 401 means signed out, which is not an error. */
export async function getUser(): Promise<User | null> {
  try {
    const user = await api.get('/api/user', { schema: lazySchema('userSchema') });
    rememberSignedIn(true);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      rememberSignedIn(false);
      return null;
    }
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: getUser });

/** The signed-in user (null when signed out), cached for the whole visit. */
export function useUser() {
  return useQuery(userQueryOptions);
}

export function logout(): Promise<{ message: string }> {
  return api.post('/api/logout', { schema: lazySchema('messageResponseSchema') });
}

/**
 * Logs out, then loads /auth afresh (docs/product.md §5), which also drops every cached query. The cache is
 * not touched first: flipping to signed-out would briefly send a protected page to /auth and
 * remember it as the next post-login destination.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearPostLoginRedirect();
      rememberSignedIn(false);
      browser.assign(paths.auth);
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: LOGOUT_FAILED_MESSAGE });
    },
  });
}
