/**
 * Requirement coverage and the coverage panel's sentences (issue 20, part 5): a requirement is 'in
 * your resume' only on real evidence (a credential by a credential of its kind, never by a shared
 * keyword), each requirement is listed once, and the sentences 'Add' and 'Address honestly' write
 * pass the claim check: they never state what the resume does not. Style notes are suggestions with
 * a reason, matched as whole words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { seededTemplates } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { analyzeJob, checkLetter, letterEvidence, suggestSentence, writeLetter } from '../src';

const RESUME = `Derrick Moss
derrick@example.com

Experience
HVAC Service Technician, Scioto Valley Home Services (Mar 2019 - Present)
- Diagnose and repair gas furnaces, heat pumps and split AC systems, 6-8 calls a day
- Sold 310 maintenance agreements in 2024
Installer, Buckeye Air (Jun 2016 - Feb 2019)
- Installed 140 split systems

Certifications
EPA Section 608 Universal Certification (2017)
Certificate, HVAC/R Technology
NCLEX-style Refrigerant Exam: exam scheduled
Valid Ohio driver's license, clean MVR`;

const POSTING = `HVAC Service Technician
Northwind Heating

Requirements
- 3+ years of hands-on HVAC service experience
- EPA 608 Universal certification
- Valid Ohio driver's license and an insurable driving record
- Boiler or hydronic experience

Nice to have
- Ohio HVAC contractor license
- Experience with ServiceTitan`;

const LETTER = `Dear Hiring Manager,

I am applying for the HVAC Service Technician role at Northwind Heating. In my current role at Scioto Valley Home Services, I diagnose and repair gas furnaces, heat pumps and split AC systems.

Sincerely,
Derrick Moss`;

const evidence = () =>
  letterEvidence({ letter: LETTER, resumeText: RESUME, postingText: POSTING, asOf: '2025-06-01' });
const row = (text: string) => evidence().coverage.find((r) => r.requirement.includes(text));

describe('requirement coverage', () => {
  it('meets a credential only with a held credential of its kind, quoting its line', () => {
    expect(row('EPA 608')).toMatchObject({
      status: 'in_resume_unused',
      evidence: [{ quote: 'EPA Section 608 Universal Certification (2017)' }],
    });
    // 'HVAC' appears on the resume, but no contractor licence does.
    expect(row('contractor license')).toMatchObject({ status: 'gap', evidence: [] });
    expect(row('Boiler')).toMatchObject({ status: 'gap', mustHave: true });
  });

  it('marks a requirement the letter already speaks to as in the letter, must-haves first', () => {
    const coverage = evidence().coverage;
    expect(row('hands-on HVAC service')?.status).toBe('in_letter');
    const firstNice = coverage.findIndex((r) => !r.mustHave);
    expect(coverage.slice(firstNice).every((r) => !r.mustHave)).toBe(true);
  });

  it('lists each requirement once', () => {
    const names = evidence().coverage.map((r) => r.requirement.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('sentences for the coverage panel', () => {
  const suggest = (action: 'add' | 'address_gap', requirement: string) =>
    suggestSentence({ action, requirement, resumeText: RESUME, postingText: POSTING });

  it('adds a held credential as the resume names it', () => {
    expect(suggest('add', 'EPA 608 Universal certification')).toBe(
      'I hold EPA Section 608 Universal Certification, as your posting requires.',
    );
    expect(suggest('add', "Valid Ohio driver's license and an insurable driving record")).toBe(
      "I hold a valid Ohio driver's license, as your posting requires.",
    );
  });

  it('writes nothing for a credential the resume does not hold', () => {
    expect(suggest('add', 'Ohio HVAC contractor license')).toBeNull();
  });

  it('addresses a gap without claiming it', () => {
    const sentence = suggest('address_gap', 'Boiler or hydronic experience')!;
    expect(sentence).toBe(
      'Your posting asks for boiler or hydronic experience; my resume does not show that yet, and I would make it an early priority.',
    );
    const check = checkLetter({
      letter: LETTER.replace('Sincerely', `${sentence}\n\nSincerely`),
      resumeText: RESUME,
      postingText: POSTING,
    });
    expect(check.summary.unsupported + check.summary.misattributed).toBe(0);
  });

  it('answers null for a requirement the posting does not have', () => {
    expect(suggest('add', 'Five years of Kubernetes')).toBeNull();
    expect(suggest('address_gap', 'Five years of Kubernetes')).toBeNull();
  });

  it('never writes a flagged sentence on the letter corpus', () => {
    const dir = new URL('../corpus/letters/', import.meta.url);
    let written = 0;
    for (const name of readdirSync(dir)) {
      const resumeText = readFileSync(new URL(`${name}/resume.txt`, dir), 'utf8');
      const postingText = readFileSync(new URL(`${name}/posting.txt`, dir), 'utf8');
      const empty = 'Dear Hiring Manager,\n\nThank you.\n\nSincerely,\nA';
      for (const r of letterEvidence({ letter: empty, resumeText, postingText }).coverage) {
        const action = r.status === 'gap' ? 'address_gap' : 'add';
        const sentence = suggestSentence({ action, requirement: r.requirement, resumeText, postingText });
        if (!sentence) continue;
        written += 1;
        const check = checkLetter({ letter: empty.replace('Thank you.', sentence), resumeText, postingText });
        expect({ sentence, flagged: check.summary.unsupported + check.summary.misattributed }).toEqual({
          sentence,
          flagged: 0,
        });
      }
    }
    expect(written).toBeGreaterThan(50);
  });
});

describe('style notes', () => {
  const notes = (body: string) =>
    letterEvidence({
      letter: LETTER.replace('Sincerely', `${body}\n\nSincerely`),
      resumeText: RESUME,
      postingText: POSTING,
    }).style;

  it('marks stock phrases as whole words, in any case and with either apostrophe, each with why', () => {
    const style = notes(
      'I am PASSIONATE ABOUT heating. In today’s fast-paced world I leverage tools. Aerodynamic ducts are not dynamic environments.',
    );
    expect(style.map((s) => s.text)).toEqual(['PASSIONATE ABOUT', 'In today’s fast-paced', 'leverage']);
    expect(style.every((s) => s.kind === 'stock_phrase' && s.note && s.note.length > 20)).toBe(true);
    const letter = LETTER.replace('Sincerely', 'I am PASSIONATE ABOUT heating.\n\nSincerely');
    const first = style[0]!;
    expect(letter.slice(first.start, first.end)).toBe('PASSIONATE ABOUT');
  });

  it('flags em dashes only past two in a letter', () => {
    expect(notes('Furnaces — heat pumps — split systems.').filter((s) => s.kind === 'em_dash')).toEqual([]);
    expect(
      notes('Furnaces — heat pumps — split systems — rooftops.').filter((s) => s.kind === 'em_dash'),
    ).toHaveLength(3);
  });

  it("finds no stock phrase in the offline engine's letters", () => {
    const dir = new URL('../corpus/letters/', import.meta.url);
    for (const name of readdirSync(dir)) {
      const resumeText = readFileSync(new URL(`${name}/resume.txt`, dir), 'utf8');
      const jobDescription = readFileSync(new URL(`${name}/posting.txt`, dir), 'utf8');
      for (const template of seededTemplates) {
        const request = {
          templateId: template.id,
          jobDescription,
          resumeText,
          length: 'comprehensive' as const,
          recipient: 'hiring_manager' as const,
        };
        const letter = writeLetter({ request, analysis: analyzeJob(request), template });
        const style = letterEvidence({ letter, resumeText, postingText: jobDescription }).style;
        expect(
          style.map((s) => s.text),
          `${name}/${template.name}`,
        ).toEqual([]);
      }
    }
  });
});
