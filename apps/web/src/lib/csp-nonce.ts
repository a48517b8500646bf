/**
 * The page's style nonce, which the server writes into a meta tag and into the page's
 * Content-Security-Policy (docs/decisions/0018). Components that render a <style> element (Radix
 * Select's viewport) pass it on; without it the browser refuses the element.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
