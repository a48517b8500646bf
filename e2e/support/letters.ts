import type { Page } from '@playwright/test';

export const JOB = `Customer Success Manager at Lumen Health

About Lumen Health
Lumen Health makes scheduling software for clinics.

Requirements
- 3+ years in customer success or account management
- Experience with Salesforce and onboarding
- Strong communication skills`;

export const RESUME = `Priya Shah
priya.shah@example.com

Experience
Account Manager, Brightline Software (2019-2024)
- Managed 45 clinic accounts and onboarding for new customers
- Raised renewal rate by 18% using Salesforce reports

Education
BA Communications, University of Manchester

Skills
Salesforce, onboarding, account management, communication`;

export interface GeneratedLetter {
  id: number;
  generatedContent: string;
  metadata: { keywords: string[] };
}

/** Generates a letter through the API with the browser's session (signed in with logIn first). */
export async function generateLetter(
  page: Page,
  overrides: Record<string, unknown> = {},
): Promise<GeneratedLetter> {
  const token = (await (await page.request.get('/api/csrf-token')).json()).csrfToken as string;
  const response = await page.request.post('/api/generate', {
    headers: { 'x-csrf-token': token },
    data: {
      templateId: 1,
      length: 'standard',
      recipient: 'hiring_manager',
      companyName: 'Lumen Health',
      jobDescription: JOB,
      resumeText: RESUME,
      ...overrides,
    },
  });
  if (response.status() !== 201)
    throw new Error(`generate failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).coverLetter as GeneratedLetter;
}
