/**
 * The understanding layer by classes of input: each failure the issue names, tried over several
 * layouts, names, employers and fields, never one string.
 */
import type { JobAnalysis } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import {
  analyzeJob,
  cleanPosting,
  extractResumeFacts,
  groundAnalysis,
  matchEvidence,
  readPosting,
  readResumeProfile,
  writeLetter,
} from '../src';

const PEOPLE = [
  { name: 'Maria Okafor', caps: 'MARIA OKAFOR', credentials: 'RN, BSN' },
  { name: 'Darren Whitlock', caps: 'DARREN WHITLOCK', credentials: 'CSCP' },
  { name: 'Priya Ramanathan', caps: 'PRIYA RAMANATHAN', credentials: 'PGCE, QTS' },
  { name: "Sean O'Malley", caps: "SEAN O'MALLEY", credentials: 'CPA' },
];
const CONTACT_LINES = [
  'Dublin, OH · (614) 555-0187 · maria@example.com',
  'maria@example.com | 555-0142 | linkedin.com/in/someone',
  'Leeds, UK  |  +44 20 7946 0123  |  someone@example.org',
];
const JOBS = [
  { title: 'Staff Nurse', unit: 'Cardiac ICU', employer: 'Riverside General Hospital' },
  { title: 'Team Lead', unit: 'Outbound', employer: 'Northgate Logistics' },
  { title: 'Teacher of Mathematics', unit: 'Maths Department', employer: 'Ashford Valley Academy' },
  { title: 'Registered Nurse', unit: 'Emergency Department', employer: 'Mercy West Medical Center' },
  { title: 'Senior Accountant', unit: 'Group Finance', employer: 'Harlan & Voss LLP' },
  { title: 'Software Engineer', unit: 'Payments Platform', employer: 'Brightwave Labs' },
];
const DATES = [
  ['Mar 2019', 'Present'],
  ['03/2019', 'Current'],
  ['2019-03', 'Now'],
  ['March 2019', 'present'],
] as const;

/** The layouts resumes use for one position line (or two). */
const LAYOUTS: ((j: (typeof JOBS)[number], from: string, to: string) => string)[] = [
  (j, f, t) => `${j.title}, ${j.unit} — ${j.employer} | ${f} – ${t}`,
  (j, f, t) => `${j.title}, ${j.unit} | ${j.employer} | ${f} – ${t}`,
  (j, f, t) => `${j.employer}\n${j.title}, ${j.unit}                ${f} – ${t}`,
  (j, f, t) => `${j.title}, ${j.unit}\n${j.employer}, Columbus, OH          ${f} - ${t}`,
];

function resume(person: (typeof PEOPLE)[number], contact: string, positionLines: string): string {
  return `${person.caps}, ${person.credentials}\n${contact}\n\nEXPERIENCE\n${positionLines}\n- Led a project that cut waiting times by 20%\n- Trained 12 new colleagues\n\nCERTIFICATIONS\nBLS, ACLS\nPMP Certification, exp. 05/2027\n\nEDUCATION\nBSc (Hons) Mathematics — University of Medway, 2:1, 2017`;
}

describe('resume profile: who, where, what and when', () => {
  it('reads the person, never a job, from the name and contact header, in every layout', () => {
    for (const person of PEOPLE)
      for (const contact of CONTACT_LINES) {
        const job = JOBS[0]!;
        const profile = readResumeProfile(resume(person, contact, LAYOUTS[0]!(job, 'Mar 2019', 'Present')));
        expect(profile.name).toBe(person.name);
        expect(profile.credentials.join(', ')).toBe(person.credentials);
        expect(profile.contact.email).toMatch(/@example\.(com|org)$/);
        // The contact line and the name are never a position, a title or an employer.
        expect(profile.positions).toHaveLength(1);
        for (const p of profile.positions) {
          expect(`${p.title} ${p.employer}`).not.toMatch(/@|555|linkedin/i);
          expect(p.employer ?? '').not.toContain(person.name.split(' ')[1]!);
        }
      }
  });

  it('names the employer, not the unit, ward or department, and keeps the unit apart', () => {
    for (const job of JOBS)
      LAYOUTS.forEach((layout, l) => {
        const [from, to] = DATES[l % DATES.length]!;
        const profile = readResumeProfile(
          resume(PEOPLE[l % PEOPLE.length]!, CONTACT_LINES[0]!, layout(job, from, to)),
        );
        const where = `${job.title} / layout ${l}`;
        expect(profile.positions, where).toHaveLength(1);
        expect(profile.positions[0], where).toMatchObject({
          title: job.title,
          employer: job.employer,
          unit: job.unit,
          start: from,
          end: to,
          current: true,
        });
      });
  });

  it('never takes a date, a city or a certificate for an employer; leaves it empty instead', () => {
    const lines = [
      'Software Engineer, June 2022 – Present',
      'Software Engineer | June 2022 - Present',
      'Software Engineer                     2022 – 2024',
      'Warehouse Operative, Corby, UK        2013 – 2016',
      'Care Assistant, Austin, TX (2015 - 2017)',
    ];
    for (const line of lines) {
      const profile = readResumeProfile(
        `Jane Doe\njane@example.com\n\nExperience\n${line}\n- Did the work well every day`,
      );
      expect(profile.positions, line).toHaveLength(1);
      expect(profile.positions[0]!.employer, line).toBeNull();
      expect(profile.positions[0]!.start, line).toMatch(/20\d\d/);
    }
    // Certificates stay certificates, never positions.
    const profile = readResumeProfile(
      resume(PEOPLE[0]!, CONTACT_LINES[0]!, LAYOUTS[0]!(JOBS[0]!, 'Mar 2019', 'Present')),
    );
    expect(profile.certifications.map((c) => c.name)).toEqual(['BLS', 'ACLS', 'PMP Certification']);
    expect(profile.certifications[2]!.expires).toBe('05/2027');
    expect(profile.positions.map((p) => p.title)).toEqual(['Staff Nurse']);
  });

  it('reads the roles under one employer line, each with its own dates, and keeps the current one', () => {
    for (const [from, to] of DATES) {
      const text = `Jane Doe\njane@example.com\n\nWork History\nNorthgate Logistics, Crick, Northamptonshire\n   Team Leader, Outbound        ${from} – ${to}\n   • Ran the night shift\n\n   Shift Supervisor, Goods In      Jun 2016 – Feb 2019\n   • Supervised inbound loads\n\n   Reach Truck Operator           2014 – 2016\n\nHalden Foods Ltd, Corby\n   Warehouse Operative            2011 – 2014\n   • Picked 180 cases an hour`;
      const positions = readResumeProfile(text).positions;
      expect(positions.map((p) => [p.title, p.employer, p.current])).toEqual([
        ['Team Leader', 'Northgate Logistics', true],
        ['Shift Supervisor', 'Northgate Logistics', false],
        ['Reach Truck Operator', 'Northgate Logistics', false],
        ['Warehouse Operative', 'Halden Foods Ltd', false],
      ]);
      // Each result is credited to the employer it was listed under.
      const facts = extractResumeFacts({ resumeText: text });
      expect(facts.achievements.find((a) => a.text.startsWith('Picked'))?.employer).toBe('Halden Foods Ltd');
      expect(facts.achievements.find((a) => a.text.startsWith('Ran the'))?.employer).toBe(
        'Northgate Logistics',
      );
    }
  });

  it('cites results only from jobs, projects and achievements, never licence, skills or education lines', () => {
    for (const heading of ['LICENCES & TRAINING', 'Certifications', 'Education', 'Skills']) {
      const text = `Jane Doe\njane@example.com\n\nExperience\nTeam Leader, Northgate Logistics, 2019 - Present\n- Ran the night shift for 40 colleagues\n\n${heading}\n- Forklift Licence (Counterbalance) – RTITB, renewed Mar 2024\n- First Aid at Work (3-day), expires Oct 2025\n\nAchievements\n- Site safety award 2022 for zero lost-time incidents\n\nReferences available on request.`;
      const facts = extractResumeFacts({ resumeText: text });
      expect(
        facts.achievements.map((a) => a.text),
        heading,
      ).toEqual([
        'Ran the night shift for 40 colleagues',
        'Site safety award 2022 for zero lost-time incidents',
      ]);
      expect(facts.skills.join(' '), heading).not.toMatch(/request/i);
    }
  });

  it('reads degree lines in the forms resumes use', () => {
    const cases: [
      string,
      { degree: string; field: string | null; institution: string | null; year: string | null },
    ][] = [
      [
        'B.S. in Accounting, Lakeshore University, 2015',
        { degree: 'B.S.', field: 'Accounting', institution: 'Lakeshore University', year: '2015' },
      ],
      [
        'MSc Data Science | University of Harrowgate | 2021 | Distinction',
        { degree: 'MSc', field: 'Data Science', institution: 'University of Harrowgate', year: '2021' },
      ],
      [
        'Bachelor of Arts (Hons) Graphic Design — Kingsbridge School of Art, 2:1, 2018',
        {
          degree: 'Bachelor of Arts',
          field: 'Graphic Design',
          institution: 'Kingsbridge School of Art',
          year: '2018',
        },
      ],
      [
        'PGCE Secondary Science (with QTS), University of Leeds, 2019',
        { degree: 'PGCE', field: 'Secondary Science', institution: 'University of Leeds', year: '2019' },
      ],
    ];
    for (const [line, expected] of cases) {
      const [education] = readResumeProfile(`Jane Doe\n\nEducation\n${line}`).education;
      expect(education, line).toMatchObject({
        ...expected,
        degree: expect.stringContaining(expected.degree),
      });
    }
  });

  it('never signs with a company or place line printed above the name, nor with the icons beside it', () => {
    const tops = [
      'Brightwave Labs HQ',
      'Riverside General Hospital',
      'Austin, TX',
      'Harbour Point, WA, USA',
      'Acme HQ, Mountain View, CA, USA',
    ];
    for (const top of tops)
      for (const nameLine of ['Nadia Kerr', 'Nadia Kerr I (555) 014-2233', 'NADIA KERR  nadia@example.com'])
        expect(
          readResumeProfile(
            `${top}\n${nameLine}\nnadia@example.com\n\nExperience\nNurse, Acme Clinic, 2019 - 2021`,
          ).name,
          `${top} / ${nameLine}`,
        ).toBe('Nadia Kerr');
  });

  it('reads credentials, languages and paired certificates in the ways resumes write them', () => {
    const headers = ['CURRICULUM VITAE\n\nLaToya Grant, CPhT', 'LaToya Grant, M.Ed.', 'LaToya Grant, RN-BC'];
    for (const header of headers) {
      const read = readResumeProfile(`${header}\nlatoya@example.com`);
      expect(read.name, header).toBe('LaToya Grant');
      expect(read.credentials, header).toHaveLength(1);
    }
    // From capitals alone the inner capital cannot be known: proper case is the honest reading.
    expect(readResumeProfile('LATOYA GRANT, RN-BC\nlatoya@example.com').name).toBe('Latoya Grant');
    const profile = readResumeProfile(
      `Ana Ruiz\nSan Antonio, TX | 210-555-0172 | ana@example.com | Bilingual English/Spanish\n\nCertifications\nBLS & ACLS (AHA), exp. 07/2025\nPALS and NRP — American Heart Association\n\nLanguages\nPolish — fluent (spoken and written)\nBritish Sign Language (Level 2)`,
    );
    expect(profile.languages.map((l) => l.language)).toEqual([
      'Polish',
      'British Sign Language',
      'English',
      'Spanish',
    ]);
    expect(profile.languages.find((l) => l.language === 'Polish')!.level).toBe('fluent');
    expect(profile.certifications.map((c) => [c.name, c.expires])).toEqual([
      ['BLS', '07/2025'],
      ['ACLS', '07/2025'],
      ['PALS', null],
      ['NRP', null],
    ]);
  });

  it('reads an unknown all-caps block heading as a section, not as an employer', () => {
    const text = `Jane Doe\njane@example.com\n\nEXPERIENCE\nServer, Panini's Bar and Grill, Kent, OH     August 2014 - May 2015\n- Served 60 covers a night\n\nCAMPUS INVOLVEMENT\nMember, August 2016 - Present\n- Organised the spring fundraiser`;
    const profile = readResumeProfile(text);
    expect(profile.positions.map((p) => p.employer)).toEqual(["Panini's Bar and Grill"]);
    expect(profile.positions.flatMap((p) => [p.title, p.employer])).not.toContain('CAMPUS INVOLVEMENT');
  });
});

describe('posting: title, company and keywords', () => {
  const COMPANIES = ['Lakeview Health', 'Northgate Logistics', 'Brightwave', 'Harbor & Vale Capital'];
  const CUES = [
    (c: string) => `About ${c}\n${c} builds things people use every day.`,
    (c: string) => `ABOUT ${c.toUpperCase()}\nWe have been around since 2004.`,
    (c: string) => `About us\nAt ${c}, we care about what we make.`,
    (c: string) => `Overview\nat ${c.toLowerCase()}, we care about what we make. ${c} is growing.`,
    (c: string) => `${c} is hiring a coordinator to join our team.`,
    (c: string) => `${c.toUpperCase()} IS HIRING: Coordinator`,
  ];
  const BODY =
    '\n\nResponsibilities\n- Schedule deliveries and keep the customer informed\n- Reconcile the daily logs in Excel\n\nRequirements\n- 2+ years of scheduling experience\n- Experience with SAP or a similar ERP\n- Strong attention to detail';

  it('finds the company from each kind of cue, in any case, written as the posting mostly writes it', () => {
    for (const company of COMPANIES)
      CUES.forEach((cue, k) => {
        const posting = readPosting(`Logistics Coordinator\n${cue(company)}${BODY}`);
        expect(posting.company?.toLowerCase(), `${company} / cue ${k}`).toBe(company.toLowerCase());
        // Never a keyword.
        expect(
          posting.keywords.map((w) => w.toLowerCase()),
          `${company} / cue ${k}`,
        ).not.toContain(company.toLowerCase());
      });
  });

  it('finds the employer named on its own line under the title, without the place after it', () => {
    for (const [line, company] of [
      ['Mercy General Hospital, Columbus, OH', 'Mercy General Hospital'],
      ['Ashcombe Primary School, Ashcombe Road, Bristol BS5', 'Ashcombe Primary School'],
      ['Calloway Process Systems Ltd', 'Calloway Process Systems Ltd'],
      ['The Plough at Ashby Wold – near Stamford, Lincolnshire', 'The Plough at Ashby Wold'],
    ])
      expect(readPosting(`Staff Nurse\n${line}\n\nThe Plough is a pub.${BODY}`).company, line).toBe(company);
    // A heading, a sentence or a place is not an employer.
    for (const line of ['ABOUT THE SALTMARSH INN', 'At Lakeview Health, we care', 'Company Description'])
      expect(readPosting(`Staff Nurse\n${line}\n${BODY}`).company, line).not.toBe(line);
  });

  it('reads job titles as postings print them, nursing ones included', () => {
    const titles = [
      'RN – Med/Surg (Nights)',
      'Registered Nurse, Emergency Department',
      'LPN - Long Term Care',
      'Charge Nurse – ICU',
      'Teacher of Science (maternity cover)',
      'Warehouse Team Lead – 2nd shift',
    ];
    for (const title of titles) expect(readPosting(`${title}\n${BODY}`).title).toBe(title);
    expect(readPosting(`Home / Careers / Nursing / RN – Med/Surg (Nights)\n${BODY}`).title).toBe(
      'RN – Med/Surg (Nights)',
    );
    expect(readPosting(`Job Title: HR Generalist${BODY}`).title).toBe('HR Generalist');
    expect(readPosting(`We're hiring a Data Analyst to join the team.${BODY}`).title).toBe('Data Analyst');
  });

  it('finds Go, R and C# as skills, and not "go" or "r" as words', () => {
    const skill = [
      'Experience with Go and PostgreSQL',
      'Services written in Go, Python or Rust',
      'You know R or Python for statistics',
      '3+ years with C# and .NET',
    ];
    const words = [
      'You are the go-to person for payroll',
      'Go ahead and apply today',
      'Ready to go the extra mile',
      'Section R of the form',
    ];
    const wrap = (line: string) =>
      `Analyst\n\nRequirements\n- ${line}\n- Experience with SQL and Excel\n- A degree in a numerate subject`;
    expect(readPosting(wrap(skill[0]!)).keywords).toContain('Go');
    expect(readPosting(wrap(skill[1]!)).keywords).toContain('Go');
    expect(readPosting(wrap(skill[2]!)).keywords).toContain('R');
    expect(readPosting(wrap(skill[3]!)).keywords).toContain('C#');
    for (const line of words) {
      const keywords = readPosting(wrap(line)).keywords;
      expect(keywords, line).not.toContain('Go');
      expect(keywords, line).not.toContain('R');
    }
  });

  it('keeps filler words and the benefits text out of the keywords', () => {
    const posting = readPosting(
      `Account Executive\nAt Fennel, we are another deep, central, exciting, fast-paced team. Fennel Fennel Fennel.\n\nRequirements\n- Experience with Salesforce and HubSpot\n- Another deep love of central, dynamic, passionate selling\n- A proven record of exceeding quota\n\nBenefits\n- Deep discounts, central office, dental insurance`,
    );
    const lower = posting.keywords.map((k) => k.toLowerCase());
    for (const filler of [
      'another',
      'deep',
      'central',
      'exciting',
      'dynamic',
      'passionate',
      'fennel',
      'dental',
      'insurance',
    ])
      expect(lower).not.toContain(filler);
    expect(posting.keywords).toEqual(expect.arrayContaining(['Salesforce', 'HubSpot']));
  });

  it('ends a bulleted list of requirements at the plain paragraph after it', () => {
    const posting = readPosting(
      `Second Grade Teacher\nSaguaro Wash Schools\n\nPreferred Qualifications:\n• 2+ years of classroom teaching\n• Bilingual English/Spanish\n\nPhysical Requirements: Frequent standing and kneeling; ability to lift up to 25 lbs.\n\nApplication Procedure: Apply online. Incomplete applications will not be considered.\n\nPosted 5 days ago · Report job`,
    );
    expect(posting.niceToHaves).toEqual(['2+ years of classroom teaching', 'Bilingual English/Spanish']);
    // A list written as plain sentences under its heading is still read whole.
    const plain = readPosting(
      `Payroll Officer\nFerncastle Group\n\nRequirements\nYou have run payroll for 500+ staff.\n\nYou know Sage 50 well.`,
    );
    expect(plain.mustHaves).toEqual(['You have run payroll for 500+ staff.', 'You know Sage 50 well.']);
  });
});

describe('evidence: other wordings count, thin postings get no score', () => {
  const RESUME = `Maria Okafor\nmaria@example.com\n\nExperience\nStaff Nurse, Cardiac ICU | Riverside General Hospital | 2019 - Present\n- Lead patient and family education (teach-back) before discharge\n- Chart in Epic for 4 patients per shift\n\nLanguages\nEnglish (native), Spanish (fluent)`;
  const POSTING = `Registered Nurse\n\nRequirements\n- Patient education for patients and families\n- Bilingual English/Spanish a plus\n- EHR documentation experience\n- Wound care certification\n- Two years of acute care nursing on a busy unit`;

  it('links requirements to the lines that prove them through synonyms, and lists the gaps', () => {
    const match = matchEvidence(readResumeProfile(RESUME), readPosting(POSTING), RESUME);
    const requirement = (start: string) =>
      match.requirements.find((r) => r.kind === 'must' && r.text.startsWith(start))!;
    expect(requirement('Patient education').met).toBe(true);
    expect(requirement('Bilingual').met).toBe(true);
    expect(requirement('Bilingual').evidence[0]!.text).toContain('Spanish (fluent)');
    // 'Epic' proves an EHR requirement; the line belongs to the ICU position.
    expect(requirement('EHR').evidence[0]).toMatchObject({ position: 0 });
    expect(match.gaps).toContain('Wound care certification');
  });

  it('gives no score to a posting too short to judge, whatever the resume', () => {
    for (const thin of [
      'nurse',
      'Looking for a driver. Must have licence. Call today.',
      'Sales job, good pay',
    ]) {
      const match = matchEvidence(readResumeProfile(RESUME), readPosting(thin), RESUME);
      expect(match.score, thin).toBeNull();
      expect(match.warning).toBe('thin_posting');
    }
  });

  it('keeps a model analysis only where the texts bear it out', () => {
    const input = {
      jobDescription: `${POSTING}\n- Salesforce experience`,
      resumeText: RESUME,
      companyName: null,
    };
    const model: JobAnalysis = {
      role: 'Chief Medical Officer',
      company: 'Invented Corp',
      seniority: 'executive',
      keyRequirements: ['Patient education for patients and families', 'Ten years as a surgeon'],
      keywords: ['patient education', 'Salesforce', 'neurosurgery'],
      language: 'en',
      matchScore: 99,
      matchedKeywords: ['Salesforce', 'neurosurgery'],
      missingKeywords: [],
      analysis: 'A perfect match.',
    };
    const grounded = groundAnalysis(model, input);
    expect(grounded.role).toBe(analyzeJob(input).role);
    expect(grounded.company).toBeNull();
    expect(grounded.keyRequirements).toEqual(['Patient education for patients and families']);
    expect(grounded.keywords).toEqual(['patient education', 'Salesforce']);
    expect(grounded.matchedKeywords).toEqual(['patient education']);
    expect(grounded.missingKeywords).toEqual(['Salesforce']);
    expect(grounded.matchScore).not.toBe(99);
  });
});

describe('offline Clean & Summarize', () => {
  it('says what it removed, and says so when there was nothing to remove', () => {
    const page = `Home\nJobs\nWarehouse Team Lead\n\nResponsibilities\n- Run the night shift\n\nBenefits\n- Free parking\n- Pension\n\nWe use cookies to improve your experience. Accept all\nAcme is an equal opportunity employer.\nSimilar jobs`;
    const cleaned = cleanPosting(page);
    expect(cleaned.text).toBe('Warehouse Team Lead\n\nResponsibilities\n- Run the night shift');
    expect(cleaned.removed).toEqual({ navigation: 2, cookies: 1, benefits: 3, legal: 1, otherJobs: 1 });
    const clean = cleanPosting('Warehouse Team Lead\n\nResponsibilities\n- Run the night shift');
    expect(Object.values(clean.removed).every((n) => n === 0)).toBe(true);
  });
});

describe('names that end in a full stop', () => {
  it('end their sentence without a doubled full stop', () => {
    const request = {
      templateId: 1,
      jobDescription:
        'Staff Accountant at Bellweather Home Goods, Inc.\n\nRequirements\n- 2+ years of general ledger accounting and month-end close\n- Strong Excel skills, including pivot tables\n- Experience with NetSuite or another ERP system',
      resumeText:
        'Angela Morrow\nangela@example.com\n\nExperience\nSenior Accountant, Harlan & Voss LLP, 2021 - Present\n- Lead the month-end close for three entities in NetSuite\n\nStaff Accountant, Lakeshore Industrial Supply Co., 2017 - 2021\n- Built pivot table reports in Excel for 12 managers',
      recipient: 'hiring_manager' as const,
      companyName: null,
      length: 'standard' as const,
    };
    const analysis = analyzeJob(request);
    const letter = writeLetter({
      request,
      analysis,
      template: { id: 1, name: 'Professional', style: 'formal' },
    });
    expect(letter).toContain('Lakeshore Industrial Supply Co.');
    expect(letter).not.toMatch(/(?:Co|Inc)\.\./);
  });
});

describe('articles before letters read aloud', () => {
  it('writes "an NVQ", "an MEng", "an MSc" and keeps "a BSc"', () => {
    for (const [degree, article] of [
      ['NVQ Level 3 in Warehousing', 'an'],
      ['MEng Mechanical Engineering', 'an'],
      ['MSc Data Science', 'an'],
      ['BSc Mathematics', 'a'],
    ] as const) {
      const request = {
        templateId: 1,
        jobDescription:
          'Planner at Acme Ltd\n\nRequirements\n- 2+ years of planning experience in a busy warehouse\n- Strong Excel skills and attention to detail\n- A relevant qualification',
        resumeText: `Jo Park\njo@example.com\n\nExperience\nPlanner, Northgate Logistics, 2019 - Present\n- Planned labour for 40 colleagues against the weekly forecast\n\nEducation\n${degree}, Nene Valley College, 2018`,
        recipient: 'hiring_manager' as const,
        companyName: null,
        length: 'standard' as const,
      };
      const letter = writeLetter({
        request,
        analysis: analyzeJob(request),
        template: { id: 1, name: 'Professional', style: 'formal' },
      });
      const first = degree.split(' ')[0]!;
      expect(letter, degree).toContain(first);
      expect(letter, degree).toMatch(new RegExp(`\\b${article} ${first}\\b`));
    }
  });
});
