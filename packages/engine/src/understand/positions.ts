/**
 * Positions: a section's lines grouped into job headings (title, employer, unit, place, dates)
 * and the bullets under them (docs/decisions/0020). When unsure, the employer stays empty.
 */
import type { LineRange, ProfilePosition } from '@jobpeel/contract';
import { isBullet, normalised, stripBullet } from '../text';
import { classifyPart, findLocation, hasOrgWord, hasTitleWord, type PartKind } from './classify';
import { type DateRange, findDates, isOnlyDates } from './dates';
import { inlineHeading } from './sections';

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
export function isHeadCandidate(line: string): boolean {
  if (isBullet(line)) return false;
  const words = line.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  if (words > 16 || line.length > 160) return false;
  if (/[.!?]$/.test(line) && !/\b(?:inc|ltd|co|corp|jr|sr|st)\.$/i.test(line)) return false;
  // Two sentences are a description, not a heading.
  if (/[a-z]{2}\.\s+[A-Z]/.test(line)) return false;
  return /^[\p{Lu}\d]/u.test(line);
}

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

/** Words a sentence does not end with: a line that stops on one was cut by wrapping. */
const DANGLING_WORDS = new Set(
  'a an the and or of to in on at by for from with across into onto over under including via than as per'.split(
    ' ',
  ),
);

/**
 * A line that finishes the bullet above it: it starts in lower case or with a number, or it is a
 * few words under a long bullet that did not end its sentence, with nothing of a job heading in it.
 */
function continuesBullet(bullet: string, line: string): boolean {
  if (isOnlyDates(line)) return false;
  // A line in lower case or in brackets goes on from the bullet above, even with a year in it
  // ('deteriorating credits for early downgrade in 2024', '(down from 14 in 2022)').
  if (/^[\p{Ll}(]/u.test(line)) return true;
  // A bullet that stops on a word no sentence ends with ('... across', '... and', '... with') goes
  // on, even into a line of place or organisation words ('San Antonio and Bexar County').
  const lastWord = /(?<!\p{L})\p{L}{1,30}$/u.exec(bullet)?.[0]?.toLowerCase();
  if (lastWord && DANGLING_WORDS.has(lastWord) && line.split(/\s+/).length <= 12 && !findDates(line))
    return true;
  if (findDates(line) || hasTitleWord(line) || hasOrgWord(line)) return false;
  if (/^\d/u.test(line)) return true;
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
  const isPerson = (p: Part) => !!personName && normalised(p.text).includes(normalised(personName));
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
export function readPositions(
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
          !(personName && normalised(p.text).includes(normalised(personName))),
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
