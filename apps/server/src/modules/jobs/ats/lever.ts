import { htmlToText } from './html';
import type { AtsClient } from './types';
import { arr, joinParts, nameFromSlug, obj, segments, str, TOKEN } from './util';

interface LeverMatch {
  company: string;
  id: string;
  eu: boolean;
}

const ID = /^[0-9a-f][0-9a-f-]{7,}$/i;

/**
 * Lever Postings API: GET https://api.lever.co/v0/postings/{company}/{id} (EU accounts:
 * api.eu.lever.co) answers { text (title), categories: { location, allLocations }, description
 * (HTML), descriptionPlain, lists: [{ text, content (<li> HTML) }], additional (HTML) }.
 * Posting URLs: jobs.lever.co/{company}/{id}[/apply], jobs.eu.lever.co/...
 */
export const lever: AtsClient<LeverMatch> = {
  name: 'lever',
  source: 'lever-api',

  match(url) {
    const eu = url.hostname === 'jobs.eu.lever.co';
    if (!eu && url.hostname !== 'jobs.lever.co') return null;
    const [company, id] = segments(url);
    if (!company || !TOKEN.test(company) || !id || !ID.test(id)) return null;
    return { company, id, eu };
  },

  apiUrl: ({ company, id, eu }) =>
    new URL(
      `https://${eu ? 'api.eu.lever.co' : 'api.lever.co'}/v0/postings/${encodeURIComponent(company)}/${encodeURIComponent(id)}`,
    ),

  read(data, { company }) {
    const posting = obj(data);
    const title = str(posting.text);
    const categories = obj(posting.categories);
    const parts: string[] = [];
    const description = typeof posting.description === 'string' ? posting.description : '';
    if (str(description)) parts.push(htmlToText(description));
    else if (str(posting.descriptionPlain)) parts.push(String(posting.descriptionPlain).trim());
    for (const entry of arr(posting.lists)) {
      const list = obj(entry);
      const heading = str(list.text);
      const content = typeof list.content === 'string' ? list.content : '';
      const body = /<li[\s>]/i.test(content) ? `<ul>${content}</ul>` : content;
      parts.push(htmlToText(`${heading ? `<h3>${escapeHtml(heading)}</h3>` : ''}${body}`));
    }
    if (typeof posting.additional === 'string') parts.push(htmlToText(posting.additional));
    const text = parts.filter(Boolean).join('\n\n');
    if (!title && !text) return null;
    const allLocations = arr(categories.allLocations).map(str);
    return {
      title,
      company: nameFromSlug(company),
      location: str(categories.location) ?? joinParts(allLocations, ' / '),
      text,
    };
  },
};

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
