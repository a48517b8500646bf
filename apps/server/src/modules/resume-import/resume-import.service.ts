import {
  boxShape,
  type ResumeParseResponse,
  type ResumeProfile,
  type ResumeSections,
  resumeHighlightKeys,
  resumeImportMessages,
  SECTION_MAX_LENGTH,
} from '@jobpeel/contract';
import { readResumeProfile } from '@jobpeel/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { LetterEngine, ResumeStructure } from '../../integrations/llm/types';
import { AppError } from '../../lib/app-error';
import { createClientGate } from './client-gate';
import { detectFileKind } from './file-kind';
import { importFailureFrom, importFailureMessages } from './import-failure';
import type { ParserOutcome, ParserPool } from './parser-pool';

const unreadable = (message: string) => new AppError(422, 'RESUME_UNREADABLE', message);

export const AI_STRUCTURING_FAILED_WARNING =
  'The AI model could not organise this resume, so its sections were found by their headings instead.';

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Keeps only the lines of a model's field that the resume really contains (docs/decisions/0008: grounded).
 */
function groundedLines(field: string, content: string): string {
  const resume = normalise(content);
  return field
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && resume.includes(normalise(line.replace(/^[-•*]\s+/, ''))))
    .join('\n');
}

/** The model's boxes over the rule-based ones, field by field, where it found grounded text. */
function mergeStructure(parsed: ResumeParseResponse, structure: ResumeStructure): ResumeParseResponse | null {
  const pick = (model: string, rules: string) => groundedLines(model, parsed.content) || rules;
  const merged: ResumeParseResponse = {
    ...parsed,
    method: 'ai-structured',
    contactInfo: pick(structure.contactInfo, parsed.contactInfo),
    sections: boxShape(resumeHighlightKeys, (key) => pick(structure[key], parsed.sections[key])),
  };
  return JSON.stringify(merged.sections) === JSON.stringify(parsed.sections) &&
    merged.contactInfo === parsed.contactInfo
    ? null
    : merged;
}

/**
 * Boxes the headings left empty, filled from the structured profile: the resume's own lines for
 * positions, education and certificates, its listed skills, and results with numbers. Nothing is
 * rephrased, so the boxes hold only what the resume says.
 */
export function fillFromProfile(
  sections: ResumeSections,
  profile: ResumeProfile,
  content: string,
): ResumeSections {
  const lines = content.split('\n');
  const lineRange = ([from, to]: readonly [number, number]) =>
    lines
      .slice(from, to + 1)
      .join('\n')
      .trim();
  const cap = (text: string) => text.slice(0, SECTION_MAX_LENGTH).trim();
  const results = profile.positions.flatMap((p) => p.bullets.filter((b) => /\d/.test(b))).slice(0, 6);
  return {
    skillsHighlights: sections.skillsHighlights || cap(profile.skills.join(', ')),
    educationHighlights:
      sections.educationHighlights ||
      cap(
        [...profile.education, ...profile.certifications]
          .map((e) => lineRange(e.lines))
          .filter(Boolean)
          .join('\n'),
      ),
    keyAchievements: sections.keyAchievements || cap(results.map((r) => `- ${r}`).join('\n')),
    experience: sections.experience || cap(profile.positions.map((p) => lineRange(p.lines)).join('\n\n')),
  };
}

/** Who sent a file: one file per address and per account may wait for the parser at a time. */
export interface ImportClient {
  ip: string;
  userId?: number;
}

const busy = () => new AppError(503, 'IMPORT_BUSY', resumeImportMessages.busy);

/**
 * Resume import: the type is decided by the file's first bytes, the parsing happens in a
 * parser process (parser-pool.ts), and every failure becomes a clear 4xx (or 503/504 when the
 * parsers are busy or the file takes too long), never a 500.
 */
export function createResumeImportService(deps: {
  pool: ParserPool;
  log: FastifyBaseLogger;
  /** With an AI provider configured, a structuring pass refines the boxes (docs/decisions/0008). */
  engine?: Pick<LetterEngine, 'structureResume'>;
}) {
  const { pool, log, engine } = deps;
  const gate = createClientGate();

  async function refine(parsed: ResumeParseResponse): Promise<ResumeParseResponse> {
    if (!engine?.structureResume) return parsed;
    try {
      return mergeStructure(parsed, await engine.structureResume(parsed.content)) ?? parsed;
    } catch (error) {
      log.warn({ err: error }, 'resume structuring pass failed');
      return { ...parsed, warnings: [...parsed.warnings, AI_STRUCTURING_FAILED_WARNING] };
    }
  }

  return {
    async importFile(data: Buffer, client: ImportClient): Promise<ResumeParseResponse> {
      if (data.length === 0) throw unreadable(resumeImportMessages.emptyFile);
      const kind = detectFileKind(data);
      if (!kind) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', resumeImportMessages.unsupportedType);

      const leave = gate.tryEnter(client);
      if (!leave) throw busy();
      let outcome: ParserOutcome;
      try {
        outcome = await pool.parse(data, kind);
      } finally {
        leave();
      }
      if (outcome.ok) {
        const { content, contactInfo, sections, warnings, method } = outcome.resume;
        const profile = readResumeProfile(content);
        return refine({
          content,
          contactInfo,
          sections: fillFromProfile(sections, profile, content),
          warnings,
          method,
          profile,
        });
      }
      if (outcome.failure === 'busy') throw busy();
      if (outcome.failure === 'timeout')
        throw new AppError(504, 'IMPORT_TIMEOUT', resumeImportMessages.timeout);
      const reason = importFailureFrom(outcome.error);
      if (reason === 'unsupportedType') {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', resumeImportMessages.unsupportedType);
      }
      // Files stopped by the work limits are worth seeing in the log: they are how an attack looks.
      if (reason === 'tooComplex') log.info({ kind }, 'resume file stopped by the parser work limits');
      if (reason) throw unreadable(importFailureMessages[reason]);
      // The parser process died (memory cap) or a library threw something unexpected.
      log.warn({ err: outcome.error, failure: outcome.failure, kind }, 'resume parse failed');
      throw unreadable(resumeImportMessages.corruptFile);
    },
  };
}

export type ResumeImportService = ReturnType<typeof createResumeImportService>;
