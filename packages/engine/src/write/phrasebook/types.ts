/**
 * The shape of a phrasebook: per template, its voice (the forms of every move) and its layout
 * (which moves go in which paragraph). Sentences are strings with {slots}; the writer fills them
 * from the plan and skips a form whose slot it cannot fill. A phrasebook sentence never states a
 * fact about the candidate: every fact arrives through a slot ({fact}, {title}, {employer}, ...).
 *
 * Slots: {role} {company} {title} {aTitle} {employer} {since} {term} {fact} {factInline} {list}
 * {duty} {link} {linkNoun} {degree} {gap} {resume}. '{Term}' capitalises the value.
 */

/** What a letter can say, in the order a layout puts it. */
export type Move =
  /** The application itself: role and company. */
  | 'open'
  /** The best result with a number, first: leadership and outcomes before anything else. */
  | 'outcome'
  /** A short scene: one vivid fact from the resume, told first. */
  | 'scene'
  /** Who the candidate is now: the current (or last) role. */
  | 'intro'
  /** Requirement -> evidence pairs, each joined to the requirement it proves. */
  | 'evidence'
  /** The current role told in depth: its facts in sequence. */
  | 'story'
  /** The posting's terms the story covered, named together. */
  | 'mapping'
  | 'credentials'
  | 'headline'
  | 'listed'
  | 'asks'
  | 'education'
  | 'earlier'
  | 'gap'
  | 'motivation'
  /** What the posting says the employer is, noticed: specific, and no claim. */
  | 'detail'
  | 'close';

export interface Voice {
  /** Paragraphs, each a list of moves. */
  layout: readonly (readonly Move[])[];
  /** Each evidence pair a paragraph of its own (problem -> result blocks). */
  evidenceParagraphs?: boolean;
  signoff: string;
  /** How two sentences of one resume line join ('. ' keeps them apart; ', and ' makes one). */
  clauseJoin?: string;
  open: readonly string[];
  /** After the scene or outcome: what it has to do with this job. */
  bridge: readonly string[];
  intro: { current: readonly string[]; past: readonly string[] };
  /** How a fact is attributed: 'At {employer},'. */
  lead: { current: readonly string[]; past: readonly string[]; untitled: readonly string[] };
  /** A further fact of the employer the sentence before named: {alsoFact} ('I also ...') or {factLower}. */
  also: readonly string[];
  /** The resume's own first-person sentence: {own} as written, or {ownLower} after a lead-in. */
  own: readonly string[];
  /** {term} and {fact} (a whole attributed sentence) or {factInline} (the same, lead in lower case). */
  evidence: readonly string[];
  mapping: readonly string[];
  /** After a fact: {duty}, a duty of the job the fact bears on. */
  tie: readonly string[];
  credentials: readonly string[];
  listed: readonly string[];
  ask: readonly string[];
  education: readonly string[];
  earlier: readonly string[];
  gap: readonly string[];
  motivation: readonly string[];
  /** {detail}: 'The Plough is a 17th-century country pub ...'. */
  detail: readonly string[];
  /** A further duty of the job the candidate looks forward to: grounded, used for length. */
  moreDuty: readonly string[];
  close: readonly string[];
  /** Work-habit sentences with no fact: at most one per letter, only to reach the minimum. */
  generic: readonly string[];
}

export interface Phrasebook {
  locale: 'en-US' | 'en-GB';
  /** What the locale calls the document: 'resume' or 'CV'. */
  resumeWord: string;
  /** Voices keyed by template name; a template the book does not know takes its style's voice. */
  voices: Readonly<Record<string, Voice>>;
  byStyle: Readonly<Record<'formal' | 'technical' | 'creative', string>>;
  /** Sentences every voice shares, for the letter's length only. */
  shared: {
    /** {list}: credentials the posting did not ask for. */
    moreCredentials: readonly string[];
    /** {list}: resume skills the posting does not name. */
    moreSkills: readonly string[];
    /** {list}: languages the resume lists. */
    languages: readonly string[];
    /** {list}: the posting's requirements the resume shows, named together. */
    checklist: readonly string[];
    recap: readonly string[];
    /** {degree}: a degree still being studied for, never told as held. */
    educationInProgress: readonly string[];
    /** Last-resort work-habit sentences with no fact, after the voice's own. */
    generic: readonly string[];
  };
  greeting: {
    hr: string;
    company: string;
    team: string;
    manager: string;
    none: string;
    noneCreative: string;
  };
}
