import {
  JOB_DESCRIPTION_MAX_LENGTH,
  jobMessages,
  type ScrapeRequest,
  type ScrapeResponse,
  type SummarizeResponse,
} from '@jobpeel/contract';
import { type BoilerplateKind, cleanPosting } from '@jobpeel/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { LetterEngine } from '../../integrations/llm/types';
import { type PageRenderer, RendererUnavailable } from '../../integrations/web/page-renderer';
import { FetchRefused, type SafeFetcher } from '../../integrations/web/safe-fetch';
import { AppError } from '../../lib/app-error';
import { withoutControlCharacters } from '../../lib/control-characters';
import { type AtsApiBase, fetchFromAts } from './ats';
import type { ExtractedJob } from './extract';
import { ExtractionRefused, type ExtractPool } from './extract/extract-pool';

/** A refused or failed fetch as the user sees it (issue: 400, 422, 504, never a 500). */
function toAppError(error: FetchRefused): AppError {
  switch (error.reason) {
    case 'invalidUrl':
      return new AppError(400, 'VALIDATION_ERROR', jobMessages.invalidUrl, { url: jobMessages.invalidUrl });
    case 'blockedAddress':
      return new AppError(422, 'URL_BLOCKED', jobMessages.blockedAddress, {
        url: jobMessages.blockedAddress,
      });
    case 'blockedPort':
      return new AppError(422, 'URL_BLOCKED', jobMessages.blockedPort, { url: jobMessages.blockedPort });
    case 'credentialsInUrl':
      return new AppError(422, 'URL_BLOCKED', jobMessages.credentialsInUrl, {
        url: jobMessages.credentialsInUrl,
      });
    case 'tooManyRedirects':
      return new AppError(422, 'FETCH_FAILED', jobMessages.tooManyRedirects);
    case 'tooLarge':
      return new AppError(422, 'PAGE_TOO_LARGE', jobMessages.tooLarge);
    case 'timeout':
      return new AppError(504, 'FETCH_TIMEOUT', jobMessages.timeout);
    case 'httpError':
      return new AppError(
        422,
        'FETCH_FAILED',
        `${jobMessages.httpError} (${error.httpStatus}). Please check the link or paste the description.`,
      );
    default:
      return new AppError(502, 'FETCH_FAILED', jobMessages.unreachable);
  }
}

const cap = (text: string) => withoutControlCharacters(text).slice(0, JOB_DESCRIPTION_MAX_LENGTH).trim();
/** A page's title, company or location as sent back: no control character (lib/control-characters.ts). */
const field = (value: string | null) => (value === null ? null : withoutControlCharacters(value));

/**
 * The most text the cleaner is given: what summarize accepts. A scraped page (up to 2 MB) is cut
 * to it before cleaning, so the work per request stays bounded (docs/decisions/0016).
 */
const CLEAN_INPUT_MAX = JOB_DESCRIPTION_MAX_LENGTH * 3;

export interface JobsServiceDeps {
  fetcher: SafeFetcher;
  renderer: PageRenderer;
  engine: Pick<LetterEngine, 'engine' | 'cleanJobDescription'>;
  /** Reads job pages in worker threads, off the event loop (docs/decisions/0016). */
  extractor: Pick<ExtractPool, 'extract'>;
  log: FastifyBaseLogger;
  /** Board API origins (tests point them at local stubs). */
  atsApiBase?: AtsApiBase;
}

/**
 * The page's own title and company (JSON-LD, an ATS API, the page heading) above the text when
 * the text does not already say them, so the description box and the letter engine see them too.
 */
export function withHeading(text: string, title: string | null, company: string | null): string {
  const top = text.slice(0, 600).toLowerCase();
  const lines: string[] = [];
  if (title && !top.includes(title.toLowerCase())) lines.push(title);
  if (company && !text.toLowerCase().includes(company.toLowerCase())) lines.push(`Company: ${company}`);
  return lines.length > 0 ? cap(`${lines.join('\n')}\n\n${text}`) : text;
}

const REMOVED_LABELS: Record<BoilerplateKind, string> = {
  navigation: 'menus and buttons',
  cookies: 'cookie notices',
  benefits: 'benefits and pay',
  legal: 'legal text',
  otherJobs: 'other job listings',
};

/** 'Removed 6 lines: 3 of menus and buttons, 2 of cookie notices and 1 of legal text.' */
export function describeRemoved(removed: Record<BoilerplateKind, number>): string {
  const parts = (Object.keys(REMOVED_LABELS) as BoilerplateKind[])
    .filter((kind) => removed[kind] > 0)
    .map((kind) => `${removed[kind]} of ${REMOVED_LABELS[kind]}`);
  const total = Object.values(removed).reduce((n, k) => n + k, 0);
  if (total === 0)
    return 'Nothing was removed: no menus, cookie notices, benefits or legal text were found. The text is unchanged.';
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `Removed ${total} line${total === 1 ? '' : 's'}: ${list}. Every requirement was kept as written.`;
}

/**
 * Job descriptions from a URL (docs/decisions/0009): the board's API when the URL is
 * a known applicant-tracking system, else the page itself (plain fetch, or rendered in Chromium
 * by the universal extractor) through JSON-LD, microdata, Readability and the visible text.
 */
export function createJobsService(deps: JobsServiceDeps) {
  const { fetcher, renderer, engine, extractor, log } = deps;

  /** AI Clean & Summarize: the model when one is configured (falling back to the rules), else the rules. */
  async function clean(fullText: string): Promise<SummarizeResponse> {
    const text = fullText.slice(0, CLEAN_INPUT_MAX);
    if (engine.cleanJobDescription) {
      try {
        const cleaned = await engine.cleanJobDescription(text);
        if (cleaned.trim())
          return {
            cleanedContent: cap(cleaned),
            engine: engine.engine,
            summary: `The AI model rewrote the posting: ${text.length.toLocaleString('en-US')} characters became ${cap(cleaned).length.toLocaleString('en-US')}. Check that every requirement is still there.`,
          };
      } catch (error) {
        log.warn({ err: error }, 'AI job clean-up failed; using the rule-based cleaner');
      }
    }
    const cleaned = cleanPosting(text);
    return {
      cleanedContent: cap(cleaned.text || text),
      engine: 'rules',
      summary: describeRemoved(cleaned.removed),
    };
  }

  async function findJob(
    url: string,
    universal: boolean,
  ): Promise<{ job: ExtractedJob | null; rendered: boolean; url: string }> {
    const checked = await fetcher.checkUrl(url);
    try {
      const fromAts = await fetchFromAts(checked, { fetcher, apiBase: deps.atsApiBase });
      if (fromAts) return { job: fromAts, rendered: false, url: checked.href };
    } catch (error) {
      // A board API that no longer lists the posting: the page itself may still hold it.
      if (!(error instanceof FetchRefused && error.reason === 'httpError')) throw error;
    }
    if (universal) {
      const page = await renderer.render(checked.href);
      return { job: await extractor.extract(page.html, page.url), rendered: true, url: page.url };
    }
    const page = await fetcher.fetchText(checked.href);
    return { job: await extractor.extract(page.text, page.url), rendered: false, url: page.url };
  }

  return {
    clean,

    async scrape(request: Required<ScrapeRequest>): Promise<ScrapeResponse> {
      let found: Awaited<ReturnType<typeof findJob>>;
      try {
        found = await findJob(request.url, request.useUniversalExtractor);
      } catch (error) {
        if (error instanceof FetchRefused) throw toAppError(error);
        if (error instanceof RendererUnavailable) {
          throw new AppError(503, 'UNIVERSAL_UNAVAILABLE', jobMessages.universalUnavailable);
        }
        if (error instanceof ExtractionRefused) {
          if (error.reason === 'busy')
            throw new AppError(503, 'SERVICE_UNAVAILABLE', jobMessages.extractBusy);
          // Past the time or memory a page may take: its thread was terminated, the next page gets a new one.
          log.warn({ reason: error.reason, url: request.url }, 'job page extraction stopped');
          throw new AppError(422, 'NO_JOB_FOUND', jobMessages.extractTooComplex);
        }
        throw error;
      }
      const { job } = found;
      // Never an empty or invented description: no job found is a clear failure.
      if (!job?.text.trim()) throw new AppError(422, 'NO_JOB_FOUND', jobMessages.extractionFailed);
      const text = request.useAiCleaning ? (await clean(job.text)).cleanedContent : cap(job.text);
      return {
        processedContent: withHeading(text, field(job.title), field(job.company)),
        title: field(job.title),
        company: field(job.company),
        location: field(job.location),
        source: job.source,
        rendered: found.rendered,
        url: found.url,
      };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
