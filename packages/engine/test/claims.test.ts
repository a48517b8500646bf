/**
 * The claim check (issue 20), first slice: each kind of wrong claim in a letter is flagged on
 * its sentence with its source, and a truthful letter (the claims corpus, the offline engine's own
 * letters) gives no critical flag.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { letterEvidenceSchema, seededTemplates } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { analyzeJob, CRITICAL_KINDS, checkLetter, letterEvidence, writeLetter } from '../src';
import { termIn } from '../src/check/terms';
import { containsTerm } from '../src/text';

const RESUME = `Jordan Rivera
jordan.rivera@example.com

Experience
Senior Payroll Officer, Oakfield Inns Ltd (Apr 2021 - Present)
- Process weekly payroll for 870 staff in Zellis
- Cut payroll queries from 160 to 65 a month
Payroll Administrator, Kingsmead Recruitment Ltd (Jun 2018 - Mar 2021)
- Ran auto-enrolment assessments for 600 temporary workers

Education
BA Business Studies, University of Bedford, 2018

Certifications
CIPP Foundation Certificate in Payroll`;

const POSTING = `Payroll Specialist
Ferncastle Group Ltd

Requirements
- CIPP qualification or working towards it
- Experience with SAP SuccessFactors
- 5+ years of UK payroll experience`;

const letterWith = (body: string) => `Dear Hiring Manager,\n\n${body}\n\nSincerely,\nJordan Rivera`;
const check = (body: string) =>
  checkLetter({ letter: letterWith(body), resumeText: RESUME, postingText: POSTING, asOf: '2025-06-01' });
const flags = (body: string) =>
  check(body).sentences.flatMap((s) => s.claims.filter((c) => c.status !== 'supported'));

describe('the claim check', () => {
  it('backs a truthful letter with its resume lines, paraphrase and rounding included', () => {
    const result = check(
      'I have worked in payroll since 2018. At Oakfield Inns, I process weekly payroll for 870 staff in Zellis, and I cut payroll queries from 160 to 65 a month. Before that, I ran auto-enrolment assessments for 600 temporary workers at Kingsmead Recruitment. I hold a BA in Business Studies and the CIPP Foundation Certificate in Payroll. Your posting asks for SAP SuccessFactors, which I have not used yet.',
    );
    const all = result.sentences.flatMap((s) => s.claims);
    expect(all.filter((c) => c.status !== 'supported')).toEqual([]);
    const staff = all.find((c) => c.text === '870')!;
    expect(staff.sources[0]).toMatchObject({
      doc: 'resume',
      quote: '- Process weekly payroll for 870 staff in Zellis',
    });
    expect(staff.sources[0]!.role).toBe('Senior Payroll Officer, Oakfield Inns Ltd');
    expect(result.summary.unsupported).toBe(0);
  });

  it('flags each kind of wrong claim on its sentence', () => {
    const cases: [string, string, string][] = [
      ['number', 'At Oakfield Inns, I process weekly payroll for 970 staff in Zellis.', 'unsupported'],
      [
        'number',
        'At Oakfield Inns, I ran auto-enrolment assessments for 600 temporary workers.',
        'misattributed',
      ],
      ['title', 'I worked as a Payroll Manager at Oakfield Inns.', 'unsupported'],
      ['tenure', 'I have twelve years of payroll experience.', 'unsupported'],
      ['degree', 'I hold an MBA in Business Studies.', 'unsupported'],
      ['certification', 'I also hold the CIPD Level 5 Certificate.', 'unsupported'],
      ['skill', 'I run payroll in SAP SuccessFactors every week.', 'unsupported'],
      ['employer', 'I processed payroll at Harbour Leisure Group for two years.', 'unsupported'],
    ];
    for (const [kind, body, status] of cases) {
      const found = flags(body);
      expect(
        found.some((c) => c.kind === kind && c.status === status),
        `${kind}: ${body} -> ${JSON.stringify(found.map((c) => [c.kind, c.status, c.text]))}`,
      ).toBe(true);
    }
  });

  // Classes of error the check catches since the second slice: each asserts the status a user
  // sees on the sentence, with general wording rather than the corpus's.
  const RESUME2 = `Sam Okafor
sam.okafor@example.com

Experience
Sous Chef, The Red Lion (Mar 2021 - Present)
- Run the pass 3 nights a week for up to 90 covers
- Trained 2 commis who were promoted within a year
- Food Hygiene Rating 5 at our last inspection
- Ranked #2 of 9 chefs in the group's 2023 cook-off
Commis Chef, Harbour Hotel (Jan 2018 - Feb 2021)
- Cut waste 18% by reworking the prep list

Education
NVQ Level 2 in Professional Cookery
BSc Hospitality Management, University of Tarnford (in progress)

Certifications
Level 3 Food Safety and Hygiene
Lean Six Sigma Green Belt
Level 2 Award in Food Allergen Awareness`;
  const POSTING2 = `Head Chef
The Plough Inn
- Level 3 Food Safety
- Experience with Nutritics costing`;
  const check2 = (body: string) =>
    checkLetter({ letter: letterWith(body), resumeText: RESUME2, postingText: POSTING2, asOf: '2025-06-01' });
  const statusOf = (body: string, kind: string) =>
    check2(body)
      .sentences.flatMap((s) => s.claims)
      .filter((c) => c.kind === kind)
      .map((c) => c.status);

  it('flags a result told without "I" that the resume does not give', () => {
    expect(statusOf('At The Red Lion, food waste fell 45% in a year.', 'number')).toContain('unsupported');
  });

  it('flags a small count the retold bullet gives differently, in digits or words', () => {
    expect(statusOf('I trained five commis who were promoted within a year.', 'number')).toContain(
      'unsupported',
    );
    expect(statusOf('I trained two commis who were promoted within a year.', 'number')).not.toContain(
      'unsupported',
    );
  });

  it('flags a rank the resume does not give', () => {
    expect(statusOf("I came first of 9 chefs in the group's cook-off.", 'number')).toContain('unsupported');
    expect(statusOf("I came second of 9 chefs in the group's cook-off.", 'number')).not.toContain(
      'unsupported',
    );
  });

  it('flags a qualification at another level, or another kind, than the resume gives', () => {
    expect(statusOf('I hold an NVQ Level 3 in Professional Cookery.', 'degree')).toContain('unsupported');
    expect(statusOf('I hold an HND in Professional Cookery.', 'degree')).toContain('unsupported');
    expect(statusOf('I hold an NVQ Level 2 in Professional Cookery.', 'degree')).not.toContain('unsupported');
  });

  it('flags a degree from a school or in a field the resume does not give, or told as finished', () => {
    expect(statusOf('I studied for a BSc in Hospitality Management from Leeds Beckett.', 'degree')).toContain(
      'unsupported',
    );
    expect(statusOf('I am working towards a BSc in Culinary Arts.', 'degree')).toContain('unsupported');
    expect(statusOf('I completed my BSc in Hospitality Management in 2024.', 'degree')).toContain(
      'unsupported',
    );
  });

  it('flags a certificate whose level or name differs from the one on the resume', () => {
    expect(statusOf('I hold Level 4 Food Safety and Hygiene.', 'certification')).toContain('unsupported');
    expect(statusOf('I earned my Lean Six Sigma Black Belt in 2023.', 'certification')).toContain(
      'unsupported',
    );
    expect(statusOf('I hold a Level 2 Award in Food Allergen Management.', 'certification')).toContain(
      'unsupported',
    );
    expect(statusOf('I hold Level 3 Food Safety and Hygiene.', 'certification')).toEqual(['supported']);
  });

  it('flags a credential named without a certificate word after "hold" or "passed"', () => {
    expect(statusOf('I have already passed CeMAP.', 'certification')).toContain('unsupported');
    expect(statusOf("I'm registered as IEng with the IMechE.", 'certification')).toContain('unsupported');
  });

  it('flags a tool added to a list of tools the resume has', () => {
    expect(
      statusOf('I run the pass and cost dishes in Nutritics, Excel and Kitchen CUT.', 'skill'),
    ).toContain('unsupported');
  });

  it('flags the employer written to, or an unknown one, named as a workplace', () => {
    expect(statusOf('I have been Sous Chef at The Plough Inn since March 2021.', 'employer')).toContain(
      'unsupported',
    );
    expect(statusOf('Before that I was a commis on a placement at Gordon Ramsay.', 'employer')).toContain(
      'unsupported',
    );
    // The job applied for is not a workplace claimed.
    expect(statusOf('The Head Chef role at The Plough Inn caught my eye.', 'employer')).toEqual([]);
  });

  it('flags the employer when a title is told under another employer', () => {
    expect(statusOf('I was a Sous Chef at Harbour Hotel.', 'employer')).toContain('misattributed');
  });

  it('flags a title with a rank added or dropped, or another title, in more phrasings', () => {
    expect(statusOf("I've been Head Chef there since 2021.", 'title')).toContain('unsupported');
    expect(statusOf('As general manager of a 90-cover kitchen, I ran the pass.', 'title')).toContain(
      'unsupported',
    );
    expect(statusOf('I was Junior Sous Chef at The Red Lion.', 'title')).toContain('unsupported');
  });

  it('flags tenure at the employer the years are at, and a start month or year the role does not have', () => {
    expect(
      statusOf('Before The Red Lion I spent nearly six years at Harbour Hotel as a commis.', 'tenure'),
    ).toContain('unsupported');
    expect(statusOf('I have been Sous Chef at The Red Lion since June 2021.', 'tenure')).toContain(
      'unsupported',
    );
    expect(statusOf('In 2016 I started as a commis with Harbour Hotel.', 'tenure')).toContain('unsupported');
    expect(statusOf('After nearly fifteen years in kitchens I would like to lead one.', 'tenure')).toContain(
      'unsupported',
    );
  });

  // Classes caught since the third slice.
  const RESUME3 = `Alex Moreno
alex.moreno@example.com

Experience
Credit Analyst I, Wexford Valley Bank (Jun 2021 - Present)
- Sold out a seasonal launch in 48 hours with a two-week email series in Mailchimp
- Cut invoice turnaround from 11 days to 6 with shared Excel trackers
- Built event decks in Canva for 12 clients
Apprentice Plumber, J. Hallam & Son Plumbing, Long Eaton   Sep 2012 - May 2016
- Fitted 40 bathrooms

Education
Associate of Applied Science in Supply Chain Management (in progress, 36 of 60 credits)`;
  const POSTING3 = `Marketing Executive
- Cvent and Mailchimp
- Associate of Applied Science preferred`;
  const check3 = (body: string) =>
    checkLetter({ letter: letterWith(body), resumeText: RESUME3, postingText: POSTING3, asOf: '2025-06-01' });
  const statusOf3 = (body: string, kind: string) =>
    check3(body)
      .sentences.flatMap((s) => s.claims)
      .filter((c) => c.kind === kind)
      .map((c) => c.status);

  it('flags a figure for something the resume counts with another figure', () => {
    expect(statusOf3('The launch sold out in 4 hours.', 'number')).toContain('unsupported');
    expect(statusOf3('The launch sold out in 48 hours.', 'number')).not.toContain('unsupported');
    expect(statusOf3('I cut invoice turnaround from 11 days to 3.', 'number')).toContain('unsupported');
    expect(statusOf3('I cut invoice turnaround from 11 days to 6.', 'number')).not.toContain('unsupported');
  });

  it('flags a name added to a list whose other names the resume has', () => {
    // The names the resume has are shown as backed; only Cvent is flagged.
    expect(statusOf3("I'm comfortable with Excel, Canva, Mailchimp and Cvent.", 'skill')).toEqual([
      'supported',
      'supported',
      'supported',
      'unsupported',
    ]);
    expect(statusOf3("I'm comfortable with Excel, Canva and Mailchimp.", 'skill')).not.toContain(
      'unsupported',
    );
  });

  it('flags a title told with a higher grade than the resume gives', () => {
    expect(statusOf3('I joined Wexford Valley Bank in June 2021 as a Credit Analyst II.', 'title')).toContain(
      'unsupported',
    );
    expect(statusOf3('I joined Wexford Valley Bank in June 2021 as a Credit Analyst I.', 'title')).toEqual([
      'supported',
    ]);
  });

  it("reads an employer from a role's heading line and checks a year told at it", () => {
    expect(
      statusOf3('I started at J. Hallam & Son Plumbing in 2019, fitting bathrooms.', 'tenure'),
    ).toContain('unsupported');
    // 'after' after the year is not 'after that time'.
    expect(
      statusOf3('I started at J. Hallam & Son Plumbing in 2019, looking after 40 bathrooms.', 'tenure'),
    ).toContain('unsupported');
    expect(
      statusOf3('I started at J. Hallam & Son Plumbing in 2012, fitting bathrooms.', 'tenure'),
    ).not.toContain('unsupported');
  });

  it('flags a degree in progress told with "I hold", and reads "am part-way through" one as no title', () => {
    expect(
      statusOf3('I hold an Associate of Applied Science in Supply Chain Management.', 'degree'),
    ).toContain('unsupported');
    const studying = check3(
      'I am part-way through an Associate of Applied Science in Supply Chain Management.',
    );
    const found = studying.sentences.flatMap((s) => s.claims);
    expect(found.filter((c) => c.kind === 'title')).toEqual([]);
    expect(found.filter((c) => c.kind === 'degree').map((c) => c.status)).toEqual(['supported']);
  });

  it('matches terms by hand as containsTerm does', () => {
    const text = 'Ran follow-up calls, C++ and .NET builds; Renewals up; SQL-based reports; café menus';
    for (const term of [
      'follow up',
      'renewal',
      'renewals',
      'C++',
      'C',
      'SQL',
      'reports',
      'café',
      'menu',
      'calls',
      'NET',
    ])
      expect(termIn(text, text.toLowerCase(), term), term).toBe(containsTerm(text, term));
  });

  it('gives offsets that point at the claim in the letter', () => {
    const letter = letterWith('At Oakfield Inns, I process weekly payroll for 970 staff in Zellis.');
    const result = checkLetter({ letter, resumeText: RESUME, postingText: POSTING });
    const claim = result.sentences.flatMap((s) => s.claims).find((c) => c.kind === 'number')!;
    expect(letter.slice(claim.start, claim.end)).toBe('970');
    const sentence = result.sentences[0]!;
    expect(letter.slice(sentence.start, sentence.end)).toBe(
      'At Oakfield Inns, I process weekly payroll for 970 staff in Zellis.',
    );
  });

  it('finds no critical flag in the truthful letters of the claims corpus', () => {
    const corpus = new URL('../corpus/', import.meta.url);
    for (const file of readdirSync(new URL('claims/', corpus)).filter((f) => f.endsWith('.json'))) {
      const e = JSON.parse(readFileSync(new URL(`claims/${file}`, corpus), 'utf8'));
      const resumeText = readFileSync(new URL(`letters/${e.pair}/resume.txt`, corpus), 'utf8');
      const postingText = readFileSync(new URL(`letters/${e.pair}/posting.txt`, corpus), 'utf8');
      const critical = checkLetter({ letter: e.letter, resumeText, postingText, asOf: e.asOf })
        .sentences.flatMap((s) => s.claims)
        .filter((c) => c.status !== 'supported' && CRITICAL_KINDS.has(c.kind));
      expect(critical, file).toEqual([]);
    }
  });

  it("finds no flag at all in the offline engine's own letters: they show 'all backed'", () => {
    const corpus = new URL('../corpus/letters/', import.meta.url);
    for (const pair of readdirSync(corpus)) {
      const resumeText = readFileSync(new URL(`${pair}/resume.txt`, corpus), 'utf8');
      const jobDescription = readFileSync(new URL(`${pair}/posting.txt`, corpus), 'utf8');
      for (const template of seededTemplates) {
        const request = {
          templateId: template.id,
          jobDescription,
          resumeText,
          length: 'standard' as const,
          recipient: 'hiring_manager' as const,
        };
        const letter = writeLetter({ request, analysis: analyzeJob(request), template });
        const flagged = checkLetter({ letter, resumeText, postingText: jobDescription })
          .sentences.flatMap((s) => s.claims)
          .filter((c) => c.status !== 'supported');
        expect(flagged, `${pair}/${template.name}`).toEqual([]);
      }
    }
  });

  it('assembles the stored evidence: claims, requirement coverage with must-haves first, and style notes', () => {
    const letter = letterWith(
      'I am excited to apply — I am a team player — and I hit the ground running — every time. At Oakfield Inns, I process weekly payroll for 870 staff in Zellis.',
    );
    const evidence = letterEvidence({ letter, resumeText: RESUME, postingText: POSTING, asOf: '2025-06-01' });
    expect(letterEvidenceSchema.parse(evidence)).toEqual(evidence);
    expect(evidence.style.filter((s) => s.kind === 'stock_phrase').map((s) => s.text)).toEqual([
      'I am excited to apply',
      'team player',
      'hit the ground running',
    ]);
    expect(evidence.style.filter((s) => s.kind === 'em_dash')).toHaveLength(3);
    const byRequirement = new Map(evidence.coverage.map((c) => [c.requirement, c.status]));
    expect(byRequirement.get('Experience with SAP SuccessFactors')).toBe('gap');
    expect(byRequirement.get('5+ years of UK payroll experience')).toBe('in_letter');
    const silent = letterEvidence({
      letter: letterWith('I would welcome a conversation about the role.'),
      resumeText: RESUME,
      postingText: POSTING,
    });
    expect(silent.coverage.find((c) => c.requirement === '5+ years of UK payroll experience')?.status).toBe(
      'in_resume_unused',
    );
    expect(evidence.coverage.findIndex((c) => !c.mustHave)).not.toBe(0);
    expect(evidence.summary.supported).toBeGreaterThan(0);
  });
});

describe('supported claims are visible', () => {
  const resumeText = `Sam Lee
sam@example.com

Experience
Account Manager, Brightline Software (2019-2024)
- Managed 45 clinic accounts across the North West
- Raised renewal rate by 18% using Salesforce reports`;
  const postingText = 'Account Executive\nNorthwind Health\n- Salesforce experience\n- HubSpot';
  const run = (body: string) =>
    checkLetter({ letter: letterWith(body), resumeText, postingText, asOf: '2025-01-01' });

  it('shows each employer and skill the resume backs, with its line and role, once per place', () => {
    const body =
      'Most recently, I worked as Account Manager at Brightline Software. At Brightline Software, I managed 45 clinic accounts. I used Salesforce there.';
    const result = run(body);
    const letter = letterWith(body);
    const all = result.sentences.flatMap((s) => s.claims);
    expect(all.every((c) => c.status === 'supported')).toBe(true);
    const employers = all.filter((c) => c.kind === 'employer');
    expect(employers).toHaveLength(2);
    for (const e of employers) {
      expect(letter.slice(e.start, e.end)).toBe('Brightline Software');
      expect(e.sources[0]).toMatchObject({
        doc: 'resume',
        quote: 'Account Manager, Brightline Software (2019-2024)',
        role: 'Account Manager, Brightline Software',
      });
    }
    expect(employers[0]!.start).not.toBe(employers[1]!.start);
    const skills = all.filter((c) => c.kind === 'skill');
    expect(skills).toHaveLength(1);
    expect(letter.slice(skills[0]!.start, skills[0]!.end)).toBe('Salesforce');
    expect(skills[0]!.sources[0]).toMatchObject({
      doc: 'resume',
      quote: '- Raised renewal rate by 18% using Salesforce reports',
      role: 'Account Manager, Brightline Software',
    });
    expect(result.summary).toMatchObject({ claims: all.length, supported: all.length });
  });

  it('does not make the posting’s names or admissions claims', () => {
    const all = run(
      'Your posting asks for Salesforce and HubSpot. I haven’t used HubSpot. I would like to join Northwind Health.',
    ).sentences.flatMap((s) => s.claims);
    expect(all.filter((c) => c.kind === 'skill' || c.kind === 'employer')).toEqual([]);
  });
});

describe('years of one activity and tools the posting asks for', () => {
  const resumeText = `Casey Hart
casey@example.com

Summary
Cook with 9 years in kitchens, the last 4 in AA Rosette restaurants.

Experience
Payroll Officer, Oakfield Inns Ltd (Jan 2015 - Present)
- Zellis ResourceLink (4 years), Sage 50 Payroll
- Wrote 12 email campaigns in Mailchimp`;
  const postingText = 'Payroll Specialist\n- Experience with Klaviyo\n- Zellis';
  const kinds = (body: string, kind: string) =>
    checkLetter({ letter: letterWith(body), resumeText, postingText, asOf: '2025-06-01' })
      .sentences.flatMap((s) => s.claims)
      .filter((c) => c.kind === kind)
      .map((c) => c.status);

  it('holds years told of one thing to the time the resume gives it', () => {
    expect(kinds('I know Zellis ResourceLink, which I have used for eight years.', 'tenure')).toContain(
      'unsupported',
    );
    expect(kinds('I know Zellis ResourceLink, which I have used for four years.', 'tenure')).not.toContain(
      'unsupported',
    );
    expect(kinds("I've cooked for nine years, the last six in AA Rosette kitchens.", 'tenure')).toContain(
      'unsupported',
    );
    expect(
      kinds("I've cooked for nine years, the last four in AA Rosette kitchens.", 'tenure'),
    ).not.toContain('unsupported');
  });

  it('flags a tool only the posting asks for, named as the one the work is done in', () => {
    expect(kinds('I also wrote 12 email campaigns in Klaviyo.', 'skill')).toContain('unsupported');
    expect(kinds('I also wrote 12 email campaigns in Mailchimp.', 'skill')).not.toContain('unsupported');
  });
});

describe('credential details, possessive workplaces, second titles and places', () => {
  const resumeText = `Morgan Ellis

Experience
Electrician, Halden Power Services, Leeds, UK (Mar 2020 - Present)
- Rewired 40 social housing flats a year
Apprentice Electrician, Brightwater Electrical, York, UK (Sep 2016 - Feb 2020)
- Kitchen and bathroom circuits; first fix and second fix

Certifications
Electrical Installation Licence – Domestic 1-2 (active)
First Aid at Work — St John Ambulance Association, exp. 05/2027
BLS for Healthcare Providers — American Red Cross, exp. 03/2027
Certified Solar Installer Professional (2022)
EAL: ELT1, ELT2, ELT3 (renewed Jan 2024)
Inspection Training Modules 1 & 2 (2023)`;
  const postingText =
    'Electrician\nNorthfield Homes\n- Electrical Installation Licence\n- BLS\n- Experience with Simpro and a TMS';
  const statuses = (body: string, kind: string) =>
    checkLetter({ letter: letterWith(body), resumeText, postingText, asOf: '2025-06-01' })
      .sentences.flatMap((s) => s.claims)
      .filter((c) => c.kind === kind)
      .map((c) => c.status);

  it('holds the field and grade range after a licence to the resume entry', () => {
    expect(
      statuses('I hold an Electrical Installation Licence for Domestic 1-4.', 'certification'),
    ).toContain('unsupported');
    expect(
      statuses('I hold an Electrical Installation Licence for Domestic 1-2.', 'certification'),
    ).not.toContain('unsupported');
    // A contraction before the noun is no part of its name.
    expect(statuses('You’ll also see my Electrical Installation Licence.', 'certification')).not.toContain(
      'unsupported',
    );
  });

  it('holds the body told as issuing a credential to the one its resume entry names', () => {
    expect(statuses('My BLS is through the American Heart Association.', 'certification')).toContain(
      'unsupported',
    );
    expect(statuses('My BLS is through the American Red Cross.', 'certification')).not.toContain(
      'unsupported',
    );
  });

  it('reads a second level dated like the credential before it as a credential', () => {
    expect(
      statuses("I'm a Certified Solar Installer Professional (2022) and Expert (2024).", 'certification'),
    ).toContain('unsupported');
    expect(statuses("I'm a Certified Solar Installer Professional (2022).", 'certification')).not.toContain(
      'unsupported',
    );
  });

  it('flags a code added to a run of codes the resume lists', () => {
    expect(
      statuses('I hold EAL units ELT1, ELT2, ELT3 and ELT7, renewed in 2024.', 'certification'),
    ).toContain('unsupported');
    expect(statuses('I hold EAL units ELT1, ELT2 and ELT3, renewed in 2024.', 'certification')).not.toContain(
      'unsupported',
    );
  });

  it('flags parts of a course beyond the ones the resume gives', () => {
    expect(
      statuses('I completed Inspection Training Modules 1 through 4 in 2023.', 'certification'),
    ).toContain('unsupported');
    expect(
      statuses('I completed Inspection Training Modules 1 and 2 in 2023.', 'certification'),
    ).not.toContain('unsupported');
  });

  it('flags a workplace told by an owner the resume does not name', () => {
    expect(statuses("I have worked on Northfield Homes's Leeds site since 2021.", 'employer')).toContain(
      'unsupported',
    );
  });

  it('flags a second title in a list and a title after a possessive', () => {
    expect(
      statuses(
        'At Brightwater Electrical I was an apprentice electrician and then site supervisor.',
        'title',
      ),
    ).toContain('unsupported');
    expect(
      statuses('At Halden Power Services I also serve as the company’s lead safety inspector.', 'title'),
    ).toContain('unsupported');
    expect(
      statuses('At Brightwater Electrical I was an apprentice electrician and then an electrician.', 'title'),
    ).not.toContain('unsupported');
  });

  it('flags a tool only the posting names after "I lead", as a skill even beside a training rotation', () => {
    expect(statuses('I lead Simpro job scheduling for our team.', 'skill')).toContain('unsupported');
    const tms = 'I have also scheduled jobs in a TMS for a 2024 training rotation.';
    expect(statuses(tms, 'skill')).toContain('unsupported');
    expect(statuses(tms, 'certification')).toEqual([]);
  });

  it('flags an employer told in the place the resume gives another role', () => {
    expect(statuses('At Brightwater Electrical in Leeds, I did kitchen circuits.', 'employer')).toContain(
      'misattributed',
    );
    expect(statuses('At Brightwater Electrical in York, I did kitchen circuits.', 'employer')).not.toContain(
      'misattributed',
    );
  });
});

describe('what a letter says of the role it applies for is no claim', () => {
  it('leaves the hiring company, a pictured day and the posting’s words after "your" alone', () => {
    expect(
      flags(
        'The Payroll Specialist role at Ferncastle Group Ltd describes work I know from the inside. I can already picture the days spent helping with SAP SuccessFactors. I can see the same story in your need to run payroll in SAP SuccessFactors.',
      ),
    ).toEqual([]);
  });

  it('starts a new sentence after "Ltd." and reads a plural as the resume’s singular', () => {
    expect(
      flags(
        'I work as Senior Payroll Officer at Oakfield Inns Ltd. Earlier roles: Payroll Administrator at Kingsmead Recruitment Ltd. I ran auto-enrolment assessments for 600 temporary workers.',
      ),
    ).toEqual([]);
  });

  it('does not take a name for the employer for sharing its first word', () => {
    expect(
      flags('At Oakfield Inns, I process weekly payroll in Zellis and I use Oakfield Payworks.'),
    ).toEqual([expect.objectContaining({ kind: 'skill', text: 'Oakfield Payworks', status: 'unsupported' })]);
  });
});

describe('work the posting names, told as the candidate’s', () => {
  const resume = `Sam Okafor

Experience
Heating Engineer, Trentside Heating Services (Jan 2020 - Present)
- 5-7 calls a day: boiler breakdowns, servicing and CP12 landlord certificates
- Support build and FAT on new plant rooms; hand calcs for pipe sizing
- Cook for the team: fermentation and anything cooked over fire`;
  const posting = `Gas Engineer
Kingsley Brook Property Services

Requirements
- Carry out landlord gas safety checks (CP12) and annual servicing
- Unvented cylinder repairs and commissioning
- Injection therapy qualification
- Experience in a commercial setting
- Supervising apprentices on placement`;
  const flagged = (body: string) =>
    checkLetter({ letter: letterWith(body), resumeText: resume, postingText: posting, asOf: '2025-06-01' })
      .sentences.flatMap((s) => s.claims)
      .filter((c) => c.status !== 'supported')
      .map((c) => `${c.kind}:${c.text}`);

  it('flags an item added to a list of the resume’s work, from the posting or from neither text', () => {
    expect(
      flagged('I cover breakdowns, servicing, unvented cylinder repairs and landlord certificates.'),
    ).toEqual(['skill:unvented cylinder repairs']);
    expect(flagged('I cook for the team: fermentation, charcuterie curing and cooking over fire.')).toEqual([
      'skill:charcuterie curing',
    ]);
  });

  it('reads the posting’s gloss, the resume’s acronyms and plain retelling as backed', () => {
    expect(
      flagged(
        'I cover breakdowns, servicing and landlord gas safety checks. I have supported build and factory acceptance tests, and I do hand calculations for pipe sizing.',
      ),
    ).toEqual([]);
  });

  it('flags posting work told after a verb of doing, or in another form of the posting’s words', () => {
    expect(flagged('I can do injections as well.')).toEqual(['skill:injections']);
    expect(flagged('I have also done it in a commercial setting.')).toEqual(['skill:commercial setting']);
    expect(flagged('I have supervised apprentices on every job.')).toEqual(['skill:supervised apprentices']);
  });

  it('leaves work alone when a later clause admits the lack of it', () => {
    expect(flagged('I have supervised apprentices informally; I have not done it as a formal role.')).toEqual(
      [],
    );
  });
});
