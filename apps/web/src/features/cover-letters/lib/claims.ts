import type { ClaimRepair, LetterEvidence } from '@jobpeel/contract';

export type Claim = LetterEvidence['sentences'][number]['claims'][number];
export type ClaimStatus = Claim['status'];
export type ClaimKind = Claim['kind'];
export type CoverageRow = LetterEvidence['coverage'][number];
export type StyleNote = LetterEvidence['style'][number];

/** The words shown beside every marked claim: the status is never told by colour alone. */
export const claimStatusLabels: Record<ClaimStatus, string> = {
  supported: 'Supported',
  misattributed: 'Misattributed',
  unsupported: 'Unsupported',
};

export const claimStatusDescriptions: Record<ClaimStatus, string> = {
  supported: 'Backed by the line quoted below.',
  misattributed: 'Your resume has this, but under another employer or role than the letter gives it.',
  unsupported: 'Neither your resume nor the job posting backs this.',
};

export const claimKindLabels: Record<ClaimKind, string> = {
  employer: 'Employer',
  title: 'Job title',
  tenure: 'Time in a role',
  number: 'Number',
  degree: 'Degree',
  certification: 'Certificate or licence',
  skill: 'Skill',
};

export const coverageStatusLabels: Record<CoverageRow['status'], string> = {
  in_letter: 'In the letter',
  in_resume_unused: 'In your resume, not used',
  gap: 'Gap',
};

export const styleKindLabels: Record<StyleNote['kind'], string> = {
  stock_phrase: 'Suggestion: stock phrase',
  em_dash: 'Suggestion: fewer em dashes',
};

export function isFlagged(claim: Claim): boolean {
  return claim.status !== 'supported';
}

export function flaggedCount(summary: LetterEvidence['summary']): number {
  return summary.misattributed + summary.unsupported;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What the one repair call of an AI letter did, in a sentence. */
export function claimRepairLine(repair: ClaimRepair): string {
  if (!repair.attempted)
    return `The first draft had ${plural(repair.flaggedBefore, 'claim', 'claims')} to look at; the AI was not asked to fix ${repair.flaggedBefore === 1 ? 'it' : 'them'}.`;
  const fixed = `We asked the AI to fix ${plural(repair.sentencesRewritten, 'sentence', 'sentences')}`;
  if (repair.flaggedAfter === 0) return `${fixed}; no claims still need a look.`;
  return `${fixed}; ${plural(repair.flaggedAfter, 'claim still needs', 'claims still need')} a look.`;
}

/** A paragraph of the letter and where it sits in the text (the claim offsets index the whole text). */
export interface ParagraphRange {
  start: number;
  end: number;
}

/** The paragraphs (split at blank lines, trimmed) with their offsets in `text`. */
export function paragraphRanges(text: string): ParagraphRange[] {
  const ranges: ParagraphRange[] = [];
  let start = 0;
  for (const separator of text.matchAll(/\n[^\S\n]*\n\s*/g)) {
    ranges.push({ start, end: separator.index });
    start = separator.index + separator[0].length;
  }
  ranges.push({ start, end: text.length });
  return ranges
    .map(({ start: from, end: to }) => {
      let a = from;
      let b = to;
      while (a < b && /\s/.test(text[a]!)) a += 1;
      while (b > a && /\s/.test(text[b - 1]!)) b -= 1;
      return { start: a, end: b };
    })
    .filter((range) => range.end > range.start);
}

export type Segment =
  | { type: 'text'; start: number; end: number }
  | { type: 'claim'; start: number; end: number; claim: Claim }
  | { type: 'style'; start: number; end: number; note: StyleNote };

/**
 * Cuts [from, to) of the text into plain runs, claims and style notes. Claims win over style notes
 * where they overlap (the note is still listed beside the letter); overlapping claims keep the first.
 */
export function segmentsOf(
  from: number,
  to: number,
  claims: readonly Claim[],
  style: readonly StyleNote[],
): Segment[] {
  const marks: Segment[] = [];
  const taken: { start: number; end: number }[] = [];
  const overlaps = (start: number, end: number) => taken.some((t) => start < t.end && end > t.start);
  for (const claim of [...claims].sort((a, b) => a.start - b.start)) {
    const start = Math.max(claim.start, from);
    const end = Math.min(claim.end, to);
    if (end <= start || overlaps(start, end)) continue;
    marks.push({ type: 'claim', start, end, claim });
    taken.push({ start, end });
  }
  for (const note of style) {
    const start = Math.max(note.start, from);
    const end = Math.min(note.end, to);
    if (end <= start || overlaps(start, end)) continue;
    marks.push({ type: 'style', start, end, note });
    taken.push({ start, end });
  }
  marks.sort((a, b) => a.start - b.start);
  const segments: Segment[] = [];
  let at = from;
  for (const mark of marks) {
    if (mark.start > at) segments.push({ type: 'text', start: at, end: mark.start });
    segments.push(mark);
    at = mark.end;
  }
  if (at < to) segments.push({ type: 'text', start: at, end: to });
  return segments;
}

const GREETING = /^(?:dear|hello|hi|to whom|greetings)\b/i;
const SIGN_OFF =
  /^(?:sincerely|best|kind regards|warm regards|regards|yours|respectfully|thank you|thanks|with thanks|cheers)\b[^\n]{0,40}(?:\n|$)/i;

/**
 * Puts a suggested sentence at the end of the letter's last body paragraph before its closing one
 * (after the greeting, before the sign-off), and says where it went so the editor can select it.
 */
export function insertSentence(text: string, sentence: string): { text: string; start: number; end: number } {
  const addition = sentence.trim();
  const paragraphs = paragraphRanges(text);
  const first = paragraphs[0];
  const last = paragraphs.at(-1);
  let body = paragraphs;
  if (first && GREETING.test(text.slice(first.start, first.end))) body = body.slice(1);
  if (last && body.at(-1) === last && SIGN_OFF.test(text.slice(last.start, last.end)))
    body = body.slice(0, -1);
  // The last body paragraph is usually the closing one ('I would welcome the chance...').
  const target = body.length >= 2 ? body.at(-2) : body.at(-1);
  if (!target) {
    const joiner = text.trim() ? '\n\n' : '';
    const head = text.trimEnd() + joiner;
    return { text: head + addition, start: head.length, end: head.length + addition.length };
  }
  const head = `${text.slice(0, target.end)} `;
  return {
    text: head + addition + text.slice(target.end),
    start: head.length,
    end: head.length + addition.length,
  };
}
