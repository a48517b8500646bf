import { type DomDocument, decodeEntities, htmlToText } from './html-to-text';

/** What a schema.org JobPosting (JSON-LD or microdata) says about the job. */
export interface StructuredJob {
  title: string | null;
  company: string | null;
  location: string | null;
  /** The description as clean text (its HTML read through htmlToText). */
  text: string;
}

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasType(node: Record<string, Json>, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some(
    (t) => typeof t === 'string' && t.replace(/^.*[/:#]/, '').toLowerCase() === type.toLowerCase(),
  );
}

/** Every object in a JSON-LD block: top-level arrays, @graph arrays and nested values. */
function* walkJson(value: Json, depth = 0): Generator<Record<string, Json>> {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* walkJson(item, depth + 1);
  } else if (isRecord(value)) {
    yield value;
    for (const [key, child] of Object.entries(value)) {
      if (key === '@graph' || key === 'mainEntity' || key === 'itemListElement' || key === 'item') {
        yield* walkJson(child, depth + 1);
      }
    }
  }
}

/** A plain text value: trimmed, entities decoded, whitespace collapsed; null when empty. */
export function cleanValue(value: Json): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = decodeEntities(decodeEntities(value))
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

const PLACEHOLDER = /^(?:unavailable|n\/?a|none|null|undefined|-|remote\s*(?:-\s*)?)$/i;

/** Drops address parts already said by an earlier part ('Singapore, Singapore' + 'Singapore'). */
export function dedupeParts(parts: string[]): string[] {
  const kept: string[] = [];
  for (const part of parts) {
    const words = part.split(/(?<!\s)\s*,\s*/).filter(
      (word) =>
        !kept.some((k) =>
          k
            .toLowerCase()
            .split(/(?<!\s)\s*,\s*/)
            .includes(word.toLowerCase()),
        ),
    );
    const unique = words.filter(
      (word, index) => words.findIndex((w) => w.toLowerCase() === word.toLowerCase()) === index,
    );
    if (unique.length > 0) kept.push(unique.join(', '));
  }
  return kept;
}

function placeName(place: Json): string | null {
  if (typeof place === 'string') return cleanValue(place);
  if (!isRecord(place)) return null;
  const address = place.address;
  if (typeof address === 'string') return cleanValue(address);
  if (isRecord(address)) {
    const country = isRecord(address.addressCountry) ? address.addressCountry.name : address.addressCountry;
    const parts = [address.addressLocality, address.addressRegion, country]
      .map(cleanValue)
      .filter((part): part is string => Boolean(part) && !PLACEHOLDER.test(part!));
    const unique = dedupeParts(parts);
    if (unique.length > 0) return unique.join(', ');
  }
  return cleanValue(place.name);
}

/** 'City, Region, Country' for each jobLocation (several joined by '; '), or the remote-work note. */
export function locationOf(jobLocation: Json, jobLocationType?: Json): string | null {
  const places = (Array.isArray(jobLocation) ? jobLocation : [jobLocation])
    .map(placeName)
    .filter(Boolean) as string[];
  const unique = places.filter((place, index) => places.indexOf(place) === index);
  if (unique.length > 0) return unique.join('; ');
  if (typeof jobLocationType === 'string' && /telecommute/i.test(jobLocationType)) return 'Remote';
  return null;
}

function organizationName(value: Json): string | null {
  if (Array.isArray(value)) return organizationName(value[0]);
  if (typeof value === 'string') return cleanValue(value);
  if (isRecord(value)) return cleanValue(value.name) ?? cleanValue(value.legalName);
  return null;
}

/** Parses JSON-LD text leniently (raw control characters inside strings are common on job boards). */
function parseJson(text: string): Json {
  const trimmed = text.trim().replace(/^<!--/, '').replace(/-->$/, '').trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      // Literal new lines and tabs inside string values.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
      return JSON.parse(trimmed.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
}

/** The first schema.org JobPosting in the page's JSON-LD blocks, or null. */
export function findJsonLdJob(document: DomDocument): StructuredJob | null {
  const scripts = Array.from(document.querySelectorAll('script')).filter((script) =>
    /ld\+json/i.test(script.getAttribute('type') ?? ''),
  );
  for (const script of scripts) {
    const data = parseJson(script.textContent ?? '');
    for (const node of walkJson(data)) {
      if (!hasType(node, 'JobPosting')) continue;
      const description = typeof node.description === 'string' ? node.description : '';
      const text = htmlToText(description);
      return {
        title: cleanValue(node.title) ?? cleanValue(node.name),
        company: organizationName(node.hiringOrganization),
        location: locationOf(node.jobLocation, node.jobLocationType),
        text,
      };
    }
  }
  return null;
}
