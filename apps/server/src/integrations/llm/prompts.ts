import { readFileSync } from 'node:fs';
import {
  type GenerateRequest,
  type JobAnalysis,
  letterLengthInfo,
  type TemplateStyle,
} from '@jobpeel/contract';
import { greetingFor } from '@jobpeel/engine';
import type { LetterTemplate } from './types';

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

const TONES: Record<TemplateStyle, string> = {
  formal: 'Tone: professional, confident and courteous; corporate register.',
  technical: 'Tone: precise and concrete; lead with technical achievements, systems and results.',
  creative: 'Tone: warm, vivid and personal; a short story-like opening is welcome, still grounded in facts.',
};

/** Wraps user-supplied text as data; a closing tag inside it cannot end the fence early. */
export function fence(tag: string, text: string | null | undefined): string {
  const body = (text ?? '').replaceAll(`</${tag}`, `</ ${tag}`);
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

export function writerMessages(request: GenerateRequest, analysis: JobAnalysis, template: LetterTemplate) {
  const info = letterLengthInfo[request.length];
  const system = writerPrompt
    .replace('{{template}}', template.name)
    .replace('{{style}}', template.style)
    .replace('{{tone}}', TONES[template.style])
    .replace('{{length}}', `${info.label} (${info.description})`)
    .replace('{{minWords}}', String(info.words[0]))
    .replace('{{maxWords}}', String(info.words[1]))
    .replace(
      '{{greeting}}',
      greetingFor(request, request.companyName?.trim() || analysis.company, template.style),
    );
  const sections: string[] = [
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
