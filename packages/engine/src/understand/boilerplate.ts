/**
 * The offline 'AI Clean & Summarize': rule-based, no network. It only drops lines and sections
 * (navigation, cookie and consent text, equal-opportunity boilerplate, benefits and perks, apply
 * and share buttons, other job listings); every kept sentence stays exactly as it was written.
 * Headings stay on their own lines and list items keep their '- ' bullets.
 */

/** Sections a cover letter does not need: perks, benefits, legal boilerplate, other openings. */
const DROP_SECTION =
  /^(?:(?:our |the |your |employee |additional |compensation (?:and|&) )?(?:benefits?|perks?)(?: (?:and|&) (?:perks|benefits|compensation))?|what we offer|what (?:we|you(?:'|’)ll) (?:can )?offer(?: you)?|what(?:'|’)s in it for you|why (?:join|work (?:for|with|at)) (?:us|\S+)|why you(?:'|’)ll love (?:it|working here|us)|our offer|we offer|perks (?:and|&) benefits|life at .+|how .+ supports? .*employees|equal (?:employment )?opportunit(?:y|ies)(?: employer)?(?: statement)?|eeo(?: statement)?|diversity(?:,)? (?:equity )?(?:and|&) inclusion|accommodations?|reasonable accommodations?|privacy(?: policy| notice)?|legal(?: notice)?|disclaimer|e-verify|similar jobs|other (?:jobs|openings|roles)|more jobs|related jobs|jobs you may like|people also viewed|share this (?:job|role|posting))$/i;

/** Words of benefit sub-headings: a drop section goes on through these. */
const BENEFIT_WORDS =
  /\b(?:health|wellness|well-being|insurance|dental|vision|medical|leave|vacation|holidays?|pto|time off|401k|pension|retirement|equity|stock|bonus|perks?|benefits?|snacks|gym|learning budget|parental)\b/i;

/** Equal-opportunity and legal boilerplate paragraphs. */
const EEO =
  /equal (?:employment )?opportunit|affirmative action|without regard to (?:race|age|sex|religion|color|colour)|regardless of (?:race|age|sex|gender|religion|color|colour|background)|protected veteran|\bEEO\b|e-verify|reasonable accommodations?|(?:race|color|colour), (?:religion|creed|national origin)|sexual orientation, gender identity|does not discriminate|discriminat(?:e|ion) (?:of any kind|based on)|recruitment privacy (?:policy|notice)|know your rights/i;

/** Cookie and consent banners: 'cookie' followed later in the line by one of these words. */
const COOKIE_WORD = /\bcookies?\b/i;
const COOKIE_CONTEXT =
  /\b(?:use|uses|accept|settings|preferences|policy|consent|browsing|experience|site|website)\b/i;
const CONSENT =
  /\b(?:accept|reject|allow|decline) (?:all|cookies|all cookies)\b|\bconsent (?:preferences|settings|manager)\b|\bwe value your privacy\b|\bmanage (?:cookie )?preferences\b/i;

// Two searches instead of /cookie.*word/, whose '.*' rescans the rest of the line from every
// 'cookie' in it (quadratic on a line of repeated 'cookie ').
function isCookieLine(line: string): boolean {
  const cookie = COOKIE_WORD.exec(line);
  if (cookie && COOKIE_CONTEXT.test(line.slice(cookie.index + cookie[0].length))) return true;
  return CONSENT.test(line);
}

/**
 * The longest part of a line the classifying patterns look at. Boilerplate shows itself in its
 * first words; the cap keeps every pattern's work per line small whatever a page holds.
 */
const CLASSIFIED_LINE_MAX = 2_000;

/** Apply, share and social buttons, navigation links. */
const CHROME_LINE =
  /^(?:apply(?: now| today| for this (?:job|role|position)| here| online)?|easy apply|quick apply|i(?:'|’)m interested|submit (?:your )?application|save(?: (?:this )?job)?|saved|share(?: (?:this )?(?:job|role|posting|on \w+))?|tweet|facebook|linkedin|twitter|x|instagram|youtube|glassdoor|email(?: (?:a friend|this job|job))?|copy link|print|report(?: this)? job|back(?: to (?:all )?(?:jobs|search|results|careers|job search))?|view all (?:jobs|openings)|see all (?:jobs|openings)|all jobs|similar jobs|home|jobs|careers|about(?: us)?|blog|contact(?: us)?|sign in|sign up|log ?in|log ?out|register|search(?: jobs)?|menu|skip to (?:main )?content|terms(?: (?:of (?:use|service)|and conditions))?|privacy|help|faq|english|language|next|previous|close|open menu|toggle navigation|main menu|follow us|powered by .{1,40}|jobs powered by .{1,40}|read more|show more|show less|see more|learn more|×)$/i;

function stripMarkers(line: string): string {
  return (
    line
      .replace(/^#{1,6}\s+/, '')
      .replace(/^[-•*·▪●◦–]\s+/, '')
      .replace(/[*_]{2}/g, '')
      // The look-behind starts a match only at the first space of a run: linear on long runs.
      .replace(/(?<!\s)\s*:\s*$/, '')
      .trim()
  );
}

/** A heading line: '## Heading', or a short line that is not a sentence and not a bullet. */
function isHeading(line: string): boolean {
  const trimmed = line.trim();
  if (/^#{1,6}\s+\S/.test(trimmed)) return true;
  if (/^[-•*·▪●◦–]\s/.test(trimmed)) return false;
  if (trimmed.length === 0 || trimmed.length > 70) return false;
  if (/[.!?;,]$/.test(trimmed)) return false;
  const words = trimmed.split(/\s+/).length;
  return words <= 9 && /^[\p{Lu}\p{N}"'“‘(]/u.test(trimmed);
}

/** 'Salary: $47,500 - $72,300 ...', 'Compensation: ...', 'Benefits: ...' on one line. */
const PAY_LINE =
  /^(?:salary|compensation|pay(?: range| rate)?|wage|hourly rate|benefits|perks|what you get|we offer)\s*[:：]/i;

/** 'See all open roles: QA Engineer · Designer', 'More jobs at Fennel: ...'. */
const OTHER_JOBS_LINE =
  /\b(?:see|view|browse) all(?: open)? (?:roles|jobs|openings|positions|vacancies)\b|\b(?:similar|related|other open|more) (?:jobs|roles|openings|positions|vacancies)\b|^(?:more )?jobs at \S/i;

export type BoilerplateKind = 'benefits' | 'legal' | 'navigation' | 'cookies' | 'otherJobs';

/** What each line of a posting is: kept, or boilerplate of a kind. Line numbers are 0-based. */
export function classifyPostingLines(text: string): (BoilerplateKind | null)[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kinds: (BoilerplateKind | null)[] = [];
  let dropping: BoilerplateKind | null = null;
  for (const raw of lines) {
    if (!raw.trim()) {
      kinds.push(dropping);
      continue;
    }
    const line = raw.trimEnd();
    const bare = stripMarkers(line.trimStart().slice(0, CLASSIFIED_LINE_MAX));
    if (!bare) {
      kinds.push(dropping);
      continue;
    }
    if (isHeading(line)) {
      if (DROP_SECTION.test(bare)) {
        dropping = sectionKind(bare);
        kinds.push(dropping);
        continue;
      }
      // Benefit sub-headings ('Health & wellness') stay inside the dropped section.
      if (
        dropping &&
        BENEFIT_WORDS.test(bare) &&
        !/responsib|requir|qualif|you(?:'|’)ll do|role/i.test(bare)
      ) {
        kinds.push(dropping);
        continue;
      }
      dropping = null;
    }
    if (dropping) kinds.push(dropping);
    else if (bare.length <= 300 && OTHER_JOBS_LINE.test(bare)) kinds.push('otherJobs');
    else if (PAY_LINE.test(bare)) kinds.push('benefits');
    else if (CHROME_LINE.test(bare))
      kinds.push(/^(?:similar jobs|view all|see all|all jobs)/i.test(bare) ? 'otherJobs' : 'navigation');
    else if (EEO.test(bare)) kinds.push('legal');
    else if (isCookieLine(bare)) kinds.push('cookies');
    else kinds.push(null);
  }
  return kinds;
}

function sectionKind(heading: string): BoilerplateKind {
  if (
    /similar|other (?:jobs|openings|roles)|more jobs|related jobs|jobs you may|people also|share this/i.test(
      heading,
    )
  )
    return 'otherJobs';
  if (/equal|eeo|diversity|accommodation|privacy|legal|disclaimer|e-verify/i.test(heading)) return 'legal';
  return 'benefits';
}

export interface CleanedPosting {
  text: string;
  /** Lines dropped, by kind, for the message that says what was removed. */
  removed: Record<BoilerplateKind, number>;
}

/** Cleans a pasted or extracted job posting by dropping the parts a cover letter does not need. */
export function cleanPosting(text: string): CleanedPosting {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kinds = classifyPostingLines(text);
  const removed: Record<BoilerplateKind, number> = {
    benefits: 0,
    legal: 0,
    navigation: 0,
    cookies: 0,
    otherJobs: 0,
  };
  const kept: string[] = [];
  lines.forEach((raw, i) => {
    const kind = kinds[i];
    if (kind) {
      if (raw.trim()) removed[kind]++;
      return;
    }
    const line = raw.trimEnd();
    if (!line.trim()) kept.push('');
    else kept.push(line.trim() === line ? line : line.replace(/^\s+(?![-•*])/, ''));
  });
  return {
    text: dropEmptyHeadings(kept)
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    removed,
  };
}

export function cleanJobText(text: string): string {
  return cleanPosting(text).text;
}

/** A heading left at the very end (its whole section was dropped) goes too. */
function dropEmptyHeadings(lines: string[]): string[] {
  const result = [...lines];
  while (result.length > 1) {
    const last = result[result.length - 1]!;
    if (!last.trim() || isHeading(last)) result.pop();
    else break;
  }
  return result;
}
