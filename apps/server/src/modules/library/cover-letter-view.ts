import {
  type CoverLetter,
  type CoverLetterSummary,
  type CoverLetterVersion,
  JOB_EXCERPT_LENGTH,
  type LetterLength,
  type LetterTextOrigin,
  limitOf,
  type Plan,
} from '@jobpeel/contract';
import type { CoverLetterRow, CoverLetterVersionRow } from '../../db/schema';
import { DAY_MS, toIso } from '../../lib/time';
import type { CoverLetterSummaryRow } from './cover-letters.repository';

/** When the clean-up removes a letter: unsaved letters on a plan with a retention window. */
export function letterExpiry(row: Pick<CoverLetterRow, 'saved' | 'created_at'>, plan: Plan): number | null {
  const days = limitOf(plan, 'unsavedRetentionDays');
  if (row.saved === 1 || days === null) return null;
  return row.created_at + days * DAY_MS;
}

/** The start of a long job description, cut at a word, with an ellipsis. */
function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function toCoverLetterSummary(row: CoverLetterSummaryRow, plan: Plan): CoverLetterSummary {
  return {
    id: row.id,
    title: row.title,
    createdAt: toIso(row.created_at)!,
    updatedAt: toIso(row.updated_at)!,
    jobDescription: excerpt(row.job_description, JOB_EXCERPT_LENGTH),
    contentOrigin: row.content_origin as LetterTextOrigin,
    length: row.length as LetterLength,
    templateId: row.template_id,
    saved: row.saved === 1,
    expiresAt: toIso(letterExpiry(row, plan)),
    metadata: JSON.parse(row.metadata),
  };
}

/** A list row: the metadata the library and Recent show (keywords, score, role, company), not the analysis. */
export function toCoverLetterListItem(row: CoverLetterSummaryRow, plan: Plan): CoverLetterSummary {
  const summary = toCoverLetterSummary(row, plan);
  const { keywords, matchScore, role, company } = summary.metadata;
  return { ...summary, metadata: { keywords, matchScore, role, company } };
}

/** One letter, whole: its texts, the resume it was written from and the check of its current text. */
export function toCoverLetterView(row: CoverLetterRow, plan: Plan): CoverLetter {
  const summary = toCoverLetterSummary(row, plan);
  return {
    ...summary,
    metadata: { ...summary.metadata, evidence: row.evidence === null ? null : JSON.parse(row.evidence) },
    jobDescription: row.job_description,
    generatedContent: row.generated_content,
    content: row.content,
    resumeText: row.resume_text,
  };
}

export function toVersionView(row: CoverLetterVersionRow): CoverLetterVersion {
  return {
    id: row.id,
    content: row.content,
    origin: row.origin as LetterTextOrigin,
    createdAt: toIso(row.created_at)!,
    replacedAt: toIso(row.replaced_at)!,
  };
}
