/**
 * The resume parser process (started by parser-pool.ts through workerpool). Untrusted files are
 * read here, away from the server's event loop and memory: a file that crashes or exhausts this
 * process fails only its own request.
 */
import workerpool from 'workerpool';
import type { ResumeFileKind } from './file-kind';
import { applyRequestedMemoryCap } from './memory-cap';
import { parseResumeFile } from './parse-file';
import { PARSE_STARTED, type WorkLimits } from './work-budget';

// The OS memory cap comes first: no file is read before it is in force. If it cannot be set, the
// process exits and the pool answers the file as unreadable rather than parse it uncapped.
try {
  await applyRequestedMemoryCap();
} catch (error) {
  process.stderr.write(`resume parser: could not set its memory cap: ${String(error)}\n`);
  process.exit(70);
}

workerpool.worker({
  parseResume: (base64: string, kind: ResumeFileKind, limits: WorkLimits) => {
    workerpool.workerEmit(PARSE_STARTED);
    return parseResumeFile(Buffer.from(base64, 'base64'), kind, limits);
  },
});
