import { readFileSync } from 'node:fs';
import {
  type GenerateRequest,
  type JobAnalysis,
  letterLengthInfo,
  type TemplateStyle,
} from '@jobpeel/contract';
import { greetingFor, type LetterPlan, planForRequest } from '@jobpeel/engine';
import type { FlaggedSentence, LetterTemplate, RepairInput, SuggestionInput } from './types';

/**
 * Prompts live as Markdown beside this module (copied to dist/prompts by the build), so they can
 * be read and changed without touching code.
 */
function loadPrompt(name: string): string {
  for (const candidate of [`./prompts/${name}.md`, `../prompts/${name}.md`]) {
    try {
      return readFileSync(new URL(candidate, import.meta.url), 'utf8');
    } catch {
      // try the next location (source tree vs bundled server)
    }
  }
  throw new Error(`prompt ${name}.md not found`);
}

const analystPrompt = loadPrompt('analyst');
const writerPrompt = loadPrompt('writer');
const resumeStructurerPrompt = loadPrompt('resume-structurer');
const jobCleanerPrompt = loadPrompt('job-cleaner');
const claimRepairPrompt = loadPrompt('claim-repair');
const addSentencePrompt = loadPrompt('add-sentence');

const TONES: Record<TemplateStyle, string> = {
  formal: 'Tone: professional, confident and courteous; corporate register.',
  technical: 'Tone: precise and concrete; lead with technical achievements, systems and results.',
  creative: 'Tone: warm, vivid and personal; a short story-like opening is welcome, still grounded in facts.',
};

/**
 * Wraps user-supplied text as data; a tag of the fence inside it cannot end the fence early, and
 * no user text can open or close a <letter_plan>, the block the writer is told to build on.
 */
export function fence(tag: string, text: string | null | undefined): string {
  const tags = new RegExp(`<(/?)(${tag}|letter_plan)`, 'gi');
  const body = (text ?? '').replace(tags, '<$1 $2');
  return `<${tag}>\n${body}\n</${tag}>`;
}

export function analystMessages(request: GenerateRequest) {
  const extras = [
    request.companyName ? `Company name given by the user: ${request.companyName}` : '',
    fence('job_description', request.jobDescription),
    fence('resume', request.resumeText),
    request.skillsHighlights ? fence('skills_highlights', request.skillsHighlights) : '',
    request.experience ? fence('experience', request.experience) : '',
  ].filter(Boolean);
  return { system: analystPrompt, prompt: extras.join('\n\n') };
}

const SPELLING: Record<LetterPlan['locale'], string> = {
  'en-US': 'Write in US English spelling (color, organize, center, program, license).',
  'en-GB': 'Write in British English spelling (colour, organise, centre, programme, licence as a noun).',
};

type PlannedRole = NonNullable<LetterPlan['currentRole']>;

const KIND_LABEL: Record<LetterPlan['evidence'][number]['kind'], string> = {
  must: 'must-have',
  licence: 'required licence',
  keyword: 'key term',
  nice: 'nice-to-have',
  responsibility: 'duty of the role',
};

/** 'Staff Nurse at Royal Infirmary (2019 - Present)': a role as the plan names it. */
function roleLine(role: PlannedRole | null): string {
  if (!role) return 'no role named in the resume';
  const dates = [role.start, role.end].filter(Boolean).join(' - ');
  return `${role.title}${role.employer ? ` at ${role.employer}` : ''}${dates ? ` (${dates})` : ''}`;
}

/** One planned fact: where it is from, the resume's line, and the numbers it carries. */
function factLines(fact: LetterPlan['evidence'][number]['fact']): string[] {
  const where = fact.role
    ? `${fact.role.title}${fact.role.employer ? ` at ${fact.role.employer}` : ''} (${fact.role.current ? 'current role' : 'earlier role'})`
    : 'the resume, not tied to one role';
  return [
    `From: ${where}`,
    `Resume line: "${fact.source}"`,
    `Numbers to keep exactly: ${fact.numbers.length > 0 ? fact.numbers.join(', ') : 'none'}`,
  ];
}

/**
 * The letter plan (the same one the offline writer follows) as plain lines. Every quoted text is
 * the user's resume or posting, so the whole block is fenced as data by the caller.
 */
function planLines(plan: LetterPlan, analysis: JobAnalysis, request: GenerateRequest): string[] {
  const lines: string[] = [];
  const role = plan.role ?? analysis.role;
  const company = plan.company ?? analysis.company;
  if (role) lines.push(`Role: ${role}`);
  if (company) lines.push(`Company: ${company}`);
  lines.push(`Candidate's name (sign with it): ${plan.name ?? 'not given in the resume'}`);
  lines.push(`Spelling: ${plan.locale === 'en-GB' ? 'British English (en-GB)' : 'US English (en-US)'}`);
  lines.push(`Current role (mention first): ${roleLine(plan.currentRole)}`);
  if (plan.earlierRoles.length > 0)
    lines.push(`Earlier roles: ${plan.earlierRoles.map((r) => roleLine(r)).join('; ')}`);

  lines.push('');
  if (plan.evidence.length === 0) {
    lines.push(
      'Evidence: none. No line of the resume matches a requirement of this posting, so do not claim that any requirement is met.',
    );
  } else {
    lines.push('Evidence (each posting requirement -> the resume line that shows it):');
    plan.evidence.forEach((e, i) => {
      lines.push(
        `${i + 1}. Requirement: "${e.requirement}" (${KIND_LABEL[e.kind]}; shared words: ${e.term})`,
      );
      lines.push(...factLines(e.fact).map((l) => `   ${l}`));
    });
  }

  lines.push('');
  lines.push(
    `Credentials the posting requires that the resume holds: ${plan.credentials.length > 0 ? plan.credentials.join('; ') : 'none'}`,
  );
  if (plan.headlineFacts.length > 0) {
    lines.push('Headline results:');
    for (const f of plan.headlineFacts)
      lines.push(...factLines(f).map((l, i) => `${i === 0 ? '-' : ' '} ${l}`));
  } else lines.push('Headline results: none beyond the evidence');

  lines.push('');
  if (plan.asks.length === 0) lines.push("The posting's explicit asks: none");
  else {
    lines.push("The posting's explicit asks:");
    for (const a of plan.asks)
      lines.push(
        `- "${a.ask}" -> ${a.answer ? `the resume's answer: ${a.answer}` : 'no answer in the resume: do not invent one'}`,
      );
  }
  lines.push(
    `Gap (a requirement the resume does not show; handle it honestly or leave it out, never claim it): ${plan.gap ?? 'none'}`,
  );
  const e = plan.education;
  if (e && request.includeEducation !== false)
    lines.push(
      `Education: ${[e.degree, e.field].filter(Boolean).join(' ')}${e.institution ? `, ${e.institution}` : ''}${e.year ? ` (${e.year})` : ''}${e.inProgress ? ' (IN PROGRESS: still being studied for; never say it is held or completed)' : ''}`,
    );
  // A specific detail of the employer, from the posting itself: a natural, honest opening.
  if (plan.companyDetail) lines.push(`What the posting says about the employer: ${plan.companyDetail}`);
  if (plan.duty) lines.push(`A duty of the job, in the posting's words: ${plan.duty}`);
  return lines;
}

export function writerMessages(request: GenerateRequest, analysis: JobAnalysis, template: LetterTemplate) {
  const info = letterLengthInfo[request.length];
  const plan = planForRequest(request);
  const system = writerPrompt
    .replace('{{template}}', template.name)
    .replace('{{style}}', template.style)
    .replace('{{tone}}', TONES[template.style])
    .replace('{{length}}', `${info.label} (${info.description})`)
    .replace('{{minWords}}', String(info.words[0]))
    .replace('{{maxWords}}', String(info.words[1]))
    .replace('{{spelling}}', SPELLING[plan.locale])
    .replace(
      '{{greeting}}',
      greetingFor(request, request.companyName?.trim() || analysis.company, template.style),
    );
  const sections: string[] = [
    fence('letter_plan', planLines(plan, analysis, request).join('\n')),
    `Analysis of the job:\n${JSON.stringify(analysis, null, 2)}`,
    fence('job_description', request.jobDescription),
    fence('resume', request.resumeText),
  ];
  if (request.contactInfo) sections.push(fence('contact_info', request.contactInfo));
  if (request.skillsHighlights && request.includeSkills !== false)
    sections.push(fence('skills_highlights', request.skillsHighlights));
  if (request.educationHighlights && request.includeEducation !== false)
    sections.push(fence('education_highlights', request.educationHighlights));
  if (request.keyAchievements && request.includeAchievements !== false)
    sections.push(fence('key_achievements', request.keyAchievements));
  if (request.achievements && request.includeAchievements !== false)
    sections.push(fence('achievements', request.achievements));
  if (request.experience) sections.push(fence('experience', request.experience));
  return { system, prompt: sections.join('\n\n') };
}

/** The optional structuring pass of resume import: the resume is data inside a fence. */
export function resumeStructurerMessages(resumeText: string) {
  return { system: resumeStructurerPrompt, prompt: fence('resume', resumeText) };
}

/** AI Clean & Summarize: the page's text is untrusted data inside a fence. */
export function jobCleanerMessages(text: string) {
  return { system: jobCleanerPrompt, prompt: fence('job_posting', text) };
}

/** 'resume line 4 (Payroll Officer, Oakfield Inns): "Cut costs by 12%"': where a fact is. */
function sourceLine(source: FlaggedSentence['claims'][number]['sources'][number]): string {
  const where = `${source.doc === 'resume' ? 'resume' : 'job description'} line ${source.line + 1}`;
  return `${where}${source.role ? ` (${source.role})` : ''}: "${source.quote}"`;
}

/**
 * The repair call of an AI letter: its flagged sentences with each claim's status and reason,
 * and the resume and the posting as the evidence. Every quoted text is the user's or the
 * model's, so each block is fenced as data.
 */
export function claimRepairMessages(input: RepairInput) {
  const flagged = input.sentences.map((s) =>
    [
      `[${s.index}] ${s.text}`,
      ...s.claims.map((c) =>
        [
          `  - ${c.kind} "${c.text}": ${c.status}${c.reason ? ` (${c.reason})` : ''}`,
          ...c.sources.map((source) => `    evidence: ${sourceLine(source)}`),
        ].join('\n'),
      ),
    ].join('\n'),
  );
  // Numbered from 1, as the evidence lines above count them.
  const numbered = (text: string) =>
    text
      .split(/\r?\n/)
      .map((line, i) => `${i + 1}: ${line}`)
      .join('\n');
  return {
    system: claimRepairPrompt,
    prompt: [
      fence('letter', input.letter),
      fence('flagged_sentences', flagged.join('\n\n')),
      fence('resume', numbered(input.resumeText)),
      fence('job_description', numbered(input.postingText)),
    ].join('\n\n'),
  };
}

/**
 * The provider's 'Add': the requirement, the resume lines that meet it, the offline sentence and
 * the letter, each fenced as data (all are the user's text or the posting's).
 */
export function addSentenceMessages(input: SuggestionInput) {
  const evidence = input.evidence
    .map((e, i) => `${i + 1}. ${e.role ? `(${e.role}) ` : ''}${e.quote}`)
    .join('\n');
  return {
    system: addSentencePrompt,
    prompt: [
      fence('requirement', input.requirement),
      fence('evidence', evidence),
      fence('plain_sentence', input.plain),
      fence('letter', input.letter),
    ].join('\n\n'),
  };
}
