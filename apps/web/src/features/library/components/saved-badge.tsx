import { BookmarkCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks a letter saved to the library (kept for good, unlike unsaved ones). */
export function SavedBadge() {
  return (
    <Badge variant="secondary">
      <BookmarkCheck aria-hidden="true" />
      Saved
    </Badge>
  );
}
