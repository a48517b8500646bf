/**
 * The built-in offline engine (decisions.md AI providers): a rule-based analyst and writer with
 * no network and no model. Same input, same letter.
 */
export { type AnalyzeInput, analyzeJob } from './analyst';
export { extractResumeFacts, type ResumeFacts } from './resume-facts';
export { countWords, splitForStreaming } from './text';
export { SKILLS, STOP_WORDS } from './vocabulary';
export { greetingFor, type WriteInput, writeLetter } from './writer';
