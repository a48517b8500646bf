/**
 * How the understanding bench scores what the engine read against what a careful human read
 * (packages/engine/corpus/*.expected.json). Pure functions, so a test can check them on tiny inputs.
 *
 * Every field is a tally of four counts: predicted values that are right / predicted values, and
 * expected values that were found / expected values. The two numerators differ only where one
 * predicted value may match several expected ones (keywords); elsewhere matching is one-to-one.
 */
import type { JobPosting, ResumeProfile } from '@jobpeel/contract';

export interface Tally {
  /** Predicted values that are right. */
  right: number;
  predicted: number;
  /** Expected values that were found. */
  found: number;
  expected: number;
}

export interface Miss {
  file: string;
  field: string;
  expected: string | null;
  got: string | null;
}

export const emptyTally = (): Tally => ({ right: 0, predicted: 0, found: 0, expected: 0 });

export function addTally(into: Tally, from: Tally): Tally {
  into.right += from.right;
  into.predicted += from.predicted;
  into.found += from.found;
  into.expected += from.expected;
  return into;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '   n/a' : `${((100 * part) / whole).toFixed(1).padStart(5)}%`;

/** 'precision 98.7% (74/75)  recall 91.2% (74/81)'. */
export function formatTally(tally: Tally, only?: 'precision' | 'recall'): string {
  const precision = `precision ${percent(tally.right, tally.predicted)} (${tally.right}/${tally.predicted})`;
  const recall = `recall ${percent(tally.found, tally.expected)} (${tally.found}/${tally.expected})`;
  if (only === 'precision') return precision;
  if (only === 'recall') return recall;
  return `${precision.padEnd(32)}  ${recall}`;
}

/** Lower case, one kind of dash and quote, single spaces. For emails, phones, dates, keywords. */
export function light(value: string): string {
  return value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, punctuation dropped, single spaces: 'St. Brendan’s  Hospital' -> 'st brendans hospital'. */
export function normalise(value: string): string {
  return value
    .toLowerCase()
    .replace(/[.'‘’`]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One contains the other as whole words (after normalise): 'BLS' ~ 'BLS (AHA)', not 'R' ~ 'Ruby'. */
export function containsEither(a: string, b: string): boolean {
  const x = normalise(a);
  const y = normalise(b);
  if (!x || !y) return x === y;
  const within = (short: string, long: string) => ` ${long} `.includes(` ${short} `);
  return within(x, y) || within(y, x);
}

/**
 * One optional value (a name, an email, a title): a non-null prediction counts for precision, a
 * non-null expectation for recall; a prediction where none is expected is a precision error.
 */
export function scoreValue(
  expected: string | null | undefined,
  got: string | null | undefined,
  equal: (a: string, b: string) => boolean,
): Tally {
  const e = expected?.trim() ? expected : null;
  const g = got?.trim() ? got : null;
  const right = e !== null && g !== null && equal(e, g) ? 1 : 0;
  return { right, predicted: g === null ? 0 : 1, found: right, expected: e === null ? 0 : 1 };
}

/** Greedy one-to-one matching of two lists: pairs of [expected index, predicted index]. */
export function matchLists<E, P>(
  expected: readonly E[],
  predicted: readonly P[],
  equal: (e: E, p: P) => boolean,
): { pairs: [number, number][]; unmatchedExpected: number[]; unmatchedPredicted: number[] } {
  const used = new Set<number>();
  const pairs: [number, number][] = [];
  const unmatchedExpected: number[] = [];
  expected.forEach((e, i) => {
    const j = predicted.findIndex((p, k) => !used.has(k) && equal(e, p));
    if (j < 0) {
      unmatchedExpected.push(i);
      return;
    }
    used.add(j);
    pairs.push([i, j]);
  });
  const unmatchedPredicted = predicted.map((_, k) => k).filter((k) => !used.has(k));
  return { pairs, unmatchedExpected, unmatchedPredicted };
}

/** A list scored one-to-one: precision over the predicted items, recall over the expected ones. */
export function scoreList<E, P>(
  expected: readonly E[],
  predicted: readonly P[],
  equal: (e: E, p: P) => boolean,
): { tally: Tally; missed: E[]; extra: P[] } {
  const { pairs, unmatchedExpected, unmatchedPredicted } = matchLists(expected, predicted, equal);
  return {
    tally: {
      right: pairs.length,
      predicted: predicted.length,
      found: pairs.length,
      expected: expected.length,
    },
    missed: unmatchedExpected.map((i) => expected[i]!),
    extra: unmatchedPredicted.map((k) => predicted[k]!),
  };
}

// ---------------------------------------------------------------- resumes

export interface ExpectedPosition {
  title: string;
  employer: string | null;
  unit: string | null;
  location?: string | null;
  start: string | null;
  end: string | null;
  current: boolean;
}

export interface ExpectedResume {
  name: string | null;
  email: string | null;
  phone: string | null;
  location?: string | null;
  positions: ExpectedPosition[];
  education: { degree: string; field?: string | null; institution: string | null; year?: string | null }[];
  certifications: string[];
  skills?: string[];
  languages?: string[];
}

type PositionLike = Pick<ExpectedPosition, 'title' | 'employer' | 'unit' | 'start' | 'end' | 'current'>;

/**
 * Pairs predicted positions with expected ones: first by equal normalised title (in order), then
 * the rest by their order among the unaligned. Returns [expected index, predicted index] pairs.
 */
export function alignPositions(
  expected: readonly PositionLike[],
  predicted: readonly PositionLike[],
): { pairs: [number, number][]; unalignedExpected: number[]; unalignedPredicted: number[] } {
  const byTitle = matchLists(
    expected,
    predicted,
    (e, p) => normalise(e.title) !== '' && normalise(e.title) === normalise(p.title),
  );
  const restExpected = byTitle.unmatchedExpected;
  const restPredicted = byTitle.unmatchedPredicted;
  const n = Math.min(restExpected.length, restPredicted.length);
  const pairs: [number, number][] = [...byTitle.pairs];
  for (let i = 0; i < n; i += 1) pairs.push([restExpected[i]!, restPredicted[i]!]);
  pairs.sort((a, b) => a[0] - b[0]);
  return {
    pairs,
    unalignedExpected: restExpected.slice(n),
    unalignedPredicted: restPredicted.slice(n),
  };
}

export const RESUME_FIELDS = [
  'name',
  'email',
  'phone',
  'position title',
  'employer',
  'unit',
  'dates',
  'current',
  'education',
  'certifications',
  'languages',
  'skills',
] as const;
export type ResumeField = (typeof RESUME_FIELDS)[number];

const dates = (p: Pick<PositionLike, 'start' | 'end'>) =>
  p.start || p.end ? `${p.start ?? '?'} – ${p.end ?? '?'}` : null;
const sameDates = (a: string, b: string) => light(a) === light(b);

/**
 * Per-position fields over aligned pairs. A predicted position with no expected partner counts
 * against title precision, and against employer/unit/dates/current precision when it has them.
 */
export function scorePositions(
  expected: readonly PositionLike[],
  predicted: readonly PositionLike[],
  file = '',
): Record<'position title' | 'employer' | 'unit' | 'dates' | 'current', Tally> & { misses: Miss[] } {
  const { pairs, unalignedExpected, unalignedPredicted } = alignPositions(expected, predicted);
  const result = {
    'position title': emptyTally(),
    employer: emptyTally(),
    unit: emptyTally(),
    dates: emptyTally(),
    current: emptyTally(),
    misses: [] as Miss[],
  };
  const add = (
    field: 'position title' | 'employer' | 'unit' | 'dates' | 'current',
    e: string | null,
    g: string | null,
    equal: (a: string, b: string) => boolean,
  ) => {
    const tally = scoreValue(e, g, equal);
    addTally(result[field], tally);
    const wrong = tally.predicted > tally.right || tally.expected > tally.found;
    if (wrong) result.misses.push({ file, field, expected: e, got: g });
  };
  const sameName = (a: string, b: string) => normalise(a) === normalise(b);
  const yes = (p: PositionLike | undefined) => (p?.current ? 'current' : null);
  const each = (e: PositionLike | undefined, p: PositionLike | undefined) => {
    const where = e?.title ?? p?.title ?? '';
    const before = result.misses.length;
    add('position title', e?.title ?? null, p?.title ?? null, sameName);
    add('employer', e?.employer ?? null, p?.employer ?? null, sameName);
    add('unit', e?.unit ?? null, p?.unit ?? null, sameName);
    add('dates', e ? dates(e) : null, p ? dates(p) : null, sameDates);
    add('current', yes(e), yes(p), (a, b) => a === b);
    // Name the position a miss belongs to, so 'employer' misses can be told apart.
    for (const miss of result.misses.slice(before)) {
      if (miss.field !== 'position title') miss.field = `${miss.field} [${where}]`;
    }
  };
  for (const [i, j] of pairs) each(expected[i], predicted[j]);
  for (const i of unalignedExpected) each(expected[i], undefined);
  for (const j of unalignedPredicted) each(undefined, predicted[j]);
  return result;
}

export interface ResumeScore {
  tallies: Record<ResumeField, Tally>;
  misses: Miss[];
}

/** Scores one resume's profile against its expected JSON. */
export function scoreResume(expected: ExpectedResume, got: ResumeProfile, file = ''): ResumeScore {
  const tallies = Object.fromEntries(RESUME_FIELDS.map((f) => [f, emptyTally()])) as Record<
    ResumeField,
    Tally
  >;
  const misses: Miss[] = [];
  const value = (
    field: ResumeField,
    e: string | null,
    g: string | null,
    equal: (a: string, b: string) => boolean,
  ) => {
    const tally = scoreValue(e, g, equal);
    addTally(tallies[field], tally);
    if (tally.predicted > tally.right || tally.expected > tally.found)
      misses.push({ file, field, expected: e, got: g });
  };
  value('name', expected.name, got.name, (a, b) => a.trim() === b.trim());
  value('email', expected.email, got.contact.email, (a, b) => light(a) === light(b));
  value('phone', expected.phone, got.contact.phone, (a, b) => light(a) === light(b));

  const positions = scorePositions(expected.positions, got.positions, file);
  for (const field of ['position title', 'employer', 'unit', 'dates', 'current'] as const) {
    addTally(tallies[field], positions[field]);
  }
  misses.push(...positions.misses);

  const list = <E, P>(
    field: ResumeField,
    e: readonly E[],
    p: readonly P[],
    equal: (a: E, b: P) => boolean,
    show: { e: (x: E) => string; p: (x: P) => string },
  ) => {
    const scored = scoreList(e, p, equal);
    addTally(tallies[field], scored.tally);
    for (const x of scored.missed) misses.push({ file, field, expected: show.e(x), got: null });
    for (const x of scored.extra) misses.push({ file, field, expected: null, got: show.p(x) });
  };
  const degree = (d: { degree: string; institution: string | null }) =>
    `${d.degree} | ${d.institution ?? '—'}`;
  list(
    'education',
    expected.education,
    got.education,
    // 'Bachelor of Science in Nursing' is the expected 'Bachelor of Science' with its field.
    (e, p) =>
      containsEither(e.degree, p.degree) && normalise(e.institution ?? '') === normalise(p.institution ?? ''),
    { e: degree, p: degree },
  );
  list('certifications', expected.certifications, got.certifications, (e, p) => containsEither(e, p.name), {
    e: (x) => x,
    p: (x) => x.name,
  });
  list('languages', expected.languages ?? [], got.languages, (e, p) => containsEither(e, p.language), {
    e: (x) => x,
    p: (x) => x.language,
  });
  // Skills only where the expected JSON lists them: many resumes' expectations leave them out.
  if (expected.skills && expected.skills.length > 0) {
    list('skills', expected.skills, got.skills, containsEither, { e: (x) => x, p: (x) => x });
  }
  return { tallies, misses };
}

// ---------------------------------------------------------------- postings

export interface ExpectedPosting {
  title: string | null;
  company: string | null;
  location: string | null;
  licences: string[];
  asks: string[];
  keywords: string[];
  acceptableKeywords: string[];
  notKeywords: string[];
}

export const POSTING_FIELDS = ['title', 'company', 'location', 'licences', 'asks', 'keywords'] as const;
export type PostingField = (typeof POSTING_FIELDS)[number];

export interface KeywordScore {
  tally: Tally;
  /** Predicted keywords the expected JSON names as wrong (company words, filler, places). */
  notKeywords: string[];
  /** Predicted keywords outside keywords and acceptableKeywords. */
  outside: string[];
  /** Expected keywords not predicted. */
  missed: string[];
}

/** Singular and plural alike: 'controlled substances' ~ 'controlled substance'. */
function stemmed(value: string): string {
  return normalise(value)
    .split(' ')
    .map((w) => (w.length <= 3 ? w : w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.replace(/(?<!s)s$/, '')))
    .join(' ');
}

/**
 * The same keyword: equal after lower-casing and stemming, or one inside the other as whole words
 * ('SHRM' ~ 'SHRM-CP', 'OSHA' ~ 'OSHA 10 card'), never a part of a word ('R' is not in 'Ruby').
 */
export function sameKeyword(a: string, b: string): boolean {
  const x = ` ${stemmed(a)} `;
  const y = ` ${stemmed(b)} `;
  return x === y || x.includes(y) || y.includes(x);
}

/**
 * Keywords: precision = predicted keywords that are the same keyword as one in keywords,
 * acceptableKeywords or licences / predicted; recall = expected keywords predicted / expected.
 * 'The same' is sameKeyword: plural-insensitive, or one inside the other as whole words.
 */
export function scoreKeywords(
  expected: Pick<ExpectedPosting, 'keywords' | 'acceptableKeywords' | 'notKeywords'> & {
    licences?: string[];
  },
  predicted: readonly string[],
): KeywordScore {
  const allowed = [...expected.keywords, ...expected.acceptableKeywords, ...(expected.licences ?? [])];
  const wrong = new Set(expected.notKeywords.map(light));
  const outside = predicted.filter((k) => !allowed.some((a) => sameKeyword(a, k)));
  const missed = expected.keywords.filter((k) => !predicted.some((p) => sameKeyword(p, k)));
  return {
    tally: {
      right: predicted.length - outside.length,
      predicted: predicted.length,
      found: expected.keywords.length - missed.length,
      expected: expected.keywords.length,
    },
    notKeywords: predicted.filter((k) => wrong.has(light(k))),
    outside,
    missed,
  };
}

export interface PostingScore {
  tallies: Record<PostingField, Tally>;
  keywords: KeywordScore;
  /** The posting names a company and the engine returned a different one (or one where none is named). */
  wrongCompany: boolean;
  misses: Miss[];
}

export function scorePosting(expected: ExpectedPosting, got: JobPosting, file = ''): PostingScore {
  const tallies = Object.fromEntries(POSTING_FIELDS.map((f) => [f, emptyTally()])) as Record<
    PostingField,
    Tally
  >;
  const misses: Miss[] = [];
  const sameName = (a: string, b: string) => normalise(a) === normalise(b);
  const value = (field: PostingField, e: string | null, g: string | null) => {
    const tally = scoreValue(e, g, sameName);
    addTally(tallies[field], tally);
    if (tally.predicted > tally.right || tally.expected > tally.found)
      misses.push({ file, field, expected: e, got: g });
    return tally;
  };
  value('title', expected.title, got.title);
  const company = value('company', expected.company, got.company);
  value('location', expected.location, got.location);

  for (const field of ['licences', 'asks'] as const) {
    const scored = scoreList(expected[field], got[field], containsEither);
    addTally(tallies[field], scored.tally);
    for (const x of scored.missed) misses.push({ file, field, expected: x, got: null });
  }

  const keywords = scoreKeywords(expected, got.keywords);
  addTally(tallies.keywords, keywords.tally);
  for (const x of keywords.missed) misses.push({ file, field: 'keywords', expected: x, got: null });
  for (const x of keywords.outside) {
    const note = keywords.notKeywords.includes(x) ? ' (a notKeyword)' : '';
    misses.push({ file, field: 'keywords', expected: null, got: `${x}${note}` });
  }
  return { tallies, keywords, wrongCompany: company.predicted > company.right, misses };
}
