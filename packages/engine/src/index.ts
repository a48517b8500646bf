/**
 * The letter engine (docs/decisions/0020): understand (resume profile, posting, evidence), then
 * write. Pure functions over text: no I/O, no clock, no randomness; the server and any other
 * client import it.
 */

export {
  type CheckInput,
  type Claim,
  type ClaimKind,
  type ClaimStatus,
  CRITICAL_KINDS,
  checkLetter,
  type LetterCheck,
} from './check/claims';
export { letterEvidence } from './check/evidence';
export {
  type RequirementEvidenceLine,
  requirementEvidence,
  type SuggestInput,
  suggestSentence,
} from './check/suggest';
export { type LetterPlan, PLAN_BUDGET, planForRequest, planLetter } from './plan/plan';
export { firstPersonSentence } from './plan/sentences';
export { countWords, splitForStreaming } from './text';
export { type AnalyzeInput, analyzeJob, groundAnalysis } from './understand/analyze';
export {
  type BoilerplateKind,
  type CleanedPosting,
  classifyPostingLines,
  cleanJobText,
  cleanPosting,
} from './understand/boilerplate';
export { matchEvidence } from './understand/evidence';
export { type PostingHints, readPosting } from './understand/posting';
export { extractResumeFacts, type ResumeFacts, resumeCorpus } from './understand/resume-facts';
export { readResumeProfile } from './understand/resume-profile';
export { SKILLS, STOP_WORDS } from './vocabulary';
export { STOCK_PHRASES, type StockPhrase } from './vocabulary/stock-phrases';
export { greetingFor, type WriteInput, writeLetter } from './write/writer';
