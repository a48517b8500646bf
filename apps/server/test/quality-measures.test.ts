import type { ProfilePosition, ResumeProfile } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import {
  carriesResult,
  countShared,
  factKeys,
  introducedNames,
  type LetterSentence,
  makeClaimChecker,
  makeFragmentChecker,
  makeGenericChecker,
  makeGrammarChecker,
  mentionsMustHave,
  mustHaveTerms,
  namesCompany,
  namesRole,
  splitLetter,
  splitSentences,
  takesAn,
  usesFact,
  wordRange,
} from '../bench/quality/measures';

/** The measures the letter-quality bench prints (bench/quality/measures.ts), on tiny hand-made letters. */

const para = (...texts: string[]): LetterSentence[] => texts.map((text) => ({ text, paragraph: 0 }));

const position = (title: string, employer: string | null, bullets: string[]): ProfilePosition => ({
  title,
  employer,
  unit: null,
  location: null,
  start: null,
  end: null,
  current: false,
  bullets,
  lines: [0, 0],
});

const profile = (positions: ProfilePosition[], extra: Partial<ResumeProfile> = {}): ResumeProfile => ({
  name: 'Dana Reyes',
  credentials: [],
  headline: null,
  summary: null,
  contact: { email: null, phone: null, location: null, links: [] },
  positions,
  education: [],
  certifications: [],
  skills: [],
  languages: [],
  projects: [],
  volunteering: [],
  lineCount: 10,
  ...extra,
});

const RESUME = `Dana Reyes
Account Manager, Ledgerly (2019 - Present)
- Reduced churn by 12% across 40 key accounts
- Caseload of 25 patients on a 30-bed ward
Sales Associate, Copperline Digital (2016 - 2019)
- Shipped React dashboards used by 3,000 merchants
Volunteering: Member, Leeds Rotary Club
BSc Economics, University of Leeds`;

const POSTING = `Customer Success Lead at Brightwave Labs
Requirements: 3+ years in account management; CRM experience.`;

const PROFILE = profile(
  [
    position('Account Manager', 'Ledgerly', [
      'Reduced churn by 12% across 40 key accounts',
      'Caseload of 25 patients on a 30-bed ward',
    ]),
    position('Sales Associate', 'Copperline Digital', ['Shipped React dashboards used by 3,000 merchants']),
  ],
  {
    education: [
      {
        degree: 'BSc Economics',
        field: null,
        institution: 'University of Leeds',
        year: null,
        grade: null,
        lines: [7, 7],
      },
    ],
  },
);

describe('splitLetter and splitSentences', () => {
  it('sets the greeting and sign-off apart and splits the body into sentences by paragraph', () => {
    const letter =
      'Dear Hiring Manager,\n\nI am applying. I led a team!\n\nThank you for reading.\n\nSincerely,\nDana Reyes';
    expect(splitLetter(letter)).toEqual({
      greeting: 'Dear Hiring Manager,',
      sentences: [
        { text: 'I am applying.', paragraph: 0 },
        { text: 'I led a team!', paragraph: 0 },
        { text: 'Thank you for reading.', paragraph: 1 },
      ],
      signoff: 'Sincerely,\nDana Reyes',
    });
  });

  it('keeps abbreviations and initials inside a sentence, but ends at a name abbreviation before "I"', () => {
    expect(splitSentences('I worked with Dr. Patel and J. Smith at Acme Co. I look forward to it.')).toEqual([
      'I worked with Dr. Patel and J. Smith at Acme Co.',
      'I look forward to it.',
    ]);
    expect(splitSentences('I also hold a B.S. Finance from Boston College.')).toEqual([
      'I also hold a B.S. Finance from Boston College.',
    ]);
    // A lower-case word after a full stop still starts a sentence (so it can be counted as one).
    expect(splitSentences('I am ready. and keen.')).toEqual(['I am ready.', 'and keen.']);
  });
});

describe('claims (measure 1)', () => {
  const check = makeClaimChecker({
    resume: RESUME,
    posting: POSTING,
    profile: PROFILE,
    companies: ['Brightwave Labs'],
  });
  const kinds = (...texts: string[]) => check(para(...texts)).map((f) => f.kind);

  it('accepts names from the resume and the posting, in their place', () => {
    expect(
      kinds(
        'I would bring my experience to Brightwave Labs.',
        'At Ledgerly, I reduced churn by 12% across 40 key accounts.',
        'I also hold a BSc Economics from University of Leeds.',
        'Before that, I worked as Sales Associate at Copperline Digital.',
      ),
    ).toEqual([]);
  });

  it('finds a name in neither text', () => {
    const [finding] = check(para('At Globex Corporation, I led the renewals desk.'));
    expect(finding).toMatchObject({ kind: 'unknown name' });
    expect(finding!.reason).toContain('"Globex Corporation"');
  });

  it('finds a resume name presented as a workplace, and the posting company as the candidate employer', () => {
    expect(kinds('At Leeds Rotary Club, I ran the quarterly fundraiser.')).toEqual([
      'resume name as workplace',
    ]);
    expect(kinds('At Brightwave Labs, I reduced churn by 12% across 40 key accounts.')).toEqual([
      'result of another employer',
    ]);
    expect(
      kinds('I would bring the way I reduced churn by 12% across 40 key accounts to Brightwave Labs.'),
    ).toEqual([]);
  });

  it('finds a result paired with another employer, directly or through a back-reference', () => {
    expect(kinds('At Ledgerly, I shipped React dashboards used by 3,000 merchants.')).toEqual([
      'result of another employer',
    ]);
    expect(
      kinds(
        'At Copperline Digital, I shipped React dashboards used by 3,000 merchants.',
        'That speaks to your requirements.',
        'There, I also reduced churn by 12% across 40 key accounts.',
      ),
    ).toEqual(['result of another employer']);
    // A new paragraph forgets the employer.
    expect(
      check([
        { text: 'At Copperline Digital, I shipped dashboards.', paragraph: 0 },
        { text: 'I also reduced churn by 12% across 40 key accounts.', paragraph: 1 },
      ]),
    ).toEqual([]);
  });

  it('finds a title the resume lists under another employer', () => {
    expect(kinds('My time as Sales Associate at Ledgerly prepared me well.')).toEqual([
      'title of another employer',
    ]);
  });

  it('finds numbers, in digits or words, in neither text', () => {
    expect(kinds('I cut costs by 37% in 2019.')).toEqual(['number']);
    expect(kinds('I bring eight years of experience.')).toEqual(['number']);
    expect(kinds('I bring three years of experience and 3,000 merchants.')).toEqual([]);
  });

  it('carriesResult needs a run of words or a number with words of the bullet', () => {
    const bullet = 'Reduced churn by 12% across 40 key accounts';
    expect(carriesResult('I reduced churn by 12% across them.', bullet)).toBe(true);
    expect(carriesResult('Churn fell 12% on 40 key accounts.', bullet)).toBe(true);
    expect(carriesResult('I have 12 years behind me.', bullet)).toBe(false);
  });

  it('introducedNames reads capitalised runs after at/with/for/from', () => {
    expect(introducedNames('I applied for the Lead role at Harbor & Vale Capital, with Excel.')).toEqual([
      { preposition: 'for', name: 'Lead' },
      { preposition: 'at', name: 'Harbor & Vale Capital' },
      { preposition: 'with', name: 'Excel' },
    ]);
  });
});

describe('pasted bullet fragments (measure 2)', () => {
  const check = makeFragmentChecker([
    'Reduced churn by 12% across 40 key accounts',
    'Caseload of 25 patients on a 30-bed ward',
  ]);
  const kinds = (text: string) => check(para(text)).map((f) => f.kind);

  it('accepts a bullet turned into a first-person sentence', () => {
    expect(kinds('At Ledgerly, I reduced churn by 12% across 40 key accounts.')).toEqual([]);
  });

  it('finds a bullet after a colon, with its capitalised verb, or as a sentence of its own', () => {
    expect(kinds('One result stands out: Reduced churn by 12% across 40 key accounts.')).toEqual([
      'after punctuation',
    ]);
    expect(kinds('At Ledgerly, Reduced churn by 12% across 40 key accounts.')).toEqual(['capitalised verb']);
    expect(kinds('Reduced churn by 12% across 40 key accounts.')).toEqual(['capitalised verb']);
    expect(kinds('Caseload of 25 patients on a 30-bed ward.')).toEqual(['bullet as written']);
  });

  it('ignores runs shorter than six words', () => {
    expect(kinds('Results: Reduced churn by 12% overall.')).toEqual([]);
  });
});

describe('shared sentences (measures 3 and 4)', () => {
  it('counts, per item, the sentences another owner also has (case and final stop aside)', () => {
    expect(
      countShared([
        { owner: 'a', sentences: ['Thank you for reading.', 'I led a team.'] },
        { owner: 'a', sentences: ['I led a team.'] },
        { owner: 'b', sentences: ['thank you for reading', 'I sold boats.'] },
      ]),
    ).toEqual([1, 0, 1]);
  });
});

describe('must-haves (measure 5) and key facts (measure 6)', () => {
  it('mustHaveTerms keeps distinctive and content words, not generic requirement words', () => {
    expect(mustHaveTerms('EPA 608 Universal certification')).toEqual([
      'EPA',
      '608',
      'Universal',
      'certification',
    ]);
    expect(mustHaveTerms('Proven ability to manage a caseload')).toEqual(['manage', 'caseload']);
  });

  it('mentionsMustHave matches a key term, by stem', () => {
    expect(mentionsMustHave('I managed a caseload of 25.', 'Proven ability to manage a caseload')).toBe(true);
    expect(mentionsMustHave('I hold a driving licence.', 'Valid Ohio driver’s license')).toBe(true);
    expect(mentionsMustHave('I hold a forklift ticket.', 'Valid Ohio driver’s license')).toBe(false);
    expect(mentionsMustHave('My EPA card is current.', 'EPA 608 Universal certification')).toBe(true);
  });

  it('factKeys uses a credential name or a result number', () => {
    expect(factKeys('EPA Section 608 Universal Certification (2017)')).toEqual([
      'EPA Section 608 Universal Certification (2017)',
      'EPA Section 608 Universal Certification',
      'EPA',
      '608',
    ]);
    expect(factKeys('91% first-time fix rate in 2024 (company average 82%)')).toContain('91%');
    expect(factKeys('Trained 2 commis who were promoted within a year')).toContain('2 commis');
    expect(factKeys('NCLEX-RN: Authorization to Test received')).toContain('NCLEX-RN');
  });

  it('usesFact finds a key in the letter', () => {
    expect(usesFact('I keep a 91% first-time fix rate.', '91% first-time fix rate in 2024')).toBe(true);
    expect(usesFact('I hold EPA 608 certification.', 'EPA Section 608 Universal Certification (2017)')).toBe(
      true,
    );
    expect(usesFact('I fix things first time.', '91% first-time fix rate in 2024')).toBe(false);
  });
});

describe('company, role (measure 7) and word range (measure 8)', () => {
  it('names the company in its forms and the role or its short form', () => {
    expect(namesCompany('at Lone Star Clean Supply Co and', 'Lone Star Clean Supply Co.')).toBe(true);
    expect(namesCompany('Dear Plough at Ashby Wold Hiring Team,', 'The Plough at Ashby Wold')).toBe(true);
    expect(namesCompany('at Oakfield Inns, where', 'Oakfield Inns Ltd')).toBe(true);
    expect(namesCompany('at Oakfield, where', 'Oakfield Inns Ltd')).toBe(false);
    expect(namesCompany('at Heatherbank House, where', 'Heatherbank House Care Home')).toBe(true);
    expect(namesCompany('at Heatherbank, where', 'Heatherbank House Care Home')).toBe(false);
    expect(namesRole('the Teaching Assistant position', 'Teaching Assistant (Level 2)')).toBe(true);
    expect(namesRole('the HVAC Technician position', 'HVAC Technician - Nights')).toBe(true);
    expect(namesRole('the Technician position', 'HVAC Technician')).toBe(false);
  });

  it('wordRange uses the contract ranges', () => {
    expect(wordRange('word '.repeat(150), 'concise')).toEqual({ words: 150, inRange: true });
    expect(wordRange('word '.repeat(221), 'concise')).toEqual({ words: 221, inRange: false });
  });
});

describe('grammar (measure 9)', () => {
  const us = makeGrammarChecker({ locale: 'en-US', sources: 'The Riverside Medical Centre' });
  const reasons = (text: string) => us(para(text)).map((f) => f.reason);

  it('takesAn goes by the first sound', () => {
    expect(
      ['apple', 'hour', 'honest', 'RN', 'MSc', 'NVQ', '8-hour', '11-bed', 'A.A.S.'].map(takesAn),
    ).toEqual(Array(9).fill(true));
    expect(
      ['university', 'user', 'one', 'European', 'CSCS', 'BSc', 'UK', '12-hour', 'NASA'].map(takesAn),
    ).toEqual(Array(9).fill(false));
    expect(takesAn('HVAC')).toBeNull();
  });

  it('flags a/an, a lower-case start and doubled punctuation', () => {
    expect(reasons('I hold a MSc and an university degree.')).toEqual([
      '"a MSc" should be "an MSc"',
      '"an university" should be "a university"',
    ]);
    expect(reasons('A hour later I left.')).toEqual(['"A hour" should be "an hour"']);
    expect(reasons('and then I left.')).toEqual(['starts with a lower-case letter']);
    expect(reasons('I left Acme Co.. Then , I rested.')).toEqual([
      'doubled punctuation ".."',
      'doubled punctuation "␣,"',
    ]);
    expect(reasons('I waited... and left, happily; then rested.')).toEqual([]);
  });

  it('flags British spellings in en-US letters only, unless the inputs use them', () => {
    expect(reasons('I organised the colour programme at the Centre.')).toEqual([
      'British spelling "organised" in an en-US letter',
      'British spelling "colour" in an en-US letter',
      'British spelling "programme" in an en-US letter',
    ]);
    expect(reasons('I ran the program and wrote analyses for my license.')).toEqual([]);
    const gb = makeGrammarChecker({ locale: 'en-GB', sources: '' });
    expect(gb(para('I organised the programme.'))).toEqual([]);
  });
});

describe('generic sentences (measure 10)', () => {
  it('finds sentences with no content word or number of the resume or posting', () => {
    const check = makeGenericChecker(`${RESUME}\n${POSTING}`);
    const found = check(
      para(
        'I respond well to feedback and act on it quickly.',
        'I managed key accounts for years.',
        'I bring 3,000 of them.',
        'Thank you for your time.',
      ),
    ).map((f) => f.sentence);
    expect(found).toEqual(['I respond well to feedback and act on it quickly.', 'Thank you for your time.']);
  });
});
