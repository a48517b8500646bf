// Before `vite build` and `vite` (apps/web/package.json): writes a smaller copy of Inter for the
// characters English pages and Western European names use, and the @font-face rule that serves it
// (docs/decisions/0031). Inter's Latin file from @fontsource-variable/inter is 48 KB, the
// largest thing a first visit downloads before its first paint; this copy is about 26 KB:
//   - the characters of Basic Latin, Latin-1 (é, ü, ñ, ß...) and common punctuation (– — ‘ ’ “ ” … •);
//   - the weights the app uses, 400 to 700 (a weight outside that range draws as the nearest kept);
//   - the OpenType features text needs (kerning, ligatures, marks) and tabular figures (the
//     `tabular-nums` class); Inter's stylistic sets and alternates are dropped.
// Any other character (Œ, Cyrillic, Greek, Vietnamese...) still comes from @fontsource's files,
// each downloaded only by a page that shows it: the rule below is declared after theirs, so for a
// character both cover the browser takes this file.
// Writes nothing when the output was made from the same source font by the same script (a
// fingerprint of both is kept in the CSS; npm gives installed files a fixed date, so dates tell nothing).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const outDir = join(import.meta.dirname, '..', 'src', 'generated');
const fontFile = 'inter-latin1-wght.woff2';
const cssFile = 'inter-latin1.css';

/** Code point ranges kept, inclusive; the same list becomes the rule's unicode-range. */
const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x203a], // per mille, primes, angle quotes
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2212, 0x2212], // minus
];
const WEIGHTS = { min: 400, max: 700 };
/** OpenType features kept: shaping and kerning, plus `tnum` for Tailwind's `tabular-nums`. */
const FEATURES = ['ccmp', 'locl', 'rvrn', 'calt', 'liga', 'kern', 'mark', 'mkmk', 'tnum'];

const whole = readFileSync(source);
const fingerprint = createHash('sha256')
  .update(whole)
  .update(readFileSync(import.meta.filename))
  .digest('hex');
const header = `/* Written by apps/web/scripts/subset-font.mjs; do not edit. Made from: ${fingerprint} */`;

const fontPath = join(outDir, fontFile);
const cssPath = join(outDir, cssFile);
const isFresh =
  existsSync(fontPath) && existsSync(cssPath) && readFileSync(cssPath, 'utf8').startsWith(header);
if (!isFresh) {
  let text = '';
  for (const [first, last] of RANGES)
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  const subset = await subsetFont(whole, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
  const unicodeRange = RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(',');
  // The weight range is @fontsource's (100 900), not the file's: faces with different descriptors
  // would not be tried together character by character.
  const css = `${header}
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./${fontFile}) format('woff2-variations');
  unicode-range: ${unicodeRange};
}
`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(fontPath, subset);
  writeFileSync(cssPath, css);
  console.log(`subset-font: ${fontFile} ${subset.length} bytes (Inter's Latin file: ${whole.length})`);
}
