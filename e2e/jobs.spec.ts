import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createAccount, logIn } from './support/session';

const RESPONSIBILITY = 'Keep our scheduling service fast and reliable for thousands of clinics.';

const JOB_PAGE = `<!doctype html><html><head><title>Site Reliability Engineer - Lumen Health</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Site Reliability Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Lumen Health' },
  jobLocation: { '@type': 'Place', address: { addressLocality: 'Manchester', addressCountry: 'GB' } },
  description: `<h2>Responsibilities</h2><ul><li>${RESPONSIBILITY}</li><li>Run our on-call rotation.</li></ul><h2>Requirements</h2><ul><li>Experience with Kubernetes and PostgreSQL.</li></ul><p>We are an equal opportunity employer and value diversity at our company.</p>`,
})}</script></head><body><h1>Site Reliability Engineer</h1></body></html>`;

let server: Server;
let jobUrl: string;

test.beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(JOB_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jobUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jobs/sre`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('peel a job posting from its URL into the form, then AI-clean a pasted one', async ({
  page,
  request,
}) => {
  await logIn(page, await createAccount(request));
  const form = page.getByRole('form', { name: 'Cover letter form' });

  // A blank URL does nothing.
  await form.getByRole('button', { name: 'Peel Job Details' }).click();
  await expect(form.getByRole('textbox', { name: 'Job Description' })).toHaveValue('');

  await form.getByLabel('Job Posting URL').fill(jobUrl);
  await form.getByRole('button', { name: 'Peel Job Details' }).click();
  await expect(page.getByText('Job Details Extracted', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('textbox', { name: 'Job Description' })).toHaveValue(
    new RegExp(RESPONSIBILITY.replace('.', '\\.')),
  );
  await expect(form.getByLabel('Company Name')).toHaveValue('Lumen Health');

  // A link to a private address is refused with a clear message; what was typed stays.
  await form.getByLabel('Job Posting URL').fill('http://10.0.0.7/jobs/1');
  await form.getByRole('button', { name: 'Peel Job Details' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByText(/private or local network address/),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Job Description' })).toHaveValue(
    new RegExp(RESPONSIBILITY.replace('.', '\\.')),
  );

  // AI Clean is off for an empty box, and cleans a pasted posting.
  await form.getByRole('textbox', { name: 'Job Description' }).fill('');
  await expect(form.getByRole('button', { name: 'AI Clean and Summarize' })).toBeDisabled();
  await form
    .getByLabel('Job Description')
    .fill(
      `Site Reliability Engineer\nResponsibilities\n- ${RESPONSIBILITY}\nBenefits\n- Free lunch\nAccept all cookies`,
    );
  await form.getByRole('button', { name: 'AI Clean and Summarize' }).click();
  await expect(page.getByText('Job Description Cleaned', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Job Description' })).toHaveValue(
    new RegExp(RESPONSIBILITY.replace('.', '\\.')),
  );
  await expect(form.getByRole('textbox', { name: 'Job Description' })).not.toHaveValue(/Free lunch/);
});
