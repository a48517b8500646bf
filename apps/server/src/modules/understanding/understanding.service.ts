import {
  type JobAnalyzeResponse,
  jobPostingSchema,
  LOW_MATCH_SCORE,
  type ResumeProfile,
  resumeProfileSchema,
} from '@jobpeel/contract';
import { matchEvidence, readPosting, readResumeProfile } from '@jobpeel/engine';

/**
 * The understanding calls (issue: structured profile, structured posting, evidence): the engine's
 * pure readers behind the API. No I/O, no quota: reading a resume or a posting costs a few
 * milliseconds and is rate-limited like the job tools.
 */
export function createUnderstandingService() {
  return {
    structureResume(resumeText: string): { profile: ResumeProfile } {
      return { profile: resumeProfileSchema.parse(readResumeProfile(resumeText)) };
    },

    analyzeJob(input: {
      content: string;
      resumeText?: string | null;
      companyName?: string | null;
    }): JobAnalyzeResponse {
      const posting = jobPostingSchema.parse(readPosting(input.content, { company: input.companyName }));
      const resume = input.resumeText?.trim() ? input.resumeText : null;
      const match = resume ? matchEvidence(readResumeProfile(resume), posting, resume) : null;
      return {
        posting,
        match,
        lowMatch: match?.score !== null && match?.score !== undefined && match.score < LOW_MATCH_SCORE,
      };
    },
  };
}

export type UnderstandingService = ReturnType<typeof createUnderstandingService>;
