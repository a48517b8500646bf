import { useMemo } from 'react';
import { cn } from '@/lib/utils';
import { sanitizeArticleHtml } from '../lib/sanitize-html';

// Readable article typography, written with Tailwind instead of the typography plugin.
const prose = cn(
  'max-w-none text-base leading-7 text-foreground md:text-lg md:leading-8',
  '[&>*+*]:mt-5',
  '[&_h1]:mt-10 [&_h1]:font-bold [&_h1]:text-2xl [&_h1]:tracking-tight',
  '[&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-xl [&_h3]:leading-snug',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-lg',
  '[&_a]:font-medium [&_a]:text-foreground [&_a]:underline [&_a]:decoration-brand [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:decoration-foreground',
  '[&_strong]:font-semibold [&_em]:italic',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-muted-foreground',
  '[&_blockquote]:border-brand [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-10 [&_hr]:border-border',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:px-3 [&_td]:py-2',
);

/** The article body: sanitised again in the browser (docs/decisions/0013), then rendered. */
export function ArticleContent({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizeArticleHtml(html), [html]);
  return (
    <div
      className={prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
