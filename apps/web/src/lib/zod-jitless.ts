import { z } from 'zod';

// Imported first by main.tsx, before any schema exists: zod probes `new Function` once (when its
// first object schema is built) to speed up parsing, and under the strict Content-Security-Policy
// (no 'unsafe-eval', docs/decisions/0018) that probe is reported as a violation even though zod
// catches it. Jitless parsing needs no eval and is fast enough for forms.
z.config({ jitless: true });
