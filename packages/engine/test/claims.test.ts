/**
 * The claim check (issue 20), first slice: each kind of wrong claim in a letter is flagged on
 * its sentence with its source, and a truthful letter (the claims corpus, the offline engine's own
 * letters) gives no critical flag.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { letterEvidenceSchema, seededTemplates } from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { analyzeJob, CRITICAL_KINDS, checkLetter, letterEvidence, writeLetter } from '../src';

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

  it("finds no critical flag in the offline engine's own letters", () => {
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
        const critical = checkLetter({ letter, resumeText, postingText: jobDescription })
          .sentences.flatMap((s) => s.claims)
          .filter((c) => c.status !== 'supported' && CRITICAL_KINDS.has(c.kind));
        expect(critical, `${pair}/${template.name}`).toEqual([]);
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
