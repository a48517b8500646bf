import { Badge } from '@/components/ui/badge';

/** docs/product.md §3: the library shows 3 keywords per row. */
export const KEYWORDS_SHOWN = 3;

/** The first keywords as badges, then '+N more' for the rest. */
export function KeywordBadges({ keywords = [] }: { keywords?: string[] }) {
  if (keywords.length === 0) return <span className="text-muted-foreground text-sm">—</span>;
  const hidden = keywords.length - KEYWORDS_SHOWN;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {keywords.slice(0, KEYWORDS_SHOWN).map((keyword) => (
        <Badge key={keyword} variant="outline">
          {keyword}
        </Badge>
      ))}
      {hidden > 0 ? (
        <span className="text-muted-foreground text-xs" title={keywords.slice(KEYWORDS_SHOWN).join(', ')}>
          +{hidden} more
        </span>
      ) : null}
    </div>
  );
}
