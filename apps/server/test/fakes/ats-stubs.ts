import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The HTML escaping Greenhouse applies to a job's `content`. */
export const escapeForGreenhouse = (html: string) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Small answers in each board API's documented shape, keyed by path and query. */
export const atsPayloads: Record<string, unknown> = {
  '/v1/boards/acmelabs/jobs/4012345': {
    id: 4012345,
    internal_job_id: 2011,
    title: 'Senior Backend Engineer',
    updated_at: '2025-01-10T12:00:00-05:00',
    location: { name: 'Berlin, Germany' },
    absolute_url: 'https://boards.greenhouse.io/acmelabs/jobs/4012345',
    company_name: 'Acme Labs',
    metadata: null,
    content: escapeForGreenhouse(
      '<h2>About the role</h2><p>You will build the billing platform for R&amp;D teams&nbsp;across Europe.</p>' +
        '<h3>What you will do</h3><ul><li>Design <em>public</em> APIs</li><li>Run PostgreSQL in production</li></ul>' +
        '<p><strong>Nice to have:</strong></p><ul><li>Go</li></ul>',
    ),
    departments: [{ id: 1, name: 'Engineering' }],
    offices: [{ id: 2, name: 'Berlin' }],
  },
  '/v0/postings/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33': {
    id: '5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33',
    text: 'Product Designer',
    categories: {
      commitment: 'Full-time',
      location: 'Remote - US',
      team: 'Design',
      allLocations: ['Remote - US'],
    },
    description: '<div><b>Northwind</b> builds logistics software for small shops.</div><div><br></div>',
    descriptionPlain: 'Northwind builds logistics software for small shops.',
    lists: [
      {
        text: "What you'll do",
        content: '<li>Own the design system</li><li>Run user research every sprint</li>',
      },
      { text: 'About you', content: '<li>5+ years of product design</li>' },
    ],
    additional: '<div>We offer a home-office budget.</div>',
    additionalPlain: 'We offer a home-office budget.',
    hostedUrl: 'https://jobs.lever.co/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33',
    applyUrl: 'https://jobs.lever.co/northwind/5f2c6a9e-1b2d-4c3e-9f10-aa11bb22cc33/apply',
    workplaceType: 'remote',
  },
  '/posting-api/job-board/quanta?includeCompensation=false': {
    apiVersion: '1',
    jobs: [
      {
        id: '0a0a0a0a-0000-4000-8000-000000000001',
        title: 'Office Manager',
        location: 'Paris',
        descriptionHtml: '<p>Not this one.</p>',
        descriptionPlain: 'Not this one.',
      },
      {
        id: '1b7c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
        title: 'Data Scientist',
        department: 'Research',
        team: 'Forecasting',
        employmentType: 'FullTime',
        location: 'London',
        secondaryLocations: [],
        isRemote: false,
        isListed: true,
        publishedAt: '2025-02-01T09:00:00.000+00:00',
        jobUrl: 'https://jobs.ashbyhq.com/quanta/1b7c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
        applyUrl: 'https://jobs.ashbyhq.com/quanta/1b7c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d/application',
        descriptionHtml:
          '<p>Quanta forecasts energy demand.</p><h2>Requirements</h2><ul><li><p>Python and SQL</p></li><li><p>Experience with time series</p></li></ul>',
        descriptionPlain:
          'Quanta forecasts energy demand. Requirements Python and SQL Experience with time series',
      },
    ],
  },
  '/v1/companies/GlobexCorp/postings/744000012345678': {
    id: '744000012345678',
    name: 'Warehouse Team Lead',
    uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    refNumber: 'REF123',
    company: { identifier: 'GlobexCorp', name: 'Globex Corporation' },
    location: { city: 'Austin', region: 'TX', country: 'us', remote: false },
    jobAd: {
      sections: {
        companyDescription: {
          title: 'Company Description',
          text: '<p>Globex ships parts to 40 countries.</p>',
        },
        jobDescription: {
          title: 'Job Description',
          text: '<ul><li>Lead a team of 12</li><li>Plan the weekly shifts</li></ul>',
        },
        qualifications: { title: 'Qualifications', text: '<ul><li>Forklift certificate</li></ul>' },
        additionalInformation: {
          title: 'Additional Information',
          text: '<p>Health insurance from day one.</p>',
        },
      },
    },
  },
  '/api/v1/widget/accounts/initech?details=true': {
    name: 'Initech',
    description: '<p>Initech makes TPS software.</p>',
    jobs: [
      {
        title: 'Support Engineer',
        shortcode: 'A1B2C3D4E5',
        code: '',
        employment_type: 'Full-time',
        telecommuting: false,
        department: 'Support',
        url: 'https://apply.workable.com/j/A1B2C3D4E5',
        shortlink: 'https://apply.workable.com/j/A1B2C3D4E5',
        application_url: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
        published_on: '2025-01-20',
        created_at: '2025-01-20',
        country: 'Portugal',
        city: 'Lisbon',
        state: '',
        locations: [
          { country: 'Portugal', countryCode: 'PT', city: 'Lisbon', region: 'Lisbon', hidden: false },
        ],
        description:
          '<p>Help our customers get the most out of Initech.</p><p><strong>Requirements</strong></p><ul><li>Fluent English and Portuguese</li><li>Linux basics</li></ul>',
      },
    ],
  },
};

/** A local HTTP server answering the payloads above (404 for anything else) and recording each request. */
export async function startAtsStub() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const payload = atsPayloads[path];
    if (payload === undefined) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(payload));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
