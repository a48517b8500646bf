/**
 * The resume profile from real files: resumes of the engine's corpus (packages/engine/corpus/
 * resumes) rendered to PDF and DOCX the way word processors make them, imported through
 * POST /api/resume/parse (the parser processes, the PDF and Word readers, the text cleaning and
 * the engine), and checked against the corpus's own expected readings. Every case here reads
 * right from the plain .txt, so a failure is about the file format.
 *
 * The second group are the layouts that once broke the reading of a rendered file while the .txt
 * read right (found by this test): Word's own list bullets, bullets and job lines that wrap,
 * a page footer inside a job, and two columns.
 */
import { readFileSync } from 'node:fs';
import { type ResumeProfile, resumeParseResponseSchema } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from './build-test-app';
import { resumeDocx, resumePdf, twoColumnPdf } from './support/resume-files';

// Fourteen imports from one visitor: more than the per-IP import limit (10 in 10 minutes).
const t = useTestApp({ RATE_LIMIT_DISABLED: 'true' });

const CORPUS = new URL('../../../packages/engine/corpus/resumes/', import.meta.url);

interface ExpectedResume {
  name: string;
  email: string;
  positions: Job[];
  education: { institution: string | null; year: string | null }[];
  certifications: string[];
}

/** A corpus resume as its author wrote it, and what the corpus expects read from it. */
function corpusResume(slug: string): { lines: string[]; expected: ExpectedResume } {
  const text = readFileSync(new URL(`${slug}.txt`, CORPUS), 'utf8');
  const expected = JSON.parse(
    readFileSync(new URL(`${slug}.expected.json`, CORPUS), 'utf8'),
  ) as ExpectedResume;
  return { lines: text.split('\n'), expected };
}

/**
 * The PDF standard fonts only encode WinAnsi (Latin-1 plus a few: • – — · £ é are in it), so
 * characters outside it are swapped for what a PDF export with a standard font would print:
 * the small square bullet '▪' becomes '-' and '≈' becomes '~'. Any other such character fails
 * the rendering (pdf-lib throws).
 */
const winAnsi = (lines: string[]) => lines.map((line) => line.replace(/▪/g, '-').replace(/≈/g, '~'));

/** Bold lines: all-caps headings ('EXPERIENCE', 'LICENCES & TRAINING') and the usual title-case ones. */
const isHeading = (line: string) =>
  (line === line.toUpperCase() && /[A-Z]{4}/.test(line) && line.length < 40) ||
  /^(Summary|Profile|About|Experience|Education|Skills|Certifications|Languages|Volunteer)$/.test(line);

async function importFile(name: string, data: Buffer) {
  const r = await new TestClient(t.app).postFile('/api/resume/parse', { name, data });
  expect(r.statusCode, r.body).toBe(200);
  const parsed = resumeParseResponseSchema.parse(r.json());
  expect(parsed.profile).toBeDefined();
  return { method: parsed.method, profile: parsed.profile as ResumeProfile };
}

type Job = Pick<ResumeProfile['positions'][number], 'title' | 'employer' | 'start' | 'end' | 'current'>;
const job = ({ title, employer, start, end, current }: Job): Job => ({
  title,
  employer,
  start,
  end,
  current,
});

/** What a user checks after an import: who, how to reach them, and each job as the corpus reads it. */
function expectProfile(profile: ResumeProfile, expected: ExpectedResume) {
  expect(profile.name).toBe(expected.name);
  expect(profile.contact.email).toBe(expected.email);
  // Title, employer (null where the corpus has none: a wrong employer fails), dates, current.
  expect(profile.positions.map(job)).toEqual(expected.positions.map(job));
  expect(profile.positions.filter((p) => p.current).map((p) => p.title)).toEqual(
    expected.positions.filter((p) => p.current).map((p) => p.title),
  );
  expect(profile.education.map((e) => [e.institution, e.year])).toEqual(
    expected.education.map((e) => [e.institution, e.year]),
  );
  expect(profile.certifications).toHaveLength(expected.certifications.length);
}

async function expectPdf(slug: string, layout: Parameters<typeof resumePdf>[1] = {}) {
  const { lines, expected } = corpusResume(slug);
  const { method, profile } = await importFile(
    `${slug}.pdf`,
    await resumePdf(winAnsi(lines), { isHeading, ...layout }),
  );
  expect(method).toBe('pdf-text');
  expectProfile(profile, expected);
}

async function expectDocx(slug: string, layout: Parameters<typeof resumeDocx>[1] = {}) {
  const { lines, expected } = corpusResume(slug);
  const { method, profile } = await importFile(
    `${slug}.docx`,
    await resumeDocx(lines, { isHeading, ...layout }),
  );
  expect(method).toBe('docx');
  expectProfile(profile, expected);
}

describe('resume profile from PDF files', () => {
  it('a nurse: title, unit and employer on one line, dates on the next, • bullets and em dashes', async () => {
    await expectPdf('01-nurse-cardiac-icu');
  });

  it('a UK warehouse leader: employer headings with indented roles and dates right-aligned at the margin', async () => {
    await expectPdf('03-warehouse-team-leader-uk');
  });

  it("a designer: '▪' bullets (printed '-'), right-aligned dates, a freelance role with no employer", async () => {
    await expectPdf('08-graphic-designer-uk');
  });

  it('an executive on two US Letter pages, a footer on each page and the break inside a job', async () => {
    await expectPdf('31-cfo-executive', {
      letter: true,
      size: 11,
      footer: 'Robert J. Pemberton, CPA',
      newPageBefore: (line) => line.startsWith('- Cut the monthly close'),
    });
  });
});

describe('resume profile from DOCX files', () => {
  it('a nurse: one paragraph a line, pipes between title, employer and dates', async () => {
    await expectDocx('02-nurse-labor-delivery');
  });

  it('an accountant: dates at a right tab stop, as Word makes them', async () => {
    await expectDocx('06-senior-accountant-cpa');
  });

  it('a UK hotel manager: employer · title · dates, then the town, with £ in the bullets', async () => {
    await expectDocx('18-hotel-front-office-manager');
  });

  it("a seller: bullets as a real Word list, the bullet character in the list's definition", async () => {
    await expectDocx('05-sales-account-executive', { wordBullets: true });
  });
});

describe('resume profile from files whose layout breaks the lines', () => {
  // With Word's own bullets the text has no bullet marker (mammoth's raw text drops the
  // list's bullet), and the bullet 'Safety huddle committee member; led a 2023 quality project
  // ...' is read as a fifth position, titled 'Safety huddle committee member; led a', from 2023.
  it('a nurse with bullets as a real Word list', async () => {
    await expectDocx('02-nurse-labor-delivery', { wordBullets: true });
  });

  // At 12pt the bullet '... promoted to SDR team lead after 10 months' wraps, and its
  // last line '10 months' becomes the employer of the next job, Assistant Store Manager (the
  // employer is Front Range Outfitters).
  it('a seller at 12pt, a bullet wrapped just before the next job', async () => {
    await expectPdf('05-sales-account-executive', { size: 12 });
  });

  // At 12pt the bullet '... with a new attendance policy and manager training' wraps and
  // its last line 'training' is taken for a section heading: only the first of 4 jobs is read.
  it('an HR partner at 12pt, a bullet wrapped onto a line that reads like a heading', async () => {
    await expectPdf('24-hr-business-partner', { size: 12 });
  });

  // At 12pt the job line '... | Oakhaven Regional Medical Center | Jul 2020 –' wraps
  // before 'Present': the end date is lost (null instead of 'Present').
  it('a pharmacist at 12pt, a job line wrapped inside its dates', async () => {
    await expectPdf('21-clinical-pharmacist', { size: 12 });
  });

  // A page break inside the GRANITE FALLS block puts the footer line 'Robert J.
  // Pemberton, CPA - Page 1 of 2' between its roles: 'Page 1 of 2' becomes the employer of
  // Assistant Controller and Senior Financial Analyst.
  it('an executive on two pages, the break between roles at one employer', async () => {
    await expectPdf('31-cfo-executive', {
      letter: true,
      size: 11,
      footer: 'Robert J. Pemberton, CPA',
      newPageBefore: (line) => line.startsWith('Assistant Controller'),
    });
  });
});

describe('resume profile from a two-column PDF', () => {
  // An invented resume in a design template's layout: contact, skills and certifications in a
  // sidebar, summary, experience and education in the main column, at the same heights.
  const SIDEBAR = [
    'CONTACT',
    'Chicago, IL',
    '(312) 555-0134',
    'renata.okonkwo@example.com',
    'linkedin.com/in/renataokonkwo',
    '',
    'SKILLS',
    'Demand forecasting',
    'Inventory optimization',
    'SQL and Power BI',
    'Lean and Six Sigma',
    'Vendor negotiation',
    'SAP S/4HANA',
    '',
    'CERTIFICATIONS',
    'APICS CSCP',
    'Six Sigma Green Belt',
    'OSHA 30-Hour General Industry',
    '',
    'LANGUAGES',
    'English',
    'Polish (conversational)',
  ];
  const MAIN = [
    'SUMMARY',
    'Supply chain analyst with eight years in distribution and retail planning. I turn sales history and supplier data into stock that is in the right place at the right time.',
    '',
    'EXPERIENCE',
    'Senior Supply Chain Analyst   Mar 2021 – Present',
    'Lakefront Distribution Co., Chicago, IL',
    '- Own the weekly demand forecast for 4,200 SKUs across three distribution centers',
    '- Cut safety stock by 18% while holding a 97.5% fill rate',
    '- Built the Power BI supplier scorecard used in quarterly vendor reviews',
    '',
    'Inventory Planner   Jun 2018 – Feb 2021',
    'Prairie Home Furnishings, Joliet, IL',
    '- Planned replenishment for 60 stores; reduced stockouts on top sellers by 30%',
    '- Ran the annual physical inventory and cycle count program',
    '',
    'Logistics Coordinator   Aug 2016 – May 2018',
    'Meridian Freight Services, Gary, IN',
    '- Scheduled 120+ inbound loads a week and resolved carrier claims',
    '',
    'EDUCATION',
    'B.S. Supply Chain Management',
    'Great Lakes State University, 2016',
  ];

  // The PDF reader (apps/server/src/modules/resume-import/extract-pdf.ts, columnSplit) reads a
  // sidebar page column by column; joined row by row, each sidebar line was glued to the
  // main-column line beside it ('SKILLS Senior Supply Chain Analyst Mar 2021 – Present').
  it('keeps the sidebar out of the jobs: titles and employers from the main column only', async () => {
    const data = await twoColumnPdf({ name: 'Renata Okonkwo', sidebar: SIDEBAR, main: MAIN }, { isHeading });
    const { method, profile } = await importFile('renata-okonkwo.pdf', data);
    expect(method).toBe('pdf-text');
    expect(profile.name).toBe('Renata Okonkwo');
    expect(profile.contact.email).toBe('renata.okonkwo@example.com');
    expect(
      profile.positions.map(({ title, employer, start, end, current }) => [
        title,
        employer,
        start,
        end,
        current,
      ]),
    ).toEqual([
      ['Senior Supply Chain Analyst', 'Lakefront Distribution Co.', 'Mar 2021', 'Present', true],
      ['Inventory Planner', 'Prairie Home Furnishings', 'Jun 2018', 'Feb 2021', false],
      ['Logistics Coordinator', 'Meridian Freight Services', 'Aug 2016', 'May 2018', false],
    ]);
    expect(profile.education.map((e) => [e.institution, e.year])).toEqual([
      ['Great Lakes State University', '2016'],
    ]);
    // The sidebar's lists are read as what they are.
    expect(profile.certifications.map((c) => c.name)).toEqual([
      'APICS CSCP',
      'Six Sigma Green Belt',
      'OSHA 30-Hour General Industry',
    ]);
    expect(profile.skills).toEqual(expect.arrayContaining(['Demand forecasting', 'SAP S/4HANA']));
    // No sidebar line (a heading, the contact details, a skill, a certification, a language)
    // is part of a title or an employer.
    const sidebarLines = SIDEBAR.filter(Boolean);
    for (const position of profile.positions)
      for (const line of sidebarLines) {
        expect(position.title).not.toContain(line);
        expect(position.employer ?? '').not.toContain(line);
      }
  });
});
