import multipart from '@fastify/multipart';
import { RESUME_FILE_MAX_BYTES, resumeImportMessages } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RateLimits } from '../../plugins/rate-limit';
import { readUploadedFile } from './read-upload';
import type { ResumeImportService } from './resume-import.service';

/**
 * POST /api/resume/parse (docs/product.md §8): multipart with one file; open to visitors under
 * a per-IP limit.
 */
export async function registerResumeImportRoutes(
  app: FastifyInstance,
  deps: { resumeImport: ResumeImportService; limits: RateLimits },
): Promise<void> {
  const { resumeImport, limits } = deps;
  await app.register(multipart, {
    limits: { fileSize: RESUME_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post('/api/resume/parse', async (request, reply) => {
    await limits.hit(
      request.user ? 'resumeImportAccount' : 'resumeImportIp',
      request,
      request.user ? String(request.user.id) : undefined,
    );
    if (!request.isMultipart())
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', resumeImportMessages.noFile);
    const data = await readUploadedFile(request, reply, RESUME_FILE_MAX_BYTES);
    if (!data)
      throw new AppError(400, 'VALIDATION_ERROR', resumeImportMessages.noFile, {
        file: resumeImportMessages.noFile,
      });
    return resumeImport.importFile(data, { ip: request.ip, userId: request.user?.id });
  });
}
