import type { DomElement, DomParent } from './dom';
import { nodeToText } from './html-to-text';
import { dedupeParts, type StructuredJob } from './json-ld';

function scopeProps(scope: DomElement, name: string): DomElement[] {
  // Properties that belong to this item, not to an item nested in it.
  return Array.from(scope.querySelectorAll(`[itemprop~="${name}"]`)).filter(
    (element) => element.parentElement?.closest('[itemscope]') === scope,
  );
}

function propValue(element: DomElement | undefined): string | null {
  if (!element) return null;
  const content = element.getAttribute('content');
  const text = (content ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text || null;
}

function nestedName(element: DomElement | undefined): string | null {
  if (!element) return null;
  if (element.hasAttribute('itemscope')) {
    return propValue(scopeProps(element, 'name')[0]) ?? propValue(element);
  }
  return propValue(element);
}

function addressOf(element: DomElement | undefined): string | null {
  if (!element) return null;
  const address = element.hasAttribute('itemscope')
    ? (scopeProps(element, 'address')[0] ?? element)
    : element;
  if (address.hasAttribute('itemscope')) {
    const parts = ['addressLocality', 'addressRegion', 'addressCountry']
      .map((name) => propValue(scopeProps(address, name)[0]))
      .filter((part): part is string => Boolean(part));
    if (parts.length > 0) return dedupeParts(parts).join(', ');
  }
  return nestedName(element);
}

/** A schema.org JobPosting marked up with microdata (itemscope/itemprop), or null. */
export function findMicrodataJob(root: DomParent): StructuredJob | null {
  const scope = Array.from(root.querySelectorAll('[itemscope][itemtype]')).find((element) =>
    /schema\.org\/JobPosting\b/i.test(element.getAttribute('itemtype') ?? ''),
  );
  if (!scope) return null;
  const descriptions = [
    ...scopeProps(scope, 'description'),
    ...scopeProps(scope, 'responsibilities'),
    ...scopeProps(scope, 'qualifications'),
    ...scopeProps(scope, 'experienceRequirements'),
    ...scopeProps(scope, 'skills'),
  ];
  // Document order, and no property nested inside another one already taken.
  const ordered = descriptions
    .filter((element, index) => descriptions.indexOf(element) === index)
    .filter((element) => !descriptions.some((other) => other !== element && other.contains(element)))
    .sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
  const text = ordered
    .map((element) => nodeToText(element))
    .filter(Boolean)
    .join('\n\n');
  return {
    title: propValue(scopeProps(scope, 'title')[0]) ?? propValue(scopeProps(scope, 'name')[0]),
    company: nestedName(scopeProps(scope, 'hiringOrganization')[0]),
    location: addressOf(scopeProps(scope, 'jobLocation')[0]),
    text,
  };
}
