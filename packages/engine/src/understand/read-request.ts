/**
 * One generation request read once: the posting (injection lines dropped), the resume's profile,
 * the resume with its highlight sections, and the evidence between them. The analyst and the
 * planner both start here.
 */
import type { EvidenceMatch, JobPosting, ResumeProfile } from '@jobpeel/contract';
import { stripInjections } from '../text';
import { matchEvidence } from './evidence';
import { readPosting } from './posting';
import { type ResumeInput, resumeCorpus } from './resume-facts';
import { readResumeProfile } from './resume-profile';

export interface ReadRequest {
  postingText: string;
  posting: JobPosting;
  /** The resume plus highlight sections; the resume text comes first, so the profile's line numbers hold. */
  resumeText: string;
  profile: ResumeProfile;
  match: EvidenceMatch;
}

type RequestInput = ResumeInput & { jobDescription: string; companyName?: string | null };

const cache = new Map<string, ReadRequest>();

/**
 * Memoised (a few entries): the analyst and the writer read the same request for one letter.
 * Callers must not change what they get.
 */
export function readRequest(input: RequestInput): ReadRequest {
  const key = [
    input.jobDescription,
    input.companyName ?? '',
    input.resumeText,
    input.contactInfo ?? '',
    input.skillsHighlights ?? '',
    input.educationHighlights ?? '',
    input.keyAchievements ?? '',
    input.experience ?? '',
    input.achievements ?? '',
  ].join('\u0000');
  const cached = cache.get(key);
  if (cached) return cached;
  const read = readUncached(input);
  if (cache.size >= 8) cache.delete(cache.keys().next().value!);
  cache.set(key, read);
  return read;
}

function readUncached(input: RequestInput): ReadRequest {
  const postingText = stripInjections(input.jobDescription);
  const posting = readPosting(postingText, { company: input.companyName });
  const resumeText = resumeCorpus(input);
  const profile = readResumeProfile(input.resumeText);
  return { postingText, posting, resumeText, profile, match: matchEvidence(profile, posting, resumeText) };
}
