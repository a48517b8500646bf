/**
 * The resume profile: name, contact, positions, education, certifications, skills and languages
 * read from resume text, each value as written with the lines it came from.
 *
 * The rule throughout: when a reading is unsure, the field stays empty. A letter that names no
 * employer is weaker; a letter that names the wrong one is false.
 */
import type { LineRange, ResumeProfile } from '@jobpeel/contract';
import { BULLET_RE, balancedBrackets, isBullet, isInjectionLine, isListNoise, stripBullet } from '../text';
import { LANGUAGE_LEVELS, LANGUAGES } from '../vocabulary/resume-words';
import { hasTitleWord } from './classify';
import { findDates } from './dates';
import { EMAIL_RE, isHeaderOnly, LINK_RE, PHONE_RE, readHeader, SEPARATORS } from './header';
import { isHeadCandidate, readPositions } from './positions';
import { DEGREE_RE, readCertificationLine, readEducationLine, readQualifications } from './qualifications';
import { inlineHeading, type Section, type SectionKind, splitSections } from './sections';

/** Lines as the reader sees them: trimmed, injection attempts blanked (line numbers stay). */
function prepare(text: string): string[] {
  return joinIndentedWraps(text.replace(/\r\n?/g, '\n').split('\n')).map((l) => {
    const t = withoutMarkdown(l.trim());
    return t && !isInjectionLine(t) && !isPageFurniture(t) ? t : '';
  });
}

/**
 * A bullet that wraps onto an indented line ('- Process the weekly payroll in Zellis' /
 * '  ResourceLink, from timesheet import to BACS') is one bullet: the indented line is joined to
 * it and left empty, so every other line keeps its number.
 */
function joinIndentedWraps(raw: string[]): string[] {
  const out = [...raw];
  let bullet = -1;
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    if (!line.trim()) {
      bullet = -1;
      continue;
    }
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    const body = line.trim();
    if (BULLET_RE.test(line)) {
      bullet = i;
      continue;
    }
    if (bullet >= 0 && indent >= 2 && indent <= 12 && !/^[-*•▪◦‣–—·]/.test(body)) {
      out[bullet] = `${out[bullet]!.trimEnd()} ${body}`;
      out[i] = '';
      continue;
    }
    bullet = -1;
  }
  return out;
}

/**
 * A resume pasted from a Markdown editor or a chat assistant: '# Name' and '## Experience' are
 * the name and a heading, '**Title** — Employer' a job line; the marks themselves are not text.
 */
function withoutMarkdown(line: string): string {
  return line
    .replace(/^#{1,6}\s+/, '')
    .replace(/\*\*([^*]{1,200})\*\*/g, '$1')
    .replace(/(?<![\p{L}\d])__([^_]{1,200})__(?![\p{L}\d])/gu, '$1');
}

/** A page footer or header a PDF repeats: 'Page 1 of 2', 'Jane Doe, CPA - Page 2', '- 2 -'. */
function isPageFurniture(line: string): boolean {
  if (line.length > 80) return false;
  return (
    /\bpage \d{1,3}(?: of \d{1,3})?$/i.test(line) || /^[-–—]?\s?\d{1,3}\s?(?:[-–—]|\/\s?\d{1,3})?$/.test(line)
  );
}

// -- Lists -----------------------------------------------------------------------------------

function listItems(text: string): string[] {
  return (
    text
      .replace(/^[^:]{2,30}:\s*/, '')
      // '1,250 employees' is one item: a comma between digits is a thousands separator.
      .split(/(?<!\d),|,(?!\d{3}(?!\d))|[;|•·▪]/)
      .map((t) => balancedBrackets(t.trim().replace(/\.$/, '')))
      .filter(
        (t) =>
          t.length >= 1 &&
          t.length <= 50 &&
          t.split(/\s+/).length <= 5 &&
          /\p{L}/u.test(t) &&
          !isListNoise(t),
      )
  );
}

function readLanguages(text: string): { language: string; level: string | null }[] {
  const out: { language: string; level: string | null }[] = [];
  // 'Bilingual: English / Spanish', 'Bilingual English/Spanish'
  const bilingual = /\bbilingual\b[\s:(-]*([\p{L}]+)\s*(?:\/|&|and)\s*([\p{L}]+)/iu.exec(text);
  if (bilingual)
    for (const name of [bilingual[1]!, bilingual[2]!])
      if (LANGUAGES.has(name.toLowerCase())) out.push({ language: name, level: 'bilingual' });
  for (const raw of text.split(/[,;|•·/]/)) {
    const item = raw.trim();
    // 'Spanish (fluent)', 'French - B2', 'Polish — fluent (spoken and written)', 'Fluent Spanish'
    const paren = item.indexOf('(');
    const dash = item.search(/[–—:]| - /);
    const cut = dash >= 0 && (paren < 0 || dash < paren) ? dash : paren;
    const head = (cut >= 0 ? item.slice(0, cut) : item).trim();
    // What follows the cut, without a further aside: 'fluent (spoken and written)' -> 'fluent'.
    const after = cut >= 0 ? item.slice(cut + 1).replace(/^[\s-]+/, '') : '';
    const aside = after.indexOf('(', 1);
    const tail = (aside > 0 ? after.slice(0, aside) : after).replace(/\)$/, '').trim();
    const words = head.split(/\s+/);
    if (words.length > 3 || tail.length > 40) continue;
    // 'British Sign Language' is one language.
    const language = /\bsign language$/i.test(head)
      ? head
      : words.find((w) => LANGUAGES.has(w.toLowerCase()));
    if (!language || out.some((o) => o.language.toLowerCase() === language.toLowerCase())) continue;
    const level =
      (tail || words.filter((w) => w !== language && !language.includes(w)).join(' ')).trim() || null;
    if (
      level &&
      !level
        .toLowerCase()
        .split(/\s+/)
        .some((w) => LANGUAGE_LEVELS.has(w))
    )
      continue;
    out.push({ language, level });
  }
  return out;
}

// -- The profile -----------------------------------------------------------------------------

function bodyLines(lines: readonly string[], section: Section): { index: number; text: string }[] {
  return section.lines.map((i) => ({ index: i, text: lines[i]! })).filter((l) => l.text);
}

const profileCache = new Map<string, ResumeProfile>();

/**
 * Reads a resume's text into its profile. Pure and deterministic; linear in the text. Memoised
 * (a few entries): the analyst, the writer and the check read the same resume for one letter.
 * Callers must not change the profile they get.
 */
export function readResumeProfile(text: string): ResumeProfile {
  const cached = profileCache.get(text);
  if (cached) return cached;
  const profile = readProfile(text);
  if (profileCache.size >= 16) profileCache.delete(profileCache.keys().next().value!);
  profileCache.set(text, profile);
  return profile;
}

function readProfile(text: string): ResumeProfile {
  const lines = prepare(text);
  const sections = splitSections(lines);
  const headerSection = sections[0]!;
  const header = readHeader(lines, headerSection.lines);
  const whole = lines.join('\n');
  const filled = lines.filter(Boolean);

  const profile: ResumeProfile = {
    name: header.name,
    credentials: header.credentials,
    headline: header.headline,
    summary: header.summary,
    contact: {
      email: EMAIL_RE.exec(whole)?.[0] ?? null,
      phone:
        PHONE_RE.exec(
          filled.filter((l) => !findDates(l) || EMAIL_RE.test(l) || /\(\d{3}\)/.test(l)).join('\n'),
        )?.[0]?.trim() ?? null,
      location: header.location,
      links: [
        ...new Set(
          filled
            .flatMap((l) => l.split(SEPARATORS))
            .filter((s) => !EMAIL_RE.test(s))
            .map((s) => LINK_RE.exec(s)?.[0])
            .filter((s): s is string => !!s && /[/.]/.test(s)),
        ),
      ].slice(0, 6),
    },
    positions: [],
    education: [],
    certifications: [],
    skills: [],
    languages: [],
    projects: [],
    volunteering: [],
    lineCount: lines.length,
  };

  const hasExperience = sections.some((s) => s.kind === 'experience');
  const addSkills = (items: string[]) => {
    for (const item of items)
      if (!profile.skills.some((s) => s.toLowerCase() === item.toLowerCase())) profile.skills.push(item);
  };

  for (const section of sections) {
    const body = bodyLines(lines, section);
    // Inline 'Skills: a, b' and 'Languages: x' lines count wherever they are.
    const rest: number[] = [];
    for (const { index, text: line } of body) {
      const inline = inlineHeading(stripBullet(line));
      if (inline?.kind === 'skills') addSkills(listItems(inline.rest));
      else if (inline?.kind === 'languages') profile.languages.push(...readLanguages(inline.rest));
      else if (inline?.kind === 'certifications') {
        // 'Social Work England registration: SW104472': the label names it, the rest is its id.
        const label = stripBullet(line).slice(0, stripBullet(line).indexOf(':')).trim();
        profile.certifications.push(
          ...(/^[A-Z]{0,4}[-.]?\d{4,12}$/.test(inline.rest)
            ? [
                {
                  name: label,
                  issuer: null,
                  id: inline.rest,
                  expires: null,
                  lines: [index, index] as LineRange,
                },
              ]
            : readCertificationLine(inline.rest, [index, index])),
        );
      } else rest.push(index);
    }
    const kind: SectionKind = section.kind;
    if (kind === 'experience' || (kind === 'header' && !hasExperience)) {
      // A degree line outside an Education section ('BA Communications, University of Manchester').
      const positionLines: number[] = [];
      for (const i of kind === 'header' ? rest.filter((j) => !isHeaderOnly(lines[j]!, header)) : rest) {
        const line = lines[i]!;
        const degree = !isBullet(line) && DEGREE_RE.exec(line)?.index === 0 && !hasTitleWord(line);
        const education = degree ? readEducationLine(line, [i, i]) : null;
        if (education && (education.institution || line.split(/\s+/).length <= 8))
          profile.education.push(education);
        else positionLines.push(i);
      }
      const positions = readPositions(lines, positionLines, header.name);
      profile.positions.push(...positions);
    } else if (kind === 'volunteering') {
      profile.volunteering.push(...readPositions(lines, rest, header.name));
    } else if (kind === 'summary') {
      const text = rest
        .map((i) => stripBullet(lines[i]!))
        .join(' ')
        .trim();
      if (text) profile.summary = profile.summary ? `${profile.summary} ${text}` : text;
    } else if (kind === 'education' || kind === 'qualifications' || kind === 'certifications') {
      readQualifications(lines, rest, kind, profile);
    } else if (kind === 'skills') {
      for (const i of rest) {
        const line = stripBullet(lines[i]!);
        const langs = /^languages?\s*:/i.test(line) ? readLanguages(line.replace(/^[^:]+:/, '')) : [];
        if (langs.length > 0) profile.languages.push(...langs);
        else addSkills(listItems(line));
      }
    } else if (kind === 'languages') {
      for (const i of rest) profile.languages.push(...readLanguages(stripBullet(lines[i]!)));
    } else if (kind === 'projects') {
      for (const i of rest) {
        const line = lines[i]!;
        if (isBullet(line) || !isHeadCandidate(line))
          profile.projects.at(-1)?.bullets.push(stripBullet(line));
        else profile.projects.push({ name: line.split(SEPARATORS)[0]!.trim(), bullets: [], lines: [i, i] });
        const last = profile.projects.at(-1);
        if (last) last.lines[1] = i;
      }
    }
  }
  // 'Bilingual English/Spanish' in a contact line or a skills block counts wherever it is.
  for (const line of filled)
    if (/\bbilingual\b/i.test(line))
      for (const l of readLanguages(line))
        if (!profile.languages.some((o) => o.language.toLowerCase() === l.language.toLowerCase()))
          profile.languages.push(l);
  // The same licence read twice (a header line and the Licences section): keep the first.
  profile.certifications = profile.certifications.filter(
    (c, i, all) => !c.id || all.findIndex((o) => o.id === c.id) === i,
  );
  return profile;
}
