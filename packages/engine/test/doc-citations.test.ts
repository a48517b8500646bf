/**
 * Comments, test titles and docs cite documents that live in this repository: docs/product.md
 * (by section, `docs/product.md §3` or `docs/product.md#3-limits`) and the records in
 * docs/decisions/. A citation of a document outside the repository, of a section product.md does
 * not have, or of a record that does not exist fails here (docs/product.md §10).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const self = new URL(import.meta.url).pathname;

const scanned = ['apps', 'packages', 'e2e', 'scripts', 'docs', 'README.md', 'DEPLOY.md'];
const skippedDirs = new Set(['node_modules', 'dist', 'corpus', 'fixtures', 'content', '.reports']);
const sourceFile = /\.(?:ts|tsx|mts|mjs|js|cjs|css|html)$/;

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return sourceFile.test(path) || path.endsWith('.md') ? [path] : [];
  return readdirSync(path).flatMap((name) => (skippedDirs.has(name) ? [] : files(join(path, name))));
}

// Built from parts so that this file does not cite them itself.
const outside: { pattern: RegExp; what: string }[] = [
  { pattern: new RegExp(`\\bspec ${'§'}`, 'i'), what: 'the product spec (cite docs/product.md §N)' },
  {
    pattern: new RegExp(`decisions${'\\.'}md`),
    what: 'the product decisions (cite docs/product.md or docs/decisions/NNNN)',
  },
  { pattern: new RegExp(`product-${'spec'}`), what: 'the product spec (cite docs/product.md §N)' },
];
/** A path to the folder beside the repository: allowed as a default in code, not as a citation. */
const sharedFolder = new RegExp(`\\.\\./${'shared'}\\b`);

/** Whether column `at` of `line` is comment text (or any text, in Markdown). */
function inComment(line: string, at: number, markdown: boolean): boolean {
  if (markdown) return true;
  const trimmed = line.trimStart();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return true;
  const before = line.slice(0, at);
  return before.includes('//') || before.includes('/*');
}

function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
}

const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const sections = new Set<string>();
const anchors = new Set<string>();
for (const m of product.matchAll(/^#{2,3} (.+)$/gm)) {
  const heading = m[1]!;
  anchors.add(slug(heading));
  const number = /^(\d+(?:\.\d+)?)\.? /.exec(heading)?.[1];
  if (number) sections.add(number);
}
const records = readdirSync(join(root, 'docs/decisions')).map((name) => name.slice(0, 4));

describe('citations in comments, tests and docs', () => {
  it('point into the repository, at sections and records that exist', () => {
    const problems: string[] = [];
    for (const file of scanned.flatMap((entry) => files(join(root, entry)))) {
      if (file === self) continue;
      const name = relative(root, file);
      const markdown = file.endsWith('.md');
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        const where = `${name}:${index + 1}`;
        for (const { pattern, what } of outside)
          if (pattern.test(line)) problems.push(`${where}: cites ${what}`);
        const shared = sharedFolder.exec(line);
        if (shared && inComment(line, shared.index, markdown))
          problems.push(`${where}: cites a file outside the repository (${shared[0]})`);
        for (const m of line.matchAll(/docs\/product\.md((?:(?:,| and|\/| -)? ?§\d+(?:\.\d+)?)+)/g))
          for (const section of m[1]!.matchAll(/§(\d+(?:\.\d+)?)/g))
            if (!sections.has(section[1]!)) problems.push(`${where}: docs/product.md has no §${section[1]}`);
        for (const m of line.matchAll(/docs\/product\.md#([a-z0-9-]+)/g))
          if (!anchors.has(m[1]!)) problems.push(`${where}: docs/product.md has no #${m[1]}`);
        for (const m of line.matchAll(/docs\/decisions\/(\d{4})/g))
          if (!records.includes(m[1]!)) problems.push(`${where}: docs/decisions/${m[1]} does not exist`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('finds the sections it checks against', () => {
    expect([...sections].filter((s) => !s.includes('.'))).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    expect(anchors).toContain('3-limits');
  });
});
