/** Resolves in the browser's next task: what is evaluated after it is not part of the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * /create's code, evaluated in two tasks: zod (which the contract's constants modules still bring
 * along; the form's own schemas load on use), then the form. Evaluated at once (a module
 * graph runs in one go) it was a long task of about 150 ms on a phone, right while the page
 * hydrates (docs/decisions/0028). The steps are imported from here, not from the router: imported
 * from the first chunk, the bundler would put them in it.
 */
export async function loadCreateRoute() {
  // A bare import('zod') would put zod in the first chunk.
  await import('@/lib/response-schemas');
  await nextTask();
  return import('./create');
}
