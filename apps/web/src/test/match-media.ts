/** A `window.matchMedia` whose answer to each query is `matches(query)`; enough for the app and Radix. */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
