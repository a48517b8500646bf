import type { JobSource } from '@jobpeel/contract';
import type { DomNode, DomParent } from './dom';
import {
  type DomDocument,
  nodeToText,
  parseDocument,
  removeHiddenContent,
  removePageChrome,
} from './html-to-text';
import { cleanValue, findJsonLdJob, type StructuredJob } from './json-ld';
import { findMicrodataJob } from './microdata';
import { isChallengePage, looksLikeJob } from './page-signals';
import { readArticle } from './readability';

/** What the page extractor found on a job posting (the jobs service consumes it). */
export interface ExtractedJob {
  title: string | null;
  company: string | null;
  location: string | null;
  /** Clean text: headings on their own lines, bullets as '- item', paragraphs separated by a blank line. */
  text: string;
  source: JobSource;
}

/** Less visible text than this, and no JobPosting: a JavaScript shell, not a job page. */
const MIN_PAGE_TEXT = 300;
/** A structured description shorter than this is a teaser; the page itself is read instead. */
const MIN_STRUCTURED_TEXT = 80;

interface PageMeta {
  ogTitle: string | null;
  titleTag: string | null;
  siteName: string | null;
  h1: string | null;
  /** A short visible element named like a company ('advertiser-name', 'company-name', ...). */
  companyElement: string | null;
  /** The visible text, to find the company the page's address names. */
  text: string;
}

const COMPANY_ATTR =
  /(?:advertiser|company|employer|organi[sz]ation)[-_]?name|hiring[-_]?(?:company|organi[sz]ation)/i;

function findCompanyElement(document: DomDocument): string | null {
  for (const element of Array.from(
    document.querySelectorAll('[data-automation], [data-testid], [class], [id]'),
  )) {
    const names = ['data-automation', 'data-testid', 'class', 'id'].map(
      (name) => element.getAttribute(name) ?? '',
    );
    if (!names.some((name) => COMPANY_ATTR.test(name))) continue;
    const text = cleanValue(element.textContent ?? null);
    if (text && text.length <= 60) return text;
  }
  return null;
}

/** The page's own spelling of a company its address names ('nvidia' -> 'NVIDIA', 'sensortower' -> 'Sensor Tower'). */
function companyFromText(text: string, hints: string[]): string | null {
  if (hints.length === 0) return null;
  const words = text.slice(0, 20_000).match(/[\p{L}\p{N}&.'’-]+/gu) ?? [];
  for (let i = 0; i < words.length; i += 1) {
    let joined = '';
    for (let n = 0; n < 3 && i + n < words.length; n += 1) {
      joined += compact(words[i + n]!);
      const hit = hints.find((hint) => hint.length >= 3 && hint === joined);
      if (hit)
        return words
          .slice(i, i + n + 1)
          .join(' ')
          .replace(/(?<![.'’-])[.'’-]+$/, '');
      if (joined.length >= 30) break;
    }
  }
  return null;
}

function metaContent(document: DomDocument, key: string): string | null {
  const element = document.querySelector(`meta[property="${key}"], meta[name="${key}"]`);
  return cleanValue(element?.getAttribute('content') ?? null);
}

function readMeta(document: DomDocument): Pick<PageMeta, 'ogTitle' | 'titleTag' | 'siteName'> {
  return {
    ogTitle: metaContent(document, 'og:title') ?? metaContent(document, 'twitter:title'),
    titleTag: cleanValue(document.querySelector('title')?.textContent ?? null),
    siteName: metaContent(document, 'og:site_name') ?? metaContent(document, 'application-name'),
  };
}

const GENERIC_SITE =
  /^(?:careers?|jobs?|job board|home|indeed(?:\.com)?|seek(?: australia)?|linkedin|glassdoor|smartrecruiters|greenhouse|lever|workday|ashby)$/i;
const BOARD_HOST =
  /^(?:www|jobs|careers|boards|job-boards|apply|explore|com|co|io|net|org|au|uk|nz|ca|de|wd\d+|myworkdayjobs|lever|greenhouse|ashbyhq|smartrecruiters|workable|indeed|seek|linkedin|glassdoor|icims|jobvite|eightfold|taleo|successfactors|bamboohr|recruitee|personio|teamtailor)$/i;
const BOARD_SUFFIX =
  /(?<!\s)\s*[|\-–—]\s*(?:indeed(?:\.com)?|seek|linkedin|glassdoor|smartrecruiters|greenhouse|lever|workday|careers?|jobs?)\s*$/i;

/** The company in a site name: 'Coupang Careers' -> 'Coupang', 'Careers at Netflix' -> 'Netflix'. */
function companyFromSiteName(siteName: string | null): string | null {
  if (!siteName) return null;
  const name = siteName
    .replace(/^(?:careers|jobs|working)\s+(?:at|@|with)\s+/i, '')
    .replace(/(?<!\s)\s+(?:careers?|jobs?|job board|talent)$/i, '')
    .trim();
  if (!name || GENERIC_SITE.test(name) || name.includes('|') || name.length > 60) return null;
  return name;
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * 'Title at Company' / 'Title @ Company': the first ' at ' or ' @ ' after which no '|' or '@'
 * follows. A search instead of /^(.+?)\s+(?:at|@)\s+([^|@]+?)$/, which backtracks on long titles.
 */
function splitAtCompany(text: string): { title: string; company: string } | null {
  const lastBar = Math.max(text.lastIndexOf('|'), text.lastIndexOf('@'));
  const separator = /(?<!\s)\s+(?:at|@)\s+/g;
  for (let m = separator.exec(text); m; m = separator.exec(text)) {
    const end = m.index + m[0].length;
    // The text is trimmed: a title precedes any match after the start, a company follows `end`.
    if (m.index > 0 && end < text.length && end > lastBar) {
      return { title: text.slice(0, m.index).trim(), company: text.slice(end).trim() };
    }
    separator.lastIndex = m.index + 1;
  }
  return null;
}

/** Splits 'Title at Company', 'Title @ Company', 'Company - Title' and 'Title | ... | Company' page titles. */
function splitPageTitle(raw: string, hints: string[]): { title: string; company: string | null } {
  let text = raw
    .replace(/^job application for\s+/i, '')
    .replace(BOARD_SUFFIX, '')
    .trim();
  const at = splitAtCompany(text);
  if (at) return at;
  const parts = text.split(/(?<!\s)\s+[|–—-]\s+/).map((part) => part.trim());
  if (parts.length > 1) {
    const hinted = parts.findIndex((part) =>
      hints.some((hint) => compact(part) && hint.includes(compact(part))),
    );
    if (hinted === 0) return { title: parts.slice(1).join(' - '), company: parts[0]! };
    if (hinted === parts.length - 1) {
      text = raw.slice(0, raw.lastIndexOf(parts[hinted]!)).replace(/(?<!\s)\s*[|\-–—]\s*$/, '');
      return { title: text.replace(/^job application for\s+/i, '').trim(), company: parts[hinted]! };
    }
  }
  return { title: text, company: null };
}

/** Words of the page's address that may name the company (host labels, first path segment). */
function urlHints(pageUrl: string): string[] {
  try {
    const url = new URL(pageUrl);
    const labels = url.hostname.split('.').filter((label) => !BOARD_HOST.test(label));
    // The first path segment names the company on the hosted boards (jobs.lever.co/sensortower/...).
    const board = url.hostname
      .split('.')
      .some((label) => /^(?:lever|greenhouse|ashbyhq|smartrecruiters|workable)$/i.test(label));
    const first = board ? (url.pathname.split('/').filter(Boolean)[0] ?? '') : '';
    return [...labels, first].map(compact).filter((hint) => hint.length >= 2 && !BOARD_HOST.test(hint));
  } catch {
    return [];
  }
}

function pickTitleAndCompany(
  meta: PageMeta,
  structured: StructuredJob | null,
  pageUrl: string,
): { title: string | null; company: string | null } {
  const siteCompany = companyFromSiteName(meta.siteName);
  const hints = [...urlHints(pageUrl), ...(siteCompany ? [compact(siteCompany)] : [])];
  const fromTitleTag = meta.titleTag ? splitPageTitle(meta.titleTag, hints) : null;
  const fromOg = meta.ogTitle ? splitPageTitle(meta.ogTitle, hints) : null;
  let title = structured?.title ?? null;
  if (!title) {
    // A visible h1 that the page title repeats is the cleanest title; else og:title, <title>, h1.
    const h1 = meta.h1 && meta.h1.length <= 150 ? meta.h1 : null;
    const pageTitles = [meta.ogTitle, meta.titleTag].filter(Boolean).map((t) => compact(t!));
    if (h1 && (pageTitles.length === 0 || pageTitles.some((t) => t.includes(compact(h1))))) title = h1;
    else title = fromOg?.title || fromTitleTag?.title || h1;
  }
  const company =
    structured?.company ??
    siteCompany ??
    meta.companyElement ??
    fromOg?.company ??
    fromTitleTag?.company ??
    companyFromText(meta.text, urlHints(pageUrl));
  return { title: title || null, company };
}

function mainContent(document: DomDocument): DomNode {
  const candidates = ['main', '[role="main"]', 'article', '#content', '.content'];
  for (const selector of candidates) {
    const element = document.querySelector(selector);
    if (element && (element.textContent ?? '').trim().length >= MIN_PAGE_TEXT) return element;
  }
  return (document.body ?? document.documentElement) as unknown as DomNode;
}

/**
 * A job posting from a page's HTML, most precise first: schema.org JobPosting JSON-LD, microdata,
 * Readability's main article, the visible text of the main content. Returns null ('no job found')
 * for bot challenges, JavaScript shells and pages without a job; never invents a description.
 */
export function extractJobFromHtml(html: string, pageUrl: string): ExtractedJob | null {
  if (!html?.trim()) return null;
  const document = parseDocument(html);
  const metaBase = readMeta(document);
  // JSON-LD lives in <script>: read it before hidden content (scripts included) is dropped.
  const jsonLd = findJsonLdJob(document);
  removeHiddenContent(document as unknown as DomParent);
  const h1 = cleanValue(document.querySelector('h1')?.textContent ?? null);
  const body = (document.body ?? document.documentElement) as unknown as DomNode;
  const visibleAll = nodeToText(body);
  const meta: PageMeta = { ...metaBase, h1, companyElement: findCompanyElement(document), text: visibleAll };

  if (isChallengePage(meta.titleTag ?? '', visibleAll) && !jsonLd?.text) return null;

  const structuredResult = (structured: StructuredJob, source: JobSource): ExtractedJob => {
    const { title, company } = pickTitleAndCompany(meta, structured, pageUrl);
    return { title, company, location: structured.location, text: structured.text, source };
  };

  if (jsonLd && jsonLd.text.length >= MIN_STRUCTURED_TEXT) return structuredResult(jsonLd, 'json-ld');
  const microdata = findMicrodataJob(document as unknown as DomParent);
  if (microdata && microdata.text.length >= MIN_STRUCTURED_TEXT)
    return structuredResult(microdata, 'microdata');

  removePageChrome(document as unknown as DomParent);
  const visible = nodeToText(mainContent(document));
  if (visible.length < MIN_PAGE_TEXT && !jsonLd && !microdata) return null;

  const structured = jsonLd ?? microdata;
  const { title, company } = pickTitleAndCompany(meta, structured, pageUrl);
  const location = structured?.location ?? null;

  const article = readArticle(document);
  if (article && article.text.length >= MIN_PAGE_TEXT && looksLikeJob(article.text)) {
    return { title, company, location, text: article.text, source: 'readability' };
  }
  if (visible.length >= MIN_PAGE_TEXT && looksLikeJob(visible)) {
    return { title, company, location, text: visible, source: 'visible-text' };
  }
  // A short structured description is still the page's own words.
  if (structured?.text)
    return { title, company, location, text: structured.text, source: jsonLd ? 'json-ld' : 'microdata' };
  return null;
}
