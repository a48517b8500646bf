import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** HSTS and upgrade-insecure-requests only where the site is served over HTTPS. */
  production: boolean;
}

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every answer (docs/decisions/0018). The built web app has no
 * inline script (apps/web/vite.config.ts puts its boot code in a hashed file), so scripts come
 * from this origin only. Styles too; the one exception is the <style> element Radix's scroll
 * lock writes while a dialog or menu is open, which carries the page's nonce (see
 * `withStyleNonce`). Style attributes in markup are refused; React sets styles through the CSSOM,
 * which CSP does not govern.
 */
function directivesFor(options: SecurityHeaderOptions): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export interface SecurityHeaders {
  /** A fresh nonce and the policy that allows <style> elements carrying it (for one HTML page). */
  htmlPolicy(): { nonce: string; policy: string };
}

/**
 * Every answer's security headers, as @fastify/helmet 13 (helmet 8) wrote them with this
 * configuration (test/security-header-list.test.ts compares the two): the CSP above, helmet's
 * defaults (cross-origin isolation, nosniff, no DNS prefetch, no IE download opening, no Flash
 * policies, the XSS auditor off), Referrer-Policy, frame denial, and HSTS in production (a year,
 * subdomains included; plain HTTP in development and tests).
 */
export function securityHeaderList(options: SecurityHeaderOptions): [string, string][] {
  const csp = Object.entries(directivesFor(options))
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  return [
    ['content-security-policy', csp],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ...(options.production
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * The headers above on every answer, set on the raw response as the request arrives (so error
 * answers, files and hijacked event streams carry them too; an HTML page replaces the CSP with its
 * own). They are computed once: @fastify/helmet built a new helmet middleware, parsing every option,
 * in two hooks on every request (docs/decisions/0029).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<SecurityHeaders> {
  const directives = directivesFor(options);
  const headers = securityHeaderList(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (let i = 0; i < headers.length; i++) raw.setHeader(headers[i]![0], headers[i]![1]);
    done();
  });
  return {
    htmlPolicy() {
      const nonce = randomBytes(16).toString('base64');
      const styleSrc = [...(directives['style-src'] ?? []), `'nonce-${nonce}'`];
      return { nonce, policy: serialise({ ...directives, 'style-src': styleSrc }) };
    },
  };
}
