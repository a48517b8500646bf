import { messageResponseSchema } from '@jobpeel/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
export function requestPasswordReset(input: { email: string }) {
  return api.post('/api/auth/forgot-password', { body: input, schema: messageResponseSchema });
}

export function verifyResetCode(input: { email: string; code: string }) {
  return api.post('/api/auth/verify-reset-code', { body: input, schema: messageResponseSchema });
}

export function resetPassword(input: { email: string; code: string; password: string }) {
  return api.post('/api/auth/reset-password', { body: input, schema: messageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
