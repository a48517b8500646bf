/**
 * The letter's plan (issue 19, first part): bullets become first-person sentences in the tense of
 * their role, and the plan picks evidence, credentials, asks and the current role from the
 * resume's own lines. By classes of input: verbs regular and irregular, duties and results,
 * current and past roles, nouns that open bullets.
 */
import { describe, expect, it } from 'vitest';
import { matchEvidence, planLetter, readPosting, readResumeProfile } from '../src';
import { bulletSentences, firstPersonSentence, pastOf } from '../src/plan/sentences';

describe('bullets as first-person sentences', () => {
  it('puts past results in the past for a past role and in the present perfect for the current one', () => {
    const results = [
      'Reduced churn by 12%',
      'Led a team of 8 pickers',
      'Built a reporting pipeline used by 40 managers',
      'Cut dock-to-stock time from 26 to 14 hours',
    ];
    for (const bullet of results) {
      const past = firstPersonSentence(bullet, 'past')!;
      const current = firstPersonSentence(bullet, 'current')!;
      expect(past, bullet).toMatch(/^I [a-z]+ .+\.$/);
      expect(current, bullet).toMatch(/^I have [a-z]+ .+\.$/);
      // The numbers and names stay exactly as the resume writes them.
      for (const number of bullet.match(/\d+%?/g) ?? []) expect(current).toContain(number);
    }
  });

  it('keeps duties in the present for the current role and puts them in the past for a past role', () => {
    const duties: [string, string, string][] = [
      ['Lead the month-end close for three entities', 'I lead', 'I led'],
      ['Manage 12 clinic accounts', 'I manage', 'I managed'],
      ['Plan labour against forecast', 'I plan', 'I planned'],
      ['Care for 2 patients per shift', 'I care', 'I cared'],
      [
        'Supervise and review the work of two accountants',
        'I supervise and review',
        'I supervised and reviewed',
      ],
      ['Manages the rota', 'I manage', 'I managed'],
    ];
    for (const [bullet, present, past] of duties) {
      expect(firstPersonSentence(bullet, 'current'), bullet).toMatch(new RegExp(`^${present} `));
      expect(firstPersonSentence(bullet, 'past'), bullet).toMatch(new RegExp(`^${past} `));
    }
    expect(['carry', 'ship', 'stop', 'lead', 'run'].map(pastOf)).toEqual([
      'carried',
      'shipped',
      'stopped',
      'led',
      'ran',
    ]);
  });

  it('never pastes a bullet that does not open with a verb', () => {
    for (const bullet of [
      'Audit of 120 discharged patients',
      'Certified Scrum Master',
      'Journal entries and accruals',
      'Unit super-user for the EHR conversion',
      'The first nurse on the unit',
    ])
      expect(firstPersonSentence(bullet, 'past'), bullet).toBeNull();
  });

  it('writes what was done to the writer in the passive, and each clause after a semicolon as a sentence', () => {
    expect(
      bulletSentences('Promoted to senior in 2018; supervised teams of up to four associates', 'past'),
    ).toBe('I was promoted to senior in 2018. I supervised teams of up to four associates.');
    expect(
      bulletSentences('Lead the close for three entities; review 60+ reconciliations monthly', 'current'),
    ).toBe('I lead the close for three entities. I review 60+ reconciliations monthly.');
  });

  it('tells a list of duties as the work, leaving off a short name a semicolon adds after it', () => {
    expect(bulletSentences('Food prep, serving and cleaning; Level 2 Food Hygiene', 'past')).toBe(
      'My work included food prep, serving and cleaning.',
    );
    expect(bulletSentences('Food prep, serving and cleaning; Food Hygiene', 'past')).toBe(
      'My work included food prep, serving and cleaning.',
    );
    // A result after the semicolon stays: it is the point of the bullet.
    expect(bulletSentences('Rebuilt the test suite; escaped defects down 45%', 'past')).toBe(
      'I rebuilt the test suite; escaped defects down 45%.',
    );
  });
});

describe('the plan', () => {
  const RESUME = `Maria Okafor
maria@example.com

Experience
Staff Nurse, Cardiac ICU | Riverside General Hospital | Mar 2019 – Present
- Provide patient and family education before discharge for 4 patients a shift
- Reduced central line infections by 30% with a new dressing audit
Registered Nurse | Mercy West Medical Center | Jun 2016 – Feb 2019
- Administered medications and IV therapy on a 32-bed telemetry unit
- Member of the unit practice council

Licenses & Certifications
RN License #RN.445120, Ohio, exp. 08/2026
BLS, ACLS`;
  const POSTING = `Registered Nurse – Telemetry
At lakeview health, we care for patients across three hospitals.

Requirements
- Patient education for patients and families
- IV therapy and medication administration on a telemetry unit
- Current Ohio RN license and BLS
- Experience with wound vac therapy

Please include a link to your portfolio of quality projects.`;

  const plan = (length: 'concise' | 'standard' | 'comprehensive') => {
    const profile = readResumeProfile(RESUME);
    const posting = readPosting(POSTING);
    return planLetter({
      profile,
      posting,
      match: matchEvidence(profile, posting, RESUME),
      resumeText: RESUME,
      postingText: POSTING,
      length,
    });
  };

  it('pairs requirements with sentences from the right role, current role first, credentials the posting asks for', () => {
    const standard = plan('standard');
    expect(standard.currentRole).toMatchObject({
      title: 'Staff Nurse',
      employer: 'Riverside General Hospital',
      current: true,
    });
    expect(standard.evidence.length).toBeGreaterThanOrEqual(2);
    for (const e of standard.evidence) {
      expect(e.fact.sentence).toMatch(/^I /);
      // Each fact keeps the employer it was listed under.
      expect(RESUME.split('\n')[e.fact.line]).toContain(e.fact.source);
    }
    const education = standard.evidence.find((e) => /education/i.test(e.requirement))!;
    expect(education.fact.role?.employer).toBe('Riverside General Hospital');
    expect(education.fact.sentence).toMatch(/^I provide patient and family education/);
    const iv = standard.evidence.find((e) => /IV therapy/i.test(e.requirement))!;
    expect(iv.fact.role?.employer).toBe('Mercy West Medical Center');
    expect(iv.fact.sentence).toMatch(/^I administered medications/);
    expect(standard.credentials).toEqual(expect.arrayContaining(['RN License', 'BLS']));
    // A noun-led bullet is never planned as a sentence.
    expect(standard.evidence.map((e) => e.fact.source)).not.toContain('Member of the unit practice council');
    expect(standard.gap).toBe('Experience with wound vac therapy');
    expect(standard.asks).toEqual([
      { ask: 'include a link to your portfolio of quality projects', answer: null },
    ]);
    expect(standard.locale).toBe('en-US');
  });

  it('says more with a longer letter, never less', () => {
    const sizes = (['concise', 'standard', 'comprehensive'] as const).map((l) => {
      const p = plan(l);
      return p.evidence.length + p.headlineFacts.length + p.credentials.length;
    });
    expect(sizes[0]!).toBeLessThanOrEqual(sizes[1]!);
    expect(sizes[1]!).toBeLessThanOrEqual(sizes[2]!);
  });
});

describe('small things a reader notices', () => {
  it('writes "I have also", keeps brackets whole in skills, and tells a result once', async () => {
    const { extractResumeFacts } = await import('../src');
    const facts = extractResumeFacts({
      resumeText: `Jo Park\njo@example.com\n\nExperience\nCredit Analyst | Hill Bank | 2021 - Present\n- Built an Excel covenant tracker that cut month-end reporting from 2 days to 3 hours\n\nKey Achievements\n- Built an Excel covenant tracker that cut month-end reporting time\n\nSkills\nExcel (Power Query, pivot tables), nCino`,
    });
    expect(
      facts.achievements.filter((a) => a.text.startsWith('Built an Excel covenant tracker')),
    ).toHaveLength(1);
    expect(facts.skills.join(' | ')).not.toMatch(/[()]/);
  });
});
