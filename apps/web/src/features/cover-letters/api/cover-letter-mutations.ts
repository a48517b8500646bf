import {
  type CoverLetter,
  type CoverLetterVersion,
  coverLetterResponseSchema,
  coverLetterVersionListSchema,
  type ExportFormat,
} from '@jobpeel/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  analyticsQueryKey,
  coverLetterQueryKey,
  coverLettersQueryKey,
  coverLetterVersionsQueryKey,
} from '@/lib/query-keys';

/** Under the letter's own key, so dropping the letter from the cache drops its history too. */

function letterPath(id: number | string): string {
  return `/api/cover-letters/${encodeURIComponent(String(id))}`;
}

/**
 * The list only: `coverLettersQueryKey` is a prefix of every letter's key, and refetching the
 * letter on show would throw away the answer we just put in the cache.
 */
function invalidateList(queryClient: QueryClient) {
  // The Pro analytics count saved and deleted letters too.
  void queryClient.invalidateQueries({ queryKey: analyticsQueryKey });
  return queryClient.invalidateQueries({ queryKey: coverLettersQueryKey, exact: true });
}

/**
 * A call answered with the whole letter: it replaces the cached one (docs/product.md §5), the list refreshes.
 */
function storeLetter(queryClient: QueryClient, id: string, letter: CoverLetter) {
  queryClient.setQueryData(coverLetterQueryKey(id), letter);
  void invalidateList(queryClient);
}

/** A new current text: the one it replaced is now in the history. */
function storeNewText(queryClient: QueryClient, id: string, letter: CoverLetter) {
  storeLetter(queryClient, id, letter);
  void queryClient.invalidateQueries({ queryKey: coverLetterVersionsQueryKey(id) });
}

/** PUT /api/cover-letters/{id}/content */
export function useUpdateCoverLetterContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => {
      const data = await api.put(`${letterPath(id)}/content`, {
        body: { content },
        schema: coverLetterResponseSchema,
      });
      return data.coverLetter;
    },
    onSuccess: (letter) => storeNewText(queryClient, id, letter),
  });
}

/** POST /api/cover-letters/{id}/save (idempotent; 403 SAVED_LIMIT_REACHED past the plan's limit). */
export function useSaveCoverLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const data = await api.post(`${letterPath(id)}/save`, { schema: coverLetterResponseSchema });
      return data.coverLetter;
    },
    onSuccess: (letter) => storeLetter(queryClient, id, letter),
  });
}

/** DELETE /api/cover-letters/{id}; the caller leaves the page, then drops the letter from the cache. */
export function useDeleteCoverLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(letterPath(id)),
    onSuccess: () => invalidateList(queryClient),
  });
}

export function forgetCoverLetter(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: coverLetterQueryKey(id) });
}

/** GET /api/cover-letters/{id}/versions: earlier texts, newest first. */
export async function getCoverLetterVersions(id: string): Promise<CoverLetterVersion[]> {
  const data = await api.get(`${letterPath(id)}/versions`, { schema: coverLetterVersionListSchema });
  return data.versions;
}

export function useCoverLetterVersions(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: coverLetterVersionsQueryKey(id),
    queryFn: () => getCoverLetterVersions(id),
    enabled,
  });
}

/** POST /api/cover-letters/{id}/versions/{versionId}/restore (the current text becomes a version). */
export function useRestoreCoverLetterVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: number) => {
      const data = await api.post(`${letterPath(id)}/versions/${versionId}/restore`, {
        schema: coverLetterResponseSchema,
      });
      return data.coverLetter;
    },
    onSuccess: (letter) => storeNewText(queryClient, id, letter),
  });
}

/** The file name from `Content-Disposition` (RFC 6266 `filename*` first), else a default. */
export function exportFileName(disposition: string | null, id: string, format: ExportFormat): string {
  const fallback = `cover-letter-${id}.${format}`;
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/**
 * GET /api/cover-letters/{id}/export/{format} (Pro) and hands the file to the browser. A fetch, not
 * a plain link, so a 403 (plan changed) can open the upgrade prompt instead of a JSON page.
 */
export async function downloadCoverLetterExport(id: string, format: ExportFormat): Promise<void> {
  const response = await api.open('GET', `${letterPath(id)}/export/${format}`, { accept: '*/*' });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(response.headers.get('Content-Disposition'), id, format);
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked later: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

export function useExportCoverLetter(id: string) {
  return useMutation({ mutationFn: (format: ExportFormat) => downloadCoverLetterExport(id, format) });
}
