import type { LoginInput } from '@jobpeel/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { computeFingerprint } from '../lib/fingerprint';

export type LoginCredentials = Pick<LoginInput, 'email' | 'password'>;

/** POST /api/login with the device fingerprint (spec §7). */
export async function login(credentials: LoginCredentials): Promise<unknown> {
  const fingerprint = await computeFingerprint();
  return api.post('/api/login', { body: { ...credentials, fingerprint } });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
