/**
 * The rule-based writer: composes a letter from the template's phrasing and the resume's facts,
 * then adds or removes optional sentences until the word count sits inside the length's range.
 */
import {
  type GenerateRequest,
  type JobAnalysis,
  type LetterLength,
  letterLengthInfo,
  type TemplateStyle,
} from '@jobpeel/contract';
import { bulletSentences } from '../plan/sentences';
import { cleanQuoted, containsTerm, countWords, hashString, isInjectionLine, joinList, pick } from '../text';
import { type Achievement, extractResumeFacts, type ResumeFacts } from '../understand/resume-facts';
import { SKILLS } from '../vocabulary';
import {
  phrasingByName,
  phrasingByStyle,
  sameEmployerLeads,
  sharedExtras,
  type TemplatePhrasing,
} from './phrasing';

export interface WriteInput {
  request: GenerateRequest;
  analysis: JobAnalysis;
  template: { id: number; name: string; style: TemplateStyle };
}

/** How much material each length uses before the word-count fitting. */
const BUDGET: Record<LetterLength, { skills: number; achievements: number; target: number }> = {
  concise: { skills: 4, achievements: 1, target: 180 },
  standard: { skills: 6, achievements: 3, target: 320 },
  comprehensive: { skills: 8, achievements: 6, target: 540 },
};

/** Degree line 'BSc Computer Science, University of Leeds' reads as 'BSc Computer Science from University of Leeds'. */
function degreePhrase(degree: string): string {
  const [name, ...rest] = degree.split(/(?<!\s)\s*[,|–—]\s*/);
  const school = rest.find((r) => /[A-Za-z]/.test(r));
  return school ? `${name} from ${school}` : (name ?? degree);
}

/** Custom recipient text is untrusted: keep it only when it reads like a name or title. */
function safeRecipientName(raw: string | null | undefined): string | null {
  const t = cleanQuoted(raw ?? '').replace(/(?<![,;:])[,;:]+$/, '');
  if (!t || t.length > 80 || isInjectionLine(t) || !/\p{L}/u.test(t)) return null;
  if (/^(undefined|null|n\/a|xyz)$/i.test(t)) return null;
  return t;
}

export function greetingFor(request: GenerateRequest, company: string | null, style: TemplateStyle): string {
  switch (request.recipient) {
    case 'hr':
      return 'Dear Human Resources Team,';
    case 'company':
      // "The Alder Hotel" reads "Dear Alder Hotel Hiring Team", not "Dear The Alder Hotel ...".
      return company ? `Dear ${company.replace(/^the\s+/i, '')} Hiring Team,` : 'Dear Hiring Team,';
    case 'custom': {
      const name = safeRecipientName(request.customRecipient);
      return name ? `Dear ${name},` : 'Dear Hiring Manager,';
    }
    case 'none':
      return style === 'creative' ? 'Hello,' : 'To whom it may concern,';
    default:
      return 'Dear Hiring Manager,';
  }
}

export interface Piece {
  para: 'opening' | 'skills' | 'results' | 'education' | 'approach' | 'motivation' | 'closing';
  text: string;
  /** Higher is removed first when the letter is too long; 0 is never removed. */
  drop: number;
  /** A generic work-habit sentence (not drawn from the resume): used only to reach the minimum. */
  filler?: boolean;
}

const PARA_ORDER: Piece['para'][] = [
  'opening',
  'skills',
  'results',
  'education',
  'approach',
  'motivation',
  'closing',
];

function render(greeting: string, pieces: Piece[], signoff: string, name: string | null): string {
  const paras: string[] = [greeting];
  for (const p of PARA_ORDER) {
    const texts = pieces.filter((x) => x.para === p).map((x) => x.text);
    if (p === 'approach') {
      // Generic sentences never run more than two in a row.
      for (let i = 0; i < texts.length; i += 2) paras.push(texts.slice(i, i + 2).join(' '));
    } else if (texts.length > 0) paras.push(texts.join(' '));
  }
  // 'a NVQ', 'a MEng', 'a A.A.S.': letters read aloud take 'an' when their name starts with a
  // vowel sound (F, H, L, M, N, R, S, X and the vowels).
  for (let i = 0; i < paras.length; i++)
    paras[i] = paras[i]!.replace(
      /\b([Aa]) (?=[AEFHILMNORSX](?:[A-Z.]|Sc\b|Eng\b|Ed\b))/g,
      (_, a: string) => `${a}n `,
    );
  // A name that ends in a full stop ('Acme Co.', 'Smith Inc.') ends its sentence too: no '..'.
  for (let i = 0; i < paras.length; i++)
    paras[i] = paras[i]!.replace(/(?<=\b(?:Co|Inc|Ltd|Corp|Bros|Jr|Sr|St|Dr|Ph\.D)\.)\./g, '');
  paras.push(name ? `${signoff}\n${name}` : signoff);
  return paras.join('\n\n');
}

/**
 * A result as a sentence of the letter: the bullet rewritten in the first person, in the tense of
 * its role (plan/sentences.ts), led by its employer. A bullet that cannot be rewritten (it opens
 * with a noun) is not used: a pasted fragment reads as copied, not written.
 */
function achievementSentence(
  a: Achievement,
  ph: TemplatePhrasing,
  seed: number,
  i: number,
  previousEmployer: string | null,
  currentEmployer: string | null,
): string | null {
  const fp =
    bulletSentences(a.text, a.employer && a.employer === currentEmployer ? 'current' : 'past') ??
    nounPhraseSentence(a.text, a.employer !== null && a.employer === currentEmployer);
  if (!fp) return null;
  if (a.employer && a.employer === previousEmployer) {
    // 'I also' + 'have sold' reads 'I have also sold'.
    return `${pick(sameEmployerLeads, seed, `same${i}`)} ${fp.slice(2)}`.replace(
      /\balso have\b/,
      'have also',
    );
  }
  if (a.employer) return `${pick(ph.achievementLead, seed, `lead${i}`)(a.employer)} ${fp}`;
  return `${pick(ph.achievementNoEmployer, seed, `lead${i}`)} ${fp}`;
}

/** Skills the letter may claim: the job's keywords that the resume shows, then other resume skills. */
function claimableSkills(analysis: JobAnalysis, facts: ResumeFacts, max: number): string[] {
  const vocab = new Set(SKILLS);
  const fromJob = analysis.matchedKeywords.filter((k) => vocab.has(k) && containsTerm(facts.corpus, k));
  const rest = facts.skills.filter((s) => !fromJob.includes(s) && !fromJob.some((f) => containsTerm(f, s)));
  return [...fromJob, ...rest].slice(0, max);
}

/**
 * 'Your posting asks for PostgreSQL and Redis; I use both at Ledgerly.' Only for requirements
 * whose every vocabulary skill is in the resume, so nothing the candidate lacks is named.
 */
function requirementMatches(
  analysis: JobAnalysis,
  facts: ResumeFacts,
  seed: number,
  alreadyShown: ReadonlySet<string>,
): string[] {
  const vocab = [...new Set(SKILLS)];
  const out: string[] = [];
  const used = new Set<string>(alreadyShown);
  for (const req of analysis.keyRequirements) {
    const inReq = vocab.filter((s) => containsTerm(req, s));
    // 'React' inside 'React Native' is one skill, not two.
    const named = inReq.filter(
      (s) => !inReq.some((o) => o !== s && o.length > s.length && containsTerm(o, s)),
    );
    if (named.length === 0 || !named.every((s) => containsTerm(facts.corpus, s))) continue;
    if (named.every((s) => used.has(s))) continue;
    for (const s of named) used.add(s);
    const where = facts.achievements.find(
      (a) => a.employer && named.some((s) => containsTerm(a.text, s)),
    )?.employer;
    const list = joinList(named.slice(0, 3));
    const them = named.length > 1 ? 'them' : 'it';
    const i = out.length;
    out.push(
      where
        ? pick(
            [
              `Your posting asks for ${list}, and I have applied ${them} in practice at ${where}.`,
              `You mention ${list}; I have used ${them} day to day at ${where}.`,
              `On ${list}, my work at ${where} gave me direct, practical experience.`,
            ],
            seed,
            `req${i}`,
          )
        : pick(
            [
              `Your posting asks for ${list}, which my background covers directly.`,
              `You mention ${list}, and my resume shows ${them} as well.`,
            ],
            seed,
            `req${i}`,
          ),
    );
  }
  return out;
}

/**
 * A requirement line safe to quote: short, and every vocabulary skill in it is in the resume
 * (so quoting it claims nothing the candidate lacks). 'Strong communication skills' ->
 * 'strong communication skills'; a leading name ('Salesforce and ...') keeps its capital.
 */
function quotableRequirement(req: string, corpus: string): string | null {
  const t = cleanQuoted(req).replace(/(?<![.;:,\s])[.;:,\s]+$/, '');
  if (!t || t.split(/\s+/).length > 12 || /[()"]/.test(t) || isInjectionLine(t)) return null;
  if ([...new Set(SKILLS)].some((s) => containsTerm(t, s) && !containsTerm(corpus, s))) return null;
  const first = t.split(/\s+/)[0]!;
  const isName = SKILLS.some((s) => s.split(/\s+/)[0] === first);
  return /^[A-Z][a-z]+$/.test(first) && !isName ? `${first.toLowerCase()}${t.slice(first.length)}` : t;
}

/**
 * Job skills that a result or degree shows, each cited once: by quoting the posting's own
 * requirement when one names it, otherwise by naming the skill.
 */
function tieSentence(
  text: string,
  skills: readonly string[],
  tied: Set<string>,
  ctx: { seed: number; slot: string; requirements: readonly string[]; corpus: string },
  forms: readonly ((list: string) => string)[],
): string | null {
  const found = skills.filter((k) => !tied.has(k) && containsTerm(text, k));
  if (found.length === 0) return null;
  for (const k of found) tied.add(k);
  const req = ctx.requirements.find((r) => found.some((k) => containsTerm(r, k)));
  const quoted = req ? quotableRequirement(req, ctx.corpus) : null;
  if (quoted) {
    // The requirement may name more resume skills; those count as cited too.
    for (const k of skills) if (containsTerm(quoted, k)) tied.add(k);
    return pick(REQUIREMENT_TIES, ctx.seed, ctx.slot)(quoted);
  }
  return pick(forms, ctx.seed, ctx.slot)(joinList(found.slice(0, 3)));
}

const REQUIREMENT_TIES: ((req: string) => string)[] = [
  (r) => `That speaks directly to one of your requirements: ${r}.`,
  (r) => `It answers a requirement your posting lists: ${r}.`,
  (r) => `Your posting asks for ${r}, and this is where I built it.`,
];

const ACHIEVEMENT_TIES: ((list: string) => string)[] = [
  (l) => `That is the same ${l} experience your posting asks for.`,
  (l) => `It is direct evidence of the ${l} experience you are looking for.`,
  (l) => `That work rests on ${l}, which your posting names as well.`,
];

const EDUCATION_TIES: ((list: string) => string)[] = [
  (l) => `It gave me a grounding in ${l}, which your posting also asks for.`,
  (l) => `That study underpins the ${l} your posting asks for.`,
];

/** 'from 2019 to 2024' / 'since Jan 2020'; verbatim parts only, never a computed length. */
/**
 * A bullet that names a duty rather than opening with a verb ('Journal entries, accruals and
 * fixed asset roll-forwards') as a sentence: 'My work includes journal entries, accruals ...'.
 * Only short, plain phrases; anything that reads as a sentence of its own is left out.
 */
function nounPhraseSentence(bullet: string, current: boolean): string | null {
  const text = bullet.trim().replace(/(?<![.;,\s])[.;,\s]+$/, '');
  const words = text.split(/\s+/);
  if (words.length < 3 || words.length > 22 || /[.!?]\s|:/.test(text)) return null;
  // 'Member of ...', 'Unit super-user for ...': the first word keeps its capital only if it is an
  // acronym or a name ('EHR', 'Salesforce admin' stays as written only when all caps).
  const first = words[0]!;
  const lead = /^[A-Z]{2,}/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1);
  const phrase = [lead, ...words.slice(1)].join(' ').replace(/;\s+/g, ', and ');
  return `I ${current ? 'am responsible for' : 'was responsible for'} ${phrase}.`;
}

/** How senior a title reads: 'Director' 4, 'Manager' or 'Lead' 3, 'Senior' 2, others 1. */
function rank(title: string): number {
  const t = title.toLowerCase();
  if (/\b(?:chief|director|head|vp|vice president)\b/.test(t)) return 4;
  if (/\b(?:manager|lead|leader|supervisor|principal|charge)\b/.test(t)) return 3;
  if (/\b(?:senior|sr\.?)\b/.test(t)) return 2;
  return 1;
}

/**
 * 'Moving from Team Leader to Shift Manager': said only of a real step, up a level or into
 * another kind of job; a move down ('Senior Accountant' to 'Staff Accountant') or to the same job
 * under another name ('Staff Nurse' to 'Registered Nurse') is not called a step.
 */
function isStepUp(current: string, target: string): boolean {
  // The title's last word before any qualifier ('Team Lead – 2nd shift' -> 'lead').
  const noun = (t: string) => {
    const cut = t.search(/[(–—]| - /);
    const head = (cut >= 0 ? t.slice(0, cut) : t).trim().toLowerCase();
    return (head.split(/\s+/).pop() ?? '').replace(/^leader$/, 'lead');
  };
  if (rank(target) < rank(current)) return false;
  if (noun(current) === noun(target) && rank(target) === rank(current)) return false;
  return current.toLowerCase() !== target.toLowerCase();
}

function datesPhrase(dates: [string, string]): string {
  return /^(present|current|now)$/i.test(dates[1]) ? `since ${dates[0]}` : `from ${dates[0]} to ${dates[1]}`;
}

export function writeLetter(input: WriteInput): string {
  return composeLetter(input).text;
}

/** The letter plus the pieces it was built from, so callers and tests can see what was used. */
export function composeLetter({ request, analysis, template }: WriteInput): {
  text: string;
  pieces: Piece[];
} {
  const facts = extractResumeFacts(request);
  const ph = phrasingByName[template.name] ?? phrasingByStyle[template.style];
  const length = request.length ?? 'standard';
  const budget = BUDGET[length];
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

  const company = request.companyName?.trim() || analysis.company;
  const role = analysis.role;
  const target = role
    ? `the ${role} position${company ? ` at ${company}` : ''}`
    : company
      ? `the open position at ${company}`
      : 'this opportunity';
  const skills = request.includeSkills === false ? [] : claimableSkills(analysis, facts, budget.skills);
  const ctx = {
    target,
    companyRef: company ?? 'your team',
    roleRef: role ? `the ${role} role` : 'this role',
    skills: joinList(skills),
  };

  const pieces: Piece[] = [];
  pieces.push({ para: 'opening', text: pick(ph.openers, seed, 'open')(ctx), drop: 0 });
  const pos = facts.positions[0];
  if (pos?.employer)
    pieces.push({ para: 'opening', text: pick(ph.background, seed, 'bg')(pos.title, pos.employer), drop: 3 });
  else if (pos)
    pieces.push({ para: 'opening', text: pick(ph.backgroundTitleOnly, seed, 'bg')(pos.title), drop: 3 });
  if (facts.yearsOfExperience)
    pieces.push({ para: 'opening', text: pick(ph.years, seed, 'yrs')(facts.yearsOfExperience), drop: 5 });

  pieces.push({
    para: 'skills',
    text: skills.length > 0 ? pick(ph.skills, seed, 'skills')(ctx) : pick(ph.noSkills, seed, 'skills')(ctx),
    drop: 0,
  });

  // Job skills the resume shows: a result or degree that contains one says so, once per skill.
  const vocab = new Set(SKILLS);
  const jobSkills =
    request.includeSkills === false
      ? []
      : analysis.matchedKeywords.filter((k) => vocab.has(k) && containsTerm(facts.corpus, k));
  const tied = new Set<string>();
  const withTie = (text: string, slot: string, forms: readonly ((l: string) => string)[]) => {
    if (length === 'concise') return text;
    const tie = tieSentence(
      text,
      jobSkills,
      tied,
      { seed, slot, requirements: analysis.keyRequirements, corpus: facts.corpus },
      forms,
    );
    return tie ? `${text} ${tie}` : text;
  };

  // Only results that can be written as sentences; the current role's in the present perfect.
  const currentEmployer = pos?.dates?.[1] === 'Present' ? pos.employer : null;
  const writable = facts.achievements.filter((a) =>
    achievementSentence(a, ph, seed, 0, null, currentEmployer),
  );
  if (request.includeAchievements !== false) {
    // Results with numbers first: they are the most convincing facts a resume offers.
    const ranked = writable.sort((a, b) => Number(b.hasNumber) - Number(a.hasNumber));
    const chosen = ranked.slice(0, budget.achievements);
    if (chosen.length > 1)
      pieces.push({ para: 'results', text: pick(ph.achievementsIntro, seed, 'ai'), drop: 6 });
    chosen.forEach((a, i) => {
      const prev = chosen[i - 1]?.employer ?? null;
      const text = achievementSentence(a, ph, seed, i, prev, currentEmployer)!;
      pieces.push({
        para: 'results',
        text: withTie(text, `tie${i}`, ACHIEVEMENT_TIES),
        drop: i === 0 ? 1 : 2,
      });
    });
  }
  const degree = facts.degrees[0];
  if (degree && request.includeEducation !== false) {
    // 'a Associate Degree' -> 'an Associate Degree'.
    const text = pick(
      ph.education,
      seed,
      'edu',
    )(degreePhrase(degree)).replace(/\ba (?=[AEIOU][a-z])/g, 'an ');
    pieces.push({ para: 'education', text: withTie(text, 'edutie', EDUCATION_TIES), drop: 4 });
  }

  pieces.push({ para: 'motivation', text: pick(ph.motivation, seed, 'mot')(ctx), drop: 0 });
  pieces.push({ para: 'closing', text: pick(ph.closing, seed, 'close')(ctx), drop: 0 });

  const greeting = greetingFor(request, company, template.style);
  const letter = () => render(greeting, pieces, ph.signoff, facts.name);

  // Grow: optional sentences in order of value until the target. Further results first, then
  // grounded extras (earlier positions, requirements the resume covers, other resume skills),
  // then the template's own extras and finally neutral shared ones.
  const optional: Piece[] = [];
  if (request.includeAchievements !== false) {
    const ranked = [...writable].sort((a, b) => Number(b.hasNumber) - Number(a.hasNumber));
    const spare = ranked.slice(budget.achievements, budget.achievements + 3);
    spare.forEach((a, i) => {
      const prev =
        i === 0 ? (ranked[budget.achievements - 1]?.employer ?? null) : (spare[i - 1]?.employer ?? null);
      optional.push({
        para: 'results',
        text: achievementSentence(a, ph, seed, 10 + i, prev, currentEmployer)!,
        drop: 7,
      });
    });
  }
  if (pos?.dates)
    optional.push({
      para: 'opening',
      text: pos.employer
        ? `I ${/^since /.test(datesPhrase(pos.dates)) ? 'have held' : 'held'} that role ${datesPhrase(pos.dates)}.`
        : `I ${/^since /.test(datesPhrase(pos.dates)) ? 'have worked' : 'worked'} in that role ${datesPhrase(pos.dates)}.`,
      drop: 7,
    });
  if (role && pos && isStepUp(pos.title, role))
    optional.push({
      para: 'opening',
      text: pick(
        [
          `Moving from ${pos.title} to ${role} is a natural next step for me.`,
          `The step from ${pos.title} to ${role} builds directly on the work I have done so far.`,
        ],
        seed,
        'bridge',
      ),
      drop: 7,
    });
  for (const p of facts.positions.slice(1, 3)) {
    const text = p.employer
      ? `Before that, I worked as ${p.title} at ${p.employer}.`
      : `Earlier, I worked as ${p.title}.`;
    optional.push({ para: 'opening', text, drop: 7 });
  }
  for (const req of requirementMatches(analysis, facts, seed, tied).slice(0, 3)) {
    optional.push({ para: 'skills', text: req, drop: 7 });
  }
  const otherSkills = facts.skills.filter(
    (s) => !analysis.keywords.includes(s) && !skills.includes(s) && !skills.some((k) => containsTerm(k, s)),
  );
  if (otherSkills.length > 0 && request.includeSkills !== false)
    optional.push({
      para: 'skills',
      text: `Beyond what the posting lists, I also work with ${joinList(otherSkills.slice(0, 5))}.`,
      drop: 7,
    });
  if (jobSkills.length >= 2)
    optional.push({
      para: 'skills',
      text: pick(
        [
          `Your posting and my resume share ${joinList(jobSkills.slice(0, 4))}, so I would start from experience rather than from scratch.`,
          `The overlap is real: ${joinList(jobSkills.slice(0, 4))} appear both in your posting and in my record.`,
        ],
        seed,
        'overlap',
      ),
      drop: 7,
    });
  // A closing summary of the grounded case: role, the job's skills the resume shows, degree.
  const recap: string[] = [];
  if (pos) recap.push(`my experience as ${pos.title}${pos.employer ? ` at ${pos.employer}` : ''}`);
  if (jobSkills.length > 0) recap.push(`hands-on work with ${joinList(jobSkills.slice(0, 3))}`);
  if (degree && request.includeEducation !== false) {
    const name = degree.split(/(?<!\s)\s*[,|–—]\s*/)[0] ?? degree;
    recap.push(`a ${name}`.replace(/\ba (?=[AEIOU][a-z]|[AEFHILMNORSX][A-Z]*\b)/g, 'an '));
  }
  if (recap.length >= 2)
    optional.push({
      para: 'motivation',
      text: `In short, I would bring ${recap.length > 2 ? `${recap.slice(0, -1).join(', ')}, and ${recap.at(-1)}` : recap.join(' and ')} to ${ctx.roleRef}.`,
      drop: 7,
    });
  const grounded = optional.length;
  // Generic sentences come last and only up to the minimum: two at the end of each grounded
  // paragraph first, then short paragraphs of their own.
  const offset = seed % ph.extras.length;
  const extras = [...ph.extras.map((_, i) => ph.extras[(i + offset) % ph.extras.length]!), ...sharedExtras];
  const hosts = (['skills', 'results', 'education', 'opening'] as const).filter((p) =>
    pieces.some((x) => x.para === p),
  );
  extras.forEach((text, i) => {
    const para = hosts[Math.floor(i / 2)] ?? 'approach';
    optional.push({ para, text, drop: 8, filler: true });
  });
  let oi = 0;
  while (oi < grounded && countWords(letter()) < budget.target) pieces.push(optional[oi++]!);
  // Grounded sentences left over (the target was reached) stay ahead of the generic ones.
  const rest = optional.slice(oi);
  oi = 0;
  while (countWords(letter()) < min && oi < rest.length) pieces.push(rest[oi++]!);

  // Shrink: drop the most optional sentence (latest first) until the letter fits.
  while (countWords(letter()) > max) {
    let worst = -1;
    for (let i = 0; i < pieces.length; i++) {
      if (pieces[i]!.drop > 0 && (worst < 0 || pieces[i]!.drop >= pieces[worst]!.drop)) worst = i;
    }
    if (worst < 0) break;
    pieces.splice(worst, 1);
  }
  // A letter with very long results can dip below the minimum after shrinking; top up with extras.
  while (countWords(letter()) < min && oi < rest.length) {
    pieces.push(rest[oi++]!);
    if (countWords(letter()) > max) {
      pieces.pop();
      break;
    }
  }
  return { text: letter(), pieces };
}
