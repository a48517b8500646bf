import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
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
 * Helmet's headers on every answer: the CSP above, nosniff, Referrer-Policy, frame denial, and
 * HSTS in production (a year, subdomains included; plain HTTP in development and tests).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<SecurityHeaders> {
  const directives = directivesFor(options);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return {
    htmlPolicy() {
      const nonce = randomBytes(16).toString('base64');
      const styleSrc = [...(directives['style-src'] ?? []), `'nonce-${nonce}'`];
      return { nonce, policy: serialise({ ...directives, 'style-src': styleSrc }) };
    },
  };
}
