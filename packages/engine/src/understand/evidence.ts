/**
 * Evidence matching: each requirement of the posting linked to the resume lines that support it,
 * by the term itself, its other wordings (vocabulary/synonyms.ts) and the word stems of the
 * requirement; with the position each line belongs to, the gaps, and an explainable score made of
 * weighted parts. A posting or resume too thin to judge gets no score at all.
 */
import {
  type EvidenceMatch,
  type JobPosting,
  MIN_TAILORING_WORDS,
  type RequirementMatch,
  type ResumeProfile,
} from '@jobpeel/contract';
import { containsTerm, countWords, isInjectionLine, stripBullet, tokenize } from '../text';
import { STOP_WORDS } from '../vocabulary';
import { FILLER_WORDS } from '../vocabulary/keyword-words';
import { BILINGUAL_LEVELS, IMPLIES, SAME } from '../vocabulary/synonyms';
import { findSkills, listedTerms, written } from './keywords';

/** A term and every other wording that counts as evidence for it. */
function wordingsOf(term: string): string[] {
  const lower = term.toLowerCase();
  const out = new Set([term]);
  for (const group of SAME)
    if (group.some((g) => g.toLowerCase() === lower)) for (const g of group) out.add(g);
  // Specific evidence that proves this general term: 'Epic' for 'electronic health records'.
  const general = [...out].map((t) => t.toLowerCase());
  for (const [specific, proves] of Object.entries(IMPLIES))
    if (proves.some((p) => general.includes(p.toLowerCase()))) out.add(specific);
  return [...out];
}

function lineHas(line: string, term: string): boolean {
  return containsTerm(line, term) && written(line, term);
}

/** A crude stem: enough to match 'scheduling' with 'schedules' and 'managed' with 'manage'. */
function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(?:ations?|ings?|ments?|ed|es|s|ly|er|ers)$/, '')
    .slice(0, 7);
}

function contentStems(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .filter((t) => t.length >= 4 && !STOP_WORDS.has(t) && !FILLER_WORDS.has(t) && !/\d/.test(t))
        .map(stem),
    ),
  ];
}

interface ResumeLine {
  index: number;
  text: string;
  position: number | null;
  stems: Set<string>;
}

function resumeLines(resumeText: string, profile: ResumeProfile): ResumeLine[] {
  const positionOf = new Map<number, number>();
  profile.positions.forEach((p, k) => {
    for (let i = p.lines[0]; i <= p.lines[1]; i++) positionOf.set(i, k);
  });
  return resumeText
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((raw, index) => ({ index, text: raw.trim() }))
    .filter((l) => l.text && !isInjectionLine(l.text))
    .map((l) => ({
      ...l,
      text: stripBullet(l.text),
      position: positionOf.get(l.index) ?? null,
      stems: new Set(contentStems(l.text)),
    }));
}

/** 'bilingual' is proved by a second language spoken at a working level. */
function bilingualEvidence(profile: ResumeProfile, lines: ResumeLine[]): ResumeLine | null {
  const second = profile.languages.find(
    (l) =>
      l.language.toLowerCase() !== 'english' &&
      (!l.level || BILINGUAL_LEVELS.some((b) => l.level!.toLowerCase().includes(b))),
  );
  if (!second) return null;
  return lines.find((l) => containsTerm(l.text, second.language)) ?? null;
}

function evidenceFor(
  requirement: string,
  terms: string[],
  lines: ResumeLine[],
  profile: ResumeProfile,
): RequirementMatch['evidence'] {
  const found: RequirementMatch['evidence'] = [];
  const add = (line: ResumeLine, matched: string) => {
    if (found.length < 3 && !found.some((f) => f.line === line.index))
      found.push({ line: line.index, text: line.text, position: line.position, matched });
  };
  for (const term of terms) {
    if (term.toLowerCase() === 'bilingual') {
      const line = bilingualEvidence(profile, lines);
      if (line) add(line, line.text);
      continue;
    }
    for (const wording of wordingsOf(term)) {
      const line = lines.find((l) => lineHas(l.text, wording));
      if (line) {
        add(line, wording);
        break;
      }
    }
  }
  if (found.length > 0 || terms.length > 0) return found;
  // No named skill in it ('Able to lift 50 lb', 'Two years in a busy warehouse'): the line that
  // shares most of its content words, when it shares at least half and at least two.
  const stems = contentStems(requirement);
  if (stems.length < 2) return found;
  let best: ResumeLine | null = null;
  let bestShared = 0;
  for (const line of lines) {
    const shared = stems.filter((s) => line.stems.has(s)).length;
    if (shared > bestShared) {
      best = line;
      bestShared = shared;
    }
  }
  if (best && bestShared >= 2 && bestShared / stems.length >= 0.5) add(best, best.text);
  return found;
}

/** The skills and terms a requirement names ('3+ years with C# and .NET' -> ['C#', '.NET']). */
function termsOf(requirement: string, keywords: string[]): string[] {
  const named = [...findSkills(requirement, { soft: true }), ...listedTerms(requirement)];
  for (const k of keywords) if (lineHas(requirement, k)) named.push(k);
  if (/\bbilingual\b/i.test(requirement)) named.push('bilingual');
  return [...new Map(named.map((t) => [t.toLowerCase(), t])).values()];
}

const WEIGHTS = { requirements: 0.5, keywords: 0.3, preferred: 0.1, title: 0.1 } as const;

/** Links the posting's requirements to the resume and scores the fit. Pure; linear in both. */
export function matchEvidence(
  profile: ResumeProfile,
  posting: JobPosting,
  resumeText: string,
): EvidenceMatch {
  const lines = resumeLines(resumeText, profile);
  const warning =
    posting.wordCount < MIN_TAILORING_WORDS
      ? ('thin_posting' as const)
      : countWords(resumeText) < MIN_TAILORING_WORDS
        ? ('thin_resume' as const)
        : null;

  const requirements: RequirementMatch[] = [];
  const judge = (text: string, kind: RequirementMatch['kind']) => {
    // A short licence name is looked for as itself too ('RN', 'CPA'); a longer one ('Current
    // Ohio RN license') by its words.
    const named = termsOf(text, posting.keywords);
    const short = kind === 'licence' && text.split(/\s+/).length <= 2;
    const terms =
      short && !named.some((t) => t.toLowerCase() === text.toLowerCase()) ? [text, ...named] : named;
    const evidence = evidenceFor(text, terms, lines, profile);
    // A requirement naming several skills is met when the resume shows at least half of them (one
    // line may show several).
    const shown = terms.filter((t) =>
      evidence.some((e) => wordingsOf(t).some((w) => lineHas(e.text, w))),
    ).length;
    const met = terms.length > 1 ? shown * 2 >= terms.length : evidence.length > 0;
    requirements.push({ text, kind, met, evidence });
  };
  for (const r of posting.mustHaves.slice(0, 20)) judge(r, 'must');
  for (const r of posting.niceToHaves.slice(0, 12)) judge(r, 'nice');
  for (const l of posting.licences) judge(l, 'licence');

  const matchedKeywords: string[] = [];
  const missingKeywords: string[] = [];
  for (const k of posting.keywords) {
    const evidence = evidenceFor(k, [k], lines, profile);
    (evidence.length > 0 ? matchedKeywords : missingKeywords).push(k);
    requirements.push({ text: k, kind: 'keyword', met: evidence.length > 0, evidence });
  }

  const count = (kind: RequirementMatch['kind'] | RequirementMatch['kind'][]) => {
    const kinds = Array.isArray(kind) ? kind : [kind];
    const of = requirements.filter((r) => kinds.includes(r.kind));
    return { met: of.filter((r) => r.met).length, total: of.length };
  };
  const titleWords = tokenize(posting.title ?? '').filter((w) => w.length > 3 && !STOP_WORDS.has(w));
  const titleHit = profile.positions.some((p) => tokenize(p.title).some((w) => titleWords.includes(w)));
  const parts = [
    { name: 'Requirements met', weight: WEIGHTS.requirements, ...count(['must', 'licence']) },
    { name: 'Keywords found', weight: WEIGHTS.keywords, ...count('keyword') },
    { name: 'Preferred qualifications met', weight: WEIGHTS.preferred, ...count('nice') },
    {
      name: 'Similar job title held',
      weight: WEIGHTS.title,
      met: titleHit ? 1 : 0,
      total: titleWords.length > 0 ? 1 : 0,
    },
  ];
  const counted = parts.filter((p) => p.total > 0);
  const weight = counted.reduce((n, p) => n + p.weight, 0);
  const raw = weight > 0 ? counted.reduce((n, p) => n + (p.weight * p.met) / p.total, 0) / weight : 0;
  // Few things to check means little to go on: the score leans toward the middle, not to 100.
  const checked = counted.reduce((n, p) => n + p.total, 0);
  const confidence = Math.min(1, checked / 8);
  const score =
    warning === null && checked > 0 ? Math.round(100 * (raw * confidence + 0.3 * (1 - confidence))) : null;

  const gaps = requirements
    .filter((r) => !r.met && (r.kind === 'must' || r.kind === 'licence'))
    .map((r) => r.text);
  return { score, parts, requirements, matchedKeywords, missingKeywords, gaps, warning };
}
