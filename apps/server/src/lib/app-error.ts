import { type ErrorCode, errorMessages } from '@jobpeel/contract';

/** A failure the user may see: status, code and the wording of docs/product.md §9. Services throw these. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

/** 401: the call needs a signed-in user (the web app reads it as 'signed out'). */
export const authRequired = () => new AppError(401, 'AUTH_REQUIRED', errorMessages.AUTH_REQUIRED);
