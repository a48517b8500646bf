import type { RegisterInput } from '@jobpeel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { computeFingerprint } from '@/lib/fingerprint';
import { WELCOME_TITLE } from '../lib/messages';

export type RegistrationDetails = Omit<RegisterInput, 'fingerprint'>;

/** POST /api/register; on success the new user is signed in. */
export async function register(details: RegistrationDetails): Promise<unknown> {
  const fingerprint = await computeFingerprint();
  return api.post('/api/register', { body: { ...details, fingerprint } });
}

/** Registers, then refreshes the cached user so the signed-in pages take over. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => {
      toast({ title: WELCOME_TITLE });
      return queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
