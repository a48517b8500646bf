import { htmlToText } from './html';
import { escapeHtml } from './lever';
import type { AtsClient } from './types';
import { arr, joinParts, nameFromSlug, obj, segments, str, TOKEN } from './util';

interface WorkableMatch {
  account: string;
  shortcode: string;
}

const SHORTCODE = /^[A-Z0-9]{4,}$/i;
const RESERVED = new Set(['apply', 'www', 'jobs', 'help', 'resources']);

/**
 * Workable job widget API: GET https://apply.workable.com/api/v1/widget/accounts/{account}?details=true
 * answers { name (the company), jobs: [{ title, shortcode, city, state, country, telecommuting,
 * locations: [{ city, region, country }], description (HTML) }] }; the posting is picked by its
 * shortcode. Posting URLs: apply.workable.com/{account}/j/{shortcode}, {account}.workable.com/j/{shortcode}.
 */
export const workable: AtsClient<WorkableMatch> = {
  name: 'workable',
  source: 'workable-api',

  match(url) {
    const parts = segments(url);
    let account: string | undefined;
    let rest: string[];
    if (url.hostname === 'apply.workable.com') {
      account = parts[0];
      rest = parts.slice(1);
    } else {
      const sub = url.hostname.match(/^([a-z0-9-]+)\.workable\.com$/)?.[1];
      if (!sub || RESERVED.has(sub)) return null;
      account = sub;
      rest = parts;
    }
    const shortcode = rest[0] === 'j' ? rest[1] : undefined;
    if (!account || account === 'j' || !TOKEN.test(account) || !shortcode || !SHORTCODE.test(shortcode))
      return null;
    return { account, shortcode: shortcode.toUpperCase() };
  },

  apiUrl: ({ account }) =>
    new URL(`https://apply.workable.com/api/v1/widget/accounts/${encodeURIComponent(account)}?details=true`),

  read(data, { account, shortcode }) {
    const board = obj(data);
    const job = arr(board.jobs)
      .map(obj)
      .find((candidate) => str(candidate.shortcode)?.toUpperCase() === shortcode);
    if (!job) return null;
    const html = [
      ['', job.description],
      ['Requirements', job.requirements],
      ['Benefits', job.benefits],
    ]
      .filter(([, body]) => typeof body === 'string' && str(body))
      .map(
        ([heading, body]) =>
          `${heading ? `<h2>${escapeHtml(heading as string)}</h2>` : ''}<div>${body}</div>`,
      )
      .join('');
    const first = obj(arr(job.locations)[0]);
    const location =
      joinParts([job.city as string, job.state as string, job.country as string]) ??
      joinParts([first.city as string, first.region as string, first.country as string]);
    return {
      title: str(job.title),
      company: str(board.name) ?? nameFromSlug(account),
      location: location ?? (job.telecommuting === true ? 'Remote' : null),
      text: htmlToText(html),
    };
  },
};
