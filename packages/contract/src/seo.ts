import { z } from 'zod';
import { blogMessages } from './blog';
import { PRODUCT_NAME } from './brand';

/** What a search result or a shared link shows for a page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** GET /api/site: public facts about this installation. */
export const siteInfoSchema = z.object({
  productName: z.string(),
  supportEmail: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** '<Page> | JobPeel', or the bare product name. */
export function pageTitle(name?: string | null): string {
  return name ? `${name} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** For pages without a description of their own (signed-in pages, unknown paths). */
export const DEFAULT_DESCRIPTION = `${PRODUCT_NAME} drafts a tailored cover letter from a job description and your resume. Edit it, save it to your library and export it as a PDF.`;

/** The five samples of /examples/{id}, in the order of the web's sample letters. */
const EXAMPLE_ROLES = [
  'UX Designer',
  'Marketing Director',
  'Financial Analyst',
  'Project Manager',
  'Executive Assistant',
] as const;

const staticPages: Record<string, PageMeta> = {
  '/': {
    title: pageTitle('AI Cover Letter Generator'),
    description: `Paste a job description and your resume, and ${PRODUCT_NAME} drafts a tailored cover letter you can edit, save and export as a PDF. Free to start.`,
  },
  '/create': {
    title: pageTitle('Create Your Cover Letter'),
    description:
      'Write a cover letter for a specific job: add the posting by link or by pasting it, add your resume, pick a template and length, then generate and edit.',
  },
  '/blog': {
    title: pageTitle('Cover Letter and Job Application Advice'),
    description:
      'Practical advice on cover letters and job applications: tailoring a letter to a posting, showing results honestly, applicant tracking systems and following up.',
  },
  '/faq': {
    title: pageTitle('Frequently Asked Questions'),
    description: `Answers about ${PRODUCT_NAME} accounts, plans and daily limits, billing and cancelling, templates and exports, referrals, support and your data.`,
  },
  '/auth': {
    title: pageTitle('Log In or Create an Account'),
    description: `Log in to ${PRODUCT_NAME} to generate, save and edit tailored cover letters, or create a free account with your email and a password in under a minute.`,
  },
};

EXAMPLE_ROLES.forEach((role, index) => {
  staticPages[`/examples/${index}`] = {
    title: pageTitle(`${role} Cover Letter Example`),
    description: `Read a complete ${role} cover letter, paragraph by paragraph, and see how it ties real experience to the job. Use it as a model for your own.`,
  };
});

/** Every public page with its own metadata (the sitemap lists these plus each blog post). */
export const publicPagePaths: readonly string[] = Object.keys(staticPages);

/** Paths the sitemap and the server-rendered head treat the same: no query, no hash, no trailing slash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/(?<!\/)\/+$/, '') : bare;
  return trimmed || '/';
}

/**
 * Title and description of a public page, or null for pages that have none of their own (blog
 * posts use `blogPostMeta`; signed-in pages keep the defaults).
 */
export function publicPageMeta(path: string): PageMeta | null {
  return staticPages[normalisePath(path)] ?? null;
}

/** A description fits in a search result: at most 160 characters, cut at a word. */
export function clipDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/(?<![\s,.;:])[\s,.;:]+$/, '')}…`;
}

/** A blog post's title and excerpt. */
export function blogPostMeta(post: { title: string; excerpt: string }): PageMeta {
  return { title: pageTitle(post.title), description: clipDescription(post.excerpt) };
}

/** /blog/{slug} for a slug with no post. */
export const articleNotFoundMeta: PageMeta = {
  title: pageTitle(blogMessages.notFoundTitle),
  description: blogMessages.notFoundText,
};
