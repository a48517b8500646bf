/**
 * The offline writer: plan -> select -> phrase -> fit. The plan (plan/plan.ts) chooses what the
 * letter says; the template's voice (phrasebook/) lays it out and words it; fitting adds the
 * plan's further facts or removes the least valuable sentences until the word count sits in the
 * length's range. At most one sentence of the letter is generic.
 */
import {
  type GenerateRequest,
  type JobAnalysis,
  type LetterLength,
  letterLengthInfo,
  type TemplateStyle,
} from '@jobpeel/contract';
import { GENERIC_EMPLOYER, type LetterPlan, type PlannedFact, planForRequest } from '../plan/plan';
import { cleanQuoted, containsTerm, countWords, hashString, isInjectionLine, pick } from '../text';
import { STOP_WORDS } from '../vocabulary';
import {
  attach,
  capitalise,
  fill,
  list,
  nameForSentence,
  type Slots,
  titleForSentence,
  withAlso,
  withArticle,
} from './grammar';
import { enGB } from './phrasebook/en-GB';
import { enUS } from './phrasebook/en-US';
import type { Move, Phrasebook, Voice } from './phrasebook/types';

export interface WriteInput {
  request: GenerateRequest;
  analysis: JobAnalysis;
  template: { id: number; name: string; style: TemplateStyle };
}

/** Where the letter aims inside its range before sentences are removed to fit. */
const TARGET: Record<LetterLength, number> = { concise: 185, standard: 320, comprehensive: 545 };

export type PieceKind = Move | 'reserve' | 'duty' | 'generic' | 'tie';

export interface Piece {
  kind: PieceKind;
  /** Paragraph (layout order) and order inside it. */
  para: number;
  order: number;
  /** Higher is removed first when the letter is too long; 0 is never removed. */
  drop: number;
  /** A fact of the resume this sentence tells, attributed when the letter is rendered. */
  fact?: PlannedFact;
  /** The sentence form ({fact}/{factInline} filled at render time) or the finished text. */
  form: string;
  slots?: Slots;
  /** A generic work-habit sentence (not drawn from the resume or the posting). */
  filler?: boolean;
  /** The text as rendered (set by render). */
  text: string;
}

/** Custom recipient text is untrusted: keep it only when it reads like a name or title. */
function safeRecipientName(raw: string | null | undefined): string | null {
  const t = cleanQuoted(raw ?? '').replace(/(?<![,;:])[,;:]+$/, '');
  if (!t || t.length > 80 || isInjectionLine(t) || !/\p{L}/u.test(t)) return null;
  if (/^(undefined|null|n\/a|xyz)$/i.test(t)) return null;
  return t;
}

export function greetingFor(
  request: GenerateRequest,
  company: string | null,
  style: TemplateStyle,
  book: Phrasebook = enUS,
): string {
  const g = book.greeting;
  switch (request.recipient) {
    case 'hr':
      return g.hr;
    case 'company':
      // "The Alder Hotel" reads "Dear Alder Hotel Hiring Team", not "Dear The Alder Hotel ...".
      return company ? (fill(g.company, { company: company.replace(/^the\s+/i, '') }) ?? g.team) : g.team;
    case 'custom': {
      const name = safeRecipientName(request.customRecipient);
      return name ? `Dear ${name},` : g.manager;
    }
    case 'none':
      return style === 'creative' ? g.noneCreative : g.none;
    default:
      return g.manager;
  }
}

export function writeLetter(input: WriteInput): string {
  return composeLetter(input).text;
}

/** The first form whose slots all have values, among forms in order of preference. */
function firstFilled(forms: readonly string[], slots: Slots): string | null {
  for (const f of forms) {
    const out = fill(f, slots);
    if (out !== null) return f;
  }
  return null;
}

/** A shared sentence by template: neighbouring templates say the same thing in other words. */
function sharedForm(forms: readonly string[], templateId: number): string {
  return forms[(templateId - 1 + forms.length) % forms.length]!;
}

/** The forms starting at the template's own, so firstFilled prefers it. */
function rotateFrom(forms: readonly string[], templateId: number): string[] {
  const k = (templateId - 1 + forms.length) % forms.length;
  return [...forms.slice(k), ...forms.slice(0, k)];
}

/** One of the forms that fill, chosen by the seed (so letters vary without randomness). */
function pickFilled(forms: readonly string[], slots: Slots, seed: number, slot: string): string | null {
  const usable = forms.filter((f) => fill(f, slots) !== null);
  return usable.length > 0 ? pick(usable, seed, slot) : null;
}

/** 'a B.A. in Elementary Education from the University of Northern Plains'. */
function degreePhrase(e: NonNullable<LetterPlan['education']>): string {
  // 'NVQ' + 'Level 2 and 3' reads 'NVQ Level 2 and 3'; 'BSc' + 'Nursing' reads 'BSc in Nursing'.
  const field =
    e.field && !e.degree.toLowerCase().includes(e.field.toLowerCase())
      ? /^(?:level|grade|stage|part|year)\b|^\d/i.test(e.field)
        ? ` ${e.field}`
        : ` in ${e.field}`
      : '';
  // 'B.A.' reads 'BA': a full stop inside a sentence would end it for a reader skimming.
  const degree = /^(?:[A-Z][a-z]{0,2}\.){2,4}$/.test(e.degree) ? e.degree.replaceAll('.', '') : e.degree;
  // A degree still being studied for is studied 'at' a school; a finished one is 'from' it.
  const school = e.institution
    ? ` ${e.inProgress ? 'at' : 'from'} ${/^(?:university|college|school|institute) of\b/i.test(e.institution) ? 'the ' : ''}${e.institution}`
    : '';
  const year =
    e.year && /^\d{4}$/.test(e.year) ? (school ? ` in ${e.year}` : `, completed in ${e.year}`) : '';
  return withArticle(`${degree}${field}${school}${year}`);
}

/** A gap worth an honest line: short, and none of its words in the resume (so it is a real gap). */
function honestGap(gap: string | null, resume: string): string | null {
  if (!gap) return null;
  const t = cleanQuoted(gap).replace(/(?<![.;:,\s])[.;:,\s]+$/, '');
  if (!/^[\p{Lu}\d]/u.test(t) || /\d/.test(t)) return null;
  // 'Experience with event management software (Tripleseat, Delphi, Cvent or similar)': the
  // thing itself, and the named examples in brackets.
  const aside = /\(([^()]{1,120})\)/.exec(t)?.[1] ?? '';
  const core = t
    .replace(/\s?\([^()]{0,120}\)/g, '')
    .replace(
      /^(?:(?:hands-on |proven |strong |working )?(?:experience|knowledge|familiarity|proficiency) (?:with|of|in|using) )/i,
      '',
    )
    .trim();
  if (!core || core.split(/\s+/).length > 6) return null;
  const lowerResume = resume.toLowerCase();
  const names = aside
    .split(/,|\bor\b|\/|\band\b/)
    .map((n) => n.trim())
    .filter((n) => /^[\p{Lu}]/u.test(n) && !/^(?:similar|equivalent|other)/i.test(n));
  const absent =
    names.length > 0
      ? !names.some((n) => lowerResume.includes(n.toLowerCase())) && !containsTerm(resume, core)
      : (() => {
          const content = (core.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
          return content.length > 0 && !content.some((w) => lowerResume.includes(w));
        })();
  if (!absent) return null;
  // An acronym in brackets stays with its name ('Structured English Immersion (SEI) endorsement');
  // named examples follow as examples ('event management software such as Tripleseat or Cvent').
  const acronym = /^[A-Z]{2,6}$/.test(aside.trim());
  const named = acronym
    ? t.replace(/^(?:.*?\b(?:with|of|in|using) )?(?=[\p{Lu}])/u, '')
    : names.length > 0
      ? `${core} such as ${list(names.slice(0, 3), 'or')}`
      : core;
  // A leading common word is lowered mid-sentence ('Event management software'), not a name's.
  return /^[A-Z][a-z]+\b/.test(named) && !/\s[\p{Lu}]/u.test(named.replace(/\([^()]*\)/g, ''))
    ? named.charAt(0).toLowerCase() + named.slice(1)
    : named;
}

/**
 * Earlier roles for a sentence, newest first: 'HVAC Installer and Installer Helper at Olentangy
 * Air Systems' when one employer held several in a row.
 */
function earlierChain(roles: readonly NonNullable<LetterPlan['currentRole']>[]): string[] {
  const out: { titles: string[]; employer: string | null }[] = [];
  for (const r of roles) {
    const employer = r.employer ? nameForSentence(r.employer) : null;
    const last = out.at(-1);
    if (last && employer && last.employer === employer) last.titles.push(titleForSentence(r.title));
    else out.push({ titles: [titleForSentence(r.title)], employer });
  }
  return out.map((g) => `${list(g.titles)}${g.employer ? ` at ${g.employer}` : ''}`);
}

/** 'Care Certificate' reads 'the Care Certificate'; 'EPA Section 608 Universal Certification' stays. */
function credentialPhrase(name: string): string {
  // 'Valid Ohio driver's license' reads 'a valid Ohio driver's license' mid-sentence.
  const qualified = /^(?:Valid|Current|Full|Clean|Active) /.exec(name);
  if (qualified) return `a ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  const words = name.split(/\s+/);
  return words.length <= 3 &&
    /^(?:Certificate|Card|Award|Diploma|Passport)$/.test(words.at(-1)!) &&
    !/^the\b/i.test(name)
    ? `the ${name}`
    : name;
}

function linkNoun(ask: string): string {
  if (/github/i.test(ask)) return 'GitHub profile';
  if (/portfolio/i.test(ask)) return 'portfolio';
  return 'work';
}

/** The letter plus the pieces it was built from, so callers and tests can see what was used. */
export function composeLetter({ request, analysis, template }: WriteInput): {
  text: string;
  pieces: Piece[];
  plan: LetterPlan;
} {
  const plan = planForRequest(request);
  const book = plan.locale === 'en-GB' ? enGB : enUS;
  const voice: Voice = book.voices[template.name] ?? book.voices[book.byStyle[template.style]]!;
  const length = request.length ?? 'standard';
  const [min, max] = letterLengthInfo[length].words;
  const seed = hashString(
    [
      template.id,
      length,
      request.recipient,
      request.jobDescription,
      request.resumeText,
      request.companyName ?? '',
    ].join('\u0000'),
  );

  const fromAnalysis = analysis.company && !GENERIC_EMPLOYER.test(analysis.company) ? analysis.company : null;
  const company = request.companyName?.trim() || plan.company || fromAnalysis;
  const role = plan.role ?? analysis.role ?? null;
  const current = plan.currentRole;
  const base: Slots = {
    role,
    company: company ? nameForSentence(company) : null,
    resume: book.resumeWord,
    duty: plan.duty,
  };
  const roleSlots = (r: LetterPlan['currentRole']): Slots =>
    r
      ? {
          ...base,
          title: titleForSentence(r.title),
          aTitle: withArticle(titleForSentence(r.title)),
          employer: r.employer ? nameForSentence(r.employer) : null,
          since: r.current ? r.start : null,
        }
      : base;

  const withResults = request.includeAchievements !== false;
  const extras: (Omit<Piece, 'para' | 'order' | 'text'> & { at: Move })[] = [];
  const pieces: Piece[] = [];
  const paraOf = (move: Move) => voice.layout.findIndex((p) => p.includes(move));
  const orderOf = (move: Move) => {
    const para = voice.layout[paraOf(move)];
    return para ? para.indexOf(move) * 10 : 0;
  };
  const add = (move: PieceKind, at: Move, drop: number, form: string, extra: Partial<Piece> = {}) => {
    const para = paraOf(at);
    if (para < 0) return;
    pieces.push({ kind: move, para, order: orderOf(at), drop, form, text: '', ...extra });
  };

  // Facts told once: the scene or outcome and the story take theirs out of the other moves.
  const used = new Set<number>();
  const evidence = plan.evidence.filter((e) => withResults || e.fact.numbers.length === 0);
  const numbered = [...evidence.map((e) => e.fact), ...(withResults ? plan.headlineFacts : [])].find(
    (f) => f.numbers.length > 0,
  );
  const layoutMoves = new Set(voice.layout.flat());
  const opener = layoutMoves.has('scene') ? 'scene' : layoutMoves.has('outcome') ? 'outcome' : null;
  const firstFact = numbered ?? evidence[0]?.fact ?? plan.headlineFacts[0];
  if (opener && firstFact) {
    add(opener, opener, 0, '{fact}', { fact: firstFact, order: -5 });
    used.add(firstFact.line);
  }

  const openForm =
    opener && firstFact ? firstFilled(voice.open, base) : firstFilled(voice.open.slice(-4), base);
  // A voice whose opening follows its scene opens plainly when the resume gives no scene.
  const plainOpen = opener && !firstFact ? firstFilled(enUS.voices.Professional!.open, base) : null;
  add('open', 'open', 0, plainOpen ?? openForm ?? voice.open.at(-1)!, { slots: base });

  if (current) {
    const slots = roleSlots(current);
    const form = firstFilled(current.current ? voice.intro.current : voice.intro.past, slots);
    if (form) add('intro', 'intro', 2, form, { slots });
  }

  // The story: the current role's facts in sequence (Engineering Narrative).
  const storyTerms: string[] = [];
  if (layoutMoves.has('story') && current) {
    const ofCurrent = (f: PlannedFact) =>
      f.role?.title === current.title && f.role?.employer === current.employer && !used.has(f.line);
    const storyBudget = length === 'concise' ? 2 : length === 'standard' ? 3 : 5;
    const facts = [
      ...evidence.filter((e) => ofCurrent(e.fact)).map((e) => e.fact),
      ...(withResults ? plan.headlineFacts : []).filter(ofCurrent),
    ].slice(0, storyBudget);
    facts.forEach((f, i) => {
      add('story', 'story', i === 0 ? 0 : 3, '{fact}', { fact: f, order: orderOf('story') + i });
      used.add(f.line);
      const term = evidence.find((e) => e.fact.line === f.line)?.term;
      if (term) storyTerms.push(term);
    });
    if (storyTerms.length > 0) {
      const form = pickFilled(voice.mapping, { list: list(storyTerms) }, seed, 'map');
      if (form) add('mapping', 'mapping', 3, form, { slots: { list: list(storyTerms) } });
    }
  }

  evidence
    .filter((e) => !used.has(e.fact.line))
    .forEach((e, i) => {
      const form = pick(voice.evidence, seed, `ev${i}`);
      const extra: Partial<Piece> = {
        fact: e.fact,
        slots: { ...base, term: e.term },
        order: orderOf('evidence') + i,
      };
      if (voice.evidenceParagraphs) extra.para = paraOf('evidence') + (i + 1) / 100;
      add('evidence', 'evidence', i === 0 && !opener ? 0 : 3, form, extra);
      used.add(e.fact.line);
    });

  if (plan.credentials.length > 0) {
    const slots = { list: list(plan.credentials.map(credentialPhrase)) };
    add('credentials', 'credentials', 2, pick(voice.credentials, seed, 'cred'), { slots });
  }
  if (withResults)
    plan.headlineFacts
      .filter((f) => !used.has(f.line))
      .forEach((f, i) => {
        add('headline', 'headline', 4, '{fact}', { fact: f, order: orderOf('headline') + i });
        used.add(f.line);
      });
  if (plan.listedTerms.length > 0 && request.includeSkills !== false) {
    const slots = { ...base, list: list(plan.listedTerms) };
    add('listed', 'listed', 5, pick(voice.listed, seed, 'listed'), { slots });
  }
  for (const [i, a] of plan.asks.entries()) {
    if (!a.answer) continue;
    const slots = { link: a.answer, linkNoun: linkNoun(a.ask) };
    add('asks', 'asks', 1, pick(voice.ask, seed, `ask${i}`), { slots, order: orderOf('asks') + i });
    break;
  }
  if (plan.education && request.includeEducation !== false) {
    const slots = { degree: degreePhrase(plan.education) };
    const forms = plan.education.inProgress
      ? [sharedForm(book.shared.educationInProgress, template.id)]
      : voice.education;
    add('education', 'education', 5, pick(forms, seed, 'edu'), { slots });
  }
  // Earlier roles in one sentence: one for a standard letter, all (up to three) for a long one.
  const earlier = plan.earlierRoles.slice(0, length === 'comprehensive' ? 3 : length === 'standard' ? 1 : 0);
  if (earlier.length > 0) {
    const bare = earlierChain(earlier);
    const slots = { ...roleSlots(current), roles: list(bare.map((r) => `as ${r}`)), rolesBare: list(bare) };
    const form = firstFilled(voice.earlier, slots);
    if (form) add('earlier', 'earlier', 6, form, { slots });
  }
  const gap = length === 'concise' ? null : honestGap(plan.gap, request.resumeText);
  if (gap) add('gap', 'gap', 6, pick(voice.gap, seed, 'gap'), { slots: { ...base, gap } });
  if (plan.companyDetail) {
    const slots = { detail: plan.companyDetail };
    if (length === 'concise')
      extras.push({ kind: 'detail', drop: 4, form: voice.detail[0]!, slots, at: 'detail' });
    else add('detail', 'detail', 4, voice.detail[0]!, { slots });
  }
  const motivation =
    pickFilled(voice.motivation.slice(0, 2), base, seed, 'mot') ?? firstFilled(voice.motivation, base);
  if (motivation) add('motivation', 'motivation', 3, motivation, { slots: base });
  add('close', 'close', 0, firstFilled(voice.close, base) ?? voice.close.at(-1)!, {
    slots: base,
    order: 1000,
  });

  // Material for length, best first: further facts of the resume, then further duties of the job.
  const factHome: Move = layoutMoves.has('headline')
    ? 'headline'
    : layoutMoves.has('story')
      ? 'story'
      : 'evidence';
  if (withResults)
    for (const f of plan.reserve.filter((f) => !used.has(f.line)))
      extras.push({ kind: 'reserve', drop: 7, form: '{fact}', fact: f, at: factHome });
  // The resume's own sentences and its other credentials, for a long letter.
  plan.ownWords.forEach((own, i) => {
    // The first in the voice's way ('In brief, I am ...'); the rest as the candidate wrote them.
    const ownLower = own.replace(/^My\b/, 'my');
    const form = i === 0 ? voice.own[0]! : '{own}';
    const slots = { ...base, own: fill(own, base) ?? own, ownLower: fill(ownLower, base) ?? ownLower };
    extras.push({ kind: 'reserve', drop: 7, form, slots, at: layoutMoves.has('intro') ? 'intro' : factHome });
  });
  if (plan.otherCredentials.length > 0)
    extras.push({
      kind: 'reserve',
      drop: 7,
      form: sharedForm(book.shared.moreCredentials, template.id),
      slots: { list: list(plan.otherCredentials.map(credentialPhrase)) },
      at: layoutMoves.has('credentials') ? 'credentials' : factHome,
    });
  if (plan.otherSkills.length > 0 && request.includeSkills !== false)
    extras.push({
      kind: 'reserve',
      drop: 7,
      form: sharedForm(book.shared.moreSkills, template.id),
      slots: { ...base, list: list(plan.otherSkills) },
      at: layoutMoves.has('listed') ? 'listed' : factHome,
    });
  if (plan.languages.length > 1)
    extras.push({
      kind: 'reserve',
      drop: 7,
      form: sharedForm(book.shared.languages, template.id),
      slots: { list: list(plan.languages) },
      at: layoutMoves.has('listed') ? 'listed' : factHome,
    });
  // A fact already in the letter tied to the duty of the job it bears on: grounded in both texts.
  const tieFor = new Map(plan.ties.map((t) => [t.line, t.duty]));
  const shown = [...new Set([...plan.evidence.map((e) => e.term), ...plan.listedTerms])];
  if (shown.length >= 3)
    extras.push({
      kind: 'reserve',
      drop: 7,
      form: sharedForm(book.shared.checklist, template.id),
      slots: { ...base, list: list(shown.slice(0, 6)) },
      at: 'motivation',
    });
  // The case in brief: the current role, the posting's terms the resume shows, the degree.
  const recap: string[] = [];
  if (current)
    recap.push(
      `my experience as ${titleForSentence(current.title)}${current.employer ? ` at ${nameForSentence(current.employer)}` : ''}`,
    );
  if (shown.length > 0) recap.push(`hands-on work with ${list(shown.slice(0, 3))}`);
  if (plan.education && request.includeEducation !== false) {
    const degree = degreePhrase({ ...plan.education, institution: null, year: null });
    recap.push(plan.education.inProgress ? `my studies for ${degree}` : degree);
  }
  if (recap.length >= 2) {
    // Items that hold lists of their own are joined with a serial comma: '..., and a BA'.
    const joined = recap.length > 2 ? `${recap.slice(0, -1).join(', ')}, and ${recap.at(-1)}` : list(recap);
    const slots = { ...base, list: joined };
    extras.push({
      kind: 'reserve',
      drop: 7,
      form: firstFilled(rotateFrom(book.shared.recap, template.id), slots)!,
      slots,
      at: 'motivation',
    });
  }
  // Further duties of the job only to reach the minimum, one at most (two read as a list of wishes).

  const greeting = greetingFor(request, company, template.style, book);
  const currentRoleKey = current ? `${current.title}\u0000${current.employer ?? ''}` : null;
  const letter = () => render(greeting, pieces, voice, plan.name, currentRoleKey);

  let next = 0;
  const addExtra = () => {
    const e = extras[next++]!;
    add(e.kind, e.at, e.drop, e.form, { fact: e.fact, slots: e.slots, order: orderOf(e.at) + 5 + next });
  };
  while (next < extras.length && countWords(letter()) < TARGET[length]) addExtra();
  // Ties after the facts the letter tells, while it is short of its target.
  let tieCount = 0;
  for (const p of [...pieces]) {
    if (countWords(letter()) >= TARGET[length]) break;
    const duty = p.fact ? tieFor.get(p.fact.line) : undefined;
    if (!duty || duty === plan.duty) continue;
    pieces.push({
      kind: 'tie',
      para: p.para,
      order: p.order + 0.5,
      drop: 6,
      form: voice.tie[tieCount++ % voice.tie.length]!,
      slots: { duty },
      text: '',
    });
  }
  // Further duties, once the ties have taken theirs.
  // Two duties to a sentence in a long letter ('to check X and to book Y'): a list of wishes, not a litany.
  const tiedDuties = new Set(pieces.filter((p) => p.kind === 'tie').map((p) => p.slots?.duty));
  const more = plan.moreDuties
    .filter((d) => !tiedDuties.has(d))
    .slice(0, length === 'comprehensive' ? 8 : length === 'standard' ? 2 : 1);
  const paired =
    length === 'comprehensive'
      ? more.flatMap((d, i) => (i % 2 === 1 ? [] : [more[i + 1] ? `${d} and to ${more[i + 1]}` : d]))
      : more;
  const duties = paired.map((d, i) => ({
    kind: 'duty' as const,
    drop: 8,
    form: voice.moreDuty[i % voice.moreDuty.length]!,
    slots: { ...base, duty: d },
    at: 'motivation' as Move,
  }));
  extras.push(...duties);
  while (next < extras.length && countWords(letter()) < min) addExtra();
  // Generic sentences come last: one at most when the resume and the posting give enough to say,
  // and only as many more as a thin resume needs to reach the length asked for.
  const rotate = (xs: readonly string[]) => xs.map((_, i) => xs[(i + (seed % xs.length)) % xs.length]!);
  const generics = [...rotate(voice.generic), ...rotate(book.shared.generic)];
  // After everything grounded: at the end of the last middle paragraph, then in paragraphs of
  // their own (three to a paragraph) before the closing one.
  const last = Math.max(...pieces.map((x) => x.para));
  const middle = [...new Set(pieces.map((p) => p.para))].filter((p) => p > 0 && p < last);
  const host = middle.length > 0 ? Math.max(...middle) : paraOf(factHome);
  for (let g = 0; g < generics.length && countWords(letter()) < min; g++) {
    const para = g < 2 ? host : host + (1 + Math.floor((g - 2) / 3)) / 1000;
    pieces.push({
      kind: 'generic',
      para,
      order: 500 + g,
      drop: 9,
      form: generics[g]!,
      filler: true,
      text: '',
    });
  }

  // Shrink: drop the most optional sentence (latest first) until the letter fits.
  while (countWords(letter()) > max) {
    let worst = -1;
    for (let i = 0; i < pieces.length; i++)
      if (pieces[i]!.drop > 0 && (worst < 0 || pieces[i]!.drop >= pieces[worst]!.drop)) worst = i;
    if (worst < 0) break;
    pieces.splice(worst, 1);
  }
  // A letter whose facts are long can dip below the minimum after shrinking: top up if it fits.
  while (next < extras.length && countWords(letter()) < min) {
    addExtra();
    if (countWords(letter()) > max) {
      pieces.pop();
      break;
    }
  }
  return { text: letter(), pieces, plan };
}

/**
 * The letter's text: each piece's sentence with its fact attributed. A fact whose employer the
 * sentence before it in the paragraph already named reads 'I also ...' instead of naming it again.
 */
function render(
  greeting: string,
  pieces: Piece[],
  voice: Voice,
  name: string | null,
  currentRoleKey: string | null,
): string {
  pieces.sort((a, b) => a.para - b.para || a.order - b.order);
  const paras = new Map<number, string[]>();
  let lastEmployer: string | null = null;
  /** The role of the last fact told; null after an intro, which names the current role. */
  let lastRole: string | null = null;
  let lastPara = -1;
  // The voice's ways of saying 'also' in turn, so none repeats back to back.
  let alsoUsed = 0;
  let dashJoins = 0;
  for (const p of pieces) {
    if (p.para !== lastPara) {
      lastEmployer = null;
      lastRole = null;
    }
    lastPara = p.para;
    let slots: Slots = p.slots ?? {};
    // The role sentence names the employer: a fact of the same employer right after it follows on.
    if (p.kind === 'intro') {
      lastEmployer = typeof slots.employer === 'string' ? slots.employer : null;
      lastRole = currentRoleKey;
    }
    // A sentence naming other employers ('Before that, I worked at ...') ends the follow-on.
    if (p.kind === 'earlier' || p.kind === 'detail') lastEmployer = null;
    if (p.fact?.sentence) {
      // A dash join is the voice's mark once; more dashes in one letter read as machine-written.
      const joins = /\. (?=I [a-z])/.test(p.fact.sentence);
      const join = voice.clauseJoin?.includes('—') && joins && dashJoins++ > 0 ? ', and ' : voice.clauseJoin;
      const joined = join ? p.fact.sentence.replace(/\. (?=I [a-z])/g, join) : p.fact.sentence;
      const f = { ...p.fact, sentence: joined };
      const employer = f.role?.employer ? nameForSentence(f.role.employer) : null;
      let fact: string;
      let inline: string;
      // Follow on only in the same role: 'In the same role' after another title there would mislead.
      const role = f.role ? `${f.role.title}\u0000${f.role.employer ?? ''}` : null;
      if (employer && employer === lastEmployer && (lastRole === null || role === lastRole)) {
        const alsoSlots = { alsoFact: withAlso(f.sentence!), factLower: f.sentence!.replace(/^My\b/, 'my') };
        fact = fill(voice.also[alsoUsed++ % voice.also.length]!, alsoSlots) ?? alsoSlots.alsoFact;
        inline = fact.charAt(0).toLowerCase() + fact.slice(1);
        if (/^I\b/.test(fact)) inline = fact;
      } else {
        const roleSlots: Slots = {
          employer,
          title: f.role ? titleForSentence(f.role.title) : null,
          aTitle: f.role ? withArticle(titleForSentence(f.role.title)) : null,
        };
        const leads = f.role?.current ? voice.lead.current : voice.lead.past;
        // A lead that ends in a colon ('Picture Acme:') only introduces a sentence of the writer's own ('I ...').
        const usable = /^I\b/.test(f.sentence!) ? leads : leads.filter((l) => !l.endsWith(':'));
        const lead = employer
          ? usable.length > 0
            ? pick(usable, f.line, 'lead')
            : 'At {employer},'
          : firstFilled(voice.lead.untitled, roleSlots);
        const filled = lead ? fill(lead, roleSlots) : null;
        fact = filled ? attach(capitalise(filled), f.sentence!) : f.sentence!;
        inline = filled ? attach(filled.charAt(0).toLowerCase() + filled.slice(1), f.sentence!) : f.sentence!;
      }
      lastEmployer = employer;
      lastRole = f.role ? `${f.role.title}\u0000${f.role.employer ?? ''}` : null;
      slots = { ...slots, fact, factInline: inline };
    }
    p.text = tidy(fill(p.form, slots) ?? p.form);
    const list = paras.get(p.para) ?? [];
    list.push(p.text);
    paras.set(p.para, list);
  }
  const body = [...paras.keys()].sort((a, b) => a - b).map((k) => paras.get(k)!.join(' '));
  return [greeting, ...body, name ? `${voice.signoff}\n${name}` : voice.signoff].join('\n\n');
}

/** A name that ends in a full stop ('Acme Co.') ends its sentence too: no '..'; no doubled spaces. */
function tidy(text: string): string {
  return text.replace(/(?<=\b(?:Co|Inc|Ltd|Corp|Bros|Jr|Sr|St|Dr)\.)\./g, '').replace(/ {2,}/g, ' ');
}
