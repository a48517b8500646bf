/**
 * Credentials the resume holds, matched to a requirement that asks for one (requirement coverage
 * and the coverage panel's sentences). Stricter than the keyword evidence on purpose: 'Ohio HVAC
 * contractor license' is not met by 'Certificate, HVAC/R Technology' because both say HVAC; the
 * kind of credential (licence, certificate, registration ...) must agree, what the requirement
 * adds must be no more than generic words, and one still in progress ('exam scheduled') is not held.
 */
import type { ResumeProfile } from '@jobpeel/contract';
import { credentialName, heldCredentials, PENDING, sharesAcronym } from '../plan/plan';
import { containsTerm } from '../text';

export const CREDENTIAL_WORDS =
  /\b(?:licen[cs]e[ds]?|certifi\w*|certificate|registration|registered|card|qualification|qualified|accredit\w*|ticket|clearance|diploma)\b/i;

/** A line about a credential still to come ('NCLEX-RN: exam scheduled') proves nothing held yet. */
export const PENDING_LINE = PENDING;

/** The family a credential noun belongs to: 'licence' and 'license' are one, 'certified' and 'certificate' another. */
const FAMILIES: [string, RegExp][] = [
  ['licence', /\blicen[cs]/i],
  ['certificate', /\bcertifi/i],
  ['registration', /\bregist/i],
  ['card', /\bcard\b/i],
  ['clearance', /\bclearance\b/i],
  ['diploma', /\bdiploma\b/i],
];
const familiesOf = (text: string) => FAMILIES.filter(([, re]) => re.test(text)).map(([name]) => name);

/** Does the requirement ask for a credential by its noun ('licence', 'certification', 'card' ...)? */
export function asksForCredential(requirement: { text: string }): boolean {
  // A bare name the posting lists as a licence ('HACCP', 'BLS') is matched like any keyword.
  return CREDENTIAL_WORDS.test(requirement.text);
}

/** Both name a kind of credential and the kinds differ ('license' against 'certificate'). */
function kindsDiffer(a: string, b: string): boolean {
  const fa = familiesOf(a);
  const fb = familiesOf(b);
  return fa.length > 0 && fb.length > 0 && !fa.some((f) => fb.includes(f));
}

/** Brand-like words both texts share: 'ServSafe', 'CompTIA', 'HCPC'. */
function sharesBrand(a: string, b: string): boolean {
  const brands = (t: string) => t.match(/\b(?:[A-Z][a-z]+[A-Z][A-Za-z]*|[A-Z]{2,8})\b/g) ?? [];
  const inA = new Set(brands(a));
  return brands(b).some((w) => inA.has(w));
}

/** A credential's name before its notes: 'Paediatric First Aid (12 hour), renewed 2025' -> 'Paediatric First Aid'. */
function coreName(name: string): string | null {
  const core = name.split(/[(,–—:]/)[0]!.trim();
  return core.split(/\s+/).length >= 2 || /^[A-Z]{2,6}$/.test(core) ? core : null;
}

const GENERIC = new Set([
  'valid',
  'current',
  'full',
  'active',
  'clean',
  'a',
  'an',
  'the',
  'in',
  'of',
  'and',
  'or',
  'level',
]);

/**
 * A name covers a requirement when nothing the requirement adds is more than a credential noun or
 * a generic word: 'Paediatric First Aid' covers 'Paediatric First Aid certificate', 'Moving and
 * Handling' does not cover 'moving and handling trainer certificate'.
 */
function covers(name: string, requirement: string): boolean {
  const own = new Set(name.toLowerCase().match(/\p{L}+/gu) ?? []);
  return (requirement.toLowerCase().match(/\p{L}+/gu) ?? []).every(
    (w) => own.has(w) || GENERIC.has(w) || CREDENTIAL_WORDS.test(w),
  );
}

/** What the matching reads of one resume, prepared once per check (coverage asks for each requirement). */
export interface HeldCredentials {
  held: { raw: string; name: string }[];
  lines: string[];
}

export function prepareHeldCredentials(profile: ResumeProfile, resumeText: string): HeldCredentials {
  return { held: heldCredentials(profile, resumeText), lines: resumeText.split('\n') };
}

/**
 * The held credential that meets the requirement, with the resume line it is on; null when none
 * does. `evidence` is the keyword matcher's lines: one that itself reads as a credential of the
 * same kind ('Arizona Standard Professional Teaching Certificate, Elementary Education') counts.
 */
export function heldCredential(
  requirement: string,
  { held, lines }: HeldCredentials,
  evidence: readonly { line: number; text: string }[] = [],
): { name: string; line: number; quote: string } | null {
  const lineOf = (name: string) => {
    const at = lines.findIndex((l) => l.includes(name));
    return at < 0 ? null : { line: at, quote: lines[at]!.trim() };
  };
  for (const { raw, name } of held) {
    if (kindsDiffer(requirement, name)) continue;
    const core = coreName(name);
    const names =
      containsTerm(requirement, name) ||
      containsTerm(name, requirement) ||
      sharesAcronym(requirement, name) ||
      sharesBrand(requirement, name) ||
      (core !== null && containsTerm(requirement, core) && covers(core, requirement));
    if (!names) continue;
    const at = lineOf(raw) ?? lineOf(name);
    // The line may name the kind the parsed name lost ('Certificate, HVAC/R Technology').
    if (at && !kindsDiffer(requirement, at.quote)) return { name, ...at };
  }
  const line = evidence.find((e) => {
    if (PENDING_LINE.test(e.text) || kindsDiffer(requirement, e.text)) return false;
    const core = coreName(e.text.trim().replace(/^[-–—•*·▪]\s*/, ''));
    return (
      CREDENTIAL_WORDS.test(e.text) ||
      (core !== null && containsTerm(requirement, core) && covers(core, requirement))
    );
  });
  if (!line) return null;
  const text = line.text.trim().replace(/^[-–—•*·▪]\s*/, '');
  return {
    name: CREDENTIAL_WORDS.test(text) ? credentialName(text) : (coreName(text) ?? text),
    line: line.line,
    quote: line.text.trim(),
  };
}
