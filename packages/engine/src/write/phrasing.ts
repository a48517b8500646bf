/**
 * Each seeded template's own phrasing, slot by slot. Several alternatives per slot; the writer
 * picks one deterministically. Rules for every sentence here: no digits, no skill from the
 * vocabulary, no capitalised multi-word names and no placeholders, so that everything the
 * letter states about the candidate comes from the resume.
 */

export interface PhraseContext {
  /** 'the Staff Nurse position at Mercy General' / 'the Staff Nurse position' / 'this opportunity' */
  target: string;
  /** Company name, or 'your team' when unknown. */
  companyRef: string;
  /** Role name, or 'this role' when unknown. */
  roleRef: string;
  /** 'a, b and c' of the candidate's matching skills. */
  skills: string;
}

type P = (c: PhraseContext) => string;

export interface TemplatePhrasing {
  openers: P[];
  background: ((title: string, employer: string) => string)[];
  backgroundTitleOnly: ((title: string) => string)[];
  years: ((years: string) => string)[];
  skills: P[];
  noSkills: P[];
  achievementsIntro: string[];
  /** Prefix for a first-person achievement: `${lead(employer)} I reduced ...` */
  achievementLead: ((employer: string) => string)[];
  achievementNoEmployer: string[];
  education: ((degree: string) => string)[];
  motivation: P[];
  closing: P[];
  signoff: string;
  /** Optional sentences used to reach the length range, in order of preference. */
  extras: string[];
}

const professional: TemplatePhrasing = {
  openers: [
    (c) => `I am writing to apply for ${c.target}.`,
    (c) => `Please accept this letter as my application for ${c.target}.`,
    (c) => `I would like to be considered for ${c.target}.`,
  ],
  background: [
    (t, e) => `In my work as ${t} at ${e}, I have built the kind of experience this role calls for.`,
    (t, e) => `My time as ${t} at ${e} has prepared me well for the responsibilities you describe.`,
  ],
  backgroundTitleOnly: [
    (t) => `My experience as ${t} has prepared me well for the responsibilities you describe.`,
  ],
  years: [
    (y) => `I bring ${y} of relevant experience to the position.`,
    (y) => `Over ${y}, I have refined a dependable way of working.`,
  ],
  skills: [
    (c) => `The skills you list match my background closely, in particular ${c.skills}.`,
    (c) => `Your requirements align with my strengths, including ${c.skills}.`,
  ],
  noSkills: [
    (c) =>
      `I have read the requirements for ${c.roleRef} carefully and see a clear fit with the work I have done.`,
  ],
  achievementsIntro: [
    'A few results illustrate what I would bring.',
    'Some examples from my recent work follow.',
  ],
  achievementLead: [(e) => `At ${e},`, (e) => `During my time at ${e},`, (e) => `While working at ${e},`],
  achievementNoEmployer: ['In a recent role,', 'In my previous work,'],
  education: [(d) => `My education includes a ${d}.`, (d) => `I also hold a ${d}.`],
  motivation: [
    (c) =>
      `I am drawn to ${c.companyRef} because of the standard of work your posting describes, and I would welcome the chance to contribute to it.`,
    (c) =>
      `The opportunity to contribute to ${c.companyRef} is one I would take seriously from the first day.`,
  ],
  closing: [
    (c) =>
      `Thank you for considering my application. I would welcome the opportunity to discuss how I could contribute to ${c.companyRef}.`,
    () =>
      `Thank you for your time and consideration. I look forward to the possibility of speaking with you.`,
  ],
  signoff: 'Sincerely,',
  extras: [
    'I take ownership of my work and keep the people around me informed as it progresses.',
    'I prepare carefully, ask questions early, and follow through on what I commit to.',
    'When priorities change, I reorganise my work calmly and make sure nothing important is dropped.',
    'Colleagues have relied on me to deliver steady, accurate work under deadline pressure.',
    'I value clear processes, and I am comfortable improving them when a better way becomes apparent.',
    'I learn new tools and procedures quickly and share what I learn with the people I work with.',
    'I measure my own work by its results, and I review it honestly so that the next piece is better.',
    'I am comfortable working independently, and equally comfortable being one dependable part of a larger group.',
    'I treat the people I serve, inside and outside the organisation, with patience and respect.',
    'I am confident that my background would allow me to contribute quickly and reliably.',
  ],
};

const executive: TemplatePhrasing = {
  openers: [
    (c) => `I am pleased to submit my candidacy for ${c.target}.`,
    (c) => `It is with genuine interest that I put myself forward for ${c.target}.`,
    (c) => `I write to express my interest in ${c.target}, where I believe I can deliver measurable value.`,
  ],
  background: [
    (t, e) => `As ${t} at ${e}, I have been accountable for outcomes, not only for tasks.`,
    (t, e) => `My tenure as ${t} at ${e} has taught me to connect daily execution with wider objectives.`,
  ],
  backgroundTitleOnly: [(t) => `As ${t}, I have been accountable for outcomes, not only for tasks.`],
  years: [
    (y) => `Across ${y}, I have consistently turned plans into results.`,
    (y) => `My ${y} in the field have shaped a results-first approach.`,
  ],
  skills: [
    (c) => `The strengths most relevant to your needs are ${c.skills}.`,
    (c) => `I offer a proven foundation in ${c.skills}.`,
  ],
  noSkills: [(c) => `I have studied what ${c.roleRef} demands and I am prepared to meet that standard.`],
  achievementsIntro: [
    'My record speaks most clearly through results.',
    'Several results summarise the value I deliver.',
  ],
  achievementLead: [(e) => `At ${e},`, (e) => `In my tenure at ${e},`],
  achievementNoEmployer: ['In a previous appointment,', 'Most recently,'],
  education: [(d) => `My academic foundation is a ${d}.`, (d) => `I complement this record with a ${d}.`],
  motivation: [
    (c) => `I am confident I can help ${c.companyRef} raise the bar on the outcomes this position owns.`,
    (c) => `I see a clear opportunity to strengthen the results ${c.companyRef} expects from this position.`,
  ],
  closing: [
    (c) => `I would value a conversation about the priorities of ${c.roleRef} and how I can advance them.`,
    () => `I would welcome the opportunity to discuss how my record can support your objectives.`,
  ],
  signoff: 'Respectfully,',
  extras: [
    'I set clear expectations, track progress against them, and address problems before they grow.',
    'I make decisions with the evidence available and revisit them openly when the facts change.',
    'I build trust by being direct about risks and reliable about commitments.',
    'I prefer simple, durable solutions over complex ones that are hard to sustain.',
    'Stakeholders have counted on me to keep complex work moving and visible.',
    'I hold myself to the outcomes I am responsible for and report on them honestly.',
    'I invest in the people I work with, because strong groups outlast any single initiative.',
    'I focus resources on the work that matters most and say no to distractions.',
    'I am at my best when the stakes are high and the path forward needs structure.',
    'I would bring steady judgement and a clear sense of priorities from the first week.',
  ],
};

const technicalImpact: TemplatePhrasing = {
  openers: [
    (c) => `I am applying for ${c.target}, and I would bring hands-on, results-driven experience.`,
    (c) =>
      `I am excited to apply for ${c.target}; my background lines up closely with the technical needs in your posting.`,
    (c) => `I would like to apply for ${c.target}, where I can put proven technical skills to work.`,
  ],
  background: [
    (t, e) => `As ${t} at ${e}, I have delivered measurable improvements in the systems I own.`,
    (t, e) => `In my role as ${t} at ${e}, I focus on work whose impact can be measured.`,
  ],
  backgroundTitleOnly: [(t) => `As ${t}, I focus on work whose impact can be measured.`],
  years: [
    (y) => `I have ${y} of practical experience behind me.`,
    (y) => `Those ${y} of hands-on work have made me pragmatic about trade-offs.`,
  ],
  skills: [
    (c) => `My core technical strengths map directly onto your stack: ${c.skills}.`,
    (c) => `On the technical side, I work daily with ${c.skills}.`,
  ],
  noSkills: [
    (c) => `I have reviewed the technical scope of ${c.roleRef} and I am ready to get up to speed quickly.`,
  ],
  achievementsIntro: [
    'Here is the impact I have delivered, in numbers where I have them.',
    'Concrete results matter most, so here are a few.',
  ],
  achievementLead: [(e) => `At ${e},`, (e) => `On the job at ${e},`],
  achievementNoEmployer: ['In a recent project,', 'On a previous project,'],
  education: [(d) => `My technical grounding comes from a ${d}.`, (d) => `I hold a ${d}.`],
  motivation: [
    (c) => `I would like to bring that same focus on measurable impact to ${c.companyRef}.`,
    (c) => `I am keen to apply this track record to the problems ${c.companyRef} is solving.`,
  ],
  closing: [
    (c) =>
      `I would be glad to walk through any of this work in detail and discuss how it applies to ${c.roleRef}.`,
    () => `Thank you for your consideration; I would welcome a technical conversation at your convenience.`,
  ],
  signoff: 'Best regards,',
  extras: [
    'I start from the measurable goal, then choose the simplest approach that reaches it.',
    'I instrument my work so that its effect can be verified rather than assumed.',
    'I write things down: decisions, trade-offs and the reasons behind them.',
    'I review my own work critically before anyone else has to.',
    'I keep quality high by testing early and fixing the causes of problems, not just the symptoms.',
    'I am comfortable working through unfamiliar systems until I understand how they behave.',
    'I break large problems into small, verifiable steps and ship them one at a time.',
    'I care about reliability as much as about new features.',
    'I share knowledge freely, because a result that only one person understands is fragile.',
    'I would expect to contribute useful work within my first weeks.',
  ],
};

const engineeringNarrative: TemplatePhrasing = {
  openers: [
    (c) => `The posting for ${c.target} describes the kind of work I enjoy most, so I am writing to apply.`,
    (c) => `When I read about ${c.target}, I recognised problems I have spent my career working on.`,
    (c) => `I am applying for ${c.target} because it continues the story my work has been telling.`,
  ],
  background: [
    (t, e) =>
      `My path has led me to my role as ${t} at ${e}, where I learned how good work gets built step by step.`,
    (t, e) =>
      `Working as ${t} at ${e} shaped how I approach a problem from first question to finished result.`,
  ],
  backgroundTitleOnly: [
    (t) => `Working as ${t} shaped how I approach a problem from first question to finished result.`,
  ],
  years: [(y) => `Over ${y}, my approach has matured from fixing symptoms to designing lasting solutions.`],
  skills: [
    (c) => `Along the way I have built real depth in ${c.skills}.`,
    (c) => `The tools of that journey are the ones your posting names: ${c.skills}.`,
  ],
  noSkills: [(c) => `Each step of my path has taught me to learn what a role like ${c.roleRef} requires.`],
  achievementsIntro: [
    'A few chapters of that story stand out.',
    'Some moments along the way show how I work.',
  ],
  achievementLead: [(e) => `At ${e},`, (e) => `One chapter at ${e} stands out:`],
  achievementNoEmployer: ['Earlier in my career,', 'In one project,'],
  education: [(d) => `The story started with a ${d}.`, (d) => `My foundations were laid by a ${d}.`],
  motivation: [
    (c) =>
      `The next chapter I would like to write is with ${c.companyRef}, on problems that matter to the people you serve.`,
    (c) =>
      `I would like to continue that story at ${c.companyRef}, where the problems in your posting are the ones I want to solve.`,
  ],
  closing: [
    () => `I would enjoy telling you more about these projects and hearing about the challenges ahead.`,
    (c) => `Thank you for reading; I would welcome the chance to discuss ${c.roleRef} with you.`,
  ],
  signoff: 'Kind regards,',
  extras: [
    'Each project taught me something I carried into the next one.',
    'I learned early that understanding the problem is worth more than rushing to a solution.',
    'I enjoy the moment when a vague request becomes a clear plan that people can act on.',
    'Over time I have come to value simple designs that others can maintain after I move on.',
    'I like to leave every piece of work a little clearer than I found it.',
    'The hardest problems I have faced were solved by patience and careful observation.',
    'I have learned to explain technical decisions in plain language to anyone who needs them.',
    'Looking back, the work I am proudest of is the work that kept running quietly.',
    'I keep learning, because every new problem asks for something I have not done before.',
    'That is the approach I would bring to your team from the start.',
  ],
};

const creativeStoryteller: TemplatePhrasing = {
  openers: [
    (c) => `Some postings read like an invitation, and the one for ${c.target} is exactly that for me.`,
    (c) => `I have a story to tell about why ${c.target} feels like the right next step for me.`,
    (c) => `Every career has a turning point, and I hope ${c.target} will be mine.`,
  ],
  background: [
    (t, e) =>
      `Today I work as ${t} at ${e}, where I have learned what it takes to make work that people remember.`,
    (t, e) => `My time as ${t} at ${e} has been a lesson in turning ideas into results.`,
  ],
  backgroundTitleOnly: [(t) => `My time as ${t} has been a lesson in turning ideas into results.`],
  years: [(y) => `Those ${y} have given me plenty of stories, and a few of them belong in this letter.`],
  skills: [
    (c) => `My toolkit includes ${c.skills}, and I love finding fresh ways to use it.`,
    (c) => `I bring ${c.skills} to every project, along with a curiosity that keeps the work fresh.`,
  ],
  noSkills: [
    (c) => `I am curious by nature, and ${c.roleRef} is the kind of challenge that makes me want to dig in.`,
  ],
  achievementsIntro: [
    'Let me share a few moments I am proud of.',
    'A few highlights tell the story better than adjectives could.',
  ],
  achievementLead: [(e) => `At ${e},`, (e) => `One of my favourite moments at ${e}:`],
  achievementNoEmployer: ['In one memorable project,', 'Once,'],
  education: [
    (d) => `Along the way I earned a ${d}.`,
    (d) => `My curiosity was first channelled through a ${d}.`,
  ],
  motivation: [
    (c) =>
      `What draws me to ${c.companyRef} is the chance to be part of work that people notice and remember.`,
    (c) =>
      `I can picture the work I would do at ${c.companyRef}, and that picture is what prompted this letter.`,
  ],
  closing: [
    () => `I would love to continue this story in conversation. Thank you for reading it.`,
    (c) =>
      `Thank you for reading; I would be delighted to talk about how I could add to the story at ${c.companyRef}.`,
  ],
  signoff: 'Warmly,',
  extras: [
    'I notice the small details that turn a good result into a memorable one.',
    'I like to ask why before I ask how, because the answer usually shapes the best idea.',
    'I enjoy turning a blank page into something people are glad to see.',
    'Some of my best ideas arrived while listening closely to the people I was working for.',
    'I am happiest when I can mix imagination with a plan that actually ships.',
    'I treat feedback as fuel, and I go looking for it early.',
    'I bring energy to a room without taking it over.',
    'I believe good work tells a story, even when the work is practical.',
    'When something does not work, I get curious rather than discouraged.',
    'I would bring that same spirit to every project I took on with you.',
  ],
};

const conversational: TemplatePhrasing = {
  openers: [
    (c) => `I was really glad to come across ${c.target}, and I would love to be considered.`,
    (c) => `I'm reaching out about ${c.target}, because it sounds like a great fit for me.`,
    (c) => `I'd like to throw my hat in the ring for ${c.target}.`,
  ],
  background: [
    (t, e) => `Right now I'm working as ${t} at ${e}, and I've learned a lot there about doing the job well.`,
    (t, e) => `I've been working as ${t} at ${e}, which has been a great place to grow.`,
  ],
  backgroundTitleOnly: [(t) => `I've been working as ${t}, which has been a great place to grow.`],
  years: [(y) => `I've spent ${y} doing this kind of work, and I still enjoy it.`],
  skills: [
    (c) => `A lot of what you're asking for is what I do every day: ${c.skills}.`,
    (c) => `I'm comfortable with ${c.skills}, and I enjoy putting them to work.`,
  ],
  noSkills: [
    (c) => `I've read through what ${c.roleRef} involves, and I'm excited to pick up whatever I need to.`,
  ],
  achievementsIntro: [
    "Here are a couple of things I'm proud of.",
    'To give you a sense of my work, here are some examples.',
  ],
  achievementLead: [(e) => `At ${e},`, (e) => `When I was at ${e},`],
  achievementNoEmployer: ['In a recent job,', 'Not long ago,'],
  education: [(d) => `I also have a ${d}.`, (d) => `On the education side, I earned a ${d}.`],
  motivation: [
    (c) =>
      `I'd genuinely enjoy being part of ${c.companyRef}, and I think I'd fit in well with the way you work.`,
    (c) => `Honestly, the chance to join ${c.companyRef} is what made me sit down and write this.`,
  ],
  closing: [
    () => `Thanks so much for reading. I'd love to chat whenever it suits you.`,
    (c) => `Thanks for your time! I'd be happy to talk more about ${c.roleRef} whenever works for you.`,
  ],
  signoff: 'Best,',
  extras: [
    "I'm the kind of person who asks questions early so there are fewer surprises later.",
    'I like keeping things simple and making sure everyone knows where things stand.',
    "When something goes wrong, I'd rather fix it and learn from it than point fingers.",
    'I enjoy helping the people around me, and I appreciate it when they do the same for me.',
    "I pick things up quickly, and I'm not shy about saying when I need a hand.",
    'I care about doing the work properly, not just getting it off my plate.',
    'People tell me I bring a calm, friendly energy to busy days.',
    "I like to finish what I start, and I'm honest when a plan needs to change.",
    "I'm always looking for small ways to make the work a little better every week.",
    "I think I'd settle in quickly and be useful early on.",
  ],
};

/** Phrasing by seeded template name; unknown templates fall back by style. */
export const phrasingByName: Record<string, TemplatePhrasing> = {
  Professional: professional,
  Executive: executive,
  'Technical Impact': technicalImpact,
  'Engineering Narrative': engineeringNarrative,
  'Creative Storyteller': creativeStoryteller,
  Conversational: conversational,
};

export const phrasingByStyle: Record<'formal' | 'technical' | 'creative', TemplatePhrasing> = {
  formal: professional,
  technical: technicalImpact,
  creative: creativeStoryteller,
};

/**
 * Neutral sentences any template may use after its own extras, so a thin resume still reaches
 * the comprehensive range. Same rules: no skills, numbers or names.
 */
export const sharedExtras: string[] = [
  'I read the posting closely, and the responsibilities it describes are ones I would take on with care.',
  'I am comfortable being measured on outcomes, and I keep a clear record of what I deliver.',
  'I respond well to feedback and act on it quickly.',
  'I keep my commitments realistic, and when something slips I say so early and propose a fix.',
  'I enjoy learning how a new workplace operates and finding where I can be most useful.',
  'I try to make the work of the people around me easier, not harder.',
  'I am steady under pressure and keep a sense of proportion when things get busy.',
  'I would approach the first months by listening, learning the priorities, and then delivering on them.',
  'I am punctual, prepared, and I treat other people’s time as carefully as my own.',
  'I ask for context when a task is unclear, because doing the right thing matters more than doing something quickly.',
  'I keep my work organised so that anyone could pick it up if I were away.',
  'I am honest about what I know and quick to learn what I do not.',
  'I take pride in finishing work properly, including the small parts that nobody asks about.',
  'I welcome responsibility and I am comfortable being accountable for the results of my work.',
  'I stay courteous and constructive, even on difficult days.',
  'I believe steady, careful work done every day adds up to results that last.',
];

/** Connectors for a second result at the same employer, so the letter does not repeat 'At X,'. */
export const sameEmployerLeads: string[] = [
  'I also',
  'In the same role, I',
  'Beyond that, I',
  'There, I also',
];
