import type { CoverLetter, LetterEvidence } from '@jobpeel/contract';
import { testLetter } from '../preview/preview-test-utils';

/** Test-only: a letter, its job and its resume, with a claim check written by hand. */
export const JOB = `Customer Success Manager at Lumen Health

Requirements
- 3+ years in customer success or account management
- Experience with Salesforce and onboarding
- Experience with Zendesk`;

export const RESUME = `Priya Shah
priya.shah@example.com

Experience
Account Manager, Brightline Software (2019-2024)
- Managed 45 clinic accounts and onboarding for new customers
- Raised renewal rate by 18% using Salesforce reports

Support Specialist, Harbor Dental (2016-2019)
- Answered 60 support tickets a day

Education
BA Communications, University of Manchester`;

export const LETTER = `Dear Hiring Manager,

I am excited to apply for the Customer Success Manager role at Lumen Health. At Brightline Software I managed 45 clinic accounts and raised the renewal rate by 18% using Salesforce reports.

At Harbor Dental I raised the renewal rate by 18%. I also cut churn by 30%.

I would welcome the chance to talk about the role.

Sincerely,
Priya Shah`;

function at(text: string, from = 0) {
  const start = LETTER.indexOf(text, from);
  if (start < 0) throw new Error(`not in the letter: ${text}`);
  return { start, end: start + text.length };
}

const harbor = LETTER.indexOf('At Harbor Dental');
const firstSentence = at('I am excited to apply for the Customer Success Manager role at Lumen Health.');
const secondSentence = at(
  'At Brightline Software I managed 45 clinic accounts and raised the renewal rate by 18% using Salesforce reports.',
);
const thirdSentence = at('At Harbor Dental I raised the renewal rate by 18%.');
const fourthSentence = at('I also cut churn by 30%.');

const brightline = 'Account Manager, Brightline Software';

export const evidence: LetterEvidence = {
  sentences: [
    { ...firstSentence, claims: [] },
    {
      ...secondSentence,
      claims: [
        {
          text: '45',
          kind: 'number',
          status: 'supported',
          ...at('45'),
          sources: [
            {
              doc: 'resume',
              line: 5,
              quote: '- Managed 45 clinic accounts and onboarding for new customers',
              role: brightline,
            },
          ],
        },
        {
          text: '18%',
          kind: 'number',
          status: 'supported',
          ...at('18%'),
          sources: [
            {
              doc: 'resume',
              line: 6,
              quote: '- Raised renewal rate by 18% using Salesforce reports',
              role: brightline,
            },
          ],
        },
      ],
    },
    {
      ...thirdSentence,
      claims: [
        {
          text: '18%',
          kind: 'number',
          status: 'misattributed',
          ...at('18%', harbor),
          sources: [
            {
              doc: 'resume',
              line: 6,
              quote: '- Raised renewal rate by 18% using Salesforce reports',
              role: brightline,
            },
          ],
          reason: 'the resume gives it under Brightline Software',
        },
      ],
    },
    {
      ...fourthSentence,
      claims: [
        {
          text: '30%',
          kind: 'number',
          status: 'unsupported',
          ...at('30%'),
          sources: [],
          reason: 'not in the resume',
        },
      ],
    },
  ],
  coverage: [
    {
      requirement: 'Experience with Zendesk',
      mustHave: false,
      status: 'gap',
      evidence: [],
    },
    {
      requirement: 'Experience with Salesforce and onboarding',
      mustHave: true,
      status: 'in_letter',
      evidence: [{ line: 6, quote: 'Raised renewal rate by 18% using Salesforce reports' }],
    },
    {
      requirement: '3+ years in customer success or account management',
      mustHave: true,
      status: 'in_resume_unused',
      evidence: [{ line: 4, quote: 'Account Manager, Brightline Software (2019-2024)' }],
    },
  ],
  style: [{ ...at('I am excited to apply'), kind: 'stock_phrase', text: 'I am excited to apply' }],
  summary: { claims: 4, supported: 2, misattributed: 1, unsupported: 1 },
};

export const checkedLetter: CoverLetter = {
  ...testLetter,
  jobDescription: JOB,
  generatedContent: LETTER,
  resumeText: RESUME,
  metadata: { ...testLetter.metadata, evidence },
};
