import multipart from '@fastify/multipart';
import {
  RESUME_FILE_MAX_BYTES,
  resumeImportMessages,
  resumeParseResponseSchema,
  resumeUploadSchema,
} from '@jobpeel/contract';
import { AppError } from '../../lib/app-error';
import { describedOnly, errorResponses, type RouteApp } from '../../lib/route-schemas';
import type { RateLimits } from '../../plugins/rate-limit';
import { readUploadedFile } from './read-upload';
import type { ResumeImportService } from './resume-import.service';

/**
 * POST /api/resume/parse (docs/product.md §8): multipart with one file; open to visitors under
 * a per-IP limit. The handler reads the upload itself: the body schema only describes it.
 */
export async function registerResumeImportRoutes(
  app: RouteApp,
  deps: { resumeImport: ResumeImportService; limits: RateLimits },
): Promise<void> {
  const { resumeImport, limits } = deps;
  await app.register(multipart, {
    limits: { fileSize: RESUME_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  app.post(
    '/api/resume/parse',
    {
      schema: {
        tags: ['resume import'],
        summary: 'Read a resume file: its text, contact line, highlight sections and profile',
        consumes: ['multipart/form-data'],
        body: describedOnly(resumeUploadSchema),
        response: { 200: resumeParseResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
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
    },
  );
}
