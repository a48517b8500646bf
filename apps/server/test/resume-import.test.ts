import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_PDF_MAX_PAGES, type ResumeParseResponse, resumeImportMessages } from '@jobpeel/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, TestClient, useTestApp } from './build-test-app';
import {
  RESUME_ACHIEVEMENT,
  RESUME_DEGREE,
  RESUME_EMAIL,
  RESUME_EXPERIENCE_BULLET,
  RESUME_NAME,
  RESUME_PHONE,
  RESUME_SKILLS,
} from './fixtures/resumes/resume-text';
import {
  corruptPdf,
  docxFile,
  encryptedPdf,
  manyEntriesDocx,
  renamedExecutable,
  textPdf,
  zipBombDocx,
} from './support/resume-files';

// Two parser processes, so a hostile file and a normal one are parsed side by side.
const t = useTestApp({ RESUME_PARSER_PROCESSES: '2' });
const fixtures = join(import.meta.dirname, 'fixtures', 'resumes');

/** The committed one-page scan, three times over: the most OCR one import does. */
async function threePageScan(): Promise<Buffer> {
  const scan = await PDFDocument.load(readFileSync(join(fixtures, 'scanned-resume.pdf')));
  const copy = await PDFDocument.create();
  for (const page of await copy.copyPages(scan, [0, 0, 0])) copy.addPage(page);
  return Buffer.from(await copy.save());
}

const parse = (client: TestClient, name: string, data: Buffer) =>
  client.postFile('/api/resume/parse', { name, data });

function expectTypicalResume(body: ResumeParseResponse) {
  expect(body.content).toContain('Morgan Ellis');
  expect(body.contactInfo).toContain('morgan.ellis@example.org');
  expect(body.contactInfo).toContain('+44 20 7946 0958');
  expect(body.sections.skillsHighlights).toBe('SQL, TypeScript, Tableau, Python');
  expect(body.sections.educationHighlights).toBe('BSc Mathematics, University of Bristol');
  expect(body.sections.keyAchievements).toBe('Analyst of the Year 2022 at Harbour Logistics');
  expect(body.sections.experience).toContain('Senior Data Analyst, Harbour Logistics (2019 - 2024)');
  expect(body.sections.experience).toContain('Reduced monthly close from 9 days to 4');
  // The summary is in the content but in none of the four boxes.
  expect(body.content).toContain('turns messy spreadsheets');
  expect(JSON.stringify(body.sections)).not.toContain('messy spreadsheets');
}

describe('resume import', () => {
  it('reads a text PDF and fills the boxes from its sections, for a visitor too', async () => {
    const r = await parse(new TestClient(t.app), 'resume.pdf', await textPdf());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().method).toBe('pdf-text');
    expectTypicalResume(r.json());
  });

  it('reads a DOCX', async () => {
    const { client } = await registerUser(t.app);
    const r = await parse(client, 'resume.docx', await docxFile());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().method).toBe('docx');
    expectTypicalResume(r.json());
    // One paragraph a line, as in the document (no blank line after each).
    expect(r.json().content).toContain('Morgan Ellis\nmorgan.ellis@example.org');
  });

  it('decides the type by content: a DOCX called .pdf is read as a DOCX', async () => {
    const r = await parse(new TestClient(t.app), 'resume.pdf', await docxFile());
    expect(r.json().method).toBe('docx');
  });

  it('reads a Word 97-2003 DOC', async () => {
    const r = await parse(
      new TestClient(t.app),
      'resume.doc',
      readFileSync(join(fixtures, 'legacy-resume.doc')),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().method).toBe('doc');
    const body = r.json();
    expect(body.contactInfo).toContain(RESUME_NAME);
    expect(body.contactInfo).toContain(RESUME_EMAIL);
    expect(body.contactInfo).toContain(RESUME_PHONE);
    for (const skill of RESUME_SKILLS) expect(body.sections.skillsHighlights).toContain(skill);
    expect(body.sections.educationHighlights).toBe(RESUME_DEGREE);
    expect(body.sections.keyAchievements).toBe(RESUME_ACHIEVEMENT);
    expect(body.sections.experience).toContain(RESUME_EXPERIENCE_BULLET);
  });

  it('reads a scanned, image-only PDF with OCR', async () => {
    const r = await parse(
      new TestClient(t.app),
      'scan.pdf',
      readFileSync(join(fixtures, 'scanned-resume.pdf')),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().method).toBe('ocr-pdf');
    expect(r.json().content.toLowerCase()).toContain(RESUME_NAME.toLowerCase());
    expect(r.json().contactInfo.toLowerCase()).toContain(RESUME_EMAIL.toLowerCase());
  }, 60_000);

  it('refuses files that are not PDF, DOC or DOCX by their content, empty files and large files', async () => {
    const client = new TestClient(t.app);
    const exe = await parse(client, 'resume.pdf', renamedExecutable());
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ message: resumeImportMessages.unsupportedType });
    expect(exe.json().message).toMatch(/PDF, DOC or DOCX/);

    const empty = await parse(client, 'resume.docx', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(resumeImportMessages.emptyFile);

    const big = await parse(
      client,
      'resume.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(resumeImportMessages.tooLarge);

    const notMultipart = await client.post('/api/resume/parse', { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('answers 422 with a clear message for encrypted, corrupt, too long and empty documents', async () => {
    const client = new TestClient(t.app);
    const cases: [string, Buffer, string][] = [
      ['locked.pdf', encryptedPdf(), resumeImportMessages.encryptedPdf],
      ['broken.pdf', corruptPdf(), resumeImportMessages.corruptFile],
      ['long.pdf', await textPdf(['Page'], RESUME_PDF_MAX_PAGES + 1), resumeImportMessages.tooManyPages],
      ['blank.docx', await docxFile(['', '   ']), resumeImportMessages.noContent],
    ];
    for (const [name, data, message] of cases) {
      const r = await parse(client, name, data);
      expect(r.statusCode, name).toBe(422);
      expect(r.json(), name).toMatchObject({ code: 'RESUME_UNREADABLE', message });
    }
  });

  it('refuses a zip bomb, too many entries, a 0-byte file and a renamed executable while a parallel import is answered', async () => {
    const [bomb, crowd, empty, exe, normal] = await Promise.all([
      parse(new TestClient(t.app), 'bomb.docx', await zipBombDocx()),
      parse(new TestClient(t.app), 'crowd.docx', await manyEntriesDocx()),
      parse(new TestClient(t.app), 'empty.pdf', Buffer.alloc(0)),
      parse(new TestClient(t.app), 'resume.pdf', renamedExecutable()),
      parse(new TestClient(t.app), 'resume.docx', await docxFile()),
    ]);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().message).toBe(resumeImportMessages.unsafeArchive);
    expect(crowd.statusCode).toBe(422);
    expect(crowd.json().message).toBe(resumeImportMessages.unsafeArchive);
    expect(empty.statusCode).toBe(422);
    expect(exe.statusCode).toBe(415);
    expect(normal.statusCode).toBe(200);
    expectTypicalResume(normal.json());
    // And the server still answers afterwards.
    expect((await new TestClient(t.app).get('/api/templates')).statusCode).toBe(200);
  });

  it('answers 503 when more files wait than the queue holds', async () => {
    const busy = await buildTestApp({ RESUME_PARSER_PROCESSES: '1', RESUME_PARSER_QUEUE: '1' });
    try {
      const file = await docxFile();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => parse(new TestClient(busy.app), 'resume.docx', file)),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes).toContain(200);
      expect(codes).toContain(503);
      const refused = answers.find((r) => r.statusCode === 503)!;
      expect(refused.json()).toMatchObject({ code: 'IMPORT_BUSY', message: resumeImportMessages.busy });
    } finally {
      await busy.close();
    }
  }, 30_000);

  it('limits visitors per address', async () => {
    const client = new TestClient(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await parse(client, 'x.txt', renamedExecutable())).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 415)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('stops a file that takes too long (504), and the next file is read by a fresh parser', async () => {
    const slow = await buildTestApp({ RESUME_PARSER_TIMEOUT_MS: '1500', RESUME_PARSER_PROCESSES: '1' });
    try {
      // OCR reads up to three pages at roughly 2 to 4 s each, so a three-page scan takes far longer
      // than this app allows even on a fast, idle machine (one page alone can finish in ~2.2 s).
      // The limit runs from when the parser starts on a file, so the next file's 1.5 s do not
      // include starting the fresh parser (here about 1 s: its libraries load through tsx).
      const timedOut = await parse(new TestClient(slow.app), 'scan.pdf', await threePageScan());
      expect(timedOut.statusCode).toBe(504);
      expect(timedOut.json()).toMatchObject({
        code: 'IMPORT_TIMEOUT',
        message: resumeImportMessages.timeout,
      });
      const next = await parse(new TestClient(slow.app), 'resume.docx', await docxFile());
      expect(next.statusCode, next.body).toBe(200);
      expectTypicalResume(next.json());
    } finally {
      await slow.close();
    }
  }, 30_000);
});
