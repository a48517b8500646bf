import { htmlToText } from './html';
import type { AtsClient } from './types';
import { arr, nameFromSlug, obj, segments, str, TOKEN } from './util';

interface AshbyMatch {
  org: string;
  id: string;
}

const ID = /^[0-9a-f][0-9a-f-]{7,}$/i;

/**
 * Ashby Job Posting API: GET https://api.ashbyhq.com/posting-api/job-board/{org}?includeCompensation=false
 * answers the whole board { jobs: [{ id, title, location, descriptionHtml, descriptionPlain }] };
 * the posting is picked by its id. Posting URLs: jobs.ashbyhq.com/{org}/{id}[/application].
 */
export const ashby: AtsClient<AshbyMatch> = {
  name: 'ashby',
  source: 'ashby-api',

  match(url) {
    if (url.hostname !== 'jobs.ashbyhq.com') return null;
    const [org, id] = segments(url);
    if (!org || !TOKEN.test(org) || !id || !ID.test(id)) return null;
    return { org, id: id.toLowerCase() };
  },

  apiUrl: ({ org }) =>
    new URL(
      `https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(org)}?includeCompensation=false`,
    ),

  read(data, { org, id }) {
    const job = arr(obj(data).jobs)
      .map(obj)
      .find((candidate) => str(candidate.id)?.toLowerCase() === id);
    if (!job) return null;
    const html = typeof job.descriptionHtml === 'string' ? job.descriptionHtml : '';
    const text = str(html) ? htmlToText(html) : String(job.descriptionPlain ?? '').trim();
    const remote = job.isRemote === true || job.workplaceType === 'Remote';
    return {
      title: str(job.title),
      company: nameFromSlug(org),
      location: str(job.location) ?? (remote ? 'Remote' : null),
      text,
    };
  },
};
