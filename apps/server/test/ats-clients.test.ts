import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetcher, FetchRefused } from '../src/integrations/web/safe-fetch';
import { type AtsApiBase, fetchFromAts, htmlToText, matchAts } from '../src/modules/jobs/ats';
import { startAtsStub } from './fakes/ats-stubs';

let stub: Awaited<ReturnType<typeof startAtsStub>>;
let apiBase: AtsApiBase;
const fetcher = createSafeFetcher({ allowLoopback: true });

beforeAll(async () => {
  stub = await startAtsStub();
  apiBase = {
    greenhouse: stub.base,
    lever: stub.base,
    ashby: stub.base,
    smartrecruiters: stub.base,
    workable: stub.base,
  };
});
afterAll(async () => {
  await fetcher.close();
  await stub.close();
});
beforeEach(() => {
  stub.requests.length = 0;
});

const fetchJob = (url: string) => fetchFromAts(new URL(url), { fetcher, apiBase });

describe('board APIs', () => {
  it('reads a Greenhouse posting, unescaping its HTML and keeping headings and bullets', async () => {
    const job = await fetchJob('https://boards.greenhouse.io/acmelabs/jobs/4012345');
    expect(stub.requests).toEqual(['/v1/boards/acmelabs/jobs/4012345']);
    expect(job).toEqual({
      title: 'Senior Backend Engineer',
      company: 'Acme Labs',
      location: 'Berlin, Germany',
      source: 'greenhouse-api',
      text: [
        'About the role',
        'You will build the billing platform for R&D teams across Europe.',
        '',
        'What you will do',
        '- Design public APIs',
        '- Run PostgreSQL in production',
        '',
        'Nice to have:',
        '- Go',
      ].join('\n'),
    });
  });

  it('reads Greenhouse postings from job-boards links and gh_jid links too', async () => {
    const a = await fetchJob('https://job-boards.greenhouse.io/acmelabs/jobs/4012345?utm_source=x');
    const b = await fetchJob('https://boards.greenhouse.io/acmelabs?gh_jid=4012345');
    expect(stub.requests).toEqual(['/v1/boards/acmelabs/jobs/4012345', '/v1/boards/acmelabs/jobs/4012345']);
    expect(a?.title).toBe('Senior Backend Engineer');
    expect(b?.title).toBe('Senior Backend Engineer');
  });

  it('reads a Lever posting with its lists and closing text', async () => {
    const job = await fetchJob('https://jobs.lever.co/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33/apply');
    expect(stub.requests).toEqual(['/v0/postings/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33']);
    expect(job).toEqual({
      title: 'Product Designer',
      company: 'Northwind',
      location: 'Remote - US',
      source: 'lever-api',
      text: [
        'Northwind builds logistics software for small shops.',
        '',
        "What you'll do",
        '- Own the design system',
        '- Run user research every sprint',
        '',
        'About you',
        '- 5+ years of product design',
        '',
        'We offer a home-office budget.',
      ].join('\n'),
    });
  });

  it('reads an Ashby posting by its id from the board', async () => {
    const job = await fetchJob('https://jobs.ashbyhq.com/quanta/1b7c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d');
    expect(stub.requests).toEqual(['/posting-api/job-board/quanta?includeCompensation=false']);
    expect(job).toEqual({
      title: 'Data Scientist',
      company: 'Quanta',
      location: 'London',
      source: 'ashby-api',
      text: [
        'Quanta forecasts energy demand.',
        '',
        'Requirements',
        '- Python and SQL',
        '- Experience with time series',
      ].join('\n'),
    });
  });

  it('reads a SmartRecruiters posting with its sections as headings', async () => {
    const job = await fetchJob(
      'https://jobs.smartrecruiters.com/GlobexCorp/744000012345678-warehouse-team-lead',
    );
    expect(stub.requests).toEqual(['/v1/companies/GlobexCorp/postings/744000012345678']);
    expect(job).toEqual({
      title: 'Warehouse Team Lead',
      company: 'Globex Corporation',
      location: 'Austin, TX, US',
      source: 'smartrecruiters-api',
      text: [
        'Company Description',
        'Globex ships parts to 40 countries.',
        '',
        'Job Description',
        '- Lead a team of 12',
        '- Plan the weekly shifts',
        '',
        'Qualifications',
        '- Forklift certificate',
        '',
        'Additional Information',
        'Health insurance from day one.',
      ].join('\n'),
    });
  });

  it('reads a Workable posting by its shortcode from the account widget', async () => {
    const job = await fetchJob('https://apply.workable.com/initech/j/A1B2C3D4E5/');
    expect(stub.requests).toEqual(['/api/v1/widget/accounts/initech?details=true']);
    expect(job).toEqual({
      title: 'Support Engineer',
      company: 'Initech',
      location: 'Lisbon, Portugal',
      source: 'workable-api',
      text: [
        'Help our customers get the most out of Initech.',
        '',
        'Requirements',
        '- Fluent English and Portuguese',
        '- Linux basics',
      ].join('\n'),
    });
  });

  it('answers null, without any request, for links that are not an ATS posting', async () => {
    for (const url of [
      'https://www.example.com/careers/4012345',
      'https://boards.greenhouse.io/acmelabs',
      'https://jobs.lever.co/northwind',
      'https://jobs.ashbyhq.com/quanta',
      'https://jobs.smartrecruiters.com/GlobexCorp',
      'https://apply.workable.com/initech/',
      'https://greenhouse.io.example.com/acmelabs/jobs/4012345',
    ]) {
      expect(await fetchJob(url), url).toBeNull();
    }
    expect(stub.requests).toEqual([]);
  });

  it('refuses with an HTTP error when the API answers 404', async () => {
    const error = await fetchJob('https://boards.greenhouse.io/acmelabs/jobs/999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error).toMatchObject({ reason: 'httpError', httpStatus: 404 });
    expect(stub.requests).toEqual(['/v1/boards/acmelabs/jobs/999']);
  });

  it('refuses with an HTTP error when the board no longer lists the posting', async () => {
    const error = await fetchJob(
      'https://jobs.ashbyhq.com/quanta/99999999-0000-4000-8000-000000000000',
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'httpError', httpStatus: 404 });
  });
});

describe('production API addresses', () => {
  it('sends each posting link to its documented public API', () => {
    const api = (url: string) => matchAts(new URL(url))?.apiUrl.href;
    expect(api('https://job-boards.greenhouse.io/acmelabs/jobs/4012345')).toBe(
      'https://boards-api.greenhouse.io/v1/boards/acmelabs/jobs/4012345',
    );
    expect(api('https://jobs.lever.co/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33')).toBe(
      'https://api.lever.co/v0/postings/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33',
    );
    expect(api('https://jobs.eu.lever.co/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33')).toBe(
      'https://api.eu.lever.co/v0/postings/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33',
    );
    expect(api('https://jobs.ashbyhq.com/quanta/1b7c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d/application')).toBe(
      'https://api.ashbyhq.com/posting-api/job-board/quanta?includeCompensation=false',
    );
    expect(api('https://jobs.smartrecruiters.com/GlobexCorp/744000012345678-warehouse-team-lead')).toBe(
      'https://api.smartrecruiters.com/v1/companies/GlobexCorp/postings/744000012345678',
    );
    expect(api('https://apply.workable.com/initech/j/A1B2C3D4E5')).toBe(
      'https://apply.workable.com/api/v1/widget/accounts/initech?details=true',
    );
    expect(api('https://initech.workable.com/j/A1B2C3D4E5')).toBe(
      'https://apply.workable.com/api/v1/widget/accounts/initech?details=true',
    );
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs, line breaks, nested bullets and drops scripts', () => {
    expect(
      htmlToText(
        '<p>First line<br>second line</p><script>alert(1)</script><ul><li>One<ul><li>One.a</li></ul></li><li>Two</li></ul><p>End</p>',
      ),
    ).toBe('First line\nsecond line\n\n- One\n  - One.a\n- Two\n\nEnd');
  });
});
