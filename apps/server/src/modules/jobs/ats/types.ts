import type { JobSource } from '@jobpeel/contract';
import type { SafeFetcher } from '../../../integrations/web/safe-fetch';
import type { ExtractedJob } from '../extract';

/** A board API's posting in the page extractor's shape, so the jobs service treats both alike. */
export type { ExtractedJob };

export type AtsName = 'greenhouse' | 'lever' | 'ashby' | 'smartrecruiters' | 'workable';

/** Each API's origin, replaced (tests point them at a local stub server). */
export type AtsApiBase = Partial<Record<AtsName, string>>;

export interface AtsDeps {
  fetcher: SafeFetcher;
  apiBase?: AtsApiBase;
}

/** One board system: recognises its posting URLs, names its API request and reads the answer. */
export interface AtsClient<M> {
  name: AtsName;
  source: JobSource;
  /** The posting's coordinates, or null when the URL is not one of this system's postings. */
  match(url: URL): M | null;
  /** Absolute API URL on the documented host. */
  apiUrl(match: M): URL;
  /** The job from the API's JSON, or null when the answer does not hold this posting. */
  read(data: unknown, match: M): Omit<ExtractedJob, 'source'> | null;
}
