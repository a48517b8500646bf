/**
 * npm run bench:resumes -- <folder of resumes> — prints figures, asserts nothing.
 *
 * Imports every resume listed in the folder's INDEX.tsv through POST /api/resume/parse (the real
 * app on a loopback port, parser processes included) and prints, per file: the method, the time,
 * and whether the candidate's name, email and each listed skill appear in the extracted text.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { csrfHeaders as csrf, ms, percentile, startApp } from './support';

const folder = resolve(process.argv[2] ?? '../shared/fixtures/resumes');

/** 'John Doe (rendered "JOHN DOE")' -> 'John Doe'. */
const printed = (value: string) => value.replace(/\s*\(.*\)\s*$/, '').trim();
const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, ' ');

interface Row {
  file: string;
  format: string;
  name: string;
  email: string;
  skills: string[];
}

function readIndex(): Row[] {
  const [header, ...lines] = readFileSync(join(folder, 'INDEX.tsv'), 'utf8').trim().split('\n');
  const columns = header!.split('\t');
  const col = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  return lines.map((line) => {
    const cells = line.split('\t');
    return {
      file: col(cells, 'file'),
      format: col(cells, 'format'),
      name: printed(col(cells, 'candidate_name')),
      email: printed(col(cells, 'email')),
      skills: col(cells, 'skills_3')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
    };
  });
}

async function main() {
  const rows = readIndex();
  const { base, close } = await startApp({ RESUME_PARSER_PROCESSES: '2' });
  const textTimes: number[] = [];
  let fields = 0;
  let found = 0;
  try {
    // One warm-up so the first file does not carry the parser process start-up.
    const warm = new FormData();
    warm.set('file', new Blob([readFileSync(join(folder, rows[0]!.file))]), rows[0]!.file);
    await (
      await fetch(`${base}/api/resume/parse`, { method: 'POST', body: warm, headers: await csrf(base) })
    ).arrayBuffer();

    console.log(`resume import over ${rows.length} files in ${folder}`);
    for (const row of rows) {
      const form = new FormData();
      form.set('file', new Blob([readFileSync(join(folder, row.file))]), row.file);
      const t0 = performance.now();
      const response = await fetch(`${base}/api/resume/parse`, {
        method: 'POST',
        body: form,
        headers: await csrf(base),
      });
      const body = (await response.json()) as {
        content?: string;
        contactInfo?: string;
        method?: string;
        message?: string;
      };
      const elapsed = performance.now() - t0;
      const text = normalise(`${body.content ?? ''}\n${body.contactInfo ?? ''}`);
      const checks: [string, boolean][] = [
        ['name', text.includes(normalise(row.name))],
        ['email', text.includes(normalise(row.email))],
        ...row.skills.map((skill): [string, boolean] => [skill, text.includes(normalise(skill))]),
      ];
      fields += checks.length;
      found += checks.filter(([, ok]) => ok).length;
      if (body.method !== 'ocr-pdf') textTimes.push(elapsed);
      const missing = checks.filter(([, ok]) => !ok).map(([what]) => what);
      console.log(
        `  ${row.file.padEnd(44)} ${String(response.status).padEnd(4)} ${(body.method ?? body.message ?? '').padEnd(9)} ${ms(elapsed).padStart(10)}  ${checks.filter(([, ok]) => ok).length}/${checks.length}${missing.length ? `  missing: ${missing.join(', ')}` : ''}`,
      );
    }
    console.log(`  fields found: ${found}/${fields}`);
    console.log(
      `  text files (not OCR): p50 ${ms(percentile(textTimes, 50))}   p99 ${ms(percentile(textTimes, 99))}`,
    );
  } finally {
    await close();
  }
}

await main();
