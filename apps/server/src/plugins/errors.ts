import { type ErrorEnvelope, errorMessages } from '@jobpeel/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Maps every failure to the one error envelope. 5xx answers never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429) reply.header('retry-after', '60');
      return reply.status(error.statusCode).send(envelope(request, error.code, error.message, error.fields));
    }
    const code = (error as FastifyError).code;
    if (code === 'FST_CSRF_INVALID_TOKEN' || code === 'FST_CSRF_MISSING_SECRET') {
      request.log.warn({ reqId: request.id }, 'CSRF check failed');
      return reply.status(403).send(envelope(request, 'CSRF_INVALID', errorMessages.CSRF_INVALID));
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(envelope(request, 'PAYLOAD_TOO_LARGE', errorMessages.PAYLOAD_TOO_LARGE));
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(
          envelope(
            request,
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the request body as JSON (Content-Type: application/json).',
          ),
        );
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply.status(429).send(envelope(request, 'RATE_LIMITED', errorMessages.RATE_LIMITED));
    }
    if (status && status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type and similar parser errors.
      return reply
        .status(status)
        .send(
          envelope(request, 'VALIDATION_ERROR', 'The request could not be read. Please check what was sent.'),
        );
    }
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send(envelope(request, 'SERVICE_UNAVAILABLE', errorMessages.SERVICE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope(request, 'INTERNAL_ERROR', errorMessages.INTERNAL_ERROR));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope(request, 'NOT_FOUND', errorMessages.NOT_FOUND));
  });
}
