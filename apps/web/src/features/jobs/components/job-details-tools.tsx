import type { ScrapeResponse } from '@jobpeel/contract';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useJobTools } from '../hooks/use-job-tools';
import { AiCleanButton } from './ai-clean-button';
import { JobHowTo } from './job-how-to';
import { JobUrlExtractor } from './job-url-extractor';

interface JobDetailsToolsProps {
  id: string;
  /** The form has not started yet (docs/decisions/0028): the buttons wait. */
  disabled?: boolean;
  /** The job description box's current text (what 'AI Clean and Summarize' sends). */
  jobDescription: string;
  onExtracted: (job: ScrapeResponse) => void;
  onCleaned: (cleanedContent: string) => void;
}

/**
 * docs/product.md §4 step 2, above the job description box: the URL extractor with its progress, the how-to,
 * and 'AI Clean and Summarize' with its progress. Only one of the two requests runs at a time.
 */
export function JobDetailsTools({
  id,
  disabled = false,
  jobDescription,
  onExtracted,
  onCleaned,
}: JobDetailsToolsProps) {
  const tools = useJobTools({ onExtracted, onCleaned });
  const busy = tools.active !== null || disabled;
  return (
    <div className="grid gap-4">
      <JobUrlExtractor
        id={id}
        disabled={disabled}
        busy={busy}
        extracting={tools.active === 'scrape'}
        onExtract={(input) => void tools.extract(input)}
      />
      <ProgressBar
        value={tools.scrapeProgress.value}
        label="Job details extraction progress"
        text="Peeling job details..."
        doneText="Job details extracted"
      />
      <JobHowTo disabled={disabled} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs">
          Pasted a whole page? Let AI strip the clutter and keep the requirements.
        </p>
        <AiCleanButton
          description={jobDescription}
          busy={busy}
          cleaning={tools.active === 'clean'}
          onClean={() => void tools.clean(jobDescription)}
        />
      </div>
      <ProgressBar
        value={tools.cleanProgress.value}
        label="Job description cleaning progress"
        text="Cleaning the job description..."
        doneText="Job description cleaned"
      />
    </div>
  );
}
