// Imported first by main.tsx, before any schema exists: zod probes `new Function` once (when its
// first object schema is built) to speed up parsing, and under the strict Content-Security-Policy
// (no 'unsafe-eval', docs/decisions/0018) that probe is reported as a violation even though zod
// catches it. Jitless parsing needs no eval and is fast enough for forms.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (what `z.config()` writes), so it
// is set here without importing zod: zod loads later, with the first schema a page needs, and the
// first load of a public page carries none (docs/decisions/0028). zod-jitless.test.ts checks that
// zod reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
