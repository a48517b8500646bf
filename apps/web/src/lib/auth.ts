import { messageResponseSchema, type User, userSchema } from '@jobpeel/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api, isApiError } from './api-client';
import { clearPostLoginRedirect } from './auth-redirect';
import { browser } from './browser';
import { paths } from './paths';

export const LOGOUT_FAILED_MESSAGE = 'Failed to logout. Please try again.';

export const userQueryKey = ['user'] as const;

/** GET /api/user; a 401 means signed out, which is not an error. */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get('/api/user', { schema: userSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: userQueryKey, queryFn: getUser });

/** The signed-in user (null when signed out), cached for the whole visit. */
export function useUser() {
  return useQuery(userQueryOptions);
}

export function logout(): Promise<{ message: string }> {
  return api.post('/api/logout', { schema: messageResponseSchema });
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
      browser.assign(paths.auth);
    },
    onError: () => {
      toast({ variant: 'destructive', title: 'Error', description: LOGOUT_FAILED_MESSAGE });
    },
  });
}
