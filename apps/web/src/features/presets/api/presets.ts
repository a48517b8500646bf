import type { Preset, PresetInput } from '@jobpeel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { lazyFormSchema } from '@/lib/lazy-schema';

export const presetsQueryKey = ['cover-letter-presets'] as const;

/** GET /api/cover-letter-presets, sorted by name; signed out (401) is an empty list (docs/product.md §8). */
export async function getPresets(): Promise<Preset[]> {
  try {
    const { presets } = await api.get('/api/cover-letter-presets', {
      schema: lazyFormSchema('presetListSchema'),
    });
    return presets;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return [];
    throw error;
  }
}

/** Only signed-in users have presets: callers render this for them alone (docs/product.md §2). */
export function usePresets() {
  return useQuery({ queryKey: presetsQueryKey, queryFn: getPresets });
}

export async function savePreset(input: PresetInput): Promise<Preset> {
  const { preset } = await api.post('/api/cover-letter-presets', {
    body: input,
    schema: lazyFormSchema('presetResponseSchema'),
  });
  return preset;
}

export function deletePreset(id: number): Promise<unknown> {
  return api.delete(`/api/cover-letter-presets/${id}`);
}

/** docs/product.md §5: the preset list is refreshed after a save or delete. */
export function useSavePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreset,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: presetsQueryKey });
    },
  });
}

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreset,
    // Also after a failure: a 404 means the list on screen is out of date. Not awaited, so the
    // caller closes its dialog before the deleted preset leaves the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: presetsQueryKey });
    },
  });
}
