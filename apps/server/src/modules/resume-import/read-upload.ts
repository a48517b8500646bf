import { resumeImportMessages } from '@jobpeel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** Room in the multipart body for the boundaries, the part headers and the few small fields. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/**
 * The uploaded file's bytes, with the size limit enforced every time (docs/decisions/0017):
 * - a declared Content-Length above the limit is refused before any byte is read;
 * - every byte of the body is counted as it arrives (chunked bodies declare nothing), and
 *   reading stops at the limit;
 * - busboy's 'limit' event answers at once, and `truncated` is checked after the last chunk,
 *   because busboy may flag the truncation after `toBuffer()` has taken its last chunk.
 * A refusal closes the connection, so the rest of a large body is never read.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  maxFileBytes: number,
): Promise<Buffer | undefined> {
  const maxBodyBytes = maxFileBytes + MULTIPART_ENVELOPE_BYTES;
  const tooLarge = () => {
    reply.header('connection', 'close');
    return new AppError(413, 'PAYLOAD_TOO_LARGE', resumeImportMessages.tooLarge);
  };
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooLarge();

  const raw = request.raw;
  let refuse: (error: AppError) => void = () => {};
  const refused = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  // Observed by the races below; a refusal after they are settled must not go unhandled.
  refused.catch(() => {});
  let received = 0;
  const stopReading = () => {
    raw.off('data', countBytes);
    raw.unpipe();
    raw.pause();
    refuse(tooLarge());
  };
  const countBytes = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBodyBytes) stopReading();
  };

  try {
    // request.file() pipes the body into busboy before its first await, so no chunk is missed.
    const filePart = request.file();
    raw.on('data', countBytes);
    const file = await Promise.race([filePart, refused]);
    if (!file) return undefined;
    file.file.once('limit', stopReading);
    const data = await Promise.race([file.toBuffer(), refused]);
    if (file.file.truncated) throw tooLarge();
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError(400, 'VALIDATION_ERROR', resumeImportMessages.noFile);
  } finally {
    raw.off('data', countBytes);
  }
}
