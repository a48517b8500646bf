/**
 * The resume profile: name, contact, positions, education, certifications, skills and languages
 * read from resume text, each value as written with the lines it came from.
 *
 * The rule throughout: when a reading is unsure, the field stays empty. A letter that names no
 * employer is weaker; a letter that names the wrong one is false.
 */
import type {
  LineRange,
  ProfileCertification,
  ProfileEducation,
  ProfilePosition,
  ResumeProfile,
} from '@jobpeel/contract';
import { isBullet, isInjectionLine, isListNoise, stripBullet } from '../text';
import { CERTIFICATE_WORDS, LANGUAGE_LEVELS, LANGUAGES } from '../vocabulary/resume-words';
import { classifyPart, findLocation, hasOrgWord, hasTitleWord, isLocation, type PartKind } from './classify';
import { type DateRange, findDates, isOnlyDates } from './dates';
import { headingKind, inlineHeading, type Section, type SectionKind, splitSections } from './sections';

const EMAIL_RE = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
const PHONE_RE = /(?<![\w+(])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d(?:[\s.-]?\d){6,12}(?![\w])/;
const LINK_RE =
  /(?<![\w@])(?:https?:\/\/|www\.)?(?:[\w-]{1,63}\.){1,4}(?:com|org|net|io|dev|me|co|uk|design|page|site)(?:\/[\w\-./~%]{0,200})?(?![\w@])/i;
const SEPARATORS = /(?<!\s)\s*(?:[|·•▪◆♦]|\t| {2,})\s*/;

/** Lines as the reader sees them: trimmed, injection attempts blanked (line numbers stay). */
function prepare(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => {
      const t = l.trim();
      return t && !isInjectionLine(t) && !isPageFurniture(t) ? t : '';
    });
}

/** A page footer or header a PDF repeats: 'Page 1 of 2', 'Jane Doe, CPA - Page 2', '- 2 -'. */
function isPageFurniture(line: string): boolean {
  if (line.length > 80) return false;
  return (
    /\bpage \d{1,3}(?: of \d{1,3})?$/i.test(line) || /^[-–—]?\s?\d{1,3}\s?(?:[-–—]|\/\s?\d{1,3})?$/.test(line)
  );
}

// -- Names ----------------------------------------------------------------------------------

/** 'RN', 'CPhT', 'M.Ed.', 'PharmD', 'RN-BC': short, starting with a capital, two capitals at least. */
const CREDENTIAL_RE = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z][A-Za-z.]{0,7}(?:-[A-Z]{1,4})?$/;

function properCase(word: string): string {
  if (!/^[\p{Lu}'’.-]+$/u.test(word) || word.length <= 1) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-'’])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/^Mc(\p{L})/u, (_, c: string) => `Mc${c.toUpperCase()}`);
}

function readName(line: string): { name: string; credentials: string[] } | null {
  // A place is not a name ('Silicon Valley, CA, USA', 'Google HQ, Mountain View, CA').
  if (isLocation(line.trim()) || findLocation(line)) return null;
  // 'Alfred Pennyworth  (123) 456-7890': the name ends where the contact details begin; a lone
  // letter before them is an icon font's glyph, not an initial.
  const contactAt = line.search(/[\d(+@#]|https?:|www\./);
  const parts = (contactAt > 0 ? line.slice(0, contactAt) : line).trim().split(/\s+/);
  while (contactAt > 0 && parts.length > 2 && /^\p{L}$/u.test(parts[parts.length - 1]!)) parts.pop();
  const segment = parts.join(' ');
  const [rawName, ...rest] = segment.split(',').map((s) => s.trim());
  const name = (rawName ?? '').trim();
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((w) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(w))) return null;
  if (headingKind(name) || hasTitleWord(name) || classifyPart(name) !== 'unknown') return null;
  const credentials = rest.map((r) => r.trim()).filter((r) => CREDENTIAL_RE.test(r));
  if (credentials.length !== rest.length) return null;
  return { name: words.map(properCase).join(' '), credentials };
}

// -- Header ---------------------------------------------------------------------------------

interface Header {
  name: string | null;
  credentials: string[];
  headline: string | null;
  summary: string | null;
  location: string | null;
}

function isContactSegment(s: string): boolean {
  return EMAIL_RE.test(s) || PHONE_RE.test(s) || LINK_RE.test(s);
}

function readHeader(lines: readonly string[], indices: number[]): Header {
  const header: Header = { name: null, credentials: [], headline: null, summary: null, location: null };
  const prose: string[] = [];
  let pastHeadline = false;
  for (const i of indices) {
    const line = lines[i]!;
    if (!line) continue;
    const labelled = /^(name|location|address)\s*:\s*(\S.*)$/i.exec(line);
    if (labelled) {
      const key = labelled[1]!.toLowerCase();
      if (key === 'name' && !header.name) {
        const n = readName(labelled[2]!);
        if (n) ({ name: header.name, credentials: header.credentials } = n);
      } else if (key !== 'name' && !header.location) header.location = labelled[2]!.trim();
      continue;
    }
    if (/^(?:curriculum vitae|cv|resume|résumé)$/i.test(line)) continue;
    const segments = line.split(SEPARATORS).filter(Boolean);
    if (!header.name) {
      const n = readName(segments[0] ?? '');
      if (n) {
        header.name = n.name;
        header.credentials = n.credentials;
        segments.shift();
      }
    }
    const others: string[] = [];
    for (const s of segments) {
      if (isContactSegment(s)) continue;
      if (!header.location && isLocation(s)) header.location = s.trim();
      else if (!isLocation(s)) others.push(s);
    }
    if (others.length === 0) continue;
    const text = others.join(' | ');
    // A dated line under the name is a position ('Barista, Bean There (2020 - 2023)'); the
    // headline, if any, comes before it and is never a bullet.
    if (findDates(line) || isBullet(line)) {
      pastHeadline = true;
      continue;
    }
    if (pastHeadline) continue;
    if (text.split(/\s+/).length > 14) prose.push(line);
    else if (!header.headline && header.name && !/[.!?]$/.test(text)) header.headline = text;
  }
  header.summary = prose.length > 0 ? prose.join(' ') : null;
  return header;
}

// -- Positions -------------------------------------------------------------------------------

interface Part {
  text: string;
  kind: PartKind;
  /** Which line of the group and which separated chunk of it the part came from. */
  line: number;
  chunk: number;
  /** Offsets in the head line's `rest`, to read a title with its qualifier. */
  start: number;
  end: number;
}

interface HeadLine {
  index: number;
  /** The line as written, to join a line that wrapped inside its dates. */
  text: string;
  rest: string;
  parts: Part[];
  dates: DateRange | null;
  location: string | null;
}

const LEGAL_SUFFIX = /^(?:inc|llc|llp|ltd|plc|co|corp|gmbh|l\.l\.c|p\.c|pllc|lp|sa|ag|bv|nv)\.?$/i;
const CHUNK_SEPARATOR = /[|·•▪◆♦\t]| {2,}| [–—-]+ |[–—](?=\s)|\s@\s/g;

/** Pieces of text with their offsets, split at every match of `separator`. */
function splitWithOffsets(text: string, from: number, separator: RegExp): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let last = 0;
  for (const m of text.matchAll(separator)) {
    out.push({ text: text.slice(last, m.index), start: from + last });
    last = m.index + m[0].length;
  }
  out.push({ text: text.slice(last), start: from + last });
  return out;
}

/** Comma-separated pieces with their offsets; commas inside parentheses do not split. */
function splitOutsideParentheses(text: string, from: number): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let depth = 0;
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ',' && depth === 0) {
      out.push({ text: text.slice(last, i), start: from + last });
      last = i + 1;
    }
  }
  out.push({ text: text.slice(last), start: from + last });
  return out;
}

/** Splits a position line into its dates, its place and its classified parts. */
function readHeadLine(text: string, index: number, chunkBase: number): HeadLine {
  let rest = text;
  const dates = findDates(rest);
  const blank = (at: number, length: number) =>
    `${rest.slice(0, at)} |${' '.repeat(Math.max(0, length - 2))}${rest.slice(at + length)}`;
  if (dates) rest = blank(dates.index, dates.length).replace(/\(\s*\|\s*\)/, (m) => ' '.repeat(m.length));
  const place = findLocation(rest);
  if (place) rest = blank(place.index, place.text.length);
  const parts: Part[] = [];
  splitWithOffsets(rest, 0, CHUNK_SEPARATOR).forEach((chunk, c) => {
    // 'Title at Employer' splits at the first ' at ' after a title word.
    const at = / at /.exec(chunk.text);
    const pieces =
      at && hasTitleWord(chunk.text.slice(0, at.index))
        ? [
            { text: chunk.text.slice(0, at.index), start: chunk.start },
            { text: chunk.text.slice(at.index + 4), start: chunk.start + at.index + 4 },
          ]
        : // 'Brandt, Osei & Lindqvist, P.C.': a name that ends on a legal suffix keeps its commas.
          LEGAL_SUFFIX.test(
              chunk.text
                .split(/[\s,]+/)
                .filter(Boolean)
                .pop() ?? '',
            ) && !hasTitleWord(chunk.text)
          ? [chunk]
          : splitOutsideParentheses(chunk.text, chunk.start);
    // ', Inc.' and ', LLC' belong to the name before them.
    for (let k = pieces.length - 1; k > 0; k--) {
      if (LEGAL_SUFFIX.test(pieces[k]!.text.trim())) {
        pieces[k - 1]!.text += `,${pieces[k]!.text}`;
        pieces.splice(k, 1);
      }
    }
    for (const piece of pieces) {
      const lead = piece.text.length - piece.text.trimStart().length;
      const t = piece.text
        .trim()
        .replace(/^[,;:–—-]+/, '')
        .replace(/(?<![,;:–—-])[,;:–—-]+$/, '')
        .trim();
      if (!t || t === '|') continue;
      const start = piece.start + lead;
      parts.push({
        text: t,
        kind: classifyPart(t),
        line: index,
        chunk: chunkBase + c,
        start,
        end: start + t.length,
      });
    }
  });
  return { index, text, rest, parts, dates, location: place ? place.text : null };
}

/** A line that can be part of a position's heading (not a sentence, not a long paragraph). */
function isHeadCandidate(line: string): boolean {
  if (isBullet(line)) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  if (words > 16 || line.length > 160) return false;
  if (/[.!?]$/.test(line) && !/\b(?:inc|ltd|co|corp|jr|sr|st)\.$/i.test(line)) return false;
  // Two sentences are a description, not a heading.
  if (/[a-z]{2}\.\s+[A-Z]/.test(line)) return false;
  return /^[\p{Lu}\d]/u.test(line);
}

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const OPEN_END = /^(?:present|current|now|today|date|ongoing)$/i;

/** 'Present' under a line ending 'Jul 2020 –', or '08/2019' under one ending '06/2017'. */
function wrappedDates(head: HeadLine, fragment: string): boolean {
  const dates = head.dates;
  if (!dates) return false;
  const endsOpen = /[–—-]\s*$/.test(head.text) && dates.start !== null && dates.end === null;
  if (OPEN_END.test(fragment)) return endsOpen;
  const lone =
    dates.start === null &&
    dates.end !== null &&
    dates.index + dates.length >= head.text.trimEnd().length - 1;
  return (endsOpen || lone) && isOnlyDates(fragment) && findDates(fragment)?.start === null;
}

/**
 * A line that finishes the bullet above it: it starts in lower case or with a number, or it is a
 * few words under a long bullet that did not end its sentence, with nothing of a job heading in it.
 */
function continuesBullet(bullet: string, line: string): boolean {
  if (findDates(line) || hasTitleWord(line) || hasOrgWord(line)) return false;
  if (/^[\p{Ll}\d(]/u.test(line)) return true;
  return (
    bullet.length >= 60 && !/[.;:!?]$/.test(bullet) && line.split(/\s+/).length <= 4 && !line.includes(',')
  );
}

interface Group {
  heads: HeadLine[];
  bullets: { index: number; text: string }[];
}

const withoutAside = (s: string) => s.replace(/(?<!\s)\s*\([^()]{0,60}\)/g, '').trim();

function interpretGroup(group: Group, personName: string | null, inherited: string | null) {
  const parts = group.heads.flatMap((h) => h.parts);
  const titlePart = parts.find((p) => p.kind === 'title');
  if (!titlePart) return null;
  const isPerson = (p: Part) => !!personName && norm(p.text).includes(norm(personName));
  const usable = (p: Part) =>
    p !== titlePart && !isPerson(p) && !isOnlyDates(p.text) && withoutAside(p.text).split(/\s+/).length <= 8;
  const unknowns = parts.filter((p) => p.kind === 'unknown' && usable(p));
  const orgs = parts.filter((p) => p.kind === 'org' && usable(p));
  const sameChunk = (p: Part) => p.chunk === titlePart.chunk;
  // Where the employer can be, surest first. A role line under an employer line ('Store Manager,
  // Store #214') names a unit, not a new employer, unless it says so with an organisation word.
  const employerPart =
    orgs.find((p) => !sameChunk(p)) ??
    (inherited
      ? undefined
      : (unknowns.find((p) => !sameChunk(p)) ??
        orgs.find(sameChunk) ??
        // 'Software Engineer, Acme' with nothing else on the line.
        (unknowns.length === 1 && parts.filter(sameChunk).length === 2 ? unknowns[0] : undefined)));
  const titleHead = group.heads.find((h) => h.index === titlePart.line)!;
  // What follows the title in its own chunk ('Staff Nurse, Cardiac ICU') is the unit or specialty.
  const qualifier = titleHead.parts.find(
    (p) =>
      sameChunk(p) &&
      p.start > titlePart.start &&
      p !== employerPart &&
      (p.kind === 'unknown' || p.kind === 'org'),
  );
  const unit = parts.find((p) => p.kind === 'unit' && p !== employerPart) ?? qualifier;
  const title = titlePart.text;
  const dated = (titleHead.dates ? titleHead : undefined) ?? group.heads.find((h) => h.dates);
  const dates = dated?.dates ?? null;
  const located = group.heads.find((h) => h.location) ?? null;
  const locationPart = parts.find((p) => p.kind === 'location');
  const first = group.heads[0]!.index;
  const last = Math.max(group.heads[group.heads.length - 1]!.index, ...group.bullets.map((b) => b.index));
  return {
    title,
    employer: employerPart ? withoutAside(employerPart.text) : inherited,
    unit: unit ? withoutAside(unit.text) : null,
    location: located?.location ?? locationPart?.text ?? null,
    // A lone date on a position is when it began ('Summer 2018').
    start: dates ? (dates.start ?? dates.end) : null,
    end: dates?.start ? dates.end : null,
    current: dates?.current ?? false,
    bullets: group.bullets.map((b) => b.text),
    lines: [first, last] as LineRange,
  } satisfies ProfilePosition;
}

/** Groups a section's lines into positions: heading lines, then bullets and description lines. */
function readPositions(
  lines: readonly string[],
  indices: number[],
  personName: string | null,
): ProfilePosition[] {
  const groups: Group[] = [];
  let group: Group | null = null;
  let chunkBase = 0;
  const hasTitle = (g: Group) => g.heads.some((h) => h.parts.some((p) => p.kind === 'title'));
  const hasDates = (g: Group) => g.heads.some((h) => h.dates);
  let previous = -1;
  for (const i of indices) {
    let line = lines[i]!;
    if (!line) continue;
    // Blank lines are not in `indices` (or are empty): a gap in the numbering is one.
    const afterBlank = previous >= 0 && (i - previous > 1 || !lines[i - 1]);
    previous = i;
    // 'Earlier career: Senior Auditor, ...' opens a new block like a heading would.
    const inline = inlineHeading(line);
    if (inline?.kind === 'experience') {
      line = inline.rest;
      group = null;
      groups.push({ heads: [], bullets: [] });
    }
    // A job line wrapped inside its dates: '... | Jul 2020 –' then 'Present', or '06/2017' then
    // '- 08/2019'. The two lines are read as one.
    const lastHead = group?.heads.at(-1);
    const fragment = line.replace(/^[–—-]\s*/, '');
    if (
      group &&
      lastHead &&
      group.bullets.length === 0 &&
      lastHead.index === i - 1 &&
      wrappedDates(lastHead, fragment)
    ) {
      const joined = `${lastHead.text.replace(/(?<![\s–—-])[\s–—-]+$/, '')} – ${fragment}`;
      group.heads[group.heads.length - 1] = readHeadLine(joined, lastHead.index, chunkBase);
      chunkBase += 100;
      continue;
    }
    // The rest of a wrapped bullet ('... promoted to team lead after' / '10 months').
    const lastBullet = group?.bullets.at(-1);
    if (
      group &&
      lastBullet &&
      lastBullet.index === i - 1 &&
      !isBullet(line) &&
      continuesBullet(lastBullet.text, line)
    ) {
      lastBullet.text = `${lastBullet.text} ${line}`;
      continue;
    }
    if (isHeadCandidate(line)) {
      const head = readHeadLine(line, i, chunkBase);
      chunkBase += 100;
      const titled = head.parts.some((p) => p.kind === 'title');
      const startsNew =
        !group ||
        group.bullets.length > 0 ||
        // A blank line after a complete heading (title and dates) ends that position.
        (afterBlank && hasTitle(group) && hasDates(group)) ||
        (titled && hasTitle(group)) ||
        (head.dates !== null &&
          hasDates(group) &&
          !titled &&
          head.parts.length > 0 &&
          hasTitle(group) === false);
      // A line with nothing a heading has (no title, no organisation, no dates) is description.
      const headLike =
        titled || head.dates || head.parts.some((p) => p.kind === 'org' || p.kind === 'unknown');
      if (!headLike && group) {
        group.bullets.push({ index: i, text: line });
        continue;
      }
      if (startsNew) {
        group = { heads: [], bullets: [] };
        groups.push(group);
      }
      group!.heads.push(head);
      continue;
    }
    const text = isBullet(line) ? stripBullet(line) : line;
    if (group && text) group.bullets.push({ index: i, text });
  }

  const positions: ProfilePosition[] = [];
  // The employer line above several role lines ('Northgate Logistics' / 'Team Lead 2021 - Present'
  // / 'Associate 2018 - 2020') names the employer of each role under it.
  let context: string | null = null;
  for (const g of groups) {
    const first = g.heads[0];
    if (!first) {
      context = null;
      continue;
    }
    const firstIsEmployerOnly =
      first.parts.length > 0 &&
      !first.parts.some((p) => p.kind === 'title') &&
      first.parts.some((p) => p.kind === 'org' || p.kind === 'unknown');
    if (!hasTitle(g)) {
      // An employer line with no title: the roles that follow belong to it.
      const org = first.parts.find(
        (p) =>
          (p.kind === 'org' || p.kind === 'unknown') &&
          !(personName && norm(p.text).includes(norm(personName))),
      );
      context = org ? withoutAside(org.text) : null;
      continue;
    }
    // A group with its own employer line first, or with two titled lines, starts a new context.
    if (firstIsEmployerOnly) context = null;
    const position = interpretGroup(g, personName, firstIsEmployerOnly ? null : context);
    if (!position) continue;
    if (firstIsEmployerOnly) context = position.employer;
    else if (position.employer !== context) context = null;
    positions.push(position);
  }
  return positions;
}

// -- Education and certifications ------------------------------------------------------------

const DEGREE_RE =
  /\b(?:Bachelor|Master|Doctor(?:ate)?|Associate)(?:['’]s(?: degree)?\b(?: of [\p{Lu}][\p{L}]*(?: (?:and|&) [\p{Lu}][\p{L}]*)?)?(?: in\b)?| of [\p{Lu}][\p{L}]*(?: (?:and|&) [\p{Lu}][\p{L}]*)?(?: in\b)?| degree\b| in\b)|\b(?:B\.?Sc?|M\.?Sc?|B\.?A|M\.?A|B\.?S\.?N|M\.?S\.?N|B\.?Eng|M\.?Eng|B\.?Ed|M\.?Ed|B\.?B\.?A|M\.?B\.?A|B\.?F\.?A|M\.?F\.?A|B\.?Com|M\.?Com|Ph\.?D|Pharm\.?D|J\.?D|LL\.?[BM]|M\.?P\.?H|M\.?S\.?W|B\.?S\.?W|D\.?N\.?P|A\.?A\.?S|A\.?S\.?N|A\.?D\.?N|A\.?A|A\.?S|PGCE|PGDE|HND|HNC|BTEC|NVQ|GCSEs?|A[- ]Levels?|GED|MD|DVM|DDS|MPA|MPP|EdD|PsyD)\b\.?|\b(?:High School Diploma|Diploma|Associate Degree|Graduate Certificate|Postgraduate Certificate)\b/u;
const INSTITUTION_RE =
  /\b(?:University|College|School|Institute|Academy|Polytechnic|Conservatory|Seminary|Universit[éy]|Hochschule)\b/i;
const GRADE_RE =
  /\b(?:GPA|CGPA)[\s:]{0,4}\d\.\d{1,2}(?:[\s/]{1,5}\d(?:\.\d)?)?|\b(?:First[- ]Class(?: Honours)?|Upper Second|Lower Second|2:[12]|Distinction|Merit|Pass|Summa Cum Laude|Magna Cum Laude|Cum Laude|With Honors|With Honours|First)\b/i;

function readEducationLine(text: string, lines: LineRange): ProfileEducation | null {
  const degreeMatch = DEGREE_RE.exec(text);
  if (!degreeMatch) return null;
  const dates = findDates(text);
  const grade = GRADE_RE.exec(text)?.[0] ?? null;
  let rest = text;
  if (dates) rest = `${rest.slice(0, dates.index)} | ${rest.slice(dates.index + dates.length)}`;
  if (grade) rest = rest.replace(grade, ' | ');
  const place = findLocation(rest);
  if (place) rest = rest.replace(place.text, ' | ');
  const hons = /\((?:Hons|Honours|Honors)\)/i.exec(rest)?.[0] ?? null;
  const chunks = rest
    // '(Hons)' belongs to the degree; other asides ('(with QTS)') separate like a comma.
    .replace(/(?<!\s)\s*\((?:Hons|Honours|Honors)\)/gi, '')
    .replace(/\([^()]{0,60}\)/g, ' | ')
    .split(/[|·•,;\t]| {2,}| [–—-]+ |[–—](?=\s)/)
    .map((c) => c.trim())
    .filter((c) => c && /\p{L}/u.test(c));
  const degreeChunk = chunks.find((c) => DEGREE_RE.test(c)) ?? degreeMatch[0];
  const institution = chunks.find((c) => c !== degreeChunk && INSTITUTION_RE.test(c)) ?? null;
  // 'BSc Computer Science' / 'Bachelor of Arts in History': the degree, then its field.
  const inDegree = DEGREE_RE.exec(degreeChunk);
  let degree = degreeChunk;
  let field: string | null = null;
  if (inDegree) {
    const end = inDegree.index + inDegree[0].length;
    degree = degreeChunk
      .slice(0, end)
      .replace(/(?<!\s)\s+(?:in|of)$/i, '')
      .trim();
    const after = degreeChunk
      .slice(end)
      .replace(/^\s*(?:Hons\.?\s+)?(?:in\s+|of\s+)?/i, '')
      .trim();
    if (after && /^[\p{Lu}]/u.test(after) && !INSTITUTION_RE.test(after)) field = after;
  }
  if (hons) degree = `${degree} ${hons}`;
  return {
    degree: degree.trim(),
    field,
    institution,
    year: dates ? (dates.end ?? dates.start) : null,
    grade,
    lines,
  };
}

const EXPIRES_RE =
  /\b(?:exp(?:ires|iry|iration|\.)?|valid (?:until|through|to)|renew(?:s|al)?(?: due)?)[\s:]{0,4}((?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}[/.-])?(?:\d{1,2}[/.-])?(?:19|20)\d{2})/i;
const LICENCE_ID_RE =
  /(?:#|\bNo\.?|\bNumber|\bID)[\s:]{0,4}([A-Z]{0,4}(?:[-.][A-Z]{1,4})?[-.\s]?\d[\dA-Z.-]{3,14})\b/i;

/** 'License No. CPA.48213' or 'active through 12/31/2026' on its own line: more about the last one. */
const CERTIFICATE_DETAIL =
  /^(?:licen[cs]e\s*(?:no\.?|#|number)|active|valid|exp\w*|renew\w*|no\.|number|#|id\b|commission)/i;

function readCertificationLine(
  text: string,
  lines: LineRange,
  previous?: ProfileCertification,
): ProfileCertification[] {
  if (previous && (CERTIFICATE_DETAIL.test(text.trim()) || /^[A-Z]{0,4}[-.]?\d{4,12}$/.test(text.trim()))) {
    if (!LICENCE_ID_RE.test(text) && /^[A-Z]{0,4}[-.]?\d{4,12}$/.test(text.trim()))
      previous.id ??= text.trim();
    previous.id ??= LICENCE_ID_RE.exec(text)?.[1]?.trim() ?? null;
    previous.expires ??= EXPIRES_RE.exec(text)?.[1] ?? findDates(text)?.end ?? null;
    previous.lines[1] = lines[1];
    return [];
  }
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t || !/\p{L}/u.test(t)) return [];
  const expires = EXPIRES_RE.exec(t)?.[1] ?? null;
  const id = LICENCE_ID_RE.exec(t)?.[1]?.trim() ?? null;
  // A plain list of short certificates on one line: 'BLS, ACLS, PALS'.
  const items = t
    .split(/[,;|•·]/)
    .map((i) => i.trim())
    .filter(Boolean);
  // 'BLS & ACLS (AHA)', 'BLS and ACLS — American Heart Association': two certificates.
  const pair = /^([A-Z]{2,6}) (?:&|and) ([A-Z]{2,6})\b/.exec(t);
  if (pair) {
    const rest = readCertificationLine(t.slice(pair[0].length).replace(/^[\s,]+/, '') || pair[2]!, lines)[0];
    return [pair[1]!, pair[2]!].map((name) => ({
      name,
      issuer: rest?.issuer ?? null,
      id: null,
      expires: rest?.expires ?? null,
      lines,
    }));
  }
  if (
    !expires &&
    !id &&
    items.length > 1 &&
    items.every((i) => i.split(/\s+/).length <= 4 && !findDates(i))
  ) {
    return items.map((name) => ({ name, issuer: null, id: null, expires: null, lines }));
  }
  let name = t;
  const cut = [EXPIRES_RE.exec(t)?.index, LICENCE_ID_RE.exec(t)?.index, findDates(t)?.index].filter(
    (n): n is number => n !== undefined && n > 0,
  );
  if (cut.length > 0) name = t.slice(0, Math.min(...cut));
  name = name
    .replace(/(?<![\s,;:|·–—(-])[\s,;:|·–—(-]+$/, '')
    .replace(
      /(?<![\s,;(–—-])[\s,;(–—-]+(?:renewed|refreshed|awarded|issued|obtained|completed|active(?: through)?|valid(?: through| until)?|commission|exp\.?|expires|expiry)$/i,
      '',
    )
    .trim();
  let issuer: string | null = null;
  const by = /(?<!\s)\s+(?:issued by|from|by)\s+(?=\S)/i.exec(name);
  const dash = /(?<!\s)\s+[–—-]\s+(?=\S)/.exec(name) ?? /,\s+(?=\S)/.exec(name);
  if (by) {
    issuer = name.slice(by.index + by[0].length).trim();
    name = name.slice(0, by.index).trim();
  } else if (dash && classifyPart(name.slice(dash.index + dash[0].length)) === 'org') {
    issuer = name.slice(dash.index + dash[0].length).trim();
    name = name.slice(0, dash.index).trim();
  }
  if (!name || name.split(/\s+/).length > 12) return [];
  return [{ name, issuer, id, expires, lines }];
}

function isCertificateLine(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}\d-]+/u)
    .some((w) => CERTIFICATE_WORDS.has(w));
}

// -- Lists -----------------------------------------------------------------------------------

function listItems(text: string): string[] {
  return text
    .replace(/^[^:]{2,30}:\s*/, '')
    .split(/[,;|•·▪]/)
    .map((t) => t.trim().replace(/\.$/, ''))
    .filter(
      (t) =>
        t.length >= 1 && t.length <= 50 && t.split(/\s+/).length <= 5 && /\p{L}/u.test(t) && !isListNoise(t),
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

/** Header lines that are the name, contact or headline: never a position. */
function isHeaderOnly(line: string, header: Header): boolean {
  if (isContactSegment(line)) return true;
  if (
    header.name &&
    norm(line).startsWith(norm(header.name).split(' ')[0]!) &&
    readName(line.split(SEPARATORS)[0]!)
  )
    return true;
  return header.headline !== null && line.includes(header.headline.split(' | ')[0]!);
}

function readQualifications(
  lines: readonly string[],
  indices: number[],
  kind: SectionKind,
  profile: ResumeProfile,
) {
  let lastEducation: ProfileEducation | null = null;
  for (const i of indices) {
    const line = stripBullet(lines[i]!);
    if (!line) continue;
    const education = readEducationLine(line, [i, i]);
    if (
      education &&
      !(kind === 'certifications' && !/\b(?:degree|bachelor|master|university|college)\b/i.test(line))
    ) {
      profile.education.push(education);
      lastEducation = education;
      continue;
    }
    const certificate = isCertificateLine(line);
    if (
      kind === 'certifications' ||
      (certificate && kind !== 'education') ||
      (certificate && !lastEducation)
    ) {
      profile.certifications.push(...readCertificationLine(line, [i, i], profile.certifications.at(-1)));
      continue;
    }
    if (kind === 'qualifications' && !lastEducation) {
      profile.certifications.push(...readCertificationLine(line, [i, i], profile.certifications.at(-1)));
      continue;
    }
    // A line under a degree: its school, year or grade ('Lakeshore University, 2015', 'GPA 3.7').
    if (lastEducation && lastEducation.lines[1] >= i - 2) {
      if (certificate) {
        profile.certifications.push(...readCertificationLine(line, [i, i], profile.certifications.at(-1)));
        continue;
      }
      const dates = findDates(line);
      if (!lastEducation.year && dates) lastEducation.year = dates.end ?? dates.start;
      if (!lastEducation.grade) lastEducation.grade = GRADE_RE.exec(line)?.[0] ?? null;
      if (!lastEducation.institution && INSTITUTION_RE.test(line)) {
        const chunk = line.split(/[|·•,;\t]| {2,}| [–—-]+ /).find((c) => INSTITUTION_RE.test(c));
        lastEducation.institution = chunk?.trim() ?? null;
      }
      lastEducation.lines[1] = i;
    } else if (INSTITUTION_RE.test(line) && !isBullet(lines[i]!)) {
      // School first, degree on the next line: remember the school for it.
      const next = indices.find((j) => j > i && lines[j]);
      const degree = next !== undefined ? readEducationLine(stripBullet(lines[next]!), [i, next]) : null;
      if (degree && !degree.institution) {
        const chunk = line.split(/[|·•;\t]| {2,}| [–—-]+ /).find((c) => INSTITUTION_RE.test(c));
        degree.institution = chunk?.trim() ?? null;
        const dates = findDates(line);
        if (!degree.year && dates) degree.year = dates.end ?? dates.start;
        profile.education.push(degree);
        lastEducation = degree;
        indices.splice(indices.indexOf(next!), 1);
      }
    }
  }
}
