/**
 * Phrasing readers skip and recruiters read as machine-written: stock openers, praise a writer
 * gives themselves, and the words AI drafts lean on. The claim check lists them as style notes,
 * suggestions only, never errors: each is fine once in a while, and none of them is a false fact.
 * Each entry is its forms, matched as whole words in any case, and why a reader skips it.
 */
export interface StockPhrase {
  forms: readonly string[];
  note: string;
}

const SAYS_NOTHING = 'A stock phrase: a reader learns nothing they could check. Say what you did instead.';
const SELF_PRAISE = 'Praise you give yourself reads as filler. Let a result from your resume show it.';
const AI_TELL = 'A word AI drafts overuse; readers notice it. A plainer word reads as yours.';
const OPENER = 'A stock opening. Start with the role and the one fact that makes you a fit.';
const FIT = 'Telling the reader you fit asks them to take your word for it. The evidence does it better.';

export const STOCK_PHRASES: readonly StockPhrase[] = [
  {
    forms: [
      'I am writing to express my interest',
      'I am writing to express my strong interest',
      'I am excited to apply',
      'I am thrilled to apply',
      'I am delighted to apply',
      'I am eager to apply',
      'I was thrilled to see',
      'I was excited to see',
      'I am excited to submit',
    ],
    note: OPENER,
  },
  {
    forms: [
      'passionate about',
      'my passion for',
      'proven track record',
      'results-driven',
      'results-oriented',
      'detail-oriented',
      'self-starter',
      'team player',
      'go-getter',
      'highly motivated',
      'hard-working',
      'strong work ethic',
      'excellent communication skills',
      'wealth of experience',
      'unique blend',
    ],
    note: SELF_PRAISE,
  },
  {
    forms: [
      'think outside the box',
      'go above and beyond',
      'hit the ground running',
      'wear many hats',
      'fast-paced environment',
      "in today's fast-paced",
      'in today’s fast-paced',
      'dynamic environment',
      'make a meaningful impact',
      'make a real difference',
      'add value',
      'take it to the next level',
    ],
    note: SAYS_NOTHING,
  },
  {
    forms: [
      'I believe I would be a great fit',
      'I would be a great fit',
      'I am the perfect candidate',
      'I am the ideal candidate',
      'perfect fit',
      'ideal candidate',
      'I am confident that my skills',
      'aligns perfectly',
      'align perfectly',
      'resonates with me',
      'deeply resonates',
    ],
    note: FIT,
  },
  {
    forms: [
      'leverage',
      'leveraging',
      'leveraged',
      'synergy',
      'synergies',
      'delve',
      'delving',
      'tapestry',
      'testament to',
      'ever-evolving',
      'ever-changing landscape',
      'navigate the complexities',
      'multifaceted',
      'seamlessly',
      'cutting-edge',
      'game-changer',
      'esteemed organization',
      'esteemed organisation',
      'esteemed company',
      'honed my skills',
      'embark on',
    ],
    note: AI_TELL,
  },
];

/** More em dashes than this in one letter read as machine-written. */
export const EM_DASHES_ALLOWED = 2;
export const EM_DASH_NOTE =
  'Many em dashes read as machine-written. A full stop or a comma often reads better.';
