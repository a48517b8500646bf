import { Link2 } from 'lucide-react';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import type { ScrapeJobInput } from '../api/jobs';
import { checkJobUrl } from '../lib/job-url';

export const UNIVERSAL_EXTRACTOR_HINT =
  'Renders the page in a browser for sites that load the job with JavaScript (slower)';

interface JobUrlExtractorProps {
  id: string;
  /** The form has not started yet (docs/decisions/0028): the switch waits too. */
  disabled?: boolean;
  /** A scrape or a clean is running: the button waits. */
  busy: boolean;
  /** This extractor's own request is running (the button shows a spinner). */
  extracting: boolean;
  onExtract: (input: ScrapeJobInput) => void;
}

/** docs/product.md §4 step 2: the job URL field, the Universal Extractor switch and 'Peel Job Details'. */
export function JobUrlExtractor({ id, disabled = false, busy, extracting, onExtract }: JobUrlExtractorProps) {
  const [url, setUrl] = useState('');
  const [universal, setUniversal] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const urlInput = useRef<HTMLInputElement>(null);
  // A link pasted into the server's page before the app started stays (React leaves the box as is
  // while hydrating, but the next render would put the empty state back).
  useLayoutEffect(() => {
    const typed = urlInput.current?.value ?? '';
    if (typed) setUrl(typed);
  }, []);
  const urlId = `${id}-url`;
  const switchId = `${id}-universal`;
  const hintId = `${id}-universal-hint`;
  const errorId = error ? `${urlId}-error` : undefined;

  const submit = async () => {
    if (busy) return;
    const checked = await checkJobUrl(url);
    // docs/product.md §7: the button does nothing for a blank URL.
    if (checked.kind === 'blank') return;
    if (checked.kind === 'invalid') {
      setError(checked.message);
      return;
    }
    setError(undefined);
    onExtract({ url: checked.url, useUniversalExtractor: universal });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter peels the job instead of submitting the whole cover letter form.
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={urlId}>Job Posting URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={urlInput}
            id={urlId}
            name="jobUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://company.com/careers/job-posting"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              if (error) setError(undefined);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            maxLength={2048}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() => void submit()}
            disabled={busy}
            className="sm:w-auto"
          >
            {extracting ? (
              <Spinner label={null} className="size-4 text-current" />
            ) : (
              <Link2 aria-hidden="true" />
            )}
            Peel Job Details
          </Button>
        </div>
        <FieldError id={errorId} message={error} />
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={universal}
          disabled={disabled}
          onCheckedChange={setUniversal}
          aria-describedby={hintId}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>Universal Extractor</Label>
          <p id={hintId} className="text-muted-foreground text-xs">
            {UNIVERSAL_EXTRACTOR_HINT}
          </p>
        </div>
      </div>
    </div>
  );
}
