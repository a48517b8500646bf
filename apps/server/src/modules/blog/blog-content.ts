import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOG_SLUG_PATTERN } from '@jobpeel/contract';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { BLOG_RENDER_VERSION } from './blog-html';

/**
 * The bundled posts: apps/server/content/blog from the source tree (tsx), or dist/content/blog
 * next to the bundled server (build.mjs copies it there).
 */
export function defaultBlogContentDir(): string {
  const candidates = ['./content/blog', '../../../content/blog'].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(dir)) ?? (candidates[0] as string);
}

const isoDay = (value: string | Date): number =>
  value instanceof Date ? value.getTime() : Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);

const coverImageSchema = z
  .string()
  .trim()
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value),
    'must be a site path (/blog/cover.svg) or an https URL',
  );

const frontMatterSchema = z.object({
  title: z.string().trim().min(1).max(200),
  slug: z.string().regex(BLOG_SLUG_PATTERN, 'must be lower-case words joined by hyphens').max(120).optional(),
  excerpt: z.string().trim().min(1).max(400),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  author: z.string().trim().min(1).max(120).nullish(),
  publishedDate: z
    .union([z.string(), z.date()])
    .transform(isoDay)
    .refine((ms) => Number.isFinite(ms), 'must be a date such as 2026-03-14'),
  coverImage: coverImageSchema.nullish(),
});

/** One Markdown file, read and checked but not rendered yet (rendering is skipped for unchanged files). */
export interface BlogSource {
  file: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  author: string | null;
  publishedAt: number;
  coverImage: string | null;
  markdown: string;
  sourceHash: string;
}

export interface BlogSourceProblem {
  file: string;
  problem: string;
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function parseBlogFile(file: string, raw: string): BlogSource {
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new Error('has no front matter (a block between --- lines at the top)');
  const parsed = frontMatterSchema.safeParse(parseYaml(match[1] ?? '') ?? {});
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'} ${i.message}`).join('; '),
    );
  }
  const meta = parsed.data;
  const slug = meta.slug ?? basename(file, '.md').toLowerCase();
  if (!BLOG_SLUG_PATTERN.test(slug))
    throw new Error(`slug "${slug}" must be lower-case words joined by hyphens`);
  return {
    file,
    slug,
    title: meta.title,
    excerpt: meta.excerpt,
    tags: [...new Set(meta.tags)],
    author: meta.author ?? null,
    publishedAt: meta.publishedDate,
    coverImage: meta.coverImage ?? null,
    markdown: raw.slice(match[0].length),
    sourceHash: createHash('sha256').update(`render-v${BLOG_RENDER_VERSION}\n${raw}`).digest('hex'),
  };
}

/**
 * Every *.md file of the directory. A file that cannot be used is reported and left out; a slug
 * taken by an earlier file (in name order) is reported too. Returns null when the directory is missing.
 */
export function readBlogDirectory(
  dir: string,
): { sources: BlogSource[]; problems: BlogSourceProblem[] } | null {
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => entry.name)
    .sort();
  const sources: BlogSource[] = [];
  const problems: BlogSourceProblem[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    try {
      const source = parseBlogFile(file, readFileSync(join(dir, file), 'utf8'));
      if (seen.has(source.slug)) throw new Error(`slug "${source.slug}" is used by another file`);
      seen.add(source.slug);
      sources.push(source);
    } catch (error) {
      problems.push({ file, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return { sources, problems };
}
