/**
 * The understanding calls through the real stack: POST /api/resume/structure, POST
 * /api/job-descriptions/analyze, the profile in POST /api/resume/parse, and the thin-input rule
 * of POST /api/generate (a 400 before any quota is used).
 */
import {
  jobAnalyzeResponseSchema,
  MIN_TAILORING_WORDS,
  resumeParseResponseSchema,
  resumeStructureResponseSchema,
  understandingMessages,
} from '@jobpeel/contract';
import { describe, expect, it } from 'vitest';
import { registerUser, TestClient, useTestApp } from './build-test-app';
import { letterRequest, RESUME } from './fixtures/letter-request';
import { docxFile } from './support/resume-files';

const t = useTestApp({});

const NURSE_RESUME = `MARIA OKAFOR, RN, BSN
Dublin, OH · (614) 555-0187 · maria.okafor@example.com

EXPERIENCE
Staff Nurse, Cardiac ICU | Riverside General Hospital | Mar 2019 – Present
- Care for 2 critically ill patients per shift; titrate vasoactive drips
- Lead patient and family education (teach-back) before discharge
Registered Nurse, Med/Surg | Mercy West Medical Center | Jun 2016 – Feb 2019
- Cut falls on a 32-bed unit by 40% with hourly rounding

EDUCATION
BSN, Ohio Valley University, 2016

LICENSES & CERTIFICATIONS
RN License #RN.445120, Ohio, exp. 08/2026
BLS, ACLS

LANGUAGES
English (native), Spanish (fluent)`;

const NURSE_POSTING = `Registered Nurse – Cardiac Step-Down (Days)
Home / Careers / Nursing

ABOUT US
At lakeview health, we care for 40,000 patients a year across three hospitals.

What you'll do
- Assess and monitor cardiac patients on telemetry
- Provide patient education before discharge

Requirements
- Current Ohio RN license and BLS
- 2+ years of acute care nursing experience
- Bilingual (English/Spanish) preferred

Benefits
- Tuition reimbursement and 401(k)

Lakeview Health is an equal opportunity employer.
Apply now`;

describe('resume structure', () => {
  it('reads a resume into its profile: name, contact, positions with employer and unit, licences, languages', async () => {
    const r = await new TestClient(t.app).post('/api/resume/structure', { resumeText: NURSE_RESUME });
    expect(r.statusCode, r.body).toBe(200);
    const { profile } = resumeStructureResponseSchema.parse(r.json());
    // An all-caps header becomes a proper name; the credentials are not part of it.
    expect(profile.name).toBe('Maria Okafor');
    expect(profile.credentials).toEqual(['RN', 'BSN']);
    expect(profile.contact).toMatchObject({
      email: 'maria.okafor@example.com',
      phone: '(614) 555-0187',
      location: 'Dublin, OH',
    });
    // The hospital is the employer; the unit is not; the candidate's name is never an employer.
    expect(profile.positions.map((p) => [p.title, p.employer, p.unit, p.start, p.end, p.current])).toEqual([
      ['Staff Nurse', 'Riverside General Hospital', 'Cardiac ICU', 'Mar 2019', 'Present', true],
      ['Registered Nurse', 'Mercy West Medical Center', 'Med/Surg', 'Jun 2016', 'Feb 2019', false],
    ]);
    // Results stay with the position they were listed under.
    expect(profile.positions[1]!.bullets).toEqual(['Cut falls on a 32-bed unit by 40% with hourly rounding']);
    // Every value keeps the lines it came from.
    expect(NURSE_RESUME.split('\n')[profile.positions[0]!.lines[0]]).toContain('Staff Nurse');
    expect(profile.certifications.map((c) => [c.name, c.id, c.expires])).toEqual([
      ['RN License', 'RN.445120', '08/2026'],
      ['BLS', null, null],
      ['ACLS', null, null],
    ]);
    expect(profile.education[0]).toMatchObject({
      degree: 'BSN',
      institution: 'Ohio Valley University',
      year: '2016',
    });
    expect(profile.languages).toEqual([
      { language: 'English', level: 'native' },
      { language: 'Spanish', level: 'fluent' },
    ]);
  });

  it('refuses an empty or oversized resume with a 400 and the reason', async () => {
    const client = new TestClient(t.app);
    const empty = await client.post('/api/resume/structure', { resumeText: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(understandingMessages.resumeRequired);
    const huge = await client.post('/api/resume/structure', { resumeText: 'x '.repeat(10_001) });
    expect(huge.statusCode).toBe(400);
  });

  it('needs the CSRF token like every other non-GET call', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/resume/structure',
      payload: { resumeText: RESUME },
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('job analysis', () => {
  it('reads the posting: title, company from a lower-case cue, licences, keywords without the company or filler, boilerplate apart', async () => {
    const r = await new TestClient(t.app).post('/api/job-descriptions/analyze', { content: NURSE_POSTING });
    expect(r.statusCode, r.body).toBe(200);
    const { posting, match } = jobAnalyzeResponseSchema.parse(r.json());
    expect(match).toBeNull();
    expect(posting.title).toBe('Registered Nurse – Cardiac Step-Down (Days)');
    // Written 'lakeview health' in the cue, 'Lakeview Health' elsewhere: the capitalised form.
    expect(posting.company).toBe('Lakeview Health');
    expect(posting.licences).toEqual(expect.arrayContaining(['BLS']));
    expect(posting.licences.some((l) => /RN license/i.test(l))).toBe(true);
    expect(posting.keywords).toEqual(expect.arrayContaining(['patient education', 'telemetry']));
    for (const word of ['Lakeview', 'Lakeview Health', 'another', 'deep', 'central'])
      expect(posting.keywords.map((k) => k.toLowerCase())).not.toContain(word.toLowerCase());
    expect(posting.boilerplate).toEqual(
      expect.arrayContaining([
        '- Tuition reimbursement and 401(k)',
        'Lakeview Health is an equal opportunity employer.',
      ]),
    );
  });

  it('links each requirement to the resume lines that prove it, through other wordings, and lists the gaps', async () => {
    const r = await new TestClient(t.app).post('/api/job-descriptions/analyze', {
      content: NURSE_POSTING,
      resumeText: NURSE_RESUME,
    });
    expect(r.statusCode, r.body).toBe(200);
    const { match, lowMatch } = jobAnalyzeResponseSchema.parse(r.json());
    expect(match).not.toBeNull();
    const byText = (text: string) => match!.requirements.find((q) => q.text === text)!;
    // 'patient education' is proved by 'patient and family education (teach-back)', in the ICU job.
    const education = byText('patient education');
    expect(education.met).toBe(true);
    expect(education.evidence[0]).toMatchObject({ position: 0 });
    expect(education.evidence[0]!.text).toContain('patient and family education');
    // 'Bilingual' is proved by a second language spoken fluently.
    expect(byText('Bilingual (English/Spanish) preferred').met).toBe(true);
    expect(byText('Bilingual (English/Spanish) preferred').evidence[0]!.text).toContain('Spanish (fluent)');
    expect(match!.score).toBeGreaterThanOrEqual(50);
    expect(lowMatch).toBe(false);
    // The score says what it is made of.
    expect(match!.parts.map((p) => p.name)).toEqual([
      'Requirements met',
      'Keywords found',
      'Preferred qualifications met',
      'Similar job title held',
    ]);
  });

  it('gives no score for a one-word posting, and a low one for a resume from another field', async () => {
    const client = new TestClient(t.app);
    const thin = jobAnalyzeResponseSchema.parse(
      (
        await client.post('/api/job-descriptions/analyze', { content: 'nurse', resumeText: NURSE_RESUME })
      ).json(),
    );
    expect(thin.match).toMatchObject({ score: null, warning: 'thin_posting' });
    expect(thin.lowMatch).toBe(false);

    const mismatch = jobAnalyzeResponseSchema.parse(
      (
        await client.post('/api/job-descriptions/analyze', { content: NURSE_POSTING, resumeText: RESUME })
      ).json(),
    );
    expect(mismatch.match!.score).toBeLessThan(35);
    expect(mismatch.lowMatch).toBe(true);
    expect(mismatch.match!.gaps).toEqual(expect.arrayContaining(['Current Ohio RN license and BLS']));
  });
});

describe('thin input is refused before any quota is used', () => {
  it('answers 400 with the field and the reason for a posting or a resume too short to tailor from', async () => {
    const { client, user } = await registerUser(t.app);
    const thinJob = await client.post('/api/generate', letterRequest({ jobDescription: 'nurse' }));
    expect(thinJob.statusCode).toBe(400);
    expect(thinJob.json().fields.jobDescription).toBe(understandingMessages.thinPosting);
    expect(understandingMessages.thinPosting).toContain(String(MIN_TAILORING_WORDS));

    const thinResume = await client.post(
      '/api/generate',
      letterRequest({ resumeText: 'Jordan Rivera, engineer' }),
    );
    expect(thinResume.statusCode).toBe(400);
    expect(thinResume.json().fields.resumeText).toBe(understandingMessages.thinResume);

    // Nothing was counted against the day's letters, and no letter was saved.
    const row = await t.app.database.db
      .selectFrom('users')
      .select(['daily_cover_letter_count'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.daily_cover_letter_count).toBe(0);
    expect((await client.get('/api/cover-letters')).json().coverLetters).toEqual([]);
  });
});

describe('resume import', () => {
  it('returns the profile with the parsed text, and fills empty boxes from it', async () => {
    const lines = [
      'Jordan Rivera',
      'jordan.rivera@example.com | 555-0142',
      '',
      'Experience',
      'Backend Engineer | Contoso Retail | 2018 - 2024',
      '- Built TypeScript and Node.js services handling 2 million requests a day',
      '- Cut PostgreSQL query latency by 40%',
      '',
      'Education',
      'B.Sc. Computer Science, University of Leeds, 2017',
    ];
    const client = new TestClient(t.app);
    const r = await client.postFile('/api/resume/parse', {
      name: 'resume.docx',
      data: await docxFile(lines),
    });
    expect(r.statusCode, r.body).toBe(200);
    const parsed = resumeParseResponseSchema.parse(r.json());
    expect(parsed.profile?.positions[0]).toMatchObject({
      title: 'Backend Engineer',
      employer: 'Contoso Retail',
    });
    // No Achievements heading: the box holds the resume's own results with numbers, verbatim.
    expect(parsed.sections.keyAchievements).toBe(
      '- Built TypeScript and Node.js services handling 2 million requests a day\n- Cut PostgreSQL query latency by 40%',
    );
  });
});
