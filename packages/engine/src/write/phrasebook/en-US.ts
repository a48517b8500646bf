/**
 * The US English phrasebook: six template voices that differ in structure (layout) and in
 * voice (every form). Rules for every sentence here: it states no fact about the candidate (facts
 * arrive through slots), it names no field's tools or jargon, and no two voices share a form.
 * en-GB.ts derives the British book from this one.
 */
import type { Phrasebook, Voice } from './types';

/** Professional: the classic three parts (who I am, what I have done for what you ask, why you). */
const professional: Voice = {
  layout: [
    ['open', 'intro', 'earlier'],
    ['evidence', 'credentials'],
    ['headline', 'listed', 'education', 'asks', 'gap'],
    ['detail', 'motivation', 'close'],
  ],
  signoff: 'Sincerely,',
  clauseJoin: ', and ',
  open: [
    'I am applying for the {role} position at {company}.',
    'Please consider my application for the {role} role at {company}.',
    'I am applying for the {role} position advertised in your posting.',
    'I am applying for the open position at {company}.',
    'I am applying for the position described in your posting.',
  ],
  bridge: ['That experience is what I would bring to the {role} role.'],
  intro: {
    current: [
      'I currently work as {title} at {employer}, a role I have held since {since}.',
      'I am currently {aTitle} at {employer}.',
      'I currently work as {title}.',
    ],
    past: ['Most recently, I worked as {title} at {employer}.', 'Most recently, I worked as {title}.'],
  },
  lead: {
    current: ['At {employer},', 'In my current role at {employer},'],
    past: ['At {employer},', 'During my time at {employer},'],
    untitled: ['As {aTitle},'],
  },
  also: ['{alsoFact}', 'In that role, {factLower}'],
  own: ['{own}'],
  evidence: ['Your posting asks for {term}. {fact}', 'You list {term} among your requirements. {fact}'],
  mapping: ['Together, that covers {list} from your requirements.'],
  tie: [
    'That experience bears directly on your need to {duty}.',
    'It is close to the work your posting describes: to {duty}.',
  ],
  credentials: [
    'I hold {list}, as your posting requires.',
    'My credentials include {list}, which your posting asks for.',
  ],
  listed: ['My {resume} also shows {list}, which your posting names as well.'],
  ask: ['As your posting requests, my {linkNoun} is at {link}.'],
  education: ['I hold {degree}.', 'My education includes {degree}.'],
  earlier: ['Before that, I worked {roles}.'],
  gap: [
    'Your posting also mentions {gap}, which my {resume} does not show yet; I would make it an early priority.',
  ],
  detail: ['I was glad to read that {detail}.'],
  motivation: [
    'The chance to {duty} is what draws me to this role.',
    'I would welcome the chance to {duty} in the {role} role.',
    'I would welcome the chance to {duty}.',
    'I would welcome the chance to bring this experience to {company}.',
  ],
  moreDuty: [
    'I would also look forward to the chance to {duty}.',
    'Your posting also mentions the need to {duty}, which I would take on gladly.',
    'I would be equally glad to {duty}.',
  ],
  close: [
    'Thank you for considering my application; I would welcome a conversation about the {role} role.',
    'Thank you for your time. I would be glad to discuss how I could contribute to {company}.',
    'Thank you for your time and consideration. I look forward to hearing from you.',
  ],
  generic: [
    'I prepare carefully, ask questions early, and follow through on what I commit to.',
    'I take ownership of my work and keep the people around me informed as it progresses.',
    'When priorities change, I reorganize my work calmly and make sure nothing important is dropped.',
    'I learn new procedures quickly and share what I learn with the people I work with.',
    'I review my own work honestly so that the next piece is better.',
    'I value clear processes, and I am comfortable improving them when a better way becomes apparent.',
    'I treat the people I serve, inside and outside the organization, with patience and respect.',
    'I am comfortable working on my own and equally comfortable as one part of a larger group.',
    'I keep good records, because the next person to pick up the work depends on them.',
  ],
};

/** Executive: the best outcome first, then scope, then the proof, then priorities. */
const executive: Voice = {
  layout: [
    ['outcome', 'open'],
    ['intro', 'earlier'],
    ['evidence', 'credentials', 'headline'],
    ['asks', 'education', 'listed', 'gap'],
    ['detail', 'motivation', 'close'],
  ],
  signoff: 'Respectfully,',
  clauseJoin: '; ',
  open: [
    'It is the record I would bring to the {role} role at {company}.',
    'It is the kind of result I would aim to deliver in the {role} role.',
    'It is the kind of result I would aim to deliver at {company}.',
    'I put myself forward for the {role} position on the strength of results like that one.',
    'I put myself forward for the position in your posting on the strength of results like that one.',
  ],
  bridge: ['I put myself forward for the {role} position at {company} on the strength of that record.'],
  intro: {
    current: [
      'Since {since}, I have served as {title} at {employer}.',
      'I serve as {title} at {employer}.',
      'I serve as {title}.',
    ],
    past: [
      'My most recent appointment was as {title} at {employer}.',
      'My most recent appointment was as {title}.',
    ],
  },
  lead: {
    current: ['In my present role at {employer},', 'In my current post at {employer},'],
    past: ['In my tenure at {employer},', 'As {title} at {employer},'],
    untitled: ['In my work as {title},'],
  },
  also: ['In the same role, {factLower}', 'Also in that role, {factLower}'],
  own: ['In brief, {ownLower}'],
  evidence: [
    '{fact} That bears directly on the {term} your posting calls for.',
    '{fact} It speaks to your requirement for {term}.',
  ],
  mapping: ['Those outcomes rest on {list}, each of which your posting names.'],
  tie: [
    'That record applies directly to the remit to {duty}.',
    'The same capability would serve the remit to {duty}.',
  ],
  credentials: [
    'I also hold {list}, which the position requires.',
    'My qualifications include {list}, as the role requires.',
  ],
  listed: ['My record also covers {list}, named in your posting.'],
  ask: ['As requested, my {linkNoun} can be found at {link}.'],
  education: ['My academic foundation is {degree}.', 'I complement that record with {degree}.'],
  earlier: ['Previously, I served {roles}.'],
  gap: [
    'I note that your posting asks for {gap}; my record does not include it yet, and I would address that early.',
  ],
  detail: ['I note that {detail}.'],
  motivation: [
    'I would welcome the responsibility to {duty} in the {role} role.',
    'I would welcome the responsibility to {duty}.',
    'I would welcome the responsibility of the {role} position at {company}.',
  ],
  moreDuty: [
    'I would equally welcome the responsibility to {duty}.',
    'The remit to {duty} is one I would take on from the outset.',
    'I would also take ownership of the duty to {duty}.',
  ],
  close: [
    'I would value a conversation about the priorities of the {role} role and how I could advance them.',
    'I would value a conversation about the priorities of {company} for this position.',
    'I would value a conversation about your priorities for this position.',
  ],
  generic: [
    'I set clear expectations, track progress against them, and address problems before they grow.',
    'I make decisions with the evidence available and revisit them openly when the facts change.',
    'I build trust by being direct about risks and reliable about commitments.',
    'I focus effort on the work that matters most and say no to distractions.',
    'I prefer simple, durable solutions over complex ones that are hard to sustain.',
    'I invest in the people I work with, because strong groups outlast any single initiative.',
    'I hold myself to the outcomes I am responsible for and report on them honestly.',
    'I bring structure when the path forward is unclear.',
  ],
};

/** Technical Impact: each requirement a block, answered by a measured result. */
const technicalImpact: Voice = {
  layout: [
    ['open', 'intro', 'earlier'],
    ['evidence'],
    ['credentials', 'headline', 'listed'],
    ['education', 'gap'],
    ['asks', 'detail', 'motivation', 'close'],
  ],
  evidenceParagraphs: true,
  signoff: 'Best regards,',
  open: [
    'I would like to apply for the {role} role at {company}, and I have matched what you ask for against what I have done.',
    'I would like to apply for the {role} role, and I have matched what you ask for against what I have done.',
    'I would like to apply for the open role at {company}, and I have matched what you ask for against what I have done.',
    'I would like to apply for the role in your posting, and I have matched what you ask for against what I have done.',
  ],
  bridge: ['Here is how that maps to the {role} role.'],
  intro: {
    current: ['I work as {title} at {employer}.', 'I work as {title}.'],
    past: ['My last role was {title} at {employer}.', 'My last role was {title}.'],
  },
  lead: {
    current: ['in my role at {employer},', 'at {employer},'],
    past: ['in my role at {employer},', 'at {employer},'],
    untitled: ['as {aTitle},'],
  },
  also: ['There, {factLower}', 'Same role: {factLower}'],
  own: ['In summary, {ownLower}'],
  evidence: ['{Term}: {factInline}', 'For {term}: {factInline}'],
  mapping: ['In all, that covers {list}.'],
  tie: ['Relevance: your posting needs someone to {duty}.', 'That maps to your need to {duty}.'],
  credentials: [
    'On credentials, I hold {list}, as required.',
    'Of the credentials you require, I hold {list}.',
  ],
  listed: ['Also in your posting and on my {resume}: {list}.'],
  ask: ['You asked for my {linkNoun}: {link}.'],
  education: ['Education: {degree}.'],
  earlier: ['Earlier roles: {rolesBare}.'],
  gap: ['One gap, stated plainly: {gap} is not on my {resume} yet, and I would close it first.'],
  detail: ['From your posting, I noted that {detail}.'],
  motivation: [
    'In the {role} role, I would like to {duty}.',
    'I would like to {duty}.',
    'I would like to apply the same approach at {company}.',
  ],
  moreDuty: [
    'I would equally like to {duty}.',
    'Next on my list: to {duty}.',
    'I would also be ready to {duty}.',
  ],
  close: [
    'I would be glad to walk through any of this in detail and discuss the {role} role.',
    'I would be glad to walk through any of this in detail with {company}.',
    'I would be glad to walk through any of this in detail.',
  ],
  generic: [
    'I start from the measurable goal, then choose the simplest approach that reaches it.',
    'I write things down: decisions, trade-offs and the reasons behind them.',
    'I fix the causes of problems, not just the symptoms.',
    'I break large problems into small, verifiable steps.',
    'I check my own work before anyone else has to.',
    'I care about reliability as much as about speed.',
    'I share what I know, because knowledge held by one person is fragile.',
    'I measure before I change anything, and again after.',
  ],
};

/** Engineering Narrative: one role told in depth, then what it means for this job. */
const engineeringNarrative: Voice = {
  layout: [
    ['open'],
    ['intro', 'story'],
    ['mapping', 'evidence', 'credentials'],
    ['earlier', 'education', 'listed', 'asks', 'gap'],
    ['detail', 'motivation', 'close'],
  ],
  signoff: 'Kind regards,',
  clauseJoin: ', and then ',
  open: [
    'The {role} role at {company} describes work I know from the inside, so I am writing to apply.',
    'The {role} role describes work I know from the inside, so I am writing to apply.',
    'The role at {company} describes work I know from the inside, so I am writing to apply.',
    'Your posting describes work I know from the inside, so I am writing to apply.',
  ],
  bridge: ['That is the thread I would carry into the {role} role.'],
  intro: {
    current: [
      'For the story, start at {employer}, where I have worked as {title} since {since}.',
      'Most of what I can offer comes from {employer}, where I work as {title}.',
      'Most of what I can offer comes from my work as {title}.',
    ],
    past: [
      'Most of what I can offer comes from {employer}, where I worked as {title}.',
      'Most of what I can offer comes from my time as {title}.',
    ],
  },
  lead: {
    current: ['In my work at {employer},', 'While at {employer},'],
    past: ['In my years at {employer},', 'While at {employer},'],
    untitled: ['In that work,'],
  },
  also: ['In that same job, {factLower}', 'Along the way there, {factLower}'],
  own: ['Put plainly, {ownLower}'],
  evidence: ['The same goes for {term}: {factInline}', 'Your posting also asks for {term}, and {factInline}'],
  mapping: [
    'That work covers {list}, which your posting asks for.',
    'Your posting asks for {list}; that is the work I have just described.',
  ],
  tie: [
    'It is also why the chance to {duty} appeals to me.',
    'That is the thread that leads to your need to {duty}.',
  ],
  credentials: ['Along the way I earned {list}, which your posting requires.'],
  listed: ['Along the way I also picked up {list}, which your posting names.'],
  ask: ['You asked to see my work; my {linkNoun} is at {link}.'],
  education: ['It started with {degree}.', 'The foundations came from {degree}.'],
  earlier: ['Earlier in my career, I worked {roles}.'],
  gap: ['The next chapter would include {gap}, which my {resume} does not show yet.'],
  detail: ['Part of what drew me in is that {detail}.'],
  motivation: [
    'The next step I would like to take is to {duty} as your {role}.',
    'The next step I would like to take is to {duty}.',
    'The next step I would like to take is with {company}.',
  ],
  moreDuty: [
    'After that, I would like to {duty}.',
    'Later, I would hope to {duty} as well.',
    'In time, I would also want to {duty}.',
  ],
  close: [
    'I would enjoy telling you more about this work and hearing about the {role} role.',
    'I would enjoy telling you more about this work and hearing what {company} is building.',
    'I would enjoy telling you more about this work.',
  ],
  generic: [
    'I like to leave every piece of work a little clearer than I found it.',
    'Each job taught me something I carried into the next one.',
    'I learned early that understanding a problem is worth more than rushing to a solution.',
    'I have learned to explain my decisions in plain language to anyone who needs them.',
    'Looking back, the work I am proudest of is the work that kept running quietly.',
    'Over time I have come to value simple methods that others can keep up after I move on.',
    'The hardest problems I have faced were solved by patience and careful observation.',
    'I have always learned the most from the people around me.',
  ],
};

/** Creative Storyteller: a short scene from the resume first, then what it has to do with this job. */
const creativeStoryteller: Voice = {
  layout: [
    ['scene', 'open'],
    ['intro', 'earlier', 'evidence'],
    ['credentials', 'headline', 'asks', 'listed'],
    ['education', 'gap'],
    ['detail', 'motivation', 'close'],
  ],
  signoff: 'Warm regards,',
  clauseJoin: ' — and ',
  open: [
    'Moments like that are why the {role} role at {company} caught my eye.',
    'Moments like that are why the {role} role caught my eye.',
    'Moments like that are why your posting at {company} caught my eye.',
    'Moments like that are why your posting caught my eye.',
  ],
  bridge: ['Moments like that are why the {role} role caught my eye.'],
  intro: {
    current: [
      'That scene comes from my work as {title} at {employer}.',
      'That scene comes from my work as {title}.',
    ],
    past: [
      'That scene comes from my time as {title} at {employer}.',
      'That scene comes from my time as {title}.',
    ],
  },
  lead: {
    current: ['Picture {employer}:', 'Here is one from {employer}:'],
    past: ['Back at {employer},', 'In my days at {employer},'],
    untitled: ['In my work as {title},'],
  },
  also: ['Another moment from there: {factLower}', 'And another: {factLower}'],
  own: ['Honestly, {ownLower}'],
  evidence: ['You ask for {term}. {fact}', 'You are looking for {term}. {fact}'],
  mapping: ['Behind those moments sit {list}, all in your posting.'],
  tie: [
    'It is a lot like what your posting describes: to {duty}.',
    'I can see the same story in your need to {duty}.',
  ],
  credentials: ['I also bring {list}, just as your posting asks.'],
  listed: ['You will find {list} on my {resume} too.'],
  ask: ['You asked to see my work, so here it is: {link}.'],
  education: ['My grounding came from {degree}.'],
  earlier: ['Earlier on, I worked {roles}.'],
  gap: ['I will be honest that {gap} is not on my {resume} yet, and I would be keen to close that gap.'],
  detail: ['I loved reading that {detail}.'],
  motivation: [
    'I would love the chance to {duty} as your {role}.',
    'I would love the chance to {duty}.',
    'I would love to bring that to {company}.',
  ],
  moreDuty: [
    'I would love the chance to {duty} as well.',
    'I can already picture the days spent helping to {duty}.',
    'And I would be glad to {duty}.',
  ],
  close: [
    'I would be delighted to tell you more about the {role} role over a conversation.',
    'I would be delighted to tell {company} more over a conversation.',
    'I would be delighted to tell you more over a conversation.',
  ],
  generic: [
    'I enjoy the moment when a vague request becomes a clear plan that people can act on.',
    'I notice small details, and I care about getting them right.',
    'I bring energy to busy days and calm to difficult ones.',
    'I like people, and I like the work of looking after them well.',
    'I am at my best when a day does not go to plan and something has to be figured out.',
    'I believe good work is mostly care, repeated every day.',
    'I take the small moments seriously, because they are what people remember.',
    'I am curious by nature, and I ask a lot of questions.',
  ],
};

/** Conversational: plain and warm, short sentences, contractions. */
const conversational: Voice = {
  layout: [
    ['open'],
    ['intro', 'earlier'],
    ['evidence'],
    ['credentials', 'asks', 'listed'],
    ['headline'],
    ['education', 'gap', 'detail'],
    ['motivation', 'close'],
  ],
  signoff: 'All the best,',
  open: [
    'I’d like to apply for the {role} job at {company}.',
    'I’d like to apply for the {role} job.',
    'I’d like to apply for the open job at {company}.',
    'I’d like to apply for the job in your posting.',
  ],
  bridge: ['Here’s why I think I fit the {role} job.'],
  intro: {
    current: ['Right now I’m {aTitle} at {employer}.', 'Right now I’m {aTitle}.'],
    past: ['Most recently I was {aTitle} at {employer}.', 'Most recently I was {aTitle}.'],
  },
  lead: {
    current: ['In my job at {employer},', 'Over at {employer},'],
    past: ['When I was at {employer},', 'In my old job at {employer},'],
    untitled: ['As {aTitle},'],
  },
  also: ['Plus, {factLower}', '{alsoFact}'],
  own: ['Basically, {ownLower}'],
  evidence: ['You’re looking for {term}. {fact}', 'You mention {term}. {fact}'],
  mapping: ['So that’s {list} covered.'],
  tie: [
    'That’s close to what you need: someone to {duty}.',
    'It’s pretty much what you describe: being able to {duty}.',
  ],
  credentials: ['I hold {list}, which you need for this job.', 'And yes, I hold {list}.'],
  listed: ['You’ll also see {list} on my {resume}.'],
  ask: ['You asked for my {linkNoun}: it’s at {link}.'],
  education: ['I studied for {degree}.', 'I also hold {degree}.'],
  earlier: ['Before this, I worked {roles}.'],
  gap: ['I’ll be upfront: {gap} isn’t on my {resume} yet, but I’d be keen to close that gap.'],
  detail: ['I liked reading that {detail}.'],
  motivation: [
    'As your {role}, I’d really like to {duty}.',
    'I’d really like to {duty}.',
    'I’d really like to bring this to {company}.',
  ],
  moreDuty: ['I’d like to {duty}, too.', 'I’d be glad to {duty} as well.', 'And I’m keen to {duty}.'],
  close: [
    'Thanks for reading. I’d love to talk about the {role} job.',
    'Thanks for reading. I’d love to talk with {company}.',
    'Thanks for reading. I’d love to talk.',
  ],
  generic: [
    'I’m easy to work with, and I keep people in the loop.',
    'I ask when I’m not sure, and I don’t leave things half done.',
    'I stay calm when it gets busy.',
    'I’m happy to pitch in wherever I’m needed.',
    'I like learning new things, and I pick them up fast.',
    'I’m reliable: if I say I’ll do something, I do it.',
    'I’m friendly, and people find me easy to talk to.',
    'I like a job where I can see the difference I make.',
  ],
};

export const enUS: Phrasebook = {
  locale: 'en-US',
  resumeWord: 'resume',
  voices: {
    Professional: professional,
    Executive: executive,
    'Technical Impact': technicalImpact,
    'Engineering Narrative': engineeringNarrative,
    'Creative Storyteller': creativeStoryteller,
    Conversational: conversational,
  },
  byStyle: { formal: 'Professional', technical: 'Technical Impact', creative: 'Creative Storyteller' },
  shared: {
    moreCredentials: [
      'I also hold {list}.',
      'My other qualifications are {list}.',
      'Beyond that, I hold {list}.',
      'I have also earned {list}.',
      'To that I would add {list}.',
      'My credentials also include {list}.',
    ],
    moreSkills: [
      'My {resume} also lists {list}.',
      'I also work with {list}.',
      'I am also at home with {list}.',
      'Other strengths on my {resume} include {list}.',
      'I can also offer {list}.',
      'I bring {list} as well.',
    ],
    languages: [
      'I speak {list}.',
      'The languages I speak are {list}.',
      'I can work in {list}.',
      'I am able to work in {list}.',
      'My languages are {list}.',
      'I speak {list}, which may help.',
    ],
    checklist: [
      'Of the requirements in your posting, my {resume} shows {list}.',
      'To sum up the match: {list}, all on my {resume}.',
      'Your posting and my {resume} have {list} in common.',
      'In all, my {resume} covers {list} from your list.',
      'So, from your posting: {list}, each on my {resume}.',
      'Taken together, that is {list} from your requirements.',
    ],
    /** {list}: the candidate's case in brief (role, the posting's terms shown, degree). */
    recap: [
      'In short, I would bring {list} to the {role} role.',
      'All told, I would bring {list} to this role.',
      'Put simply, I offer {list}.',
      'What I would bring, then, is {list}.',
      'My case rests on {list}.',
      'So I would arrive with {list}.',
    ],
    educationInProgress: [
      'I am currently studying for {degree}.',
      'I am part-way through {degree}.',
      'I am now working on {degree}.',
      'My studies for {degree} are under way.',
      'Alongside work, I am studying for {degree}.',
      'I am completing {degree}.',
    ],
    /** Last-resort sentences with no fact, after the voice's own, for a thin resume's long letter. */
    generic: [
      'I am confident that I could contribute quickly and reliably.',
      'I listen first, then act on what I have heard.',
      'I am at ease with people at every level of an organization.',
      'I keep my commitments, and I say early when something is at risk.',
      'I would take the time to learn how things are done before suggesting changes.',
      'I enjoy helping new colleagues find their feet.',
      'I stay organized under pressure and keep track of the details.',
      'I welcome feedback and act on it.',
      'I take pride in doing the basics well, every day.',
      'I bring the same care to routine work as to the unusual.',
      'I plan my day around what matters most and adjust when things change.',
      'I am patient with people and persistent with problems.',
      'I would rather ask a question early than fix a mistake late.',
      'I am comfortable taking responsibility when something goes wrong.',
      'I respect other people’s time, and I come prepared.',
      'I explain things clearly and check that I have been understood.',
      'I try to leave every handover in better order than I received it.',
      'I am steady on long days and on short notice.',
      'I look for the simplest way to do a job well.',
      'I am glad to do the unglamorous parts of a job properly.',
      'I keep learning, on the job and in my own time.',
      'I follow procedures, and I raise it when one no longer fits the work.',
      'I take care over accuracy, because small errors add up.',
      'I am motivated by doing work that other people can rely on.',
    ],
  },
  greeting: {
    hr: 'Dear Human Resources Team,',
    company: 'Dear {company} Hiring Team,',
    team: 'Dear Hiring Team,',
    manager: 'Dear Hiring Manager,',
    none: 'To whom it may concern,',
    noneCreative: 'Hello,',
  },
};
