import { describe, expect, it } from 'vitest';
import { cleanResumeText, structureResume } from '../src/modules/resume-import/resume-text';

// Text from a damaged or odd file may hold control characters. A NUL left in would make the
// imported resume impossible to save (the API refuses text holding one, PostgreSQL cannot store it).
describe('resume text from any extractor', () => {
  it('drops NUL and other control characters but keeps tabs and line breaks as spacing', () => {
    const raw = 'Morgan\u0000 Ellis\u0007\nSenior\tData Analyst\u001b\r\nSQL\u007f, Python';
    const cleaned = cleanResumeText(raw);
    expect(cleaned).toBe('Morgan Ellis\nSenior Data Analyst\nSQL, Python');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters under test
    expect(cleaned).not.toMatch(/[\u0000-\u0008\u000e-\u001f\u007f]/);
  });

  it('gives the import a content with no NUL in it', () => {
    const structured = structureResume(
      'Morgan Ellis\u0000\nSKILLS\nSQL,\u0000 Python\nEXPERIENCE\nAnalyst at Harbour',
    );
    expect(structured.content.includes('\u0000')).toBe(false);
    expect(structured.content).toContain('SQL, Python');
  });
});
