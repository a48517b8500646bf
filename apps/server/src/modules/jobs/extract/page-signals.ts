/** Words a job posting nearly always has; a page without any of them is not a job. */
const JOB_SIGNAL =
  /\b(?:responsibilit(?:y|ies)|requirements?|qualifications?|experience|apply|role|team|skills|candidate|what you(?:'|’)ll do|about (?:the|this) (?:job|position)|job description)\b/gi;

/** How many job words the text has (in its first 20 000 characters). */
export function jobSignalCount(text: string): number {
  return (text.slice(0, 20_000).match(JOB_SIGNAL) ?? []).length;
}

/** Enough job words for a page's text to be a job posting. */
export function looksLikeJob(text: string): boolean {
  const distinct = new Set((text.slice(0, 20_000).match(JOB_SIGNAL) ?? []).map((word) => word.toLowerCase()));
  return distinct.size >= 2;
}

const CHALLENGE =
  /\b(?:just a moment|verify (?:that )?you(?:'|’)?re? (?:a )?human|verify you are (?:a )?human|are you a (?:human|robot)|captcha|access denied|attention required|checking (?:your|if the site connection is) (?:browser|secure)|help us protect|security check|request blocked|unusual traffic|enable javascript and cookies to continue|pardon our interruption|bot detection)\b/i;

/** A bot challenge or block page (Cloudflare, Glassdoor, Akamai...) saved instead of the job. */
export function isChallengePage(title: string, text: string): boolean {
  if (CHALLENGE.test(title)) return true;
  // A real posting may mention 'captcha' in its apply form; a challenge page has little else.
  return text.length < 2500 && CHALLENGE.test(text) && jobSignalCount(text) < 4;
}
