/**
 * Education, certifications and licences: degree lines in their many forms, certificate lines
 * with ids and expiry, and mixed Qualifications blocks.
 */
import type { LineRange, ProfileCertification, ProfileEducation, ResumeProfile } from '@jobpeel/contract';
import { isBullet, stripBullet } from '../text';
import { CERTIFICATE_WORDS } from '../vocabulary/resume-words';
import { classifyPart, findLocation } from './classify';
import { findDates } from './dates';
import type { SectionKind } from './sections';

/**
 * A degree line about a degree not finished yet ('in progress, 36 of 60 credits', 'expected
 * 2026'): the writer tells it as studied for, and the claim check flags it told as held.
 */
export const UNFINISHED_DEGREE =
  /\b(?:in progress|expected|ongoing|working towards?|currently|credits|anticipated|pending|due \d{4}|part[- ]time,? \d|studying|pursuing|candidate|to complete|due to (?:finish|complete|graduate))/i;

export const DEGREE_RE =
  /\b(?:Bachelor|Master|Doctor(?:ate)?|Associate)(?:['’]s(?: degree)?\b(?: of [\p{Lu}][\p{L}]*(?: (?:and|&) [\p{Lu}][\p{L}]*)?)?(?: in\b)?| of [\p{Lu}][\p{L}]*(?: (?:and|&) [\p{Lu}][\p{L}]*| (?:Science|Sciences|Arts|Studies|Administration|Technology|Engineering|Management|Education|Health|Nursing|Design|Music))?(?: in\b)?| degree\b| in\b)|\b(?:B\.?Sc?|M\.?Sc?|B\.?A|M\.?A|B\.?S\.?N|M\.?S\.?N|B\.?Eng|M\.?Eng|B\.?Ed|M\.?Ed|B\.?B\.?A|M\.?B\.?A|B\.?F\.?A|M\.?F\.?A|B\.?Com|M\.?Com|Ph\.?D|Pharm\.?D|J\.?D|LL\.?[BM]|M\.?P\.?H|M\.?S\.?W|B\.?S\.?W|D\.?N\.?P|A\.?A\.?S|A\.?S\.?N|A\.?D\.?N|A\.?A|A\.?S|PGCE|PGDE|HND|HNC|BTEC|NVQ|GCSEs?|A[- ]Levels?|GED|MD|DVM|DDS|MPA|MPP|EdD|PsyD)\b\.?|\b(?:High School Diploma|Diploma|Associate Degree|Foundation Degree|Graduate Certificate|Postgraduate Certificate)\b/u;
const INSTITUTION_RE =
  /\b(?:University|College|School|Institute|Academy|Polytechnic|Conservatory|Seminary|Universit[éy]|Hochschule)\b/i;
const GRADE_RE =
  /\b(?:GPA|CGPA)[\s:]{0,4}\d\.\d{1,2}(?:[\s/]{1,5}\d(?:\.\d)?)?|\b(?:First[- ]Class(?: Honours)?|Upper Second|Lower Second|2:[12]|Distinction|Merit|Pass|Summa Cum Laude|Magna Cum Laude|Cum Laude|With Honors|With Honours|First)\b/i;

export function readEducationLine(text: string, lines: LineRange): ProfileEducation | null {
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
export const LICENCE_ID_RE =
  /(?:#|\bNo\.?|\bNumber|\bID)[\s:]{0,4}([A-Z]{0,4}(?:[-.][A-Z]{1,4})?[-.\s]?\d[\dA-Z.-]{3,14})\b/i;

/** 'License No. CPA.48213' or 'active through 12/31/2026' on its own line: more about the last one. */
const CERTIFICATE_DETAIL =
  /^(?:licen[cs]e\s*(?:no\.?|#|number)|active|valid|exp\w*|renew\w*|no\.|number|#|id\b|commission)/i;

export function readCertificationLine(
  text: string,
  lines: LineRange,
  previous?: ProfileCertification,
): ProfileCertification[] {
  // A line that names a licence of its own ('Valid Ohio driver's license') is not a detail of the one above.
  const ownLicence =
    /\b(?:licen[cs]e|certificat(?:e|ion)|registration|diploma)\b/i.test(text) &&
    !/^\s*(?:licen[cs]e|registration|certificate)\s*(?:no\.?|number|#|id)/i.test(text);
  if (
    previous &&
    !ownLicence &&
    (CERTIFICATE_DETAIL.test(text.trim()) || /^[A-Z]{0,4}[-.]?\d{4,12}$/.test(text.trim()))
  ) {
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
  // 'Registered Nurse (RN), Ohio — License #RN.473921': the word before the number is not the name.
  name = name.replace(/(?<![\s,;:|·–—(-])\s*[,;:|·–—(-]+\s*licen[cs]e$/i, '').trim();
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

export function readQualifications(
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
