import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true otherwise (and on
 * the render right after hydration). A component whose first render would read something only the
 * browser knows (stored preferences, session storage, the scroll position) renders the server's
 * answer until then, so hydration finds the same markup the server sent (docs/decisions/0028).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let hydratingDocument = false;

/** Called by main.tsx before it hydrates a server-rendered page. */
export function beginDocumentHydration(): void {
  hydratingDocument = true;
}

/** Called once the app's shell has hydrated (app.tsx): later renders are the browser's own. */
export function endDocumentHydration(): void {
  hydratingDocument = false;
}

/** Whether React is hydrating the server-rendered page now (a later client-side render is not). */
export function hydratingServerMarkup(): boolean {
  return hydratingDocument;
}
