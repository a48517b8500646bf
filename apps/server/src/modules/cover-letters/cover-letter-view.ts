import type { CoverLetter, LetterLength } from '@jobpeel/contract';
import type { CoverLetterRow } from '../../db/schema';
import { toIso } from '../../lib/time';

export function toCoverLetterView(row: CoverLetterRow): CoverLetter {
  return {
    id: row.id,
    title: row.title,
    createdAt: toIso(row.created_at)!,
    jobDescription: row.job_description,
    generatedContent: row.generated_content,
    content: row.content,
    length: row.length as LetterLength,
    templateId: row.template_id,
    saved: row.saved === 1,
    metadata: JSON.parse(row.metadata),
  };
}
