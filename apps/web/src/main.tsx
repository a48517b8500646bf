// First: it configures zod before any schema is built (see the file).
import './lib/zod-jitless';
import '@fontsource-variable/inter';
// After @fontsource's rules, so its smaller copy of the Latin characters is tried first (scripts/subset-font.mjs).
import './generated/inter-latin1.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyServerStyles, readPreloadedState, seedQueryCache } from './app/preloaded-state';
import { userQueryKey } from './lib/auth';
import { beginDocumentHydration } from './lib/hydration';
import { queryClient } from './lib/query-client';
import { knownSignedOut } from './lib/session-hint';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
const preloaded = readPreloadedState();
if (preloaded) {
  // A public page the server rendered for a signed-out visitor (docs/decisions/0028).
  seedQueryCache(queryClient, preloaded);
  applyServerStyles(root);
  beginDocumentHydration();
  // In a transition, hydration yields to the browser every few milliseconds: the page is already
  // painted and readable, so no long task holds up a tap on it.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // A page kept from before this browser signed in: ask, and show the signed-in pages if so.
  if (!knownSignedOut()) void queryClient.refetchQueries({ queryKey: userQueryKey });
} else {
  // The server saw no session: nobody to ask about, so no call that answers 401.
  if (knownSignedOut()) queryClient.setQueryData(userQueryKey, null);
  createRoot(root).render(app);
}
