import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app';
import { type PreloadedState, SSR_STYLE_ATTRIBUTE, seedQueryCache } from './app/preloaded-state';
import { AppProvider } from './app/provider';
import { setServerArticleSanitizer } from './features/marketing/blog/lib/sanitize-html';
import { createQueryClient } from './lib/query-client';

export type { PreloadedState } from './app/preloaded-state';

export interface RenderInput {
  /** The page's path and query, as requested. */
  url: string;
  /** The API answers the page is rendered from; the page carries them to the browser. */
  state: PreloadedState;
  /**
   * The server's article sanitiser (DOMPurify over jsdom): the browser's DOMPurify has no DOM to
   * work with here, and a blog row must never reach the page unsanitised (docs/decisions/0013).
   */
  sanitizeArticleHtml: (html: string) => string;
}

/**
 * Renders the page once without output, so every lazy component on it (the route's chunk) has
 * loaded. A boundary that suspends would otherwise be streamed with an inline script, which the
 * Content-Security-Policy refuses (docs/decisions/0018).
 */
function loadLazyChunks(page: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(page, {
      onAllReady: () => {
        stream.abort();
        resolve();
      },
      onShellError: reject,
      onError: () => {
        // Reported by the render that follows.
      },
    });
  });
}

/**
 * The policy refuses style attributes in HTML (`style-src-attr 'none'`, docs/decisions/0018), and a
 * few components render one (Radix sets CSS variables, the carousel its offset). They travel as
 * `data-ssr-style` and the browser applies them through the CSSOM before hydrating (main.tsx). React
 * escapes quotes in text and attribute values, and the article sanitisers drop style attributes,
 * so ` style="` in this markup is always an attribute.
 */
function moveStyleAttributes(html: string): string {
  return html.replaceAll(' style="', ` ${SSR_STYLE_ATTRIBUTE}="`);
}

/**
 * Renders a signed-out public page to the HTML inside #root (docs/decisions/0028). Lazy route
 * chunks are loaded first, so the HTML has the page's content, not its spinner, and no script.
 * The browser hydrates the same tree (main.tsx).
 */
export async function render(input: RenderInput): Promise<string> {
  setServerArticleSanitizer(input.sanitizeArticleHtml);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, input.state);
  const page = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={input.url}>
          <AppContent />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
  await loadLazyChunks(page);
  const html = renderToString(page);
  queryClient.clear();
  return moveStyleAttributes(html);
}
