import { type ErrorEnvelope, errorMessages } from '@jobpeel/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { isConnectionError } from '../lib/db-errors';

function envelope(
  request: FastifyRequest,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorEnvelope {
  return { message, code, ...(fields ? { fields } : {}), requestId: request.id };
}

/**
 * The status and envelope for any failure. 5xx answers never carry internals. Used by the error
 * handler and by streaming routes that report a failure after the response has started.
 */
export function describeError(
  error: unknown,
  request: FastifyRequest,
): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: envelope(request, error.code, error.message, error.fields) };
  }
  const { code, statusCode } = (error ?? {}) as FastifyError;
  if (code === 'FST_CSRF_INVALID_TOKEN' || code === 'FST_CSRF_MISSING_SECRET') {
    request.log.warn({ reqId: request.id }, 'CSRF check failed');
    return { status: 403, body: envelope(request, 'CSRF_INVALID', errorMessages.CSRF_INVALID) };
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, body: envelope(request, 'PAYLOAD_TOO_LARGE', errorMessages.PAYLOAD_TOO_LARGE) };
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const message = 'Send the request body as JSON (Content-Type: application/json).';
    return { status: 415, body: envelope(request, 'UNSUPPORTED_MEDIA_TYPE', message) };
  }
  if (statusCode === 429) {
    return { status: 429, body: envelope(request, 'RATE_LIMITED', errorMessages.RATE_LIMITED) };
  }
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    // Malformed JSON, an empty body with a JSON content type and similar parser errors.
    const message = 'The request could not be read. Please check what was sent.';
    return { status: statusCode, body: envelope(request, 'VALIDATION_ERROR', message) };
  }
  if (isConnectionError(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return { status: 503, body: envelope(request, 'SERVICE_UNAVAILABLE', errorMessages.SERVICE_UNAVAILABLE) };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: envelope(request, 'INTERNAL_ERROR', errorMessages.INTERNAL_ERROR) };
}

/** Maps every failure to the one error envelope. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = describeError(error, request);
    if (status === 429) reply.header('retry-after', '60');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope(request, 'NOT_FOUND', errorMessages.NOT_FOUND));
  });
}
