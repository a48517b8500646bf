/**
 * npm run bench:security — prints figures, asserts nothing (issue 17's hardening, measured).
 *
 *   1. ReDoS inputs (summarize, scrape, generate): request time, the event-loop delay while they
 *      run and the latency of a concurrent read.
 *   2. Parser bombs (a PDF with a huge page box, a DOCX whose zip headers lie): the parser
 *      child's peak RSS and the outcome.
 *   3. The import attack: slow PDFs from a few clients interleaved with honest uploads from
 *      others: honest upload latency and how many were refused.
 *
 * `npm run bench:security -- redos` (or `bombs`, `fairness`) runs one part.
 */
import { benchImportFairness, benchParserBombs } from './security/parser';
import { benchRedos } from './security/redos';

const parts: Record<string, () => Promise<void>> = {
  redos: benchRedos,
  bombs: benchParserBombs,
  fairness: benchImportFairness,
};

const chosen = process.argv.slice(2).filter((name) => name in parts);
for (const name of chosen.length > 0 ? chosen : Object.keys(parts)) {
  console.log(`\n== ${name}`);
  await parts[name]!();
}
