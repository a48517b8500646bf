import type { LoginInput } from '@jobpeel/contract';
import { useMutation } from '@tanstack/react-query';
import { toast, toastError } from '@/components/ui/use-toast';
import { api, isApiError } from './api-client';
import { computeFingerprint } from './fingerprint';
import { errorMessage } from './form';

// Logging in is shared by the login page and the subscription page's own login card.

export type LoginCredentials = Pick<LoginInput, 'email' | 'password'>;

/** POST /api/login with the device fingerprint. */
export async function login(credentials: LoginCredentials): Promise<unknown> {
  const fingerprint = await computeFingerprint();
  return api.post('/api/login', { body: { ...credentials, fingerprint } });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** A failed login: 'Login failed' with the server's message, or 'Error' for an exception. */
export function toastLoginError(error: unknown): void {
  if (isApiError(error) && error.status > 0) {
    toast({ variant: 'destructive', title: 'Login failed', description: error.message || 'Login failed' });
  } else {
    toastError(errorMessage(error, 'An error occurred during login'));
  }
}
