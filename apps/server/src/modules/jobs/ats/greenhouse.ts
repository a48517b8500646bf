import { decodeEntities, htmlToText } from './html';
import type { AtsClient } from './types';
import { nameFromSlug, obj, segments, str, TOKEN } from './util';

interface GreenhouseMatch {
  board: string;
  id: string;
}

const HOSTS = new Set(['boards.greenhouse.io', 'job-boards.greenhouse.io']);
const ID = /^\d+$/;

/**
 * Greenhouse Job Board API: GET https://boards-api.greenhouse.io/v1/boards/{board}/jobs/{id}
 * answers { title, location: { name }, content (HTML, escaped), company_name? }.
 * Posting URLs: {host}/{board}/jobs/{id}, {host}/{board}?gh_jid={id},
 * {host}/embed/job_app?for={board}&token={id}.
 */
export const greenhouse: AtsClient<GreenhouseMatch> = {
  name: 'greenhouse',
  source: 'greenhouse-api',

  match(url) {
    if (!HOSTS.has(url.hostname)) return null;
    const parts = segments(url);
    let board: string | undefined;
    let id: string | null | undefined;
    if (parts[0] === 'embed') {
      board = url.searchParams.get('for') ?? undefined;
      id = url.searchParams.get('token');
    } else {
      board = parts[0];
      id = parts[1] === 'jobs' && parts[2] ? parts[2] : url.searchParams.get('gh_jid');
    }
    if (!board || !TOKEN.test(board) || !id || !ID.test(id)) return null;
    return { board, id };
  },

  apiUrl: ({ board, id }) =>
    new URL(`https://boards-api.greenhouse.io/v1/boards/${encodeURIComponent(board)}/jobs/${id}`),

  read(data, { board }) {
    const job = obj(data);
    const title = str(job.title);
    const raw = typeof job.content === 'string' ? job.content : '';
    // The API escapes the description's HTML ('&lt;p&gt;'); unescaped HTML is read as it is.
    const html = /<[a-z!/]/i.test(raw) ? raw : decodeEntities(raw);
    const text = htmlToText(html);
    if (!title && !text) return null;
    return {
      title,
      company: str(job.company_name) ?? nameFromSlug(board),
      location: str(obj(job.location).name),
      text,
    };
  },
};
