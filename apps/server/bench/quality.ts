/**
 * npm run bench:quality -- [--show N] [--verbose] [--recipient hr|company|custom|none] — prints
 * figures, asserts nothing.
 *
 * Writes a letter with the engine (analyzeJob, then writeLetter) for every job/resume pair × the
 * 6 seeded templates × 3 lengths × 2 recipients (hiring_manager and --recipient, by default
 * company) and prints, per length and overall, the measures of bench/quality/measures.ts against
 * their goals: letters with a misattributed or unsupported claim, pasted bullet fragments,
 * sentences shared with letters for other jobs and across templates, must-have coverage, key
 * facts used, company and role named, word range, grammar, generic sentences.
 *
 * Pairs: the letters corpus (packages/engine/corpus/letters/NN-slug/{posting.txt, resume.txt,
 * pair.json}; the company field is left empty, so the engine reads it from the posting) and,
 * reported apart, the engine tests' offline pairs (packages/engine/test/fixtures/offline-pairs.ts,
 * with their company field), which have no pair.json: no must-haves or key facts (n/a), and a
 * locale guessed from the posting. Sentences shared with other jobs are counted within each set.
 *
 * --show N prints N sample letters in full; --verbose each failing sentence with its reason
 * (grouped: the same sentence in several letters is printed once, with its count).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type GenerateRequest,
  type JobAnalysis,
  type LetterLength,
  letterLengthInfo,
  type Recipient,
  recipients,
  seededTemplates,
} from '@jobpeel/contract';
import { analyzeJob, readResumeProfile, writeLetter } from '@jobpeel/engine';
import { offlinePairs } from '../../../packages/engine/test/fixtures/offline-pairs';
import {
  countShared,
  type Finding,
  type LetterSentence,
  makeClaimChecker,
  makeFragmentChecker,
  makeGenericChecker,
  makeGrammarChecker,
  mentionsMustHave,
  mustHaveTerms,
  namesCompany,
  namesRole,
  resumeBullets,
  sentenceKey,
  splitLetter,
  usesFact,
  wordRange,
} from './quality/measures';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const show = Number(option('--show') ?? 0);
const other = (option('--recipient') ?? 'company') as Recipient;
if (!recipients.includes(other) || other === 'hiring_manager') {
  console.error(`--recipient must be one of ${recipients.filter((r) => r !== 'hiring_manager').join(', ')}`);
  process.exit(1);
}
const RECIPIENTS: Recipient[] = ['hiring_manager', other];
const LENGTHS: LetterLength[] = ['concise', 'standard', 'comprehensive'];
const corpus = fileURLToPath(new URL('../../../packages/engine/corpus/letters', import.meta.url));

interface PairJson {
  locale?: string;
  field?: string;
  company?: string | null;
  role?: string | null;
  candidate?: string;
  currentRole?: { title?: string; employer?: string | null };
  keyFacts?: string[];
  mustHavesSupported?: string[];
}

interface Pair {
  id: string;
  field: string;
  jobDescription: string;
  resumeText: string;
  /** The request's company field. */
  companyName: string | null;
  locale: string | null;
  /** As the posting states them (null: it does not). */
  company: string | null;
  role: string | null;
  employers: string[];
  keyFacts: string[] | null;
  mustHaves: string[] | null;
}

/** The corpus' NN-slug folders with all three files; unfinished ones are skipped. */
function readCorpus(): { pairs: Pair[]; skipped: string[] } {
  const pairs: Pair[] = [];
  const skipped: string[] = [];
  if (!existsSync(corpus)) return { pairs, skipped };
  for (const name of readdirSync(corpus).sort()) {
    const dir = join(corpus, name);
    try {
      const json = JSON.parse(readFileSync(join(dir, 'pair.json'), 'utf8')) as PairJson;
      pairs.push({
        id: name,
        field: json.field ?? '?',
        jobDescription: readFileSync(join(dir, 'posting.txt'), 'utf8'),
        resumeText: readFileSync(join(dir, 'resume.txt'), 'utf8'),
        companyName: null,
        locale: json.locale ?? null,
        company: json.company ?? null,
        role: json.role ?? null,
        employers: json.currentRole?.employer ? [json.currentRole.employer] : [],
        keyFacts: json.keyFacts ?? [],
        mustHaves: json.mustHavesSupported ?? [],
      });
    } catch {
      skipped.push(name);
    }
  }
  return { pairs, skipped };
}

/** en-GB when the posting shows it (pounds, UK, NHS, British spellings), else en-US. */
function guessLocale(posting: string): string {
  return /£|\bUK\b|United Kingdom|\bNHS\b|\b(?:organis|colour|behaviour|centre|programme|licence|labour)/i.test(
    posting,
  )
    ? 'en-GB'
    : 'en-US';
}

function offline(): Pair[] {
  return offlinePairs.map((p) => ({
    id: `offline:${p.field}`,
    field: p.field,
    jobDescription: p.jobDescription,
    resumeText: p.resumeText,
    companyName: p.companyName,
    locale: guessLocale(p.jobDescription),
    company: p.expectCompany,
    role: p.expectRole,
    employers: [],
    keyFacts: null,
    mustHaves: null,
  }));
}

type Template = (typeof seededTemplates)[number];

interface Letter {
  pair: Pair;
  template: Template;
  length: LetterLength;
  recipient: Recipient;
  text: string;
  sentences: LetterSentence[];
  claims: Finding[];
  fragments: Finding[];
  grammar: Finding[];
  generic: Finding[];
  sharedJobs: number;
  sharedTemplates: number;
  mustHaves: { total: number; missed: string[] } | null;
  facts: { total: number; used: number } | null;
  company: boolean | null;
  role: boolean | null;
  words: number;
  inRange: boolean;
}

const label = (l: Letter) => `${l.pair.id} · ${l.template.name} · ${l.length} · ${l.recipient}`;

function writeAll(pairs: Pair[]): { letters: Letter[]; writeMs: number; measureMs: number } {
  const letters: Letter[] = [];
  let writeMs = 0;
  let measureMs = 0;
  for (const pair of pairs) {
    const base = {
      jobDescription: pair.jobDescription,
      resumeText: pair.resumeText,
      companyName: pair.companyName,
      customRecipient: other === 'custom' ? 'Ms. Jordan Ellis' : null,
    };
    let t0 = performance.now();
    const analysis: JobAnalysis = analyzeJob(base);
    writeMs += performance.now() - t0;
    t0 = performance.now();
    const profile = readResumeProfile(pair.resumeText);
    const sources = `${pair.resumeText}\n${pair.jobDescription}`;
    const claims = makeClaimChecker({
      resume: pair.resumeText,
      posting: pair.jobDescription,
      profile,
      companies: [pair.companyName, pair.company, analysis.company].filter((c): c is string => !!c),
      employers: pair.employers,
    });
    const fragments = makeFragmentChecker(resumeBullets(pair.resumeText, profile));
    const grammar = makeGrammarChecker({ locale: pair.locale, sources });
    const generic = makeGenericChecker(sources);
    measureMs += performance.now() - t0;
    for (const template of seededTemplates)
      for (const length of LENGTHS)
        for (const recipient of RECIPIENTS) {
          const request: GenerateRequest = { ...base, templateId: template.id, recipient, length };
          t0 = performance.now();
          const text = writeLetter({ request, analysis, template });
          writeMs += performance.now() - t0;
          t0 = performance.now();
          const { sentences } = splitLetter(text);
          const range = wordRange(text, length);
          letters.push({
            pair,
            template,
            length,
            recipient,
            text,
            sentences,
            claims: claims(sentences),
            fragments: fragments(sentences),
            grammar: grammar(sentences),
            generic: generic(sentences),
            sharedJobs: 0,
            sharedTemplates: 0,
            mustHaves: pair.mustHaves
              ? {
                  total: pair.mustHaves.length,
                  missed: pair.mustHaves.filter((m) => !mentionsMustHave(text, m)),
                }
              : null,
            facts: pair.keyFacts
              ? { total: pair.keyFacts.length, used: pair.keyFacts.filter((f) => usesFact(text, f)).length }
              : null,
            company: pair.company ? namesCompany(text, pair.company) : null,
            role: pair.role ? namesRole(text, pair.role) : null,
            words: range.words,
            inRange: range.inRange,
          });
          measureMs += performance.now() - t0;
        }
  }
  // 3: per template and length, shared with another pair's letters; 4: per input, across templates.
  const t0 = performance.now();
  const groups = (key: (l: Letter) => string) => {
    const map = new Map<string, Letter[]>();
    for (const l of letters) {
      const k = key(l);
      map.set(k, [...(map.get(k) ?? []), l]);
    }
    return [...map.values()];
  };
  const texts = (l: Letter) => l.sentences.map((s) => s.text);
  for (const group of groups((l) => `${l.template.id}|${l.length}`)) {
    const counts = countShared(group.map((l) => ({ owner: l.pair.id, sentences: texts(l) })));
    group.forEach((l, i) => {
      l.sharedJobs = counts[i]!;
    });
  }
  for (const group of groups((l) => `${l.pair.id}|${l.length}|${l.recipient}`)) {
    const counts = countShared(group.map((l) => ({ owner: String(l.template.id), sentences: texts(l) })));
    group.forEach((l, i) => {
      l.sharedTemplates = counts[i]!;
    });
  }
  measureMs += performance.now() - t0;
  return { letters, writeMs, measureMs };
}

// -- Printing --------------------------------------------------------------------------------

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
const ratio = (n: number, d: number) => (d === 0 ? 'n/a' : `${n}/${d} ${pct(n, d)}`);
const mean = (n: number, d: number) => (d === 0 ? 'n/a' : (n / d).toFixed(2));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

interface Row {
  name: string;
  goal: string;
  cell: (ls: Letter[]) => string;
}

const ROWS: Row[] = [
  {
    name: '1 letters with a misattributed/unsupported claim',
    goal: '0',
    cell: (ls) => ratio(ls.filter((l) => l.claims.length > 0).length, ls.length),
  },
  {
    name: '2 pasted bullet fragments per letter',
    goal: '0',
    cell: (ls) => mean(sum(ls.map((l) => l.fragments.length)), ls.length),
  },
  {
    name: '3 sentences shared with other jobs per letter',
    goal: '<= 0.5',
    cell: (ls) => mean(sum(ls.map((l) => l.sharedJobs)), ls.length),
  },
  {
    name: '4 sentences identical across templates',
    goal: '<= 15%',
    cell: (ls) => pct(sum(ls.map((l) => l.sharedTemplates)), sum(ls.map((l) => l.sentences.length))),
  },
  {
    name: '5 supported must-haves mentioned',
    goal: '>= 90% (std, comp)',
    cell: (ls) => {
      const m = ls.flatMap((l) => (l.mustHaves ? [l.mustHaves] : []));
      const total = sum(m.map((x) => x.total));
      return pct(total - sum(m.map((x) => x.missed.length)), total);
    },
  },
  {
    name: '6 letters using >= 2 key facts',
    goal: '>= 80% (std)',
    cell: (ls) => {
      const f = ls.flatMap((l) => (l.facts ? [l.facts] : []));
      return ratio(f.filter((x) => x.used >= Math.min(2, x.total)).length, f.length);
    },
  },
  {
    name: '7a company named (posting states it)',
    goal: '100%',
    cell: (ls) => {
      const c = ls.filter((l) => l.company !== null);
      return ratio(c.filter((l) => l.company).length, c.length);
    },
  },
  {
    name: '7b role named',
    goal: '100%',
    cell: (ls) => {
      const r = ls.filter((l) => l.role !== null);
      return ratio(r.filter((l) => l.role).length, r.length);
    },
  },
  {
    name: '8 word count within the length range',
    goal: '100%',
    cell: (ls) => ratio(ls.filter((l) => l.inRange).length, ls.length),
  },
  {
    name: '9 grammar issues per letter',
    goal: '0',
    cell: (ls) => mean(sum(ls.map((l) => l.grammar.length)), ls.length),
  },
  {
    name: '10 generic sentences per letter',
    goal: '<= 1',
    cell: (ls) => mean(sum(ls.map((l) => l.generic.length)), ls.length),
  },
];

function table(letters: Letter[]) {
  const cols: [string, Letter[]][] = [
    ...LENGTHS.map((len): [string, Letter[]] => [len, letters.filter((l) => l.length === len)]),
    ['overall', letters],
  ];
  const w = 19;
  console.log(`  ${''.padEnd(50)}${cols.map(([c]) => c.padStart(w)).join('')}   goal`);
  for (const row of ROWS)
    console.log(
      `  ${row.name.padEnd(50)}${cols.map(([, ls]) => row.cell(ls).padStart(w)).join('')}   ${row.goal}`,
    );
  const words = LENGTHS.map((len) => {
    const ws = letters.filter((l) => l.length === len).map((l) => l.words);
    const [min, max] = letterLengthInfo[len].words;
    return ws.length === 0
      ? `${len} n/a`
      : `${len} ${Math.min(...ws)}–${Math.max(...ws)} (range ${min}–${max})`;
  });
  console.log(`  words: ${words.join('; ')}`);
}

/** Counts of each kind of finding over the letters, sentences counted once per letter. */
function breakdown(title: string, findings: Finding[]) {
  const kinds = new Map<string, number>();
  for (const f of findings) kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
  const parts = [...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
  console.log(`  ${title}: ${parts.length > 0 ? parts.join(', ') : 'none'}`);
}

/** Each failing sentence once, with its reason, the letters it is in and one of them. */
function printFindings(title: string, letters: Letter[], pick: (l: Letter) => Finding[]) {
  const seen = new Map<string, { finding: Finding; count: number; example: string }>();
  for (const l of letters)
    for (const f of pick(l)) {
      const key = `${l.pair.id}\u0000${f.reason}\u0000${f.sentence}`;
      const entry = seen.get(key);
      if (entry) entry.count += 1;
      else seen.set(key, { finding: f, count: 1, example: label(l) });
    }
  if (seen.size === 0) return;
  console.log(`\n  ${title} (${seen.size} distinct):`);
  for (const { finding, count, example } of [...seen.values()].sort((a, b) => b.count - a.count)) {
    console.log(`    [${count}×, e.g. ${example}] ${finding.reason}`);
    console.log(`        ${finding.sentence}`);
  }
}

function printShared(
  title: string,
  letters: Letter[],
  key: (l: Letter) => string,
  counted: (l: Letter) => number,
) {
  const uses = new Map<string, { sentence: string; owners: Set<string> }>();
  for (const l of letters) {
    if (counted(l) === 0) continue;
    for (const s of l.sentences) {
      const k = sentenceKey(s.text);
      const entry = uses.get(k) ?? { sentence: s.text, owners: new Set<string>() };
      entry.owners.add(key(l));
      uses.set(k, entry);
    }
  }
  const top = [...uses.values()]
    .filter((u) => u.owners.size > 1)
    .sort((a, b) => b.owners.size - a.owners.size);
  if (top.length === 0) return;
  console.log(`\n  ${title} (${top.length} distinct; the 15 most used):`);
  for (const u of top.slice(0, 15)) console.log(`    [${u.owners.size}] ${u.sentence}`);
}

function details(letters: Letter[]) {
  printFindings('1 misattributed or unsupported claims', letters, (l) => l.claims);
  printFindings('2 pasted bullet fragments', letters, (l) => l.fragments);
  printShared(
    '3 sentences shared with other jobs (pairs using it)',
    letters,
    (l) => l.pair.id,
    (l) => l.sharedJobs,
  );
  printShared(
    '4 sentences identical across templates (templates using it)',
    letters,
    (l) => `${l.template.id}`,
    (l) => l.sharedTemplates,
  );
  const missed = new Map<string, { pair: string; mustHave: string; count: number; of: number }>();
  for (const l of letters) {
    if (!l.mustHaves) continue;
    for (const m of l.pair.mustHaves ?? []) {
      const key = `${l.pair.id}\u0000${m}`;
      const entry = missed.get(key) ?? { pair: l.pair.id, mustHave: m, count: 0, of: 0 };
      entry.of += 1;
      if (l.mustHaves.missed.includes(m)) entry.count += 1;
      missed.set(key, entry);
    }
  }
  const misses = [...missed.values()].filter((m) => m.count > 0);
  if (misses.length > 0) {
    console.log(
      '\n  5 supported must-haves not mentioned (pair, must-have [key terms], letters missing it):',
    );
    for (const m of misses)
      console.log(
        `    ${m.pair}: "${m.mustHave}" [${mustHaveTerms(m.mustHave).join(', ')}] ${m.count}/${m.of}`,
      );
  }
  const factPairs = new Map<string, { few: number; of: number; facts: Map<string, number> }>();
  for (const l of letters) {
    if (!l.facts || l.length !== 'standard') continue;
    const entry = factPairs.get(l.pair.id) ?? { few: 0, of: 0, facts: new Map<string, number>() };
    entry.of += 1;
    if (l.facts.used < Math.min(2, l.facts.total)) entry.few += 1;
    for (const f of l.pair.keyFacts ?? [])
      if (usesFact(l.text, f)) entry.facts.set(f, (entry.facts.get(f) ?? 0) + 1);
      else entry.facts.set(f, entry.facts.get(f) ?? 0);
    factPairs.set(l.pair.id, entry);
  }
  const fewFacts = [...factPairs.entries()].filter(([, e]) => e.few > 0);
  if (fewFacts.length > 0) {
    console.log(
      '\n  6 pairs with standard letters using < 2 key facts (each fact: standard letters using it):',
    );
    for (const [id, e] of fewFacts)
      console.log(
        `    ${id}: ${e.few}/${e.of}; ${[...e.facts.entries()].map(([f, n]) => `"${f}" ${n}`).join(', ')}`,
      );
  }
  const unnamed = letters.filter((l) => l.company === false || l.role === false);
  if (unnamed.length > 0) {
    console.log('\n  7 letters that do not name the company or the role:');
    const byPair = new Map<string, { company: number; role: number; of: number; pair: Pair }>();
    for (const l of letters) {
      const e = byPair.get(l.pair.id) ?? { company: 0, role: 0, of: 0, pair: l.pair };
      e.of += 1;
      if (l.company === false) e.company += 1;
      if (l.role === false) e.role += 1;
      byPair.set(l.pair.id, e);
    }
    for (const [id, e] of byPair)
      if (e.company + e.role > 0)
        console.log(
          `    ${id}: company "${e.pair.company}" missing in ${e.company}/${e.of}, role "${e.pair.role}" missing in ${e.role}/${e.of}`,
        );
  }
  const outside = letters.filter((l) => !l.inRange);
  if (outside.length > 0) {
    console.log('\n  8 letters outside their word range:');
    for (const l of outside) console.log(`    ${label(l)}: ${l.words} words`);
  }
  printFindings('9 grammar issues', letters, (l) => l.grammar);
  printFindings('10 generic sentences', letters, (l) => l.generic);
}

function report(title: string, pairs: Pair[]) {
  const { letters, writeMs, measureMs } = writeAll(pairs);
  console.log(
    `\n${title}: ${pairs.length} pairs × ${seededTemplates.length} templates × ${LENGTHS.length} lengths × ${RECIPIENTS.length} recipients (${RECIPIENTS.join(', ')}) = ${letters.length} letters`,
  );
  if (letters.length === 0) return letters;
  console.log(
    `  written in ${Math.round(writeMs)} ms (${(writeMs / letters.length).toFixed(2)} ms a letter); measured in ${Math.round(measureMs)} ms`,
  );
  table(letters);
  breakdown(
    '1 claim findings by kind (sentences)',
    letters.flatMap((l) => l.claims),
  );
  breakdown(
    '2 fragments by kind',
    letters.flatMap((l) => l.fragments),
  );
  breakdown(
    '9 grammar findings by kind',
    letters.flatMap((l) => l.grammar),
  );
  console.log(
    `  letters with any: claim ${ratio(letters.filter((l) => l.claims.length > 0).length, letters.length)}, fragment ${ratio(letters.filter((l) => l.fragments.length > 0).length, letters.length)}, grammar issue ${ratio(letters.filter((l) => l.grammar.length > 0).length, letters.length)}`,
  );
  if (verbose) details(letters);
  return letters;
}

function main() {
  const t0 = performance.now();
  const { pairs, skipped } = readCorpus();
  console.log(
    `letter quality: ${seededTemplates.length} templates (${seededTemplates.map((t) => t.name).join(', ')}), recipients ${RECIPIENTS.join(' and ')}`,
  );
  if (!existsSync(corpus)) console.log(`(no letters corpus yet at ${corpus})`);
  if (skipped.length > 0) console.log(`skipped unfinished corpus folders: ${skipped.join(', ')}`);
  const all = [
    ...report('letters corpus (packages/engine/corpus/letters)', pairs),
    ...report(
      'offline pairs (packages/engine/test/fixtures/offline-pairs.ts; no pair.json: 5 and 6 n/a)',
      offline(),
    ),
  ];
  if (show > 0 && all.length > 0) {
    // Spread over pairs, templates, lengths and recipients: the i-th sample takes the i-th of each, cycling.
    const ids = [...new Set(all.map((l) => l.pair.id))];
    const n = Math.min(show, all.length);
    console.log(`\n${n} sample letters:`);
    for (let i = 0; i < n; i++) {
      const l =
        all.find(
          (x) =>
            x.pair.id === ids[i % ids.length] &&
            x.template === seededTemplates[i % seededTemplates.length] &&
            x.length === LENGTHS[i % LENGTHS.length] &&
            x.recipient === RECIPIENTS[Math.floor(i / 2) % RECIPIENTS.length],
        ) ?? all[i]!;
      console.log(`\n----- ${label(l)} (${l.words} words) -----\n${l.text}`);
    }
  }
  console.log(`\ndone in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

main();
