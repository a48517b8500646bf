import { FetchRefused } from '../../../integrations/web/safe-fetch';
import { ashby } from './ashby';
import { greenhouse } from './greenhouse';
import { lever } from './lever';
import { smartrecruiters } from './smartrecruiters';
import type { AtsClient, AtsDeps, AtsName, ExtractedJob } from './types';
import { workable } from './workable';

export { htmlToText } from './html';
export type { AtsApiBase, AtsDeps, AtsName, ExtractedJob } from './types';

const CLIENTS = [greenhouse, lever, ashby, smartrecruiters, workable] as AtsClient<unknown>[];

/** Which board system a posting URL belongs to, without any request (null: none, or no posting id in it). */
export function matchAts(url: URL): { name: AtsName; apiUrl: URL } | null {
  for (const client of CLIENTS) {
    const match = client.match(url);
    if (match) return { name: client.name, apiUrl: client.apiUrl(match) };
  }
  return null;
}

/**
 * The posting from its board's public API when the URL is a known ATS posting (Greenhouse, Lever,
 * Ashby, SmartRecruiters, Workable); null when it is not. Network and HTTP failures throw
 * FetchRefused; an answer that does not hold the posting (closed job) throws FetchRefused
 * 'httpError' 404, and one that is not JSON 'httpError' with its status.
 */
export async function fetchFromAts(url: URL, deps: AtsDeps): Promise<ExtractedJob | null> {
  for (const client of CLIENTS) {
    const match = client.match(url);
    if (!match) continue;
    const apiUrl = withBase(client.apiUrl(match), deps.apiBase?.[client.name]);
    const page = await deps.fetcher.fetchText(apiUrl.href, { accept: 'application/json' });
    let data: unknown;
    try {
      data = JSON.parse(page.text);
    } catch {
      throw new FetchRefused('httpError', page.status);
    }
    const job = client.read(data, match);
    if (!job) throw new FetchRefused('httpError', 404);
    return { ...job, source: client.source };
  }
  return null;
}

/** The API URL on another origin (and path prefix), keeping its path and query. */
function withBase(apiUrl: URL, base: string | undefined): URL {
  if (!base) return apiUrl;
  const origin = new URL(base);
  const prefix = origin.pathname.replace(/(?<!\/)\/+$/, '');
  return new URL(`${prefix}${apiUrl.pathname}${apiUrl.search}`, origin.origin);
}
