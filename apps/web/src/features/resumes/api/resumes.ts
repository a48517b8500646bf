import {
  type ResumeBody,
  type ResumeBoxes,
  type ResumeParseResponse,
  resumeSectionKeys,
  type SavedResume,
  type SavedResumeListItem,
} from '@jobpeel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lazyFormSchema } from '@/lib/lazy-schema';

/** The resume boxes of the form: the text, the contact details and the highlights. */
export type ResumeFields = ResumeBoxes;

export const savedResumesQueryKey = ['user-resumes'] as const;

/** POST /api/resume/parse: multipart, field `file` (anonymous allowed). */
export function parseResume(file: File, signal?: AbortSignal): Promise<ResumeParseResponse> {
  const body = new FormData();
  body.set('file', file);
  return api.post('/api/resume/parse', { body, schema: lazyFormSchema('resumeParseResponseSchema'), signal });
}

/** GET /api/user/resume: the default resume (all empty when none is saved). */
export function getDefaultResume(signal?: AbortSignal): Promise<ResumeBody> {
  return api.get('/api/user/resume', { schema: lazyFormSchema('resumeBodySchema'), signal });
}

const sectionsOf = (fields: ResumeFields) =>
  Object.fromEntries(resumeSectionKeys.map((key) => [key, fields[key]]));

/** POST /api/user/resume: creates or replaces the default resume. */
export function saveDefaultResume(fields: ResumeFields): Promise<ResumeBody> {
  return api.post('/api/user/resume', {
    body: { resumeText: fields.resumeText, ...sectionsOf(fields) },
    schema: lazyFormSchema('resumeBodySchema'),
  });
}

export async function listResumes(): Promise<SavedResumeListItem[]> {
  const { resumes } = await api.get('/api/user/resumes', { schema: lazyFormSchema('savedResumeListSchema') });
  return resumes;
}

export function getResume(id: number, signal?: AbortSignal): Promise<SavedResume> {
  return api.get(`/api/user/resumes/${id}`, { schema: lazyFormSchema('savedResumeSchema'), signal });
}

export async function createResume(input: {
  name: string;
  fields: ResumeFields;
}): Promise<SavedResumeListItem> {
  const { resume } = await api.post('/api/user/resumes', {
    body: { name: input.name, content: input.fields.resumeText, ...sectionsOf(input.fields) },
    schema: lazyFormSchema('savedResumeItemResponseSchema'),
  });
  return resume;
}

export async function renameResume(input: { id: number; name: string }): Promise<SavedResumeListItem> {
  const { resume } = await api.put(`/api/user/resumes/${input.id}`, {
    body: { name: input.name },
    schema: lazyFormSchema('savedResumeItemResponseSchema'),
  });
  return resume;
}

export async function deleteResume(id: number): Promise<void> {
  await api.delete(`/api/user/resumes/${id}`);
}

/** The named resumes, newest first; render the caller for signed-in users only (docs/product.md §2). */
export function useSavedResumes() {
  return useQuery({ queryKey: savedResumesQueryKey, queryFn: listResumes });
}

export function useSaveDefaultResume() {
  return useMutation({ mutationFn: saveDefaultResume });
}

/** Refreshes the list whatever the outcome: a 404 means the list on screen is out of date. */
function useResumeListMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: savedResumesQueryKey });
    },
  });
}

/** docs/product.md §5: the saved-resume list is refreshed after Save as New. */
export const useCreateResume = () => useResumeListMutation(createResume);
export const useRenameResume = () => useResumeListMutation(renameResume);
export const useDeleteResume = () => useResumeListMutation(deleteResume);
