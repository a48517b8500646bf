import { cn } from '@/lib/utils';

// Cover images are drawn at 1200 x 630 (the Open Graph size); the box keeps that ratio so
// nothing below moves when the image arrives.
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

export function PostCover({
  src,
  title,
  priority = false,
  eager = priority,
  decorative = false,
  className,
}: {
  src: string | null;
  title: string;
  /** The largest thing on the page (the article's cover, the first card's): fetch it first. */
  priority?: boolean;
  /** Visible without scrolling: do not wait for the lazy loader. */
  eager?: boolean;
  /** Beside a link with the post's title (a card in a strip): hidden from screen readers. */
  decorative?: boolean;
  className?: string;
}) {
  const box = cn('aspect-[1200/630] w-full bg-muted', className);
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={cn(box, 'bg-gradient-to-br from-brand/25 via-muted to-muted dark:from-brand/20')}
      />
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : `Cover illustration for "${title}"`}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn(box, 'h-auto object-cover')}
    />
  );
}
