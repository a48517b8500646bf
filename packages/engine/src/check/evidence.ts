/**
 * A letter's evidence as stored with it (`metadata.evidence`, the contract's letterEvidenceSchema):
 * the claim check, the posting's requirements and where the letter stands on each, and style
 * notes (stock phrases and em-dash overuse, suggestions only). Pure, like the rest of the engine.
 */
import type { LetterEvidence } from '@jobpeel/contract';
import { containsTerm } from '../text';
import { readRequest } from '../understand/read-request';
import { checkLetter } from './claims';

/** Phrases readers and recruiters skip: a suggestion to rewrite, never an error. */
export const STOCK_PHRASES: readonly string[] = [
  'I am excited to apply',
  'I am writing to express my interest',
  'passionate about',
  'proven track record',
  'dynamic',
  'synergy',
  'leverage',
  'fast-paced environment',
  'team player',
  'hit the ground running',
  'I believe I would be a great fit',
  'think outside the box',
  'go above and beyond',
  'results-driven',
  'detail-oriented',
];

export function letterEvidence(input: {
  letter: string;
  resumeText: string;
  postingText: string;
  asOf?: string | null;
}): LetterEvidence {
  const check = checkLetter(input);
  const { match, posting } = readRequest({ jobDescription: input.postingText, resumeText: input.resumeText });
  const must = new Set([...posting.mustHaves, ...posting.licences]);
  const coverage = match.requirements
    .filter((r) => r.kind === 'must' || r.kind === 'licence' || r.kind === 'nice')
    .map((r) => {
      const terms = [...new Set(r.evidence.map((e) => e.matched))];
      const inLetter = r.met && terms.some((t) => containsTerm(input.letter, t));
      return {
        requirement: r.text,
        mustHave: must.has(r.text) || r.kind !== 'nice',
        status: inLetter ? ('in_letter' as const) : r.met ? ('in_resume_unused' as const) : ('gap' as const),
        evidence: r.evidence.slice(0, 3).map((e) => ({ line: e.line, quote: e.text })),
      };
    })
    // The posting's must-haves first.
    .sort((a, b) => Number(b.mustHave) - Number(a.mustHave));

  const style: LetterEvidence['style'] = [];
  const lower = input.letter.toLowerCase();
  for (const phrase of STOCK_PHRASES) {
    const p = phrase.toLowerCase();
    for (let at = lower.indexOf(p); at >= 0; at = lower.indexOf(p, at + p.length))
      style.push({
        start: at,
        end: at + p.length,
        kind: 'stock_phrase',
        text: input.letter.slice(at, at + p.length),
      });
  }
  // More than two em dashes in a letter reads as machine-written.
  const dashes = [...input.letter.matchAll(/—/g)];
  if (dashes.length > 2)
    for (const d of dashes) style.push({ start: d.index, end: d.index + 1, kind: 'em_dash', text: '—' });
  style.sort((a, b) => a.start - b.start);

  return { sentences: check.sentences, coverage, style, summary: check.summary };
}
