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
import {
  phrasingByName,
  phrasingByStyle,
  sameEmployerLeads,
  sharedExtras,
  type TemplatePhrasing,
} from './phrasing';
import { type Achievement, extractResumeFacts, type ResumeFacts } from './resume-facts';
import { cleanQuoted, containsTerm, countWords, hashString, isInjectionLine, joinList, pick } from './text';
import { SKILLS } from './vocabulary';

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

const PAST_VERBS = new Set(
  'led built grew ran won taught drove made cut oversaw wrote sold kept set began brought held took gave met rebuilt overhaul'.split(
    ' ',
  ),
);

/** 'Reduced churn by 12%' -> 'I reduced churn by 12%.'; other bullets are quoted as they are. */
function firstPerson(text: string): string | null {
  const first = text.split(/\s+/)[0] ?? '';
  const lower = first.toLowerCase();
  if (!/^[A-Z][a-z]+$/.test(first) || !(lower.endsWith('ed') || PAST_VERBS.has(lower))) return null;
  const body = `${lower}${text.slice(first.length)}`.replace(/[.;,\s]+$/, '');
  return `I ${body}.`;
}

function sentence(text: string): string {
  const t = text.trim().replace(/[;,\s]+$/, '');
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** Degree line 'BSc Computer Science, University of Leeds' reads as 'BSc Computer Science from University of Leeds'. */
function degreePhrase(degree: string): string {
  const [name, ...rest] = degree.split(/\s*[,|–—]\s*/);
  const school = rest.find((r) => /[A-Za-z]/.test(r));
  return school ? `${name} from ${school}` : (name ?? degree);
}

/** Custom recipient text is untrusted: keep it only when it reads like a name or title. */
function safeRecipientName(raw: string | null | undefined): string | null {
  const t = cleanQuoted(raw ?? '').replace(/[,;:]+$/, '');
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

interface Piece {
  para: 'opening' | 'skills' | 'results' | 'education' | 'approach' | 'motivation' | 'closing';
  text: string;
  /** Higher is removed first when the letter is too long; 0 is never removed. */
  drop: number;
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
      // Keep added paragraphs readable: at most four sentences each.
      for (let i = 0; i < texts.length; i += 4) paras.push(texts.slice(i, i + 4).join(' '));
    } else if (texts.length > 0) paras.push(texts.join(' '));
  }
  paras.push(name ? `${signoff}\n${name}` : signoff);
  return paras.join('\n\n');
}

function achievementSentence(
  a: Achievement,
  ph: TemplatePhrasing,
  seed: number,
  i: number,
  previousEmployer: string | null,
): string {
  const fp = firstPerson(a.text);
  if (fp && a.employer && a.employer === previousEmployer) {
    return `${pick(sameEmployerLeads, seed, `same${i}`)} ${fp.slice(2)}`;
  }
  if (a.employer) {
    const lead = pick(ph.achievementLead, seed, `lead${i}`)(a.employer);
    return fp ? `${lead} ${fp}` : `${lead.replace(/[,:]$/, '')}, one result stands out: ${sentence(a.text)}`;
  }
  const lead = pick(ph.achievementNoEmployer, seed, `lead${i}`);
  return fp ? `${lead} ${fp}` : `One result from my work: ${sentence(a.text)}`;
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
function requirementMatches(analysis: JobAnalysis, facts: ResumeFacts, seed: number): string[] {
  const vocab = [...new Set(SKILLS)];
  const out: string[] = [];
  const used = new Set<string>();
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

export function writeLetter({ request, analysis, template }: WriteInput): string {
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

  if (request.includeAchievements !== false) {
    // Results with numbers first: they are the most convincing facts a resume offers.
    const ranked = [...facts.achievements].sort((a, b) => Number(b.hasNumber) - Number(a.hasNumber));
    const chosen = ranked.slice(0, budget.achievements);
    if (chosen.length > 1)
      pieces.push({ para: 'results', text: pick(ph.achievementsIntro, seed, 'ai'), drop: 6 });
    chosen.forEach((a, i) => {
      const prev = chosen[i - 1]?.employer ?? null;
      pieces.push({
        para: 'results',
        text: achievementSentence(a, ph, seed, i, prev),
        drop: i === 0 ? 1 : 2,
      });
    });
  }
  const degree = facts.degrees[0];
  if (degree && request.includeEducation !== false)
    pieces.push({
      para: 'education',
      // 'a Associate Degree' -> 'an Associate Degree'.
      text: pick(ph.education, seed, 'edu')(degreePhrase(degree)).replace(/\ba (?=[AEIOU][a-z])/g, 'an '),
      drop: 4,
    });

  pieces.push({ para: 'motivation', text: pick(ph.motivation, seed, 'mot')(ctx), drop: 0 });
  pieces.push({ para: 'closing', text: pick(ph.closing, seed, 'close')(ctx), drop: 0 });

  const greeting = greetingFor(request, company, template.style);
  const letter = () => render(greeting, pieces, ph.signoff, facts.name);

  // Grow: optional sentences in order of value until the target. Further results first, then
  // grounded extras (earlier positions, requirements the resume covers, other resume skills),
  // then the template's own extras and finally neutral shared ones.
  const optional: Piece[] = [];
  if (request.includeAchievements !== false) {
    const ranked = [...facts.achievements].sort((a, b) => Number(b.hasNumber) - Number(a.hasNumber));
    const spare = ranked.slice(budget.achievements, budget.achievements + 3);
    spare.forEach((a, i) => {
      const prev =
        i === 0 ? (ranked[budget.achievements - 1]?.employer ?? null) : (spare[i - 1]?.employer ?? null);
      optional.push({ para: 'results', text: achievementSentence(a, ph, seed, 10 + i, prev), drop: 7 });
    });
  }
  for (const p of facts.positions.slice(1, 3)) {
    const text = p.employer
      ? `Before that, I worked as ${p.title} at ${p.employer}.`
      : `Earlier, I worked as ${p.title}.`;
    optional.push({ para: 'opening', text, drop: 7 });
  }
  for (const req of requirementMatches(analysis, facts, seed).slice(0, 3)) {
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
  const offset = seed % ph.extras.length;
  const extras = [...ph.extras.map((_, i) => ph.extras[(i + offset) % ph.extras.length]!), ...sharedExtras];
  for (const text of extras) optional.push({ para: 'approach', text, drop: 8 });
  let oi = 0;
  while (countWords(letter()) < budget.target && oi < optional.length) pieces.push(optional[oi++]!);

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
  while (countWords(letter()) < min && oi < optional.length) {
    pieces.push(optional[oi++]!);
    if (countWords(letter()) > max) {
      pieces.pop();
      break;
    }
  }
  return letter();
}
