import multipart from '@fastify/multipart';
import { RESUME_FILE_MAX_BYTES, resumeImportMessages } from '@jobpeel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RateLimits } from '../../plugins/rate-limit';
import type { ResumeImportService } from './resume-import.service';

/** POST /api/resume/parse (spec §7): multipart with one file; open to visitors under a per-IP limit. */
export async function registerResumeImportRoutes(
  app: FastifyInstance,
  deps: { resumeImport: ResumeImportService; limits: RateLimits },
): Promise<void> {
  const { resumeImport, limits } = deps;
  await app.register(multipart, {
    limits: { fileSize: RESUME_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post('/api/resume/parse', async (request) => {
    await limits.hit(
      request.user ? 'resumeImportAccount' : 'resumeImportIp',
      request,
      request.user ? String(request.user.id) : undefined,
    );
    if (!request.isMultipart())
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', resumeImportMessages.noFile);
    let data: Buffer | undefined;
    try {
      const file = await request.file();
      data = await file?.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', resumeImportMessages.tooLarge);
      }
      throw new AppError(400, 'VALIDATION_ERROR', resumeImportMessages.noFile);
    }
    if (!data)
      throw new AppError(400, 'VALIDATION_ERROR', resumeImportMessages.noFile, {
        file: resumeImportMessages.noFile,
      });
    return resumeImport.importFile(data);
  });
}
