/**
 * The resume parser process (started by parser-pool.ts through workerpool). Untrusted files are
 * read here, away from the server's event loop and memory: a file that crashes or exhausts this
 * process fails only its own request.
 */
import workerpool from 'workerpool';
import type { ResumeFileKind } from './file-kind';
import { parseResumeFile } from './parse-file';
import type { WorkLimits } from './work-budget';

workerpool.worker({
  parseResume: (base64: string, kind: ResumeFileKind, limits: WorkLimits) =>
    parseResumeFile(Buffer.from(base64, 'base64'), kind, limits),
});
