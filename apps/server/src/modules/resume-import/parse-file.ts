import type { ResumeImportMethod } from '@jobpeel/contract';
import { extractPdf } from './extract-pdf';
import { extractDoc, extractDocx } from './extract-word';
import type { ResumeFileKind } from './file-kind';
import { ImportFailure } from './import-failure';
import { repairOcrEmails, type StructuredResume, structureResume } from './resume-text';
import { createWorkBudget, type WorkLimits } from './work-budget';

export interface ParsedResume extends StructuredResume {
  method: ResumeImportMethod;
}

/** Reads one file of a known kind into the form's boxes. Runs inside the parser process. */
export async function parseResumeFile(
  data: Buffer,
  kind: ResumeFileKind,
  limits: WorkLimits,
): Promise<ParsedResume> {
  const budget = createWorkBudget(limits);
  let text: string;
  let method: ResumeImportMethod;
  const warnings: string[] = [];
  if (kind === 'pdf') {
    const pdf = await extractPdf(data, budget);
    text = pdf.ocr ? repairOcrEmails(pdf.text) : pdf.text;
    method = pdf.ocr ? 'ocr-pdf' : 'pdf-text';
    warnings.push(...pdf.warnings);
  } else if (kind === 'docx') {
    text = await extractDocx(data);
    method = 'docx';
  } else {
    text = await extractDoc(data);
    method = 'doc';
  }
  budget.check();
  const structured = structureResume(text, warnings);
  if (!structured.content.trim()) throw new ImportFailure('noContent');
  return { ...structured, method };
}
