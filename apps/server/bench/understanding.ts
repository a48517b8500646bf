/**
 * npm run bench:understanding -- [fixtures folder] [--verbose] — prints figures, asserts nothing.
 *
 * Reads every resume and job posting of our corpus (packages/engine/corpus) with the engine's
 * readResumeProfile and readPosting and prints, per field, precision and recall against the
 * expected JSON (with --verbose, each miss); then the time each read takes; then, when the shared
 * fixtures folder exists, the same readers on real-world files: resumes through the real import
 * (POST /api/resume/parse) and job pages through the server's page extractor.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPosting } from '@jobpeel/engine/understand/posting';
import { readResumeProfile } from '@jobpeel/engine/understand/resume-profile';
import { extractJobFromHtml } from '../src/modules/jobs/extract';
import { withHeading } from '../src/modules/jobs/jobs.service';
import { csrfHeaders, ms, percentile, startApp } from './support';
import {
  addTally,
  containsEither,
  type ExpectedPosting,
  type ExpectedResume,
  emptyTally,
  formatTally,
  type Miss,
  normalise,
  POSTING_FIELDS,
  type PostingField,
  RESUME_FIELDS,
  type ResumeField,
  scorePosting,
  scoreResume,
  type Tally,
} from './understanding/score';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const fixtures = resolve(args.find((a) => !a.startsWith('--')) ?? '../shared/fixtures');
const corpus = fileURLToPath(new URL('../../../packages/engine/corpus', import.meta.url));
const RUNS = 20;

interface Pair<E> {
  file: string;
  text: string;
  expected: E;
}

/** The corpus' NN-slug.txt files with their NN-slug.expected.json; unfinished pairs are skipped. */
function readPairs<E>(folder: string): { pairs: Pair<E>[]; skipped: string[] } {
  const pairs: Pair<E>[] = [];
  const skipped: string[] = [];
  if (!existsSync(folder)) return { pairs, skipped };
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.txt')) continue;
    const jsonPath = join(folder, name.replace(/\.txt$/, '.expected.json'));
    try {
      const expected = JSON.parse(readFileSync(jsonPath, 'utf8')) as E;
      pairs.push({ file: name, text: readFileSync(join(folder, name), 'utf8'), expected });
    } catch {
      skipped.push(name);
    }
  }
  return { pairs, skipped };
}

const show = (value: string | null) => (value === null ? '—' : JSON.stringify(value));

function printMisses(misses: Miss[]) {
  if (!verbose || misses.length === 0) return;
  console.log('  misses (file, field, expected, got):');
  for (const miss of misses) {
    console.log(
      `    ${miss.file.padEnd(40)} ${miss.field.padEnd(24)} ${show(miss.expected)}  ->  ${show(miss.got)}`,
    );
  }
}

function printTallies<F extends string>(
  fields: readonly F[],
  tallies: Record<F, Tally>,
  only: Partial<Record<F, 'recall'>> = {},
) {
  for (const field of fields) console.log(`  ${field.padEnd(16)}${formatTally(tallies[field], only[field])}`);
}

function resumeCorpus(pairs: Pair<ExpectedResume>[]) {
  const totals = Object.fromEntries(RESUME_FIELDS.map((f) => [f, emptyTally()])) as Record<
    ResumeField,
    Tally
  >;
  const misses: Miss[] = [];
  for (const pair of pairs) {
    const score = scoreResume(pair.expected, readResumeProfile(pair.text), pair.file);
    for (const field of RESUME_FIELDS) addTally(totals[field], score.tallies[field]);
    misses.push(...score.misses);
  }
  printTallies(RESUME_FIELDS, totals);
  printMisses(misses);
}

function postingCorpus(pairs: Pair<ExpectedPosting>[]) {
  const totals = Object.fromEntries(POSTING_FIELDS.map((f) => [f, emptyTally()])) as Record<
    PostingField,
    Tally
  >;
  const misses: Miss[] = [];
  let wrongCompany = 0;
  let notKeywords = 0;
  let predictedKeywords = 0;
  for (const pair of pairs) {
    const score = scorePosting(pair.expected, readPosting(pair.text), pair.file);
    for (const field of POSTING_FIELDS) addTally(totals[field], score.tallies[field]);
    if (score.wrongCompany) wrongCompany += 1;
    notKeywords += score.keywords.notKeywords.length;
    predictedKeywords += score.keywords.tally.predicted;
    misses.push(...score.misses);
  }
  printTallies(POSTING_FIELDS, totals, { licences: 'recall', asks: 'recall' });
  const company = totals.company;
  console.log(
    `  company found in ${company.found} of ${company.expected} postings that state it; wrong company: ${wrongCompany}`,
  );
  console.log(`  predicted keywords that are in notKeywords: ${notKeywords} of ${predictedKeywords}`);
  printMisses(misses);
}

/**
 * Each input read RUNS times after one warm-up; every run is one sample. The readers remember
 * their last few inputs (one letter reads a resume several times), so each run gets a text of
 * its own: the same text with a different number of trailing blank lines, which read the same.
 */
function time(texts: string[], read: (text: string) => unknown): number[] {
  const samples: number[] = [];
  for (const text of texts) {
    read(`${text}\n`);
    for (let i = 0; i < RUNS; i += 1) {
      const fresh = `${text}${'\n'.repeat(i + 2)}`;
      const t0 = performance.now();
      read(fresh);
      samples.push(performance.now() - t0);
    }
  }
  return samples;
}

function timing(resumes: Pair<ExpectedResume>[], postings: Pair<ExpectedPosting>[]) {
  const resumeTimes = time(
    resumes.map((p) => p.text),
    readResumeProfile,
  );
  const postingTimes = time(
    postings.map((p) => p.text),
    (text) => readPosting(text),
  );
  const line = (what: string, samples: number[]) =>
    console.log(
      `  ${what.padEnd(10)} p50 ${ms(percentile(samples, 50)).padStart(9)}   p99 ${ms(percentile(samples, 99)).padStart(9)}   (${samples.length} runs)`,
    );
  line('resume', resumeTimes);
  line('posting', postingTimes);
  console.log(
    `  resume + posting p99 ${ms(percentile(resumeTimes, 99) + percentile(postingTimes, 99))} (sum of the two p99s)`,
  );
}

// ---------------------------------------------------------------- shared fixtures

/** 'John Doe (rendered "JOHN DOE")' -> 'John Doe': the index adds notes in brackets. */
const printed = (value: string) => value.replace(/\s*\(.*\)\s*$/, '').trim();

function readIndex(path: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

async function fixtureResumes(folder: string) {
  const rows = readIndex(join(folder, 'INDEX.tsv'));
  const { base, close } = await startApp({ RESUME_PARSER_PROCESSES: '2' });
  let checks = 0;
  let found = 0;
  const tally = { name: [0, 0], email: [0, 0], skills: [0, 0] };
  try {
    console.log(`  resumes in ${folder} (text through POST /api/resume/parse)`);
    for (const row of rows) {
      const file = row.file!;
      const form = new FormData();
      form.set('file', new Blob([readFileSync(join(folder, file))]), file);
      const response = await fetch(`${base}/api/resume/parse`, {
        method: 'POST',
        body: form,
        headers: await csrfHeaders(base),
      });
      const body = (await response.json()) as { content?: string; message?: string };
      if (!response.ok || !body.content) {
        console.log(`    ${file.padEnd(44)} no text (${response.status} ${body.message ?? ''})`);
        continue;
      }
      const profile = readResumeProfile(body.content);
      const name = printed(row.candidate_name ?? '');
      const email = printed(row.email ?? '');
      const skills = (row.skills_3 ?? '')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
      const nameOk = profile.name?.trim().toLowerCase() === name.toLowerCase();
      const emailOk = profile.contact.email?.trim().toLowerCase() === email.toLowerCase();
      const skillsOk = skills.map((skill) =>
        profile.skills.some((s) => s.toLowerCase().includes(skill.toLowerCase()) || containsEither(s, skill)),
      );
      tally.name = [tally.name[0]! + (nameOk ? 1 : 0), tally.name[1]! + 1];
      tally.email = [tally.email[0]! + (emailOk ? 1 : 0), tally.email[1]! + 1];
      tally.skills = [tally.skills[0]! + skillsOk.filter(Boolean).length, tally.skills[1]! + skills.length];
      checks += 2 + skills.length;
      found += (nameOk ? 1 : 0) + (emailOk ? 1 : 0) + skillsOk.filter(Boolean).length;
      const wrong = [
        nameOk ? null : `name ${show(profile.name)} (expected ${show(name)})`,
        emailOk ? null : `email ${show(profile.contact.email)}`,
        ...skills.map((s, i) => (skillsOk[i] ? null : `skill ${show(s)}`)),
      ].filter(Boolean);
      console.log(
        `    ${file.padEnd(44)} ${String(2 + skills.length - wrong.length)}/${2 + skills.length}${wrong.length ? `  missing: ${wrong.join(', ')}` : ''}`,
      );
    }
    console.log(
      `    name ${tally.name[0]}/${tally.name[1]}   email ${tally.email[0]}/${tally.email[1]}   skills ${tally.skills[0]}/${tally.skills[1]}   all ${found}/${checks}`,
    );
  } finally {
    await close();
  }
}

function fixtureJobs(folder: string) {
  const rows = readIndex(join(folder, 'INDEX.tsv'));
  const NONE = '(none)';
  const sameName = (a: string | null, b: string) => a !== null && normalise(a) === normalise(b);
  const counts = { title: [0, 0], company: [0, 0], hintedTitle: [0, 0], hintedCompany: [0, 0] };
  const bump = (key: keyof typeof counts, ok: boolean) => {
    counts[key] = [counts[key][0]! + (ok ? 1 : 0), counts[key][1]! + 1];
  };
  console.log(
    `  job pages in ${folder} (text through the server's extractJobFromHtml, headed as the app does)`,
  );
  for (const row of rows) {
    const file = row.file!;
    if (row.job_title === NONE) continue;
    // The loopback address bench:jobs serves the pages from: no company in the address.
    const job = extractJobFromHtml(readFileSync(join(folder, file), 'utf8'), `http://127.0.0.1/${file}`);
    if (!job?.text.trim()) {
      console.log(`    ${file.padEnd(44)} no job text extracted`);
      continue;
    }
    const title = row.job_title!;
    const company = printed(row.company ?? '');
    // As the app fills the description box: the page's title and company head the text
    // (jobs.service.ts withHeading); the hinted reading also gets them as structured hints.
    const boxText = withHeading(job.text, job.title, job.company);
    const plain = readPosting(boxText);
    const hinted = readPosting(boxText, { company: job.company, title: job.title });
    bump('title', sameName(plain.title, title));
    bump('hintedTitle', sameName(hinted.title, title));
    if (company && company !== NONE) {
      bump('company', sameName(plain.company, company));
      bump('hintedCompany', sameName(hinted.company, company));
    }
    const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
    console.log(`    ${file}`);
    console.log(
      `      title   ${mark(sameName(plain.title, title))} got ${show(plain.title)}  expected ${show(title)}`,
    );
    if (company && company !== NONE) {
      console.log(
        `      company ${mark(sameName(plain.company, company))} got ${show(plain.company)}  expected ${show(company)}`,
      );
    }
    if (hinted.title !== plain.title || hinted.company !== plain.company) {
      console.log(
        `      with the extractor's hints: title ${show(hinted.title)}, company ${show(hinted.company)}`,
      );
    }
  }
  const pair = ([a, b]: number[]) => `${a}/${b}`;
  console.log(`    description box text:     title ${pair(counts.title)}   company ${pair(counts.company)}`);
  console.log(
    `    with the extractor hints: title ${pair(counts.hintedTitle)}   company ${pair(counts.hintedCompany)}`,
  );
}

async function main() {
  const resumes = readPairs<ExpectedResume>(join(corpus, 'resumes'));
  const postings = readPairs<ExpectedPosting>(join(corpus, 'postings'));

  console.log(`our corpus: ${resumes.pairs.length} resumes, ${postings.pairs.length} postings (${corpus})`);
  for (const skipped of [...resumes.skipped, ...postings.skipped]) {
    console.log(`  skipped ${skipped}: no readable .expected.json`);
  }
  console.log('\nresumes (readResumeProfile)');
  resumeCorpus(resumes.pairs);
  console.log('\npostings (readPosting)');
  postingCorpus(postings.pairs);

  console.log(`\ntime per read (${RUNS} runs of each file after a warm-up)`);
  timing(resumes.pairs, postings.pairs);

  console.log('\nshared fixtures');
  if (!existsSync(fixtures)) {
    console.log(`  skipped: ${fixtures} does not exist`);
    return;
  }
  const resumeFolder = join(fixtures, 'resumes');
  const jobFolder = join(fixtures, 'jobs');
  if (existsSync(join(resumeFolder, 'INDEX.tsv'))) await fixtureResumes(resumeFolder);
  else console.log(`  resumes skipped: no ${join(resumeFolder, 'INDEX.tsv')}`);
  if (existsSync(join(jobFolder, 'INDEX.tsv'))) fixtureJobs(jobFolder);
  else console.log(`  job pages skipped: no ${join(jobFolder, 'INDEX.tsv')}`);
}

await main();
