import type { FastifyRequest } from 'fastify';

/** APP_URL when set; else the request's scheme and host (a malformed Host header falls back to localhost). */
export function baseUrl(appUrl: string | undefined, request: FastifyRequest): string {
  if (appUrl) return appUrl.replace(/(?<!\/)\/+$/, '');
  const host = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(request.host)
    ? request.host
    : 'localhost';
  return `${request.protocol}://${host}`;
}

/** Text made safe inside HTML (or XML) element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
