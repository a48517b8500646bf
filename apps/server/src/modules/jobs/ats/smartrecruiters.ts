import { htmlToText } from './html';
import { escapeHtml } from './lever';
import type { AtsClient } from './types';
import { joinParts, nameFromSlug, obj, segments, str, TOKEN } from './util';

interface SmartRecruitersMatch {
  company: string;
  id: string;
}

const SECTIONS = ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation'] as const;

/**
 * SmartRecruiters Posting API: GET https://api.smartrecruiters.com/v1/companies/{company}/postings/{id}
 * answers { name, company: { name }, location: { city, region, country, remote, fullLocation? },
 * jobAd: { sections: { companyDescription, jobDescription, qualifications, additionalInformation:
 * { title, text (HTML) } } } }. Posting URLs: jobs.smartrecruiters.com/{company}/{id}-{slug}.
 */
export const smartrecruiters: AtsClient<SmartRecruitersMatch> = {
  name: 'smartrecruiters',
  source: 'smartrecruiters-api',

  match(url) {
    if (url.hostname !== 'jobs.smartrecruiters.com') return null;
    const [company, posting] = segments(url);
    const id = posting?.match(/^(\d+)(?:-|$)/)?.[1];
    if (!company || !TOKEN.test(company) || !id) return null;
    return { company, id };
  },

  apiUrl: ({ company, id }) =>
    new URL(`https://api.smartrecruiters.com/v1/companies/${encodeURIComponent(company)}/postings/${id}`),

  read(data, { company }) {
    const posting = obj(data);
    const title = str(posting.name);
    const sections = obj(obj(posting.jobAd).sections);
    const html = SECTIONS.map((key) => {
      const section = obj(sections[key]);
      const body = typeof section.text === 'string' ? section.text : '';
      if (!str(body)) return '';
      const heading = str(section.title);
      return `${heading ? `<h2>${escapeHtml(heading)}</h2>` : ''}<div>${body}</div>`;
    }).join('');
    const text = htmlToText(html);
    if (!title && !text) return null;
    const location = obj(posting.location);
    const country = str(location.country);
    const place =
      str(location.fullLocation) ??
      joinParts([
        location.city as string,
        location.region as string,
        country && country.length === 2 ? country.toUpperCase() : country,
      ]);
    return {
      title,
      company: str(obj(posting.company).name) ?? nameFromSlug(company),
      location: place ?? (location.remote === true ? 'Remote' : null),
      text,
    };
  },
};
