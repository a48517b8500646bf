import {
  type ChangePasswordInput,
  messageResponseSchema,
  type ProfileInput,
  userSchema,
} from '@jobpeel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';

const userEnvelopeSchema = z.object({ user: userSchema });

export function updateProfile(input: ProfileInput): Promise<unknown> {
  return api.post('/api/user/profile', { body: input });
}

/** Saves email and username, then puts the user the server answered into the cache. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => {
      const parsed = userEnvelopeSchema.safeParse(data);
      if (!parsed.success) return queryClient.invalidateQueries({ queryKey: userQueryKey });
      queryClient.setQueryData(userQueryKey, parsed.data.user);
      return undefined;
    },
  });
}

export function changePassword(input: ChangePasswordInput) {
  return api.post('/api/user/password', { body: input, schema: messageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Removes the account and all its data; the server also ends the session. */
export function deleteAccount() {
  return api.post('/api/user/delete', { schema: messageResponseSchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
