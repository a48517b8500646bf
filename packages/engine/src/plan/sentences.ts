/**
 * Resume bullets rewritten as first-person sentences: 'Reduced churn by 12%' under a past job
 * reads 'I reduced churn by 12%'; 'Lead the month-end close' under the current job reads 'I lead
 * the month-end close'; under a past job, 'I led the month-end close'. Numbers and names are kept
 * exactly; a bullet that does not start with a verb is not rewritten (null), so it is never
 * pasted into a sentence as a fragment.
 */

import { TITLE_NOUNS } from '../vocabulary/resume-words';

/** Irregular verbs: present -> [past, past participle]. */
const IRREGULAR: Readonly<Record<string, readonly [string, string]>> = {
  lead: ['led', 'led'],
  build: ['built', 'built'],
  run: ['ran', 'run'],
  grow: ['grew', 'grown'],
  win: ['won', 'won'],
  teach: ['taught', 'taught'],
  drive: ['drove', 'driven'],
  make: ['made', 'made'],
  cut: ['cut', 'cut'],
  oversee: ['oversaw', 'overseen'],
  write: ['wrote', 'written'],
  sell: ['sold', 'sold'],
  keep: ['kept', 'kept'],
  begin: ['began', 'begun'],
  bring: ['brought', 'brought'],
  hold: ['held', 'held'],
  take: ['took', 'taken'],
  give: ['gave', 'given'],
  meet: ['met', 'met'],
  rebuild: ['rebuilt', 'rebuilt'],
  set: ['set', 'set'],
  put: ['put', 'put'],
  spend: ['spent', 'spent'],
  send: ['sent', 'sent'],
  find: ['found', 'found'],
  think: ['thought', 'thought'],
  buy: ['bought', 'bought'],
  fight: ['fought', 'fought'],
  feed: ['fed', 'fed'],
  speak: ['spoke', 'spoken'],
  choose: ['chose', 'chosen'],
  draw: ['drew', 'drawn'],
  see: ['saw', 'seen'],
  do: ['did', 'done'],
  go: ['went', 'gone'],
  get: ['got', 'got'],
  have: ['had', 'had'],
  pay: ['paid', 'paid'],
  lay: ['laid', 'laid'],
  undertake: ['undertook', 'undertaken'],
  understand: ['understood', 'understood'],
  outsell: ['outsold', 'outsold'],
  shoot: ['shot', 'shot'],
  sit: ['sat', 'sat'],
  stand: ['stood', 'stood'],
  deal: ['dealt', 'dealt'],
  mean: ['meant', 'meant'],
  hire: ['hired', 'hired'],
  underwrite: ['underwrote', 'underwritten'],
  spread: ['spread', 'spread'],
  break: ['broke', 'broken'],
  rewrite: ['rewrote', 'rewritten'],
};
const PAST_TO_PRESENT = new Map(Object.entries(IRREGULAR).map(([present, [past]]) => [past, present]));
const PARTICIPLE = new Map(Object.entries(IRREGULAR).map(([, [past, participle]]) => [past, participle]));

/** Words that open bullets but are not verbs in this position. */
const NOT_VERBS = new Set(
  'the a an my our over more than up to in on at for with from by of as member part one two three four five six seven eight nine ten responsible key top first second third'.split(
    ' ',
  ),
);

/** 'manage' -> 'managed', 'plan' -> 'planned', 'carry' -> 'carried', 'lead' -> 'led'. */
export function pastOf(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v][0];
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  // One short vowel before one final consonant in a one-syllable verb doubles it: plan, ship, stop.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v.slice(-1)}ed`;
  return `${v}ed`;
}

/** Past forms that open bullets as adjectives, not verbs ('Certified Scrum Master'). */
const NOT_PAST_VERBS = new Set(
  'certified licensed registered qualified experienced skilled detailed dedicated motivated talented advanced based related accredited chartered bilingual trained seasoned'.split(
    ' ',
  ),
);

/**
 * 'current' keeps a duty in the present ('I lead') and puts a result in the present perfect ('I
 * have led'); 'past' is for past roles. 'present' and 'perfect' force one form.
 */
export type Tense = 'current' | 'present' | 'past' | 'perfect';

/** 'per shift', 'monthly', 'every week': a duty that recurs reads in the present in a current role. */
const RECURRING =
  /\b(?:daily|weekly|monthly|nightly|annually|yearly|per (?:shift|day|week|month|year)|a (?:day|night|week|month|year)|each (?:day|night|shift|week|month)|every (?:day|night|shift|week|month))\b/i;

/**
 * A bullet as one or more first-person sentences: clauses after a semicolon that open with a verb
 * become sentences of their own ('Lead the close; review 60+ reconciliations monthly' -> 'I lead
 * the close. I review 60+ reconciliations monthly.'). Null when the first clause has no verb.
 */
/**
 * A short note after a bullet's last semicolon that the sentence leaves off: '; Food Hygiene', or a
 * name with every word capitalised ('; Level 2 Food Hygiene'). A clause with a figure ('; escaped
 * defects down 45%') is a result and stays with the sentence before it.
 */
export function isTrailingNote(clause: string): boolean {
  const words = clause.trim().split(/\s+/);
  return words.length <= 4 && (words.every((w) => /^[\p{Lu}\d]/u.test(w)) || !/\d/.test(clause));
}

export function bulletSentences(bullet: string, tense: Tense): string | null {
  const clauses = bullet.split(/;\s+/);
  const sentences: string[] = [];
  for (const [k, raw] of clauses.entries()) {
    const clause = raw.charAt(0).toUpperCase() + raw.slice(1);
    const own = (tense === 'perfect' || tense === 'current') && RECURRING.test(clause) ? 'present' : tense;
    // 'escaped defects down 45%': a later clause that is a result in a noun phrase, not a verb.
    const sentence =
      k > 0 && /^[a-z]+ed [a-z]+ (?:down|up)\b/i.test(clause) ? null : firstPersonSentence(clause, own);
    if (!sentence) {
      if (k === 0) {
        const described = nounPhraseSentence(raw, own);
        if (!described) return null;
        sentences.push(described);
        continue;
      }
      if (k === clauses.length - 1 && isTrailingNote(raw)) continue;
      const last = sentences.pop()!;
      sentences.push(`${last.slice(0, -1)}; ${raw.replace(/(?<![.;,\s])[.;,\s]+$/, '')}.`);
      continue;
    }
    sentences.push(sentence);
  }
  return sentences.join(' ');
}

/**
 * The bullet as a first-person sentence in the tense asked for, or null when the bullet does not
 * open with a verb it can read. 'present' suits duties of the current role, 'perfect' results in
 * the current role, 'past' anything in a past role.
 */
export function firstPersonSentence(bullet: string, tense: Tense): string | null {
  const text = bullet
    .trim()
    .replace(/^[-–—•*·▪]\s*/, '')
    .replace(/(?<![.;,\s])[.;,\s]+$/, '');
  // 'Co-wrote the scope', 'Re-designed the rota': the verb after the prefix takes the tense.
  const prefixed = /^(Co|Re|Self|Cross|Up|Over|Under|Out)-(?=[a-z]+[\s,])/.exec(text);
  if (prefixed) {
    const inner = firstPersonSentence(capitalise(text.slice(prefixed[0].length)), tense);
    return inner
      ? inner.replace(/^I ((?:have |am |was |have been )?)/, `I $1${prefixed[1]!.toLowerCase()}-`)
      : null;
  }
  const match = /^([A-Z][a-z]+)(?=[\s,])/.exec(text);
  if (!match) return null;
  const word = match[1]!;
  const lower = word.toLowerCase();
  const rest = text.slice(word.length);
  const next = /^\s([a-z]+|\d)/.exec(rest)?.[1];
  // 'Responsible for payroll', 'Part of the team that ...', 'Member of the audit group'.
  const be = tense === 'past' ? 'was' : tense === 'perfect' ? 'have been' : 'am';
  if ((lower === 'responsible' || lower === 'accountable') && next === 'for')
    return `I ${be} ${lower}${rest}.`;
  if (lower === 'part' && next === 'of') return `I ${be} part${rest}.`;
  if (lower === 'member' && next === 'of') return `I ${be} a member${rest}.`;
  // 'Audit of 120 patients', 'Review of the rota': a noun before 'of', not a verb.
  if (next === 'of' && !(lower.endsWith('ed') || PAST_TO_PRESENT.has(lower))) return null;
  // 'Trained 6 new starters' is a verb; 'Trained nurse' is not.
  const verbAfterAll = NOT_PAST_VERBS.has(lower) && !!next && (/^\d/.test(next) || DETERMINERS.has(next));
  if (NOT_VERBS.has(lower) || (NOT_PAST_VERBS.has(lower) && !verbAfterAll)) return null;
  // 'Lead designer on 11 cells', 'Mentor teacher for 3 students': a role held, not a verb.
  if (ROLE_PREFIXES.has(lower) && next && TITLE_NOUNS.has(next))
    return `I ${be} ${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}${rest}.`;
  // 'Promoted to senior in 2018': something done to the writer reads in the passive.
  if (PASSIVE.has(lower)) return tense === 'past' ? `I was ${lower}${rest}.` : `I have been ${lower}${rest}.`;
  const isPast = (lower.endsWith('ed') && lower.length >= 5) || PAST_TO_PRESENT.has(lower);
  if (isPast) {
    // A result already done: past for a past role, present perfect for the current one.
    return tense === 'past' ? `I ${lower}${rest}.` : `I have ${PARTICIPLE.get(lower) ?? lower}${rest}.`;
  }
  // 'Manages' -> 'manage'; nouns that open bullets ('Member', 'Unit') are not verbs.
  const base = lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  if (!IRREGULAR[base] && !COMMON_PRESENT_VERBS.has(base)) return null;
  const form = (verb: string) =>
    tense === 'present' || tense === 'current'
      ? verb
      : tense === 'past'
        ? pastOf(verb)
        : `have ${PARTICIPLE.get(pastOf(verb)) ?? pastOf(verb)}`;
  // 'Supervise and review the work': both verbs take the tense.
  const pair = /^ and ([a-z]+)\b/.exec(rest);
  if (pair && (IRREGULAR[pair[1]!] || COMMON_PRESENT_VERBS.has(pair[1]!))) {
    const second =
      tense === 'perfect' ? (PARTICIPLE.get(pastOf(pair[1]!)) ?? pastOf(pair[1]!)) : form(pair[1]!);
    return `I ${form(base)} and ${second}${rest.slice(pair[0].length)}.`;
  }
  return `I ${form(base)}${rest}.`;
}

const DETERMINERS = new Set('the a an our my new all over more every each staff colleagues'.split(' '));

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Words that, before a job noun, name a role ('lead designer', 'head chef', 'charge nurse'). */
const ROLE_PREFIXES = new Set(
  'lead head mentor chief senior principal acting deputy charge relief'.split(' '),
);

/**
 * A bullet that names a result or a duty without a verb, as a sentence: a figure first ('91%
 * first-time fix rate in 2024' -> 'My record includes a 91% first-time fix rate in 2024'), or a
 * list of duties ('Sheet metal, line sets and brazing' -> 'My work included sheet metal, line
 * sets and brazing'). Null for anything else (a singular noun would need an article we cannot
 * choose safely), and for anything long or with a colon.
 */
export function nounPhraseSentence(bullet: string, tense: Tense): string | null {
  const text = bullet
    .trim()
    .replace(/^[-–—•*·▪]\s*/, '')
    .replace(/(?<![.;,\s])[.;,\s]+$/, '');
  const words = text.split(/\s+/);
  if (words.length < 3 || words.length > 22 || /[:!?]|\.\s/.test(text)) return null;
  const verb = tense === 'past' ? 'included' : 'includes';
  const figure = /^[$£€]?\d[\d,.]*(?:[%+kKmM]|\/\d+)?(?=\s)/.exec(text);
  if (figure) {
    // '87% of my key children met the expected level': a clause of its own, told as it is.
    const verbAt = words.slice(1, 9).findIndex((w) => PAST_TO_PRESENT.has(w) || /^[a-z]{3,}ed$/.test(w));
    if (verbAt >= 1 && !/^(?:a|an|the)$/.test(words[verbAt]!)) return `${text}.`;
    const next = words[1]!.toLowerCase();
    // '118% of annual quota', '640 tests', '12 bake sales': no article; '91% first-time fix rate': one.
    const head =
      (text.split(/\s(?:in|across|for|with|on|at|from|by|over|per|during|\()/)[0] ?? '').split(/\s+/).pop() ??
      '';
    const plural = /[^s]s$/i.test(head) || next === 'of' || words.length === 1;
    const article = plural ? '' : /^(?:8|1[18](?:\D|$)|1[18],\d{3})/.test(text) ? 'an ' : 'a ';
    return `My record ${verb} ${article}${text}.`;
  }
  // A list of duties: commas and a plural or '-ing' head ('Ductwork, equipment setting and clean-up').
  const first = words[0]!.replace(/,$/, '');
  // Only a list ('a, b and c'); an award or a quoted name is not a duty.
  if (!/^[A-Z][A-Za-z]+$/.test(first) || !/, [^,]{1,80}\b(?:and|&)\b/.test(text)) return null;
  // 'One Reel reached 410,000 views and ...' is a clause with its own verb, not a list of duties.
  if (words.slice(1, 7).some((w) => PAST_TO_PRESENT.has(w) || /^[a-z]{3,}ed$/.test(w))) return null;
  if (/["“”]|\b(?:award|prize|winner|nominated|shortlisted|finalist)\b/i.test(text)) return null;
  return `My work ${verb} ${/^[A-Z]{2,}/.test(first) ? first : first.toLowerCase()}${text.slice(first.length)}.`;
}

/**
 * 'Manages', 'Manage' or 'Managing' -> 'manage' when it is a verb this module knows; null
 * otherwise ('Welcoming' -> 'welcome', 'Spotting' -> 'spot', 'Booking' -> 'book').
 */
export function baseVerb(word: string): string | null {
  const lower = word.toLowerCase();
  if (NOT_VERBS.has(lower)) return null;
  if (lower.endsWith('ing') && lower.length > 5) {
    const stem = lower.slice(0, -3);
    const known = (v: string) => !!IRREGULAR[v] || COMMON_PRESENT_VERBS.has(v);
    const doubled = /([bdgklmnprt])\1$/.test(stem) ? stem.slice(0, -1) : null;
    for (const v of [stem, `${stem}e`, doubled]) if (v && known(v)) return v;
    return null;
  }
  const base = lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  if (IRREGULAR[base] || COMMON_PRESENT_VERBS.has(base)) return base;
  return IRREGULAR[lower] || COMMON_PRESENT_VERBS.has(lower) ? lower : null;
}

/** Bullets that open with what was done to the writer. */
const PASSIVE = new Set(
  'promoted selected nominated awarded appointed elected recognised recognized named invited shortlisted commended'.split(
    ' ',
  ),
);

/** Present-tense verbs that open duty bullets ('Manage', 'Coordinate', 'Care'). */
const COMMON_PRESENT_VERBS = new Set(
  `manage coordinate care assess administer monitor support train mentor coach plan schedule prepare review
lead run build design develop deliver maintain supervise oversee handle process reconcile audit analyse analyze
report present negotiate close sell source recruit onboard teach tutor assist provide ensure create write
produce implement improve reduce increase cut grow drive own organise organize track resolve answer respond
serve cook clean install repair inspect test diagnose operate load pick pack ship dispatch receive count
document chart triage precept educate counsel advise consult collaborate partner liaise communicate
facilitate conduct evaluate measure forecast budget invoice pay file draft edit research investigate
launch ship migrate automate deploy configure integrate troubleshoot fix optimise optimize refactor
illustrate photograph sketch prototype wireframe lay set keep hold meet handle welcome greet book
treat nurse dispense compound counsel verify stock merchandise display open balance book
buddy shadow guide greet collect restock record update log check lift move mix bake grill plate
source quote bid estimate survey specify model simulate calculate approve authorise authorize
sign enter catalogue catalog archive scan post reply chase escalate de-escalate mediate represent
host speak present pitch prospect canvass upsell cross-sell fundraise volunteer tutor mark grade
assess observe screen interview hire induct roster cover step act serve support lead assist advise
design code program script query model visualise visualize publish edit proofread translate
interpret transcribe photograph film shoot record mix master perform choreograph direct stage
rig wire plumb weld fabricate machine assemble fit glaze tile plaster paint decorate drill bolt
harvest plant prune mow landscape groom feed walk bathe dress feed transfer reposition escort
help contribute attend participate promote champion identify apply follow complete use respond welcome spot book release cash collate compile consolidate benchmark pilot trial prototype ship sort pack label palletise palletize`.split(
    /\s+/,
  ),
);
