import { jobMessages, type ScrapeResponse } from '@jobpeel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, toastError } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { type SimulatedProgress, useSimulatedProgress } from '@/lib/use-simulated-progress';
import { type ScrapeJobInput, scrapeJob, summarizeJob } from '../api/jobs';

/** The scrape bar ticks every 400 ms, the clean bar every 300 ms. */
export const SCRAPE_PROGRESS_TICK_MS = 400;
export const CLEAN_PROGRESS_TICK_MS = 300;

export const JOB_EXTRACTED_TITLE = 'Job Details Extracted';
export const JOB_CLEANED_TITLE = 'Job Description Cleaned';

export interface JobToolsHandlers {
  /** A scrape that found a non-blank description. */
  onExtracted: (job: ScrapeResponse) => void;
  /** The cleaned text that replaces the description. */
  onCleaned: (cleanedContent: string) => void;
}

export interface JobTools {
  extract: (input: ScrapeJobInput) => Promise<void>;
  clean: (content: string) => Promise<void>;
  /** Which request is in flight; both buttons wait while one runs. */
  active: 'scrape' | 'clean' | null;
  scrapeProgress: SimulatedProgress;
  cleanProgress: SimulatedProgress;
}

function extractedDescription(job: ScrapeResponse): string {
  const what = [job.title, job.company].filter(Boolean).join(' at ');
  return what
    ? `${what}: the description was added to the form. Check it before you generate.`
    : 'The description was added to the form. Check it before you generate.';
}

/**
 * docs/product.md §9: a clean failure always says so, with the server's own message under it
 * when it sent one.
 */
function cleanFailureDescription(error: unknown) {
  const detail = isApiError(error) && error.code && error.message !== jobMessages.cleanFailed;
  if (!detail) return jobMessages.cleanFailed;
  return (
    <>
      <span className="block">{jobMessages.cleanFailed}</span>
      <span className="mt-1 block">{error.message}</span>
    </>
  );
}

/**
 * The scrape and clean calls of step 2 (docs/product.md §5, §7, §8, §9) with their simulated progress bars.
 */
export function useJobTools(handlers: JobToolsHandlers): JobTools {
  const scrapeProgress = useSimulatedProgress({ tickMs: SCRAPE_PROGRESS_TICK_MS });
  const cleanProgress = useSimulatedProgress({ tickMs: CLEAN_PROGRESS_TICK_MS });
  const [active, setActive] = useState<JobTools['active']>(null);
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => () => abort.current?.abort(), []);

  const run = useCallback(async (kind: 'scrape' | 'clean', work: (signal: AbortSignal) => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    const request = new AbortController();
    abort.current = request;
    setActive(kind);
    try {
      await work(request.signal);
    } finally {
      running.current = false;
      if (abort.current === request) abort.current = null;
      if (!request.signal.aborted) setActive(null);
    }
  }, []);

  const { start: startScrape, complete: completeScrape, fail: failScrape } = scrapeProgress;
  const extract = useCallback(
    (input: ScrapeJobInput) =>
      run('scrape', async (signal) => {
        startScrape();
        try {
          const job = await scrapeJob(input, signal);
          if (!job.processedContent.trim()) {
            failScrape();
            toastError(jobMessages.extractionFailed);
            return;
          }
          latest.current.onExtracted(job);
          completeScrape();
          toast({ title: JOB_EXTRACTED_TITLE, description: extractedDescription(job) });
        } catch (error) {
          if (signal.aborted) return;
          failScrape();
          // docs/product.md §9: the server's message (SSRF refusals, timeouts, 'Extraction Failed: ...').
          toastError(isApiError(error) ? error.message : jobMessages.extractionFailed);
        }
      }),
    [run, startScrape, completeScrape, failScrape],
  );

  const { start: startClean, complete: completeClean, fail: failClean } = cleanProgress;
  const clean = useCallback(
    async (content: string) => {
      // docs/product.md §7: there is nothing to clean in an empty box (the button is disabled then too).
      if (!content.trim()) return;
      await run('clean', async (signal) => {
        startClean();
        try {
          const { cleanedContent, summary } = await summarizeJob(content, signal);
          if (!cleanedContent.trim()) {
            failClean();
            toastError(jobMessages.cleanFailed);
            return;
          }
          latest.current.onCleaned(cleanedContent);
          completeClean();
          toast({
            title: JOB_CLEANED_TITLE,
            description: `${summary ?? 'The job description was cleaned.'} Read it through before you generate.`,
          });
        } catch (error) {
          if (signal.aborted) return;
          failClean();
          toastError(cleanFailureDescription(error));
        }
      });
    },
    [run, startClean, completeClean, failClean],
  );

  return { extract, clean, active, scrapeProgress, cleanProgress };
}
