import type { z } from 'zod';

export const CSRF_FETCH_FAILED_MESSAGE = 'Failed to fetch CSRF token';
export const CSRF_VALIDATION_FAILED_MESSAGE = 'Security validation failed. Please try refreshing the page.';
export const NETWORK_ERROR_MESSAGE =
  'Unable to reach the server. Please check your connection and try again.';
export const INVALID_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again.';

interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  fields?: Record<string, string>;
  requestId?: string;
}

/** A failed API call. `message` is always fit to show to the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Injected in tests; defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
  baseUrl?: string;
}

/**
 * A schema loaded on first use (lib/response-schemas.ts): the public pages' first load then carries
 * no zod. It loads while the request is on its way.
 */
export type LazySchema<T> = () => Promise<z.ZodType<T>>;

export interface RequestOptions<T> {
  /** A JSON-serialisable object (the CSRF token is added as `_csrf`) or FormData. */
  body?: unknown;
  /** Validates the response; the call fails with an ApiError when the shape is wrong. */
  schema?: z.ZodType<T> | LazySchema<T>;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function parseFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[name] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[name] = message[0];
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Turns a non-OK response into an ApiError: the envelope's message when there is one
 * (`{ message, code, fields?, requestId }`), otherwise docs/product.md §9's generic rule.
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (response.status === 403) {
    console.warn(`Request rejected with 403 (anti-forgery or permission check failed): ${response.url}`);
  }
  if (isRecord(data)) {
    const message = optionalString(data.message) ?? optionalString(data.error);
    if (message) {
      return new ApiError({
        status: response.status,
        message,
        code: optionalString(data.code),
        fields: parseFields(data.fields),
        requestId: optionalString(data.requestId),
      });
    }
  }
  const generic =
    response.status >= 500
      ? `${response.status}: ${response.statusText}`
      : `${response.status}: ${text || response.statusText}`;
  const message = response.status === 403 || /csrf/i.test(generic) ? CSRF_VALIDATION_FAILED_MESSAGE : generic;
  return new ApiError({ status: response.status, message });
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(`${baseUrl}${path}`, { ...init, credentials: 'include' });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
    }
  }

  /** docs/product.md §8 Anti-forgery: every non-GET call fetches a fresh token first. */
  async function fetchCsrfToken(signal?: AbortSignal): Promise<string> {
    let status = 0;
    try {
      const response = await send('/api/csrf-token', { headers: { Accept: 'application/json' }, signal });
      status = response.status;
      if (response.ok) {
        // The contract's csrfTokenResponseSchema, checked by hand: zod stays out of the first load.
        const data: unknown = await response.json();
        if (isRecord(data) && typeof data.csrfToken === 'string' && data.csrfToken) return data.csrfToken;
      }
    } catch (error) {
      if (isAbortError(error)) throw error;
    }
    throw new ApiError({ status, code: 'CSRF_FETCH_FAILED', message: CSRF_FETCH_FAILED_MESSAGE });
  }

  /** Sends a request (CSRF token and JSON body for non-GET calls); non-OK answers become ApiErrors. */
  async function open(
    method: string,
    path: string,
    opts: Omit<RequestOptions<unknown>, 'schema'> & { accept?: string } = {},
  ): Promise<Response> {
    const headers = new Headers({ Accept: opts.accept ?? 'application/json' });
    let body: BodyInit | undefined;

    if (method !== 'GET' && method !== 'HEAD') {
      const token = await fetchCsrfToken(opts.signal);
      headers.set('X-CSRF-Token', token);
      headers.set('CSRF-Token', token);
      headers.set('X-XSRF-TOKEN', token);
      if (opts.body instanceof FormData) {
        opts.body.set('_csrf', token);
        body = opts.body;
      } else {
        headers.set('Content-Type', 'application/json');
        const payload = opts.body === undefined ? {} : opts.body;
        body = JSON.stringify(isRecord(payload) ? { ...payload, _csrf: token } : payload);
      }
    }

    const response = await send(path, { method, headers, body, signal: opts.signal });
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  /** Reads a successful response as JSON, validated by `schema` when one is given. */
  async function readJson<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
    const text = await response.text();
    if (!text) return undefined as T;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: INVALID_RESPONSE_MESSAGE,
      });
    }
    if (!schema) return data as T;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: INVALID_RESPONSE_MESSAGE,
      });
    }
    return parsed.data;
  }

  async function request<T = unknown>(
    method: string,
    path: string,
    opts: RequestOptions<T> = {},
  ): Promise<T> {
    const schema = loadSchema(opts.schema);
    // Awaited below; a failure before then must not be reported as unhandled.
    schema.catch(() => undefined);
    const response = await open(method, path, { body: opts.body, signal: opts.signal });
    return readJson(response, await schema);
  }

  function loadSchema<T>(schema: RequestOptions<T>['schema']): Promise<z.ZodType<T> | undefined> {
    if (typeof schema !== 'function') return Promise.resolve(schema);
    return schema().catch(() => {
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
    });
  }

  return {
    fetchCsrfToken,
    /** The raw successful response, for callers that read the body themselves (e.g. a stream). */
    open,
    readJson,
    get: <T = unknown>(path: string, opts?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, opts),
    post: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('POST', path, opts),
    put: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('PUT', path, opts),
    patch: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('PATCH', path, opts),
    delete: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
