import {
  RESUME_FILE_ACCEPT,
  RESUME_FILE_MAX_BYTES,
  type ResumeParseResponse,
  resumeImportMessages,
  resumeImportSuccess,
} from '@jobpeel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { parseResume } from '../api/resumes';
import { createImportProgress, type ImportProgress, idleProgress } from '../lib/import-progress';

const ACCEPTED_EXTENSIONS = RESUME_FILE_ACCEPT.split(',');

/** Checks done before uploading (the server checks the content again): the message, or null. */
export function fileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return resumeImportMessages.unsupportedType;
  }
  if (file.size > RESUME_FILE_MAX_BYTES) return resumeImportMessages.tooLarge;
  return null;
}

/** spec §8: the server's message when it sent one, else 'Failed to import resume. Please try again.'. */
function importErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code) return error.message;
  return resumeImportMessages.importFailed;
}

function successDescription(result: ResumeParseResponse) {
  const success = resumeImportSuccess[result.method];
  if (result.warnings.length === 0) return success;
  // One toast shows at a time (spec §9): the warnings notice goes in the same one.
  return (
    <>
      <span className="block">{success}</span>
      <span className="mt-1 block">{resumeImportMessages.warningsNotice}</span>
    </>
  );
}

export interface ResumeImport {
  progress: ImportProgress;
  /** True from the start of an import until its bar is gone (spec §4: other actions wait). */
  isImporting: boolean;
  importFile: (file: File) => Promise<void>;
}

/** Uploads a resume file with the spec's progress stages; `onImported` receives a usable result. */
export function useResumeImport(onImported: (result: ResumeParseResponse) => void): ResumeImport {
  const [progress, setProgress] = useState<ImportProgress>(idleProgress);
  const [controller] = useState(() => createImportProgress(setProgress));
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const latestOnImported = useRef(onImported);
  latestOnImported.current = onImported;

  useEffect(
    () => () => {
      controller.dispose();
      abort.current?.abort();
    },
    [controller],
  );

  const importFile = useCallback(
    async (file: File) => {
      if (running.current || controller.get().value > 0) return;
      const problem = fileProblem(file);
      if (problem) {
        toastError(problem);
        return;
      }
      running.current = true;
      const request = new AbortController();
      abort.current = request;
      controller.start();
      try {
        controller.upload();
        const result = await parseResume(file, request.signal);
        if (!result.content.trim()) {
          controller.fail();
          toastError(resumeImportMessages.noContent);
          return;
        }
        latestOnImported.current(result);
        controller.complete();
        toast({ title: 'Resume Imported', description: successDescription(result) });
      } catch (error) {
        if (request.signal.aborted) return;
        controller.fail();
        toastError(importErrorMessage(error));
      } finally {
        running.current = false;
        if (abort.current === request) abort.current = null;
      }
    },
    [controller],
  );

  return { progress, isImporting: progress.value > 0, importFile };
}
