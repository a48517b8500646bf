/**
 * One sentence for a requirement of the posting, for the coverage panel's buttons (issue 20):
 * 'add' writes it from the resume's own evidence (a credential held, a bullet in the candidate's
 * voice led by its employer, or a skill the resume lists), 'address_gap' names what the resume
 * lacks without claiming it. Neither states a fact the resume does not: 'add' restates one resume
 * line, 'address_gap' only reads the posting.
 */
import type { ResumeProfile } from '@jobpeel/contract';
import { localeOf } from '../plan/plan';
import { bulletSentences } from '../plan/sentences';
import { readRequest } from '../understand/read-request';
import { SKILLS } from '../vocabulary';
import {
  asksForCredential,
  CREDENTIAL_WORDS,
  heldCredential,
  PENDING_LINE,
  prepareHeldCredentials,
} from './held-credentials';

export interface SuggestInput {
  action: 'add' | 'address_gap';
  /** A requirement as the evidence lists it (`coverage[].requirement`). */
  requirement: string;
  resumeText: string;
  postingText: string;
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Requirements that open with an adjective or a verb read as a quotation, not as a noun phrase. */
const NOT_A_NOUN_PHRASE = new Set([
  'able',
  'comfortable',
  'willing',
  'must',
  'can',
  'have',
  'has',
  'be',
  'hold',
  'holds',
  'possess',
  'possesses',
  'demonstrate',
  'demonstrates',
  'graduated',
  'eligible',
  'available',
  'happy',
  'confident',
]);

/** The requirement as a sentence can name it: its first clause, at most 14 words. */
function nameOfRequirement(text: string, postingText: string): string {
  const clause = text
    .replace(/^[-–—•*·▪]\s*/, '')
    .split(/[.;:(]/)[0]!
    .trim();
  const words = clause.split(/\s+/);
  const short = words.length > 14 ? words.slice(0, 14).join(' ') : clause;
  const first = words[0] ?? '';
  if (NOT_A_NOUN_PHRASE.has(first.toLowerCase()) || /^[A-Za-z]+ed$/.test(first)) return `“${short}”`;
  // 'Boiler or hydronic experience' -> 'boiler or ...': a sentence's capital goes when the
  // posting writes the word in lower case elsewhere, or the phrase runs on in lower case and the
  // word is no known name; names and acronyms ('Python', 'ServiceTitan', 'EPA 608') keep theirs.
  if (/^[A-Z][a-z]+$/.test(first)) {
    const lower = first.toLowerCase();
    const runsOn = /^[a-z]/.test(words[1] ?? '') && !KNOWN_NAMES.has(lower);
    if (runsOn || new RegExp(`\\b${lower}\\b`).test(postingText))
      return short.charAt(0).toLowerCase() + short.slice(1);
  }
  return short;
}

const KNOWN_NAMES = new Set(SKILLS.map((s) => s.toLowerCase()));

function leadFor(position: ResumeProfile['positions'][number]): string {
  if (!position.employer) return '';
  return position.current ? `In my current role at ${position.employer}, ` : `At ${position.employer}, `;
}

/** 'Valid Ohio driver's license' -> 'a valid Ohio driver's license'; names keep their capitals. */
function credentialPhrase(raw: string): string {
  // Notes are the resume's, not the credential's name: 'Paediatric First Aid (12 hour), renewed
  // March 2025' -> 'Paediatric First Aid'; '(CSWP)' stays.
  const notes = raw.search(/, (?=[a-z\d])/);
  const name = (notes < 0 ? raw : raw.slice(0, notes))
    .replace(/(?<!\s)\s*\(([^()]*)\)/g, (whole, inner: string) => (/\d/.test(inner) ? '' : whole))
    .trim();
  const generic = /^(Valid|Full|Current|Clean|Active)\b/.exec(name);
  return generic ? `a ${generic[1]!.toLowerCase()}${name.slice(generic[1]!.length)}` : name;
}

/** 'My record includes ...' after a lead ('At Acme, ') reads 'my record includes ...'. */
function afterLead(lead: string, sentence: string): string {
  return lead && /^My\b/.test(sentence) ? `${lead}m${sentence.slice(1)}` : `${lead}${sentence}`;
}

/** A resume line that meets a requirement, with the role it belongs to ('Payroll Officer, Oakfield Inns'). */
export interface RequirementEvidenceLine {
  quote: string;
  role: string | null;
}

/**
 * The resume lines that meet a requirement of the posting, for a provider to write the 'add'
 * sentence from: null when the requirement is not the posting's or the resume does not meet it.
 * Lines about something still to come ('exam scheduled') are left out.
 */
export function requirementEvidence(
  input: Omit<SuggestInput, 'action'>,
): { requirement: string; lines: RequirementEvidenceLine[] } | null {
  const { profile, match } = readRequest({ jobDescription: input.postingText, resumeText: input.resumeText });
  const wanted = normalise(input.requirement);
  const requirement = match.requirements.find((r) => normalise(r.text) === wanted);
  if (!requirement?.met) return null;
  const lines = requirement.evidence
    .filter((e) => !PENDING_LINE.test(e.text))
    .map((e) => {
      const p = e.position === null ? null : profile.positions[e.position];
      return {
        quote: e.text.trim().replace(/^[-–—•*·▪]\s*/, ''),
        role: p ? [p.title, p.employer].filter(Boolean).join(', ') : null,
      };
    });
  return lines.length > 0 ? { requirement: requirement.text, lines } : null;
}

/**
 * The sentence, or null when the requirement is not one of the posting's, or (for 'add') the
 * resume holds no evidence a sentence can honestly be written from.
 */
export function suggestSentence(input: SuggestInput): string | null {
  const { profile, posting, match, postingText, resumeText } = readRequest({
    jobDescription: input.postingText,
    resumeText: input.resumeText,
  });
  const wanted = normalise(input.requirement);
  const requirement = match.requirements.find((r) => normalise(r.text) === wanted);
  if (!requirement) return null;
  const resumeWord = localeOf(posting, postingText) === 'en-GB' ? 'CV' : 'resume';

  if (input.action === 'address_gap')
    return `Your posting asks for ${nameOfRequirement(requirement.text, postingText)}; my ${resumeWord} does not show that yet, and I would make it an early priority.`;

  if (!requirement.met || requirement.evidence.length === 0) return null;
  if (asksForCredential(requirement)) {
    // A credential is held or it is not: no bullet stands in for it.
    const credential = heldCredential(
      requirement.text,
      prepareHeldCredentials(profile, resumeText),
      requirement.evidence,
    );
    if (!credential) return null;
    // 'ServSafe Food Protection Manager' + the posting's 'certification'.
    const noun = CREDENTIAL_WORDS.test(credential.name)
      ? ''
      : ` ${CREDENTIAL_WORDS.exec(requirement.text)![0]!.toLowerCase()}`;
    const phrase = credentialPhrase(credential.name);
    return `I hold ${noun && !phrase.startsWith('a ') ? 'a ' : ''}${phrase}${noun}, as your posting requires.`;
  }

  // A bullet of a role says the most: the fact in the candidate's voice, with its employer.
  // A line about something still to come ('NCLEX-RN: exam scheduled') proves nothing held yet.
  const evidence = requirement.evidence.filter((e) => !PENDING_LINE.test(e.text));
  for (const e of evidence) {
    if (e.position === null) continue;
    const position = profile.positions[e.position]!;
    const line = e.text.trim().replace(/^[-–—•*·▪]\s*/, '');
    const bullet = position.bullets.find((b) => b.includes(line) || line.includes(b)) ?? line;
    const sentence = bulletSentences(bullet, position.current ? 'current' : 'past');
    if (sentence) return afterLead(leadFor(position), sentence);
  }
  // Otherwise the skill as the resume names it, when that is a name and not a whole line.
  const named = evidence
    .map((e) => e.matched.trim())
    .filter((m) => m.split(/\s+/).length <= 5 && m.length < 60)
    .sort((a, b) => b.length - a.length)[0];
  if (named) return `My ${resumeWord} also shows ${named}, which your posting names as well.`;
  return null;
}
