import {
  RESUME_FILE_ACCEPT,
  RESUME_FILE_MAX_BYTES,
  type ResumeParseResponse,
  resumeImportMessages,
  resumeImportSuccess,
} from '@jobpeel/contract';
import { useCallback, useEffect, useRef } from 'react';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useSimulatedProgress } from '@/lib/use-simulated-progress';
import { parseResume } from '../api/resumes';
import {
  IMPORT_START,
  IMPORT_TICK_MS,
  type ImportStage,
  importStage,
  importStep,
} from '../lib/import-progress';

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

/**
 * docs/product.md §9: the server's message when it sent one, else 'Failed to import resume.
 * Please try again.'.
 */
function importErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code) return error.message;
  return resumeImportMessages.importFailed;
}

function successDescription(result: ResumeParseResponse) {
  const success = resumeImportSuccess[result.method];
  if (result.warnings.length === 0) return success;
  // One toast shows at a time (docs/product.md §3): the warnings notice goes in the same one.
  return (
    <>
      <span className="block">{success}</span>
      <span className="mt-1 block">{resumeImportMessages.warningsNotice}</span>
    </>
  );
}

export interface ImportProgress {
  /** 0 means idle: nothing is shown. */
  value: number;
  stage: ImportStage;
}

export interface ResumeImport {
  progress: ImportProgress;
  /** True from the start of an import until its bar is gone (docs/product.md §5: other actions wait). */
  isImporting: boolean;
  importFile: (file: File) => Promise<void>;
}

/**
 * Uploads a resume file with the progress stages of docs/product.md §5; `onImported` receives a
 * usable result.
 */
export function useResumeImport(onImported: (result: ResumeParseResponse) => void): ResumeImport {
  const bar = useSimulatedProgress({ tickMs: IMPORT_TICK_MS, step: importStep });
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const latestOnImported = useRef(onImported);
  latestOnImported.current = onImported;

  useEffect(() => () => abort.current?.abort(), []);

  const { start, complete, fail } = bar;
  // The bar stays up for a second after success; a new import waits until it is gone.
  const barShowing = useRef(false);
  barShowing.current = bar.value > 0;

  const importFile = useCallback(
    async (file: File) => {
      if (running.current || barShowing.current) return;
      const problem = fileProblem(file);
      if (problem) {
        toastError(problem);
        return;
      }
      running.current = true;
      const request = new AbortController();
      abort.current = request;
      start(IMPORT_START);
      try {
        const result = await parseResume(file, request.signal);
        if (!result.content.trim()) {
          fail();
          toastError(resumeImportMessages.noContent);
          return;
        }
        latestOnImported.current(result);
        complete();
        toast({ title: 'Resume Imported', description: successDescription(result) });
      } catch (error) {
        if (request.signal.aborted) return;
        fail();
        toastError(importErrorMessage(error));
      } finally {
        running.current = false;
        if (abort.current === request) abort.current = null;
      }
    },
    [start, complete, fail],
  );

  const progress = { value: bar.value, stage: importStage(bar.value) };
  return { progress, isImporting: bar.value > 0, importFile };
}
