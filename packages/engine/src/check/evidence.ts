/**
 * A letter's evidence as stored with it (`metadata.evidence`, the contract's letterEvidenceSchema):
 * the claim check, the posting's requirements and where the letter stands on each, and style
 * notes (stock phrases and em-dash overuse, suggestions only). Pure, like the rest of the engine.
 */
import type { LetterEvidence } from '@jobpeel/contract';
import { containsTerm, escapeRegExp } from '../text';
import { readRequest } from '../understand/read-request';
import { EM_DASH_NOTE, EM_DASHES_ALLOWED, STOCK_PHRASES } from '../vocabulary/stock-phrases';
import { checkLetter } from './claims';
import { asksForCredential, heldCredential, PENDING_LINE, prepareHeldCredentials } from './held-credentials';

const phraseNotes = new Map<string, string>();
for (const group of STOCK_PHRASES)
  for (const form of group.forms) phraseNotes.set(form.toLowerCase(), group.note);
/** Every form in one pass, longest first, as whole words; curly and straight apostrophes alike. */
const STOCK_RE = new RegExp(
  `(?<![\\p{L}\\d])(?:${[...phraseNotes.keys()]
    .sort((a, b) => b.length - a.length)
    .map((f) => escapeRegExp(f).replace(/['’]/g, "['’]"))
    .join('|')})(?![\\p{L}\\d])`,
  'giu',
);
const noteOf = (text: string) =>
  phraseNotes.get(text.toLowerCase().replace(/’/g, "'")) ?? phraseNotes.get(text.toLowerCase());

export function letterEvidence(input: {
  letter: string;
  resumeText: string;
  postingText: string;
  asOf?: string | null;
}): LetterEvidence {
  const check = checkLetter(input);
  const { match, posting, profile, resumeText } = readRequest({
    jobDescription: input.postingText,
    resumeText: input.resumeText,
  });
  const must = new Set([...posting.mustHaves, ...posting.licences]);
  const rank = { in_letter: 0, in_resume_unused: 1, gap: 2 } as const;
  const credentials = prepareHeldCredentials(profile, resumeText);
  const rows = match.requirements
    .filter((r) => r.kind === 'must' || r.kind === 'licence' || r.kind === 'nice')
    .map((r) => {
      // A credential is met by a credential held, never by a keyword it shares with a bullet.
      const credential = asksForCredential(r) ? heldCredential(r.text, credentials, r.evidence) : undefined;
      const lines = r.evidence.filter((e) => !PENDING_LINE.test(e.text));
      const met = credential === undefined ? r.met && lines.length > 0 : credential !== null;
      const terms = credential ? [credential.name] : [...new Set(lines.map((e) => e.matched))];
      const inLetter = met && terms.some((t) => containsTerm(input.letter, t));
      return {
        requirement: r.text,
        mustHave: must.has(r.text) || r.kind !== 'nice',
        status: inLetter ? ('in_letter' as const) : met ? ('in_resume_unused' as const) : ('gap' as const),
        evidence: credential
          ? [{ line: credential.line, quote: credential.quote }]
          : met
            ? lines.slice(0, 3).map((e) => ({ line: e.line, quote: e.text }))
            : [],
      };
    });
  // One row per requirement: the same line listed twice keeps its best status, and a fragment
  // ('NATE', 'EPA') of a longer requirement ('NATE certification') is that requirement's.
  const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const k = key(row.requirement);
    const seen = best.get(k);
    if (!seen || rank[row.status] < rank[seen.status] || (row.mustHave && !seen.mustHave))
      best.set(k, seen ? { ...row, mustHave: row.mustHave || seen.mustHave } : row);
  }
  const unique = [...best.values()];
  const coverage = unique
    .filter(
      (row) =>
        !unique.some(
          (o) =>
            o !== row &&
            o.requirement.length > row.requirement.length &&
            containsTerm(o.requirement, row.requirement),
        ),
    )
    // The posting's must-haves first.
    .sort((a, b) => Number(b.mustHave) - Number(a.mustHave));

  const style: LetterEvidence['style'] = [];
  for (const m of input.letter.matchAll(STOCK_RE))
    style.push({
      start: m.index,
      end: m.index + m[0].length,
      kind: 'stock_phrase',
      text: m[0],
      note: noteOf(m[0]),
    });
  const dashes = [...input.letter.matchAll(/—/g)];
  if (dashes.length > EM_DASHES_ALLOWED)
    for (const d of dashes)
      style.push({ start: d.index, end: d.index + 1, kind: 'em_dash', text: '—', note: EM_DASH_NOTE });
  style.sort((a, b) => a.start - b.start);

  return { sentences: check.sentences, coverage, style, summary: check.summary };
}
