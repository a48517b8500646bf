import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

export function PostTags({ tags, max, className }: { tags: string[]; max?: number; className?: string }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
