import { type CoverLetter, GENERATE_FAILED_MESSAGE } from '@jobpeel/contract';
import { ApiError, api } from '@/lib/api-client';
import { readSseStream } from '@/lib/sse';
import type { GenerateResponse } from './generate-schemas';

const GENERATE_PATH = '/api/cover-letters/generate';

/** The answers' schemas, loaded with the first call (the request is on its way meanwhile). */
const loadSchemas = () => import('./generate-schemas');

/** The stream ended (or broke) before the server said done or error. */
export const STREAM_INTERRUPTED_MESSAGE =
  'The connection was interrupted before your letter was finished. Please try again.';

export interface GenerateResult {
  id: number;
  /** The new letter when the server's answer has the full shape (used to seed the preview cache). */
  coverLetter: CoverLetter | null;
}

export interface GenerateStreamHandlers {
  /** The server started writing: the letter arrives through `onText` from now on. */
  onStreamStart?: () => void;
  /** A piece of the letter, in order. */
  onText?: (text: string) => void;
  /** The AI draft had claims the resume does not back: that many sentences go to one repair call. */
  onRepairing?: (sentences: number) => void;
}

type StreamOutcome = { ok: true; result: GenerateResult } | { ok: false; error: ApiError };

function toResult(
  data: GenerateResponse,
  coverLetterSchema: Awaited<ReturnType<typeof loadSchemas>>['coverLetterSchema'],
): GenerateResult {
  const parsed = coverLetterSchema.safeParse(data.coverLetter);
  return { id: data.id, coverLetter: parsed.success ? parsed.data : null };
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/cover-letters/generate (docs/product.md §6 request fields), asking for server-sent events
 * (docs/decisions/0006: the letter streams).
 * Failures before writing starts are the usual JSON error envelope and reject with its ApiError;
 * `event: error` rejects with an ApiError carrying the server's message and code. A server (or proxy)
 * that answers with plain JSON is read as before, without `onStreamStart`.
 */
export async function streamCoverLetter(
  body: Record<string, unknown>,
  { signal, onStreamStart, onText, onRepairing }: GenerateStreamHandlers & { signal?: AbortSignal } = {},
): Promise<GenerateResult> {
  const loading = loadSchemas();
  loading.catch(() => undefined);
  const response = await api.open('POST', GENERATE_PATH, { body, signal, accept: 'text/event-stream' });
  const { chunkSchema, coverLetterSchema, generateResponseSchema, repairingSchema, streamErrorSchema } =
    await loading;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!/^\s*text\/event-stream\b/i.test(contentType) || !response.body) {
    return toResult(await api.readJson(response, generateResponseSchema), coverLetterSchema);
  }

  onStreamStart?.();
  let outcome = null as StreamOutcome | null;
  const invalid = () =>
    new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: GENERATE_FAILED_MESSAGE });

  try {
    await readSseStream(
      response.body,
      ({ event, data }) => {
        if (event === 'chunk') {
          const chunk = chunkSchema.safeParse(parseJson(data));
          if (chunk.success && chunk.data.text) onText?.(chunk.data.text);
          return true;
        }
        if (event === 'repairing') {
          const repairing = repairingSchema.safeParse(parseJson(data));
          if (repairing.success) onRepairing?.(repairing.data.sentences);
          return true;
        }
        if (event === 'done') {
          const done = generateResponseSchema.safeParse(parseJson(data));
          outcome = done.success
            ? { ok: true, result: toResult(done.data, coverLetterSchema) }
            : { ok: false, error: invalid() };
          return false;
        }
        if (event === 'error') {
          const failure = streamErrorSchema.safeParse(parseJson(data));
          const info = failure.success ? failure.data : {};
          outcome = {
            ok: false,
            error: new ApiError({
              status: response.status,
              message: info.message || GENERATE_FAILED_MESSAGE,
              code: info.code,
              requestId: info.requestId,
            }),
          };
          return false;
        }
        return true;
      },
      signal,
    );
  } catch (error) {
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiError({ status: 0, code: 'STREAM_INTERRUPTED', message: STREAM_INTERRUPTED_MESSAGE });
  }

  // Assigned inside the event callback, which control-flow analysis does not follow.
  const final = outcome as StreamOutcome | null;
  if (final === null) {
    throw new ApiError({ status: 0, code: 'STREAM_INTERRUPTED', message: STREAM_INTERRUPTED_MESSAGE });
  }
  if (!final.ok) throw final.error;
  return final.result;
}
